import * as React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/Layout";
import { Icon } from "../components/Icon";
import type { PageInLanguage } from "../components/LanguageSwitcher";
import { JsonLd, Seo } from "../components/Seo";
import { TranslationNote } from "../components/TranslationNote";
import { required } from "../lib/required";
import { inLanguage, ROUTES } from "../lib/routes";
import { absoluteUrl } from "../lib/structured-data";
import { fillTemplate } from "../lib/templates";
import { translate } from "../lib/translate";
import type { TranslatedPageContext } from "../node/gatsby/translated-pages";
import { useSiteSettings } from "../hooks/useSiteSettings";
import * as styles from "./get-help.module.css";

export const query = graphql`
  query GetHelpPage($language: String!) {
    getHelpPageJson {
      eyebrow
      title
      intro
      emergency {
        heading
        text
        number
        label
      }
      linesHeading
      lines {
        id
        name
        hours
        whatHappens
        languages
        call {
          number
          label
        }
        text {
          number
          message
          label
        }
        chat {
          address
          label
        }
      }
      helpHeading
      helpSteps
      guide {
        path
      }
      guideLinkLabel
      careHeading
      careIntro
      care {
        id
        name
        text
        link
        linkLabel
      }
      seo {
        title
        description
      }
    }
    translation: getHelpPageTranslationJson(language: { eq: $language }) {
      checkedText
      translation {
        reviewedBy
      }
      eyebrow
      title
      intro
      emergency {
        heading
        text
        label
      }
      linesHeading
      lines {
        name
        hours
        whatHappens
        languages
        call {
          label
        }
        text {
          label
        }
        chat {
          label
        }
      }
      helpHeading
      helpSteps
      guideLinkLabel
      careHeading
      careIntro
      care {
        name
        text
        linkLabel
      }
      seo {
        title
        description
      }
    }
    languagesJson {
      english {
        name
        openGraphLocale
      }
      translations {
        code
        name
        openGraphLocale
        translatedNote
        reviewedNote
        unreviewedNote
        englishLinkLabel
        crisisNote
      }
    }
  }
`;

type Data = Queries.GetHelpPageQuery;
type Props = PageProps<Data, TranslatedPageContext>;

/** The page's texts in its language: the English with the translation's texts in place. */
function textsOf(data: Data) {
  return translate(required(data.getHelpPageJson, "data/pages/get-help.json"), data.translation);
}

/** The page in each language it exists in, named in that language. */
function pagesInLanguages(data: Data, { alternates }: TranslatedPageContext): (PageInLanguage & { openGraphLocale: string })[] {
  const languages = required(data.languagesJson, "data/languages.json");
  return alternates.map(({ language, path }) => {
    const known = language === "en" ? languages.english : languages.translations.find((candidate) => candidate.code === language);
    return { language, path, name: known?.name ?? language, openGraphLocale: known?.openGraphLocale ?? "en_US" };
  });
}

/** "tel:18007154225": the digits of a number as written for people ("1-800-715-4225"). */
function dial(scheme: "tel" | "sms", number: string, message?: string | null): string {
  const digits = number.replace(/[^\d+]/g, "");
  return message ? `${scheme}:${digits}?&body=${encodeURIComponent(message)}` : `${scheme}:${digits}`;
}

/**
 * Get help now: what to do first, for a visitor in distress or worried about someone, possibly at night on a
 * phone. The emergency number, then each crisis line with what happens when you reach it and buttons to call, text
 * or chat, then how to help someone else and where to find ongoing care. No picture; every word is in data/.
 */
