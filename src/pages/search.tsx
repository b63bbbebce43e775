import * as React from "react";
import { graphql, Link, navigate, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { PageHeader } from "../components/PageHeader";
import { Icon } from "../components/Icon";
import { SearchResults } from "../components/SearchResults";
import { TopicLinks } from "../components/TopicLinks";
import { Seo } from "../components/Seo";
import { inLanguage } from "../lib/languages";
import type { TranslatedPageContext } from "../content/page-context";
import * as section from "../components/Section.module.css";
import { useHydrated } from "../hooks/useHydrated";
import { RESULTS_PER_STEP, useSiteSearch, type Pagefind, type SiteSearch } from "../hooks/useSiteSearch";
import { required } from "../lib/required";
import { ROUTES } from "../lib/routes";
import { QUERY_PARAMETER } from "../lib/search";
import { queryFrom, searchAddress } from "../lib/search-results";
import { fillTemplate } from "../lib/templates";
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

type SearchTexts = NonNullable<Queries.SearchPageQuery["searchPageJson"]>;

/** What the live region says: announced by screen readers each time it changes. */
function statusText(search: SiteSearch, texts: SearchTexts): string {
  switch (search.status) {
    case "idle":
      return "";
    case "searching":
      return texts.searchingText;
    case "failed":
      return texts.failedText;
    case "done":
      if (search.total === 0) return fillTemplate(texts.noResults, { query: search.query });
      if (search.total === 1) return fillTemplate(texts.oneResult, { query: search.query });
      return fillTemplate(texts.resultsCount, { count: String(search.total), query: search.query });
  }
}

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

interface SearchPageProps extends PageProps<Queries.SearchPageQuery, TranslatedPageContext> {
  /** Tests hand in their own Pagefind; the site fetches the one the build wrote. */
  loadSearch?: () => Promise<Pagefind>;
}

/**
 * /search/: a plain GET form (`/search/?q=…`), so the address of a search can be shared and the form is sent
 * without JavaScript too; with it, the page searches the site with Pagefind and lists what it found.
 */
export default function SearchPage({ data, location, loadSearch, pageContext }: SearchPageProps) {
  const texts = required(data.searchPageJson, "data/pages/search.json");
  const { topics } = required(data.resourcesPageJson, "data/pages/resources.json");
  const { language } = pageContext;
  const searchPath = inLanguage(ROUTES.search, language);
  // The built HTML knows no query: the address is read once React has taken the page over, so that the first
  // render matches the HTML.
  const hydrated = useHydrated();
  const searched = hydrated ? queryFrom(location.search) : "";
  // What the visitor types, and how many results they asked to see, hold for the query they were given with:
  // a new search starts from its own query and the first results.
  const [edited, setEdited] = React.useState<{ query: string; text: string } | null>(null);
  const draft = edited?.query === searched ? edited.text : searched;
  const [paging, setPaging] = React.useState<{ query: string; shown: number } | null>(null);
  const shown = paging?.query === searched ? paging.shown : RESULTS_PER_STEP;
  const search = useSiteSearch(searched, shown, loadSearch);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchAddress(searchPath, draft));
  };
  const showMore = () => {
    if (search.status !== "done") return;
    setPaging({ query: searched, shown: shown + RESULTS_PER_STEP });
  };
  // Focus moves to the first added result once it is shown, as the button it was on goes once everything is shown.
  const focusId = (search.status === "done" && shown > RESULTS_PER_STEP ? search.hits[shown - RESULTS_PER_STEP]?.id : undefined) ?? null;

  return (
    <Layout pathname={location.pathname} page={pageContext}>
      <PageHeader eyebrow={texts.eyebrow} title={texts.title}>
        <p>{texts.intro}</p>
      </PageHeader>
      <div className={section.container}>
        <div className={styles.body}>
          <form role="search" className={styles.form} action={searchPath} method="get" onSubmit={submit}>
            <label htmlFor="search-query" className={styles.label}>
              {texts.fieldLabel}
            </label>
            <div className={styles.row}>
              <input
                id="search-query"
                className={styles.field}
                type="search"
                name={QUERY_PARAMETER}
                value={draft}
                onChange={(event) => setEdited({ query: searched, text: event.target.value })}
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

          <p role="status" className={styles.status}>
            {statusText(search, texts)}
          </p>

          {search.status === "done" && search.total > 0 ? (
            <>
              <SearchResults hits={search.hits} focusId={focusId} />
              {search.total > shown ? (
                <button type="button" className={styles.more} onClick={showMore}>
                  {pageContext.labels.cards.showMoreResults}
                </button>
              ) : null}
            </>
          ) : null}

          {search.status === "done" && search.total === 0 ? (
            <div className={styles.nothing}>
              <p>{texts.topicsText}</p>
              <Topics topics={topics} label={texts.topicsLinkLabel} language={language} />
            </div>
          ) : null}
        </div>
      </div>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.SearchPageQuery, TranslatedPageContext>) {
  const { seo } = required(data.searchPageJson, "data/pages/search.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} page={pageContext} />;
}
