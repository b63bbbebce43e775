/**
 * A guide's text as the editor writes it back. Decap's markdown widget reads the Markdown into a document of its
 * own and, after any edit, writes the whole text anew with remark-stringify 6. The Markdown may then read
 * differently ("*" for "-" in lists, quoted lines marked differently); that is fine as long as the page stays the
 * same. Two things it writes would change the page, and this remark plugin, which the widget runs before writing,
 * puts them right (e2e/editor-guides.spec.ts sends every guide through the editor and compares the HTML):
 *
 * - Two quotes in a row ("> …", a blank line, "> …") became one quote of two paragraphs: remark-stringify 6 merges
 *   neighboring quotes before writing (mdast-util-compact, in CommonMark mode). They are written as they are.
 * - A list item with a quote or a list under its first line ("- **Say it plainly.**" then "  > …") was written
 *   with a blank line between the two, which makes the whole list "loose": every item of it became a paragraph
 *   on the page. Such an item is written without the blank line, as it was. Two paragraphs in one item still get
 *   one, without which they would run together.
 *
 * A list whose items are separated by blank lines comes back without them (the widget keeps no trace of them); no
 * guide has one, and the test would show it.
 */

interface MarkdownNode {
  type: string;
  spread?: boolean;
  children?: MarkdownNode[];
}

/** What remark-stringify 6's compiler offers a plugin: the tree to write, and the function writing one node. */
interface Compiler {
  tree: MarkdownNode;
  visit(node: MarkdownNode): string;
}

interface Processor {
  /** Present when the processor writes Markdown; the widget also runs its plugins when it only reads. */
  Compiler?: { prototype: { compile: (this: Compiler) => string } };
}

/** Blocks that start a line of their own under an item's first paragraph, with nothing between them. */
const STARTS_A_LINE = new Set(["list", "blockquote"]);

function visit(node: MarkdownNode, action: (node: MarkdownNode) => void): void {
  action(node);
  for (const child of node.children ?? []) visit(child, action);
}

/** Whether an item needs blank lines between its blocks: anything but a paragraph with quotes or lists under it. */
function needsBlankLines(item: MarkdownNode): boolean {
  const [first, ...rest] = item.children ?? [];
  return first?.type !== "paragraph" || !rest.every((child) => STARTS_A_LINE.has(child.type));
}

export function keepMarkdownMeaning(this: Processor): ((tree: MarkdownNode) => void) | undefined {
  const compiler = this.Compiler;
  if (!compiler) return undefined;
  // The compiler's own compile() is visit(compact(tree)); compact() only merges neighboring text nodes (which
  // this widget writes as they are, so their order is their text) and, in CommonMark mode, neighboring quotes.
  compiler.prototype.compile = function compile(this: Compiler) {
    return this.visit(this.tree);
  };
  return (tree) =>
    visit(tree, (node) => {
      if (node.type === "listItem") node.spread = needsBlankLines(node);
    });
}
