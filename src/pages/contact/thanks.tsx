import * as React from "react";
import { type HeadProps, type PageProps } from "gatsby";
import { ButtonLink } from "../../components/ButtonLink";
import { Layout } from "../../components/Layout";
import { ROUTES } from "../../components/navigation";
import { PageHeader } from "../../components/PageHeader";
import { Seo } from "../../components/Seo";
import * as section from "../../components/Section.module.css";

/** Where the contact form lands after it is sent. */
export default function ContactThanksPage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname}>
      <PageHeader eyebrow="Message sent" title="Thank you for writing to us">
        <p>We have received your message and will reply within two working days.</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <ButtonLink to={ROUTES.events} variant="primary">
          See our upcoming events
        </ButtonLink>
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Message sent"
      description="Thank you for writing to Kindred Minds: your message has reached our team."
      pathname={location.pathname}
      canonicalPath="/contact/"
    />
  );
}
