import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContextOptions, Page } from "@playwright/test";

/**
 * The content editor on a phone or a tablet: what every one of its screens must hold there (nothing scrolls
 * sideways, every control is big enough to tap), and the selectors of src/cms/small-screens.editor.css, each of
 * which must still find Decap's structure, so that a Decap upgrade that renames one fails a test instead of
 * quietly undoing the layout.
 */

const STYLESHEET = path.resolve(__dirname, "../../src/cms/small-screens.editor.css");

/** A phone or a tablet held upright: touch, a mobile viewport, the given width. */
export function touchScreen(width: number, height = 812): BrowserContextOptions {
  return { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
}

/** The smallest size of a touch target, in CSS pixels (WCAG 2.5.5, Apple's and Android's guidelines). */
export const TOUCH_TARGET = 44;

/**
 * Every selector of the stylesheet (its pseudo-elements left out), each of which must match an element on some
 * screen of the editor: a selector that matches nothing is a rule that no longer does anything.
 */
export function stylesheetSelectors(): string[] {
  const css = readFileSync(STYLESHEET, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/@media[^{]*\{/g, "");
  const selectors = [...css.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((match) => (match[1] ?? "").split(","));
  return [...new Set(selectors.map((selector) => selector.trim().replace(/::(after|before)$/, "")).filter(Boolean))].sort();
}

/** Which of `selectors` match at least one element of the page now. */
export async function presentStructures(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate((all) => all.filter((selector) => document.querySelector(selector) !== null), [...selectors]);
}

/** What a screen of the editor holds at this moment: its widths, and the controls too small to tap. */
export async function screenFacts(page: Page) {
  return page.evaluate((minimum) => {
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width >= 1 &&
        box.height >= 1 &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
      );
    };
    const controls = [
      ...document.querySelectorAll(
        "button, [role='button'], [role='menuitem'], a[href], select, textarea, input:not([type='hidden']):not([type='file'])",
      ),
    ].filter((element) => onScreen(element) && element.closest("[aria-hidden='true']") === null);
    const smallTargets = controls
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const needsWidth = element.matches("button, [role='button'], [role='menuitem']");
        // Half a pixel of rounding is allowed.
        return box.height < minimum - 0.5 || (needsWidth && box.width < minimum - 0.5);
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
    const frameElement = [...document.querySelectorAll("iframe")].find((candidate) => onScreen(candidate));
    const frameDocument = frameElement?.contentDocument?.documentElement;
    return {
      // The layout viewport's width, which on a mobile viewport grows with wide content.
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      // The preview frame's content, when one is on screen: its scrollWidth and its own width.
      frame: frameElement && frameDocument ? { scrollWidth: frameDocument.scrollWidth, width: frameElement.clientWidth } : null,
      // Controls on screen smaller than a touch target, described.
      smallTargets,
    };
  }, TOUCH_TARGET);
}
