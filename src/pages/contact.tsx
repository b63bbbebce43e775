import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ContactForm } from "../components/ContactForm";
import { Icon } from "../components/Icon";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import * as section from "../components/Section.module.css";
import { tierMessage } from "../lib/contact-form";
import { telHref } from "../lib/format";
import { required } from "../lib/required";
import * as styles from "./contact.module.css";

export const query = graphql`
  query ContactPage {
    siteJson {
      name
      email
      phone
      contactFormEndpoint
      address {
        street
        locality
        region
        postalCode
      }
    }
    allTiersJson(sort: { price: ASC }) {
      nodes {
        jsonId
        name
        priceText
        billingPeriod
      }
    }
  }
`;

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const site = required(data.siteJson, "data/site.json");
  const { address } = site;
  // A Donate Now without a checkout page leads here with ?tier=…: the message starts from that giving level.
  const [initialMessage, setInitialMessage] = React.useState<string | null>(null);
  React.useEffect(() => {
    const tiers = data.allTiersJson.nodes.map((tier) => ({
      jsonId: tier.jsonId,
      name: tier.name,
      priceText: `${tier.priceText}/${tier.billingPeriod}`,
    }));
    setInitialMessage(tierMessage(new URLSearchParams(location.search).get("tier"), tiers));
  }, [location.search, data.allTiersJson.nodes]);
  return (
    <Layout pathname={location.pathname}>
      <PageHeader eyebrow="Contact" title="Get in touch">
        <p>
          Questions about a program, an event or volunteering? Send us a message and a member of our team will reply
          within two working days.
        </p>
      </PageHeader>
      <div className={`${section.container} ${section.section} ${styles.columns}`}>
        <section aria-labelledby="contact-details">
          <h2 id="contact-details" className={styles.heading}>
            Our details
          </h2>
          <dl className={styles.list}>
            <div className={styles.item}>
              <dt>
                <Icon name="pin" className={styles.icon} />
                Address
              </dt>
              <dd>
                <address>
                  {site.name}
                  <br />
                  {address.street}
                  <br />
                  {address.locality}, {address.region} {address.postalCode}
                </address>
              </dd>
            </div>
            <div className={styles.item}>
              <dt>
                <Icon name="phone" className={styles.icon} />
                Telephone
              </dt>
              <dd>
                <a href={telHref(site.phone)}>{site.phone}</a>
              </dd>
            </div>
            <div className={styles.item}>
              <dt>
                <Icon name="mail" className={styles.icon} />
                Email
              </dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
          </dl>
          <p className={styles.crisis}>
            <strong>In crisis?</strong> We are an education organisation and cannot offer emergency help. Call or text{" "}
            <a href="tel:988">988</a>, the Suicide &amp; Crisis Lifeline, any time, or call <a href="tel:911">911</a>.
          </p>
        </section>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className={styles.heading}>
            Send us a message
          </h2>
          <ContactForm endpoint={site.contactFormEndpoint} email={site.email} initialMessage={initialMessage} />
        </section>
      </div>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Get in touch"
      description="Write, call or visit us in Johns Creek, Georgia, or send a message through our contact form."
      pathname={location.pathname}
    />
  );
}
