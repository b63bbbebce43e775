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

/**
 * Chinese and Japanese are written without spaces between words, so their characters are counted instead, and
 * this many make a word: the site's Chinese guides hold 1.7 characters for each word of their English (1,885 for
 * 1,082 in "Helping a friend in crisis"), and say the same in the same time. Korean has spaces between its words.
 */
const CHARACTERS_PER_WORD = 1.7;

/** A character of a script written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** The words of a text ("you're" one word, "late-night" two), its unspaced characters counted as parts of words. */
export function wordsIn(text: string): number {
  const characters = text.match(UNSPACED)?.length ?? 0;
  const words = text.replace(UNSPACED, " ").match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)?.length ?? 0;
  return words + characters / CHARACTERS_PER_WORD;
}

/** Its words at 265 a minute, rounded, and at least one minute. */
export function readingMinutes(markdown: string): number {
  const tree = fromMarkdown(markdown) as TextNode;
  return Math.max(1, Math.round(wordsIn(readText(tree)) / WORDS_PER_MINUTE));
}
