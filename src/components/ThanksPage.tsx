import * as React from "react";
import { Layout } from "./Layout";
import { PageHeader } from "./PageHeader";
import { ButtonLink } from "./ButtonLink";
import { ROUTES } from "../lib/routes";
import { inLanguage } from "../lib/languages";
import type { TranslatedPageContext } from "../content/page-context";
import * as section from "./Section.module.css";

interface ThanksPageProps {
  pathname: string;
  page: { eyebrow: string; title: string; intro: string; linkLabel: string };
  context: TranslatedPageContext;
}

/** The page a form lands on when it is sent without JavaScript: a thank-you and a way on to the events. */
export function ThanksPage({ pathname, page, context }: ThanksPageProps) {
  return (
    <Layout pathname={pathname} page={context}>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className={`${section.container} ${section.section}`}>
        <ButtonLink to={inLanguage(ROUTES.events, context.language)} variant="primary">
          {page.linkLabel}
        </ButtonLink>
      </div>
    </Layout>
  );
}
