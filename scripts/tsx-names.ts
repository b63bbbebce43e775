import type { Page } from "playwright-core";

/**
 * tsx keeps the names of the functions it compiles: `const frame = () => …` becomes
 * `const frame = __name(() => …, "frame")`, with `__name` a helper of its own. page.evaluate() sends a function to
 * the page as its text, so one with a named function inside it (any `const step = () => …`) fails there
 * with "__name is not defined". Playwright Test compiles without that helper; the scripts that tsx runs need it
 * in the page, where it only has to return the function it is given.
 */
export const TSX_NAME_HELPER = "globalThis.__name = (fn) => fn;";

/** Defines tsx's name helper in every document the page loads from now on. */
export async function defineTsxNames(page: Page): Promise<Page> {
  await page.addInitScript({ content: TSX_NAME_HELPER });
  return page;
}
