import * as React from "react";
import { fillTemplate } from "../lib/templates";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import * as section from "../components/Section.module.css";
import { GuideCard } from "../components/GuideCard";
import { GuideFilters } from "../components/GuideFilters";
import { Seo } from "../components/Seo";
import { required } from "../lib/required";
import type { GuideListContext, TranslatedPageContext } from "../content/page-context";
import * as styles from "./guides.module.css";

export const query = graphql`
  query GuidesPage($guideIds: [String!]!, $language: String!) {
    resourcesPageJson(language: { eq: $language }) {
      ...GuideLabels
      eyebrow
      title
      intro
      topicsHeading
      audiencesHeading
      allGuidesLabel
      guidesHeading
      audienceDescription
      seo {
        title
        description
      }
    }
    allGuide(
      filter: { guideId: { in: $guideIds }, language: { eq: $language } }
      sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        ...GuideCard
      }
    }
  }
`;

type Texts = NonNullable<Queries.GuidesPageQuery["resourcesPageJson"]>;

/** What the page is about: the whole library, one topic, or one audience. */
function pageFocus(texts: Texts, { topicId, audienceId }: GuideListContext) {
  const topic = texts.topics.find((candidate) => candidate.id === topicId);
  if (topic) return { title: topic.label, intro: topic.description, description: topic.description };
  const audience = texts.audiences.find((candidate) => candidate.id === audienceId);
  if (audience)
    return {
      title: audience.label,
      intro: null,
      description: fillTemplate(texts.audienceDescription, { audience: audience.label, description: texts.seo.description ?? "" }),
    };
  return { title: texts.title, intro: texts.intro, description: texts.seo.description };
}

/** The guides library at /resources/, and the same list narrowed to one topic or one audience. */
type Data = Queries.GuidesPageQuery;
type Context = GuideListContext & TranslatedPageContext;

function contentOf(data: Data): Texts {
  return required(data.resourcesPageJson, "data/pages/resources.json");
}

export default function GuidesPage({ data, location, pageContext }: PageProps<Data, Context>) {
  const texts = contentOf(data);
  const focus = pageFocus(texts, pageContext);
  const { language } = pageContext;
  const guides = data.allGuide.nodes;
  return (
    // The library's own page is searchable; its topic and audience pages list the same guides again.
    <Layout pathname={location.pathname} indexAs={focus.title === texts.title ? "page" : undefined} page={pageContext}>
      <PageHeader eyebrow={texts.eyebrow} title={focus.title}>
        {focus.intro ? <p>{focus.intro}</p> : null}
      </PageHeader>
      <div className={`${section.container} ${styles.library}`}>
        <GuideFilters texts={texts} pathname={location.pathname} language={language} label={pageContext.labels.cards.guideFilters} />
        <section aria-labelledby="guides-heading">
          <h2 id="guides-heading" className="visually-hidden">
            {focus.title === texts.title ? texts.guidesHeading : focus.title}
          </h2>
          <ul className={section.cardGrid}>
            {guides.map((guide) => (
              <li key={guide.guideId}>
                <GuideCard guide={guide} labels={texts} headingLevel={3} language={language} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const texts = contentOf(data);
  const focus = pageFocus(texts, pageContext);
  const title = focus.title === texts.title ? texts.seo.title : `${focus.title} · ${texts.seo.title}`;
  return <Seo title={title} description={focus.description} pathname={location.pathname} page={pageContext} />;
}
