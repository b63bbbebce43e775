import * as React from "react";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { absoluteUrl, organizationJsonLd, serializeJsonLd } from "../lib/structured-data";
import type { TranslatedPageContext } from "../content/page-context";
import { LanguageHead } from "./LanguageHead";

interface SeoProps {
  /** The page's own title; the organization's name is added after it. */
  title: string;
  /** Left out (or null), the organization's description is used. */
  description?: string | null;
  pathname: string;
  /**
   * The address search engines should list for this page: its own by default; the page it follows from for a
   * page that only exists as a step (the thank-you page names the contact page); null for the 404 page, whose
   * HTML is sent for any unknown address with a 404 status, which search engines never list.
   */
  canonicalPath?: string | null;
  /** The page's language and its other languages (its page context): the alternates, Open Graph's locale. */
  page?: TranslatedPageContext;
  children?: React.ReactNode;
}

export const LOGO_PATH = "/icon.png";

/** A JSON-LD block for a page's head. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/**
 * The <head> of every page, used from each page's Gatsby Head export: title, description, canonical address,
 * sharing cards (Open Graph and Twitter) with a 1200x630 picture made from the home page's artwork, icons, and
 * the organization described for search engines.
 */
export function Seo({ title, description, pathname, canonicalPath = pathname, page, children }: SeoProps) {
  const site = useSiteSettings(page?.language);
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const pageDescription = description ?? site.description;
  const canonical = canonicalPath === null ? null : absoluteUrl(site.siteUrl, canonicalPath);
  const shareImage = absoluteUrl(site.siteUrl, site.shareImage.src);
  const openGraphLocale = page?.alternates.find((alternate) => alternate.language === page.language)?.openGraphLocale ?? "en_US";
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={pageDescription} />
      {canonical && <link rel="canonical" href={canonical} />}
      <meta name="theme-color" content="#0e5e5a" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={openGraphLocale} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={pageDescription} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={shareImage} />
      <meta property="og:image:width" content={String(site.shareImage.width)} />
      <meta property="og:image:height" content={String(site.shareImage.height)} />
      <meta property="og:image:alt" content={site.shareImageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={pageDescription} />
      <meta name="twitter:image" content={shareImage} />
      <meta name="twitter:image:alt" content={site.shareImageAlt} />
      {page ? <LanguageHead siteUrl={site.siteUrl} language={page.language} alternates={page.alternates} /> : null}
      <JsonLd data={organizationJsonLd(site, LOGO_PATH)} />
      {children}
    </>
  );
}
