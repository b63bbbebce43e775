import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { ButtonLink } from "../components/ButtonLink";
import { ROUTES } from "../lib/routes";
import { Seo } from "../components/Seo";
import { Picture } from "../components/Picture";
import * as section from "../components/Section.module.css";
import { imageOf } from "../lib/image";
import { contactLink, LINKED_TOPICS } from "../lib/contact-topics";
import { required } from "../lib/required";
import type { TranslatedPageContext } from "../content/page-context";
import { inLanguage } from "../lib/languages";
import * as styles from "./about.module.css";

export const query = graphql`
  query AboutPage($language: String!) {
    aboutPageJson(language: { eq: $language }) {
      eyebrow
      title
      intro
      missionLinkLabel
      volunteerLinkLabel
      seo {
        title
        description
      }
      paragraphs
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 640, outputPixelDensities: [0.5, 1, 1.5, 2], aspectRatio: 1.333, sizes: "(min-width: 900px) 30rem, 92vw")
        }
      }
    }
  }
`;

type Data = Queries.AboutPageQuery;

function contentOf(data: Data) {
  return required(data.aboutPageJson, "data/pages/about.json");
}

export default function AboutPage({ data, location, pageContext }: PageProps<Data, TranslatedPageContext>) {
  const about = contentOf(data);
  return (
    <Layout pathname={location.pathname} indexAs="page" page={pageContext}>
      <PageHeader eyebrow={about.eyebrow} title={about.title}>
        <p>{about.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section} ${styles.story}`}>
        <Picture image={imageOf(about.image, "the About page")} alt={about.imageAlt} className={styles.image} priority />
        <div className={section.prose}>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <div className={styles.actions}>
            <ButtonLink to={inLanguage(ROUTES.mission, pageContext.language)} variant="primary">
              {about.missionLinkLabel}
            </ButtonLink>
            <ButtonLink to={inLanguage(contactLink(LINKED_TOPICS.volunteering), pageContext.language)} variant="secondary">
              {about.volunteerLinkLabel}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, TranslatedPageContext>) {
  const { seo } = contentOf(data);
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} page={pageContext} />;
}
