/**
 * Each page's <html lang>, set in gatsby-ssr.tsx: the language of the context the build gave the page
 * (src/content/page-context.ts), or English for a page without one.
 *
 * It is not an <html lang> in the page's Head: with React 19, Gatsby 5.16 renders a Head's <html> as a
 * <div data-original-tag="html"> to read its attributes from, and copies that data-original-tag attribute onto
 * the page's <html> with them.
 */
export function pageLanguage(pageData: { result?: Record<string, unknown> } | null | undefined): string {
  const context = pageData?.result?.pageContext;
  const language = typeof context === "object" && context !== null ? (context as { language?: unknown }).language : undefined;
  return typeof language === "string" && language !== "" ? language : "en";
}
