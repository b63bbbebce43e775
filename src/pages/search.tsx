import * as React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { Icon } from "../components/Icon";
import { SearchResults } from "../components/SearchResults";
import { TopicLinks } from "../components/TopicLinks";
import { Seo } from "../components/Seo";
import { inLanguage } from "../lib/languages";
import type { TranslatedPageContext } from "../content/page-context";
import * as section from "../components/Section.module.css";
import { required } from "../lib/required";
import { ROUTES } from "../lib/routes";
import { QUERY_PARAMETER } from "../lib/search";
import type { SearchStatusTexts } from "../lib/search-results";
import * as styles from "./search.module.css";

export const query = graphql`
  query SearchPage($language: String!) {
    searchPageJson(language: { eq: $language }) {
      eyebrow
      title
      intro
      fieldLabel
      buttonLabel
      searchingText
      resultsCount
      oneResult
      noResults
      topicsText
      topicsLinkLabel
      failedText
      noScriptText
      seo {
        title
        description
      }
    }
    resourcesPageJson(language: { eq: $language }) {
      topics {
        id
        label
      }
    }
  }
`;

/** The library's topics, each a link to its guides: where a search finds nothing, or cannot run. */
function Topics({ topics, label, language }: { topics: readonly { id: string; label: string }[]; label: string; language: string }) {
  return (
    <>
      <TopicLinks topics={topics} className={styles.topics} linkClassName={styles.topic} language={language} />
      <Link to={inLanguage(ROUTES.resources, language)} className={styles.topicsLink}>
        {label}
        <Icon name="arrow" className={styles.arrow} />
      </Link>
    </>
  );
}

/**
 * /search/: a plain GET form (`/search/?q=…`), so the address of a search can be shared and the form is sent
 * without JavaScript too. In the browser, src/enhance/search.ts (`data-enhance="search"`) reads the address's query,
 * searches the site with Pagefind and lists what it found: the page is static markup, every state of it written
 * here and hidden until the module shows it, every word in the page's language.
 */
export default function SearchPage({ data, location, pageContext }: PageProps<Queries.SearchPageQuery, TranslatedPageContext>) {
  const texts = required(data.searchPageJson, "data/pages/search.json");
  const { topics } = required(data.resourcesPageJson, "data/pages/resources.json");
  const { language } = pageContext;
  const searchPath = inLanguage(ROUTES.search, language);
  const statusTexts: SearchStatusTexts = {
    searchingText: texts.searchingText,
    resultsCount: texts.resultsCount,
    oneResult: texts.oneResult,
    noResults: texts.noResults,
    failedText: texts.failedText,
  };

  return (
    <Layout pathname={location.pathname} page={pageContext}>
      <PageHeader eyebrow={texts.eyebrow} title={texts.title}>
        <p>{texts.intro}</p>
      </PageHeader>
      <div className={section.container}>
        <div className={styles.body} data-enhance="search" data-texts={JSON.stringify(statusTexts)}>
          <form role="search" className={styles.form} action={searchPath} method="get">
            <label htmlFor="search-query" className={styles.label}>
              {texts.fieldLabel}
            </label>
            <div className={styles.row}>
              <input
                id="search-query"
                className={styles.field}
                type="search"
                name={QUERY_PARAMETER}
                defaultValue=""
                autoComplete="off"
                enterKeyHint="search"
              />
              <button type="submit" className={styles.submit}>
                <Icon name="search" className={styles.submitIcon} />
                {texts.buttonLabel}
              </button>
            </div>
          </form>

          <noscript>
            <div className={styles.notice}>
              <p>{texts.noScriptText}</p>
              <Topics topics={topics} label={texts.topicsLinkLabel} language={language} />
            </div>
          </noscript>

          <p role="status" className={styles.status} data-search="status" />

          <SearchResults />
          <button type="button" className={styles.more} data-search="more" hidden>
            {pageContext.labels.cards.showMoreResults}
          </button>

          {/* Where nothing is found, or the search cannot run (Pagefind fails to load, or the visitor is offline). */}
          <div className={styles.nothing} data-search="topics" hidden>
            <p>{texts.topicsText}</p>
            <Topics topics={topics} label={texts.topicsLinkLabel} language={language} />
          </div>
        </div>
      </div>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.SearchPageQuery, TranslatedPageContext>) {
  const { seo } = required(data.searchPageJson, "data/pages/search.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} page={pageContext} />;
}
