import { createRequire } from "node:module";

/**
 * A guide's text as HTML, made the way the build makes it: gatsby-transformer-remark's own remark, with GitHub's
 * extensions and footnotes as it sets them, and its own copies of mdast-util-to-hast and hast-util-to-html (loaded
 * from beside it, so that an update of the plugin is an update here too). The build then only turns each
 * picture into the site's responsive one, from the same address and description (src/node/gatsby/guide-html.ts).
 */

const fromPlugin = createRequire(require.resolve("gatsby-transformer-remark/package.json"));

interface Processor {
  data(key: string, value: unknown): Processor;
  use(plugin: unknown, options?: unknown): Processor;
  parse(text: string): unknown;
}

const remark = fromPlugin("remark") as () => Processor;
const remarkGfm = fromPlugin("remark-gfm") as unknown;
const remarkFootnotes = fromPlugin("remark-footnotes") as unknown;
const toHast = fromPlugin("mdast-util-to-hast") as (
  tree: unknown,
  options: { allowDangerousHtml: boolean; handlers: Record<string, unknown> },
) => unknown;
const toHtml = fromPlugin("hast-util-to-html") as (tree: unknown, options: { allowDangerousHtml: boolean }) => string;
const codeHandler = fromPlugin("./code-handler") as unknown;

/** The HTML the build makes of a guide's text (before the site adds heading ids and printed link addresses). */
export function markdownHtml(markdown: string): string {
  const processor = remark().data("settings", {}).use(remarkGfm).use(remarkFootnotes, { inlineNotes: true });
  return toHtml(toHast(processor.parse(markdown), { allowDangerousHtml: true, handlers: { code: codeHandler } }), { allowDangerousHtml: true });
}
