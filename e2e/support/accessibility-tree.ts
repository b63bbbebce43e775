import type { Page } from "@playwright/test";

/**
 * What Chromium tells assistive technology about the element `selector` finds: its role, name and expanded state.
 * A popover's button has no aria-expanded attribute; the browser states whether its popover is open.
 */
export async function axState(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const node = nodes[0];
    const expanded = node?.properties?.find((property) => property.name === "expanded")?.value.value as boolean | undefined;
    return { role: String(node?.role?.value ?? ""), name: String(node?.name?.value ?? ""), expanded };
  } finally {
    await cdp.detach();
  }
}

/** The small-screen menu's button, as a selector for axState. */
export const MENU_BUTTON = "button[aria-controls=site-menu]";

/** Whether assistive technology is told the small-screen menu is open. */
export async function menuExpanded(page: Page): Promise<boolean | undefined> {
  return (await axState(page, MENU_BUTTON)).expanded;
}
