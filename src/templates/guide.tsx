import * as React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { GuideArticle } from "../components/GuideArticle";
import * as section from "../components/Section.module.css";
import { GuideCard } from "../components/GuideCard";
import { JsonLd, Seo } from "../components/Seo";
import { useFooterTexts } from "../hooks/useFooterTexts";
import { labelsOf, reviewerOf } from "../lib/guides";
import { required } from "../lib/required";
import { guideJsonLd } from "../lib/guide-structured-data";
import { inLanguage } from "../lib/languages";
import { ROUTES } from "../lib/routes";
import type { TranslatedPageContext } from "../content/page-context";
import * as styles from "./guide.module.css";

export const query = graphql`
  query GuidePage($guideId: String!, $topics: [String!]!, $language: String!) {
    guide(guideId: { eq: $guideId }, language: { eq: $language }) {
      ...GuideArticle
      path
      bodyHtml
      frontmatter {
        program {
          name
          summary
          path
          lang
        }
        image {
          childImageSharp {
            schemaImage: resize(width: 1200, toFormat: JPG, quality: 80) {
              src
            }
          }
        }
      }
    }
    related: allGuide(
      filter: { language: { eq: $language }, guideId: { ne: $guideId }, frontmatter: { topics: { in: $topics } } }
      sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]
      limit: 3
    ) {
      nodes {
        ...GuideCard
      }
    }
    texts: resourcesPageJson(language: { eq: $language }) {
      ...GuideArticleTexts
      relatedHeading
      programHeading
    }
    siteJson(language: { eq: $language }) {
      ...OrganizationFacts
    }
  }
`;

type Data = Queries.GuidePageQuery;

function guideOf(data: Data) {
  return required(data.guide, "data/guides/");
}

function contentOf(data: Data) {
  return required(data.texts, "data/pages/resources.json");
}

/** A guide's own page, one per file in data/guides/: the article, then guides on the same topic and its program. */
export default function GuidePage({ data, location, pageContext }: PageProps<Data, TranslatedPageContext>) {
  const guide = guideOf(data);
  const texts = contentOf(data);
  const { crisis, lang: crisisLang } = useFooterTexts(pageContext.language);
  const program = guide.frontmatter.program;
  const related = data.related.nodes;
  return (
    <Layout pathname={location.pathname} indexAs="guide" page={pageContext}>
      <GuideArticle
        guide={guide}
        texts={texts}
        crisis={crisis}
        crisisLinks={pageContext.crisisLinks}
        crisisLang={crisisLang === pageContext.language ? undefined : crisisLang}
        readingTimeLabel={pageContext.labels.cards.readingTime}
        helpPath={inLanguage(ROUTES.getHelp, pageContext.language)}
        topicsLanguage={pageContext.chrome}
      >
        <div dangerouslySetInnerHTML={{ __html: guide.bodyHtml }} />
      </GuideArticle>
      {related.length > 0 || program ? (
        <div className={`${section.container} ${styles.more}`}>
          {program ? (
            <section className={styles.program} aria-labelledby="program-heading">
              <h2 id="program-heading" className={styles.programHeading}>
                {texts.programHeading}
              </h2>
              <div lang={program.lang ?? undefined}>
                <p className={styles.programName}>
                  <Link to={program.path}>{program.name}</Link>
                </p>
                <p>{program.summary}</p>
              </div>
            </section>
          ) : null}
          {related.length > 0 ? (
            <section aria-labelledby="related-heading">
              <h2 id="related-heading" className={styles.moreHeading}>
                {texts.relatedHeading}
              </h2>
              <ul className={section.cardGrid}>
                {related.map((other) => (
                  <li key={other.guideId}>
                    {/* Its topics' pages in the language the site's lists are in: the page's, or English beside a crisis guide. */}
                    <GuideCard guide={other} labels={texts} headingLevel={3} language={pageContext.chrome} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, TranslatedPageContext>) {
  const guide = guideOf(data);
  const texts = contentOf(data);
  const site = required(data.siteJson, "data/site.json");
  const matter = guide.frontmatter;
  const structured = guideJsonLd(
    {
      path: guide.path,
      title: matter.title,
      summary: matter.summary,
      published: matter.published,
      reviewed: matter.reviewed,
      topics: labelsOf(matter.topics, texts.topics).map((topic) => topic.label),
      audiences: labelsOf(matter.audiences, texts.audiences).map((audience) => audience.label),
      imageSrc: matter.image?.childImageSharp?.schemaImage?.src ?? undefined,
      reviewer: reviewerOf(matter),
      ...(pageContext.language === "en" ? {} : { inLanguage: pageContext.language }),
    },
    site,
  );
  return (
    <Seo title={matter.title} description={matter.summary} pathname={location.pathname} page={pageContext}>
      <meta property="article:published_time" content={matter.published} />
      <meta property="article:modified_time" content={matter.reviewed} />
      <JsonLd data={structured} />
    </Seo>
  );
}
