/**
 * The one inline script of a page that has something to do in the browser (src/node/post-build/page-scripts.ts
 * bundles it with esbuild and inlines it at the end of the page's body as a module script, which the browser runs
 * once the page is parsed). It runs in the visitor's browser, never in Node, and uses only what every browser the
 * site supports has.
 *
 * Everything a page shows is in its HTML, and everything works without this script: links, the forms' plain
 * POST, the menu (a native popover), Read more (a native disclosure). The script only adds what needs code:
 * - Print buttons (`data-print`) print, and show once they can;
 * - Read more goes where a description is short enough to show whole (`data-clamp`, the clamped text, and
 *   `data-clamp-toggle`, its disclosure, within one `data-clamp-card`);
 * - the menu's popover closes when the window grows wide enough to show its links in the bar;
 * - each element marked `data-enhance="name"` gets the module of that name (src/enhance/name.ts, one file of
 *   /_enhance/), once the page is painted, or with `data-enhance-when="intent"` at the visitor's first focus,
 *   touch or submit in it. A submit before the module has arrived waits for it and is then sent again, through the module; if the
 *   module cannot load, the form is sent as a plain POST.
 */

/** A module of src/enhance/, as the browser imports it. */
interface EnhanceModule {
  enhance: (element: HTMLElement) => void;
}

/** Same width as the stylesheet's wide layout, where the menu's links sit in the bar. */
export const WIDE = "(min-width: 1080px)";

function wirePrint(): void {
  for (const button of document.querySelectorAll<HTMLElement>("[data-print]")) {
    button.addEventListener("click", () => print());
    button.setAttribute("data-ready", "");
  }
}

/**
 * A description of three lines or fewer shows whole: its Read more would open nothing. Every card is measured
 * before any Read more is taken away, so the page is laid out once for all of them, not once a card.
 */
function trimReadMore(): void {
  const unneeded = [...document.querySelectorAll<HTMLElement>("[data-clamp-card]")].flatMap((card) => {
    const text = card.querySelector<HTMLElement>("[data-clamp]");
    const toggle = card.querySelector<HTMLDetailsElement>("[data-clamp-toggle]");
    return text && toggle && !toggle.open && text.scrollHeight <= text.clientHeight + 1 ? [toggle] : [];
  });
  for (const toggle of unneeded) toggle.remove();
}

function closeMenuWhenWide(): void {
  const menu = document.querySelector<HTMLElement>("[data-menu-panel]");
  if (!menu) return;
  const wide = matchMedia(WIDE);
  wide.addEventListener("change", () => {
    if (wide.matches && menu.matches(":popover-open")) menu.hidePopover();
  });
}

/**
 * Resolves once the page's first frame is on screen: the frame after it has begun, then a task. (A frame's
 * callbacks run before it is painted, and the paint reaches the screen a little later.) The loader's work but
 * Read more waits for it, and a module wanted at once is fetched then, so that the page's first paint never waits
 * for code, and the page's first task (its HTML parsed, laid out and painted) runs no more of it.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

function enhanceWith(element: HTMLElement, address: string): Promise<void> {
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= (import(address) as Promise<EnhanceModule>).then((module) => {
      module.enhance(element);
    }));
  if (element.dataset.enhanceWhen !== "intent") return load();
  element.addEventListener("focusin", () => void load().catch(() => undefined), { once: true });
  element.addEventListener("pointerdown", () => void load().catch(() => undefined), { once: true });
  element.addEventListener("submit", (event) => {
    if (element.hasAttribute("data-enhanced")) return;
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    load().then(
      () => form.requestSubmit(),
      () => form.submit(),
    );
  });
  return Promise.resolve();
}

/**
 * Wires the page; `modules` maps each module's name to its address in /_enhance/. The page's root element says
 * how far it is: `data-scripts="started"`, then "ready" once every module wanted at once has run (or failed).
 */
export function startPage(modules: Readonly<Record<string, string>>): void {
  const root = document.documentElement;
  // At once: the page may already be on screen, and the sooner a Read more goes, the less moves below it.
  trimReadMore();
  root.dataset.scripts = "started";
  void afterFirstPaint()
    .then(() => {
      wirePrint();
      closeMenuWhenWide();
      const loads = [...document.querySelectorAll<HTMLElement>("[data-enhance]")].map((element) => {
        const address = modules[element.dataset.enhance ?? ""];
        return address ? enhanceWith(element, address) : Promise.resolve();
      });
      return Promise.allSettled(loads);
    })
    .then(() => {
      root.dataset.scripts = "ready";
    });
}
