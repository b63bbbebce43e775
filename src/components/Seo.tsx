import * as React from "react";
import { useSiteSettings } from "../hooks/useSiteSettings";

interface SeoProps {
  /** The page's own title; the organisation's name is added after it. */
  title: string;
  description?: string;
  pathname: string;
  /** False for pages search engines should not list (the 404 and thank-you pages). */
  indexable?: boolean;
  children?: React.ReactNode;
}

/** The <head> of every page, used from each page's Gatsby Head export. */
export function Seo({ title, description, pathname, indexable = true, children }: SeoProps) {
  const site = useSiteSettings();
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const canonical = new URL(pathname, site.siteUrl).href;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? site.description} />
      {indexable ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
      <meta name="theme-color" content="#0e5e5a" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {children}
    </>
  );
}
