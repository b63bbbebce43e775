import * as React from "react";
import { Link, type HeadProps, type PageProps } from "gatsby";
import { ButtonLink } from "../components/ButtonLink";
import { Layout } from "../components/Layout";
import { MAIN_NAV, ROUTES } from "../components/navigation";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import * as section from "../components/Section.module.css";
import * as styles from "./404.module.css";

export default function NotFoundPage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname}>
      <PageHeader eyebrow="Error 404" title="We couldn’t find that page">
        <p>The page may have moved, or the address may have a small typo. These links lead somewhere helpful:</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <ul className={styles.links}>
          <li>
            <Link to={ROUTES.home}>Home</Link>
          </li>
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
        <div className={styles.donate}>
          <ButtonLink to={ROUTES.donation} variant="donate">
            Donate Now
          </ButtonLink>
        </div>
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Page not found"
      description="This page could not be found. Find your way to our programs, events and contact details."
      pathname={location.pathname}
      canonicalPath={null}
    />
  );
}
