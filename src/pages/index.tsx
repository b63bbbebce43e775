import * as React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { HomeHero } from "../components/HomeHero";
import * as section from "../components/Section.module.css";
import { GuideCard } from "../components/GuideCard";
import { DataIcon } from "../components/DataIcon";
import { Icon } from "../components/Icon";
import { ImpactStat } from "../components/ImpactStat";
import { NextEvent } from "../components/NextEvent";
import { Seo } from "../components/Seo";
import { splitEvents } from "../lib/event-schedule";
import { required } from "../lib/required";
import { ROUTES } from "../lib/routes";
import { inLanguage } from "../lib/languages";
import type { TranslatedPageContext } from "../content/page-context";
import * as styles from "./index.module.css";

export const query = graphql`
  query HomePage($language: String!) {
    siteJson(language: { eq: $language }) {
      mission
    }
    homePageJson(language: { eq: $language }) {
      ...HomeHero
      programsHeading
      programsTagline
      impactHeading
      impactTagline
      nextEventHeading
      nextEventLinkLabel
      guidesHeading
      guidesTagline
      guidesLinkLabel
      seo {
        title
        description
      }
    }
    allProgramsJson(filter: { language: { eq: $language } }, sort: [{ order: ASC }, { name: ASC }]) {
      nodes {
        jsonId
        lang
        name
        summary
        icon
        path
      }
    }
    buildClock {
      now
    }
    allEventsJson(filter: { language: { eq: $language } }) {
      nodes {
        jsonId
        lang
        title
        dateText
        timeText
        startsAt
        endsAt
        location {
          name
        }
      }
    }
    allImpactJson(filter: { language: { eq: $language } }, sort: [{ order: ASC }, { label: ASC }]) {
      nodes {
        ...ImpactStat
      }
    }
    newestGuides: allGuide(
      filter: { language: { eq: $language } }
      sort: [{ frontmatter: { published: DESC } }, { frontmatter: { title: ASC } }]
      limit: 3
    ) {
      nodes {
        ...GuideCard
      }
    }
    resourcesPageJson(language: { eq: $language }) {
      ...GuideLabels
    }
  }
`;

type Data = Queries.HomePageQuery;

function contentOf(data: Data) {
  return required(data.homePageJson, "data/pages/home.json");
}

export default function HomePage({ data, location, pageContext }: PageProps<Data, TranslatedPageContext>) {
  const { language } = pageContext;
  const site = required(data.siteJson, "data/site.json");
  const home = contentOf(data);
  const impact = data.allImpactJson.nodes;
  const guides = data.newestGuides.nodes;
  const guideLabels = required(data.resourcesPageJson, "data/pages/resources.json");
  const events = data.allEventsJson.nodes;
  const [nextEvent] = splitEvents(events, required(data.buildClock, "the build clock").now).upcoming;
  const programs = data.allProgramsJson.nodes;
  return (
    // Its h1 ("Welcome") would not tell a search result apart: the result takes the title search engines show.
    <Layout pathname={location.pathname} indexAs="page" searchTitle={home.seo.title} page={pageContext}>
      <HomeHero hero={home} mission={site.mission} language={language} buttons={pageContext.labels.buttons} />

      {nextEvent ? (
        <div className={`${section.container} ${styles.nextEvent}`}>
          <NextEvent
            event={nextEvent}
            heading={home.nextEventHeading}
            allEventsLabel={home.nextEventLinkLabel}
            language={language}
            lang={nextEvent.lang ?? undefined}
          />
        </div>
      ) : null}

      <section className={`${section.container} ${section.section}`} aria-labelledby="what-we-do">
        <div className={section.sectionHeading}>
          <h2 id="what-we-do">{home.programsHeading}</h2>
          <p className={section.tagline}>{home.programsTagline}</p>
        </div>
        <ul className={section.cardGrid}>
          {programs.map((program) => (
            <li key={program.jsonId} lang={program.lang ?? undefined}>
              <Link to={program.path} className={styles.programCard}>
                <span className={styles.programIcon}>
                  <DataIcon name={program.icon} />
                </span>
                <span className={styles.programName}>{program.name}</span>
                <span className={styles.programSummary}>{program.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {guides.length > 0 ? (
        <section className={`${section.container} ${section.section}`} aria-labelledby="new-guides">
          <div className={`${section.sectionHeading} ${styles.guidesHeading}`}>
            <h2 id="new-guides">{home.guidesHeading}</h2>
            <p className={section.tagline}>{home.guidesTagline}</p>
          </div>
          <ul className={section.cardGrid}>
            {guides.map((guide) => (
              <li key={guide.guideId}>
                <GuideCard guide={guide} labels={guideLabels} headingLevel={3} language={language} />
              </li>
            ))}
          </ul>
          <p className={styles.allGuides}>
            <Link to={inLanguage(ROUTES.resources, language)}>
              {home.guidesLinkLabel}
              <Icon name="arrow" className={styles.allGuidesArrow} />
            </Link>
          </p>
        </section>
      ) : null}

      <section className={`${section.container} ${section.section}`} aria-labelledby="our-impact">
        <div className={`${section.sectionHeading} ${styles.impactHeading}`}>
          <h2 id="our-impact">{home.impactHeading}</h2>
          <p className={section.tagline}>{home.impactTagline}</p>
        </div>
        {impact.length > 0 ? (
          <ul className={section.cardGrid}>
            {impact.map((stat) => (
              <li key={stat.jsonId}>
                <ImpactStat stat={stat} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, TranslatedPageContext>) {
  const { seo } = contentOf(data);
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} page={pageContext} />;
}
