import * as React from "react";
import { useSiteSettings } from "../hooks/useSiteSettings";

interface SeoProps {
  /** The page's own title; the organisation's name is added after it. */
  title: string;
  description?: string;
  pathname: string;
  children?: React.ReactNode;
}

/** The <head> of every page, used from each page's Gatsby Head export. */
export function Seo({ title, description, pathname, children }: SeoProps) {
  const site = useSiteSettings();
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const canonical = new URL(pathname, site.siteUrl).href;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? site.description} />
      <link rel="canonical" href={canonical} />
      <meta name="theme-color" content="#0e5e5a" />
      {children}
    </>
  );
}
