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
import type { TranslatedPageContext } from "../node/content/page-context";
import { translate, translateGuides } from "../lib/translate";
import * as styles from "./guide.module.css";

export const query = graphql`
  query GuidePage($id: String!, $topics: [String!]!, $language: String!, $guideTranslations: String!, $guideId: String!, $programId: String!) {
    guide: markdownRemark(id: { eq: $id }) {
      ...GuideArticle
      path
      bodyHtml
      frontmatter {
        program {
          name
          summary
          path
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
    related: allMarkdownRemark(
      filter: { folder: { eq: "guides" }, id: { ne: $id }, frontmatter: { topics: { in: $topics } } }
      sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]
      limit: 3
    ) {
      nodes {
        ...GuideCard
      }
    }
    translation: markdownRemark(folder: { eq: $guideTranslations }, guideId: { eq: $guideId }) {
      translationTexts
      bodyHtml
      readingMinutes
      sections {
        id
        value
      }
    }
    relatedTranslations: allMarkdownRemark(filter: { folder: { eq: $guideTranslations } }) {
      nodes {
        guideId
        translationTexts
      }
    }
    texts: resourcesPageJson {
      ...GuideArticleTexts
      relatedHeading
      programHeading
    }
    textsTranslation: resourcesPageTranslationJson(language: { eq: $language }) {
      texts
    }
    programTranslation: programsTranslationJson(language: { eq: $language }, jsonId: { eq: $programId }) {
      texts
    }
    siteJson {
      ...OrganisationFacts
    }
  }
`;

type Data = Queries.GuidePageQuery;

/** The guide in the page's language: its translation's text and texts over the English, or the English. */
function guideOf(data: Data) {
  const english = required(data.guide, "data/guides/");
  const translation = data.translation;
  if (!translation) return english;
  return {
    ...english,
    bodyHtml: translation.bodyHtml,
    readingMinutes: translation.readingMinutes,
    sections: translation.sections,
    frontmatter: translate(english.frontmatter, translation.translationTexts),
  };
}

function textsOf(data: Data) {
  return translate(required(data.texts, "data/pages/resources.json"), data.textsTranslation?.texts);
}

/** A guide's own page, one per file in data/guides/: the article, then guides on the same topic and its program. */
export default function GuidePage({ data, location, pageContext }: PageProps<Data, TranslatedPageContext>) {
  const guide = guideOf(data);
  const texts = textsOf(data);
  const { crisis, lang: crisisLang } = useFooterTexts(pageContext.language);
  const english = guide.frontmatter.program;
  const program =
    english && data.programTranslation
      ? { ...translate(english, data.programTranslation.texts), path: inLanguage(english.path, pageContext.language) }
      : english;
  const related = translateGuides(data.related.nodes, data.relatedTranslations.nodes, pageContext.language);
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
              <div lang={program === english && pageContext.language !== "en" ? "en" : undefined}>
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
  const texts = textsOf(data);
  const site = required(data.siteJson, "data/site.json");
  const matter = guide.frontmatter;
  const structured = guideJsonLd(
    {
      path: inLanguage(guide.path, pageContext.language),
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
