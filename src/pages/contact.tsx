import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { ContactForm } from "../components/ContactForm";
import { CrisisNotice } from "../components/CrisisNotice";
import { Icon } from "../components/Icon";
import { Seo } from "../components/Seo";
import type { TranslatedPageContext } from "../content/page-context";
import { inLanguage } from "../lib/languages";
import { ROUTES } from "../lib/routes";
import * as section from "../components/Section.module.css";
import { contactLinkMessages } from "../lib/contact-form";
import { useFooterTexts } from "../hooks/useFooterTexts";
import { telHref } from "../lib/format";
import { required } from "../lib/required";
import * as styles from "./contact.module.css";

export const query = graphql`
  query ContactPage($language: String!) {
    contactPageJson(language: { eq: $language }) {
      eyebrow
      title
      intro
      detailsHeading
      formHeading
      topicLabel
      topics {
        id
        label
      }
      programMessage
      tierMessage
      seo {
        title
        description
      }
    }
    siteJson(language: { eq: $language }) {
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
    allTiersJson(filter: { language: { eq: $language } }, sort: [{ order: ASC }, { price: ASC }]) {
      nodes {
        jsonId
        name
        priceText
        billingPeriod
      }
    }
    allProgramsJson(filter: { language: { eq: $language } }) {
      nodes {
        jsonId
        name
      }
    }
  }
`;

type Data = Queries.ContactPageQuery;

function contentOf(data: Data) {
  return required(data.contactPageJson, "data/pages/contact.json");
}

export default function ContactPage({ data, location, pageContext }: PageProps<Data, TranslatedPageContext>) {
  const site = required(data.siteJson, "data/site.json");
  const page = contentOf(data);
  const { language } = pageContext;
  const words = pageContext.labels.forms;
  const { address } = site;
  const { crisis } = useFooterTexts(pageContext.language);
  // Links from other pages choose a topic (?topic=…) and may start the message: a giving level (?tier=…) or a
  // program (?program=…). The HTML is the same for every address, so it carries every message a link can start
  // from, and the form's enhancement module reads the address.
  const linkMessages = contactLinkMessages({
    programs: data.allProgramsJson.nodes,
    tiers: data.allTiersJson.nodes,
    programMessage: page.programMessage,
    tierMessage: page.tierMessage,
    prices: pageContext.labels.prices,
  });
  return (
    <Layout pathname={location.pathname} indexAs="page" page={pageContext}>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section} ${styles.columns}`}>
        <section aria-labelledby="contact-details">
          <h2 id="contact-details" className={styles.heading}>
            {page.detailsHeading}
          </h2>
          <dl className={styles.list}>
            <div className={styles.item}>
              <dt>
                <Icon name="pin" className={styles.icon} />
                {words.address}
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
                {words.telephone}
              </dt>
              <dd>
                <a href={telHref(site.phone)}>{site.phone}</a>
              </dd>
            </div>
            <div className={styles.item}>
              <dt>
                <Icon name="mail" className={styles.icon} />
                {words.emailHeading}
              </dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
          </dl>
          <CrisisNotice crisis={crisis} links={pageContext.crisisLinks} className={styles.crisis} helpPath={inLanguage(ROUTES.getHelp, language)} />
        </section>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className={styles.heading}>
            {page.formHeading}
          </h2>
          <ContactForm
            language={language}
            labels={words}
            endpoint={site.contactFormEndpoint}
            email={site.email}
            topicLabel={page.topicLabel}
            topics={page.topics}
            linkMessages={linkMessages}
          />
        </section>
      </div>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, TranslatedPageContext>) {
  const { seo } = contentOf(data);
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} page={pageContext} />;
}