export default function GetHelpPage({ data, location, pageContext }: Props) {
  const page = textsOf(data);
  const { language } = pageContext;
  const languages = pagesInLanguages(data, pageContext);
  const texts = language === "en" ? undefined : data.languagesJson?.translations.find((candidate) => candidate.code === language);
  const reviewedOn = data.translation?.translation.reviewedBy ? data.translation.checkedText : null;
  return (
    <Layout
      pathname={location.pathname}
      // The site search is in English so far; a translation joins it with the search of its own language.
      indexAs={language === "en" ? "page" : undefined}
      language={language}
      languages={languages}
    >
      <div className={styles.page}>
        <header className={styles.top}>
          <p className={styles.eyebrow}>{page.eyebrow}</p>
          <h1 className={styles.title}>{page.title}</h1>
          <p className={styles.intro}>{page.intro}</p>
          {texts ? <TranslationNote texts={texts} englishPath={ROUTES.getHelp} reviewedOn={reviewedOn} crisis /> : null}
        </header>

        <section className={styles.emergency} aria-labelledby="emergency">
          <div>
            <h2 id="emergency" className={styles.emergencyHeading}>
              {page.emergency.heading}
            </h2>
            <p>{page.emergency.text}</p>
          </div>
          <a className={styles.emergencyButton} href={dial("tel", page.emergency.number)}>
            <Icon name="phone" className={styles.buttonIcon} />
            {fillTemplate(page.emergency.label, { number: page.emergency.number })}
          </a>
        </section>

        <section aria-labelledby="lines" className={styles.linesSection}>
          <h2 id="lines" className={styles.sectionHeading}>
            {page.linesHeading}
          </h2>
          <ul className={styles.lines}>
            {page.lines.map((line) => (
              <li key={line.id} className={styles.line} id={`line-${line.id}`}>
                <h3 className={styles.lineName}>{line.name}</h3>
                <p className={styles.hours}>{line.hours}</p>
                <div className={styles.actions}>
                  {line.call ? (
                    <a className={styles.primary} href={dial("tel", line.call.number)}>
                      <Icon name="phone" className={styles.buttonIcon} />
                      {fillTemplate(line.call.label, { number: line.call.number })}
                    </a>
                  ) : null}
                  {line.text ? (
                    <a className={line.call ? styles.secondary : styles.primary} href={dial("sms", line.text.number, line.text.message)}>
                      <Icon name="message" className={styles.buttonIcon} />
                      {fillTemplate(line.text.label, { number: line.text.number })}
                    </a>
                  ) : null}
                  {line.chat ? (
                    <a className={styles.secondary} href={line.chat.address} rel="external">
                      {line.chat.label}
                    </a>
                  ) : null}
                </div>
                <p>{line.whatHappens}</p>
                {line.languages ? <p className={styles.languages}>{line.languages}</p> : null}
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.columns}>
          <section aria-labelledby="help-someone" className={styles.panel}>
            <h2 id="help-someone" className={styles.sectionHeading}>
              {page.helpHeading}
            </h2>
            <ol className={styles.steps}>
              {page.helpSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p>
              <Link to={page.guide.path} hrefLang={language === "en" ? undefined : "en"}>
                {page.guideLinkLabel}
              </Link>
            </p>
          </section>

          <section aria-labelledby="ongoing-care" className={styles.panel}>
            <h2 id="ongoing-care" className={styles.sectionHeading}>
              {page.careHeading}
            </h2>
            <p>{page.careIntro}</p>
            <ul className={styles.care}>
              {page.care.map((option) => (
                <li key={option.id}>
                  <h3 className={styles.careName}>{option.name}</h3>
                  <p>{option.text}</p>
                  {option.link && option.linkLabel ? (
                    <p>
                      <a href={option.link} rel="external">
                        {option.linkLabel}
                      </a>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Data, TranslatedPageContext>) {
  const site = useSiteSettings();
  const page = textsOf(data);
  const languages = pagesInLanguages(data, pageContext);
  const own = languages.find((candidate) => candidate.language === pageContext.language);
  const webPage = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.title,
    description: page.seo.description,
    url: absoluteUrl(site.siteUrl, inLanguage(ROUTES.getHelp, pageContext.language)),
    inLanguage: pageContext.language,
  };
  return (
    <Seo
      title={page.seo.title}
      description={page.seo.description}
      pathname={location.pathname}
      language={pageContext.language}
      openGraphLocale={own?.openGraphLocale}
      alternates={languages}
    >
      <JsonLd data={webPage} />
    </Seo>
  );
}
