import fromMarkdown from "mdast-util-from-markdown";

/**
 * Minutes to read a Markdown text, the one estimate the site uses: the guide's page and the library's cards (the
 * build's `readingMinutes` field), the editor's preview and the tests all call this.
 */

/** A common adult reading speed for plain prose, the one remark's own estimate uses. */
const WORDS_PER_MINUTE = 265;

interface TextNode {
  type: string;
  value?: string;
  children?: TextNode[];
}

/** Blocks that hold other blocks; the text of their children is read apart, as lines. */
const CONTAINERS = new Set(["root", "list", "listItem", "blockquote", "table", "tableRow"]);

/** The text a reader reads: what the page's HTML holds as text, without link addresses or pictures. */
function readText(node: TextNode): string {
  if (node.type === "image") return "";
  if (node.value !== undefined) return node.value;
  return (node.children ?? []).map(readText).join(CONTAINERS.has(node.type) ? "\n" : "");
}

/** Its words ("you're" one word, "late-night" two) at 265 a minute, rounded, and at least one minute. */
export function readingMinutes(markdown: string): number {
  const tree = fromMarkdown(markdown) as TextNode;
  const words = readText(tree).match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)?.length ?? 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
