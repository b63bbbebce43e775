import { startPage } from "../src/enhance/loader";

/**
 * The page's one inline script (src/enhance/loader.ts). The modules it imports are stood in for by modules of
 * this test, named by the same addresses the build would give it.
 */

const mockEnhanceNow = jest.fn((element: HTMLElement) => element.setAttribute("data-enhanced", ""));
const mockEnhanceOnIntent = jest.fn((element: HTMLElement) => {
  element.setAttribute("data-enhanced", "");
  element.querySelector("form")?.addEventListener("submit", (event) => {
    event.preventDefault();
    element.setAttribute("data-sent-by-module", "");
  });
});
jest.mock("/_enhance/now-1.js", () => ({ enhance: mockEnhanceNow }), { virtual: true });
jest.mock("/_enhance/later-2.js", () => ({ enhance: mockEnhanceOnIntent }), { virtual: true });

const MODULES = { now: "/_enhance/now-1.js", later: "/_enhance/later-2.js" };

/** Resolves once the page's first frame is on screen (two frames, then a task) and the module imports started have run. */
const settled = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0))));

afterEach(() => {
  document.body.innerHTML = "";
  jest.clearAllMocks();
});

describe("the page's loader", () => {
  it("makes Print buttons print, and marks them ready to show, once the page is painted", async () => {
    document.body.innerHTML = '<button type="button" data-print="">Print</button>';
    const print = jest.spyOn(window, "print").mockImplementation(() => undefined);
    startPage(MODULES);
    const button = document.querySelector("button") as HTMLButtonElement;
    expect(button).not.toHaveAttribute("data-ready");
    await settled();
    expect(button).toHaveAttribute("data-ready");
    button.click();
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("measures every card before it takes away any Read more, so the page is laid out once, not once a card", async () => {
    const card = (id: string) =>
      `<article data-clamp-card=""><p data-clamp="" id="${id}">text</p><details data-clamp-toggle=""><summary>Read more</summary></details></article>`;
    document.body.innerHTML = card("short") + card("long") + card("also-short");
    // jsdom lays nothing out: each text reports its own height, and the test logs each read and each removal.
    const steps: string[] = [];
    for (const text of document.querySelectorAll<HTMLElement>("[data-clamp]")) {
      Object.defineProperty(text, "clientHeight", { value: 60 });
      Object.defineProperty(text, "scrollHeight", {
        get: () => {
          steps.push(`measure ${text.id}`);
          return text.id === "long" ? 120 : 60;
        },
      });
    }
    for (const toggle of document.querySelectorAll<HTMLElement>("[data-clamp-toggle]")) {
      const remove = toggle.remove.bind(toggle);
      toggle.remove = () => {
        steps.push(`remove ${toggle.previousElementSibling?.id ?? ""}`);
        remove();
      };
    }
    startPage(MODULES);
    expect(steps).toEqual(["measure short", "measure long", "measure also-short", "remove short", "remove also-short"]);
    expect(document.querySelectorAll("[data-clamp-toggle]")).toHaveLength(1);
    await settled();
  });

  it("imports a module for an element that asks for it once the page is painted, and hands it the element", async () => {
    document.body.innerHTML = '<div data-enhance="now"></div><div data-enhance="unknown"></div>';
    startPage(MODULES);
    // Not before the page's first frame: the first paint never waits for a module.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockEnhanceNow).not.toHaveBeenCalled();
    await settled();
    expect(mockEnhanceNow).toHaveBeenCalledTimes(1);
    expect(mockEnhanceNow).toHaveBeenCalledWith(document.querySelector("[data-enhance=now]"));
  });

  describe("a module wanted on intent", () => {
    const page = async () => {
      document.body.innerHTML =
        '<div data-enhance="later" data-enhance-when="intent"><form action="/thanks/" method="post"><input name="email"><button>Send</button></form></div>';
      startPage(MODULES);
      await settled();
      return document.querySelector<HTMLElement>("[data-enhance]") as HTMLElement;
    };

    it("is not imported as the page loads, only at the visitor's first focus in its element", async () => {
      const element = await page();
      await settled();
      expect(mockEnhanceOnIntent).not.toHaveBeenCalled();
      element.querySelector("input")?.focus();
      await settled();
      expect(mockEnhanceOnIntent).toHaveBeenCalledTimes(1);
      element.querySelector("button")?.focus();
      await settled();
      expect(mockEnhanceOnIntent).toHaveBeenCalledTimes(1);
    });

    it("holds a submit that comes before the module, then sends it again through the module", async () => {
      const element = await page();
      const form = element.querySelector("form") as HTMLFormElement;
      // jsdom implements requestSubmit by dispatching submit, as browsers do.
      const submitted = new Event("submit", { bubbles: true, cancelable: true });
      form.dispatchEvent(submitted);
      expect(submitted.defaultPrevented).toBe(true);
      await settled();
      await settled();
      expect(mockEnhanceOnIntent).toHaveBeenCalledTimes(1);
      expect(element).toHaveAttribute("data-sent-by-module");
    });
  });
});

describe("the page's state, as its root element says it", () => {
  it("is started at once, and ready once every module wanted at once has run", async () => {
    document.body.innerHTML = '<div data-enhance="now"></div><div data-enhance="later" data-enhance-when="intent"></div>';
    startPage(MODULES);
    expect(document.documentElement.dataset.scripts).toBe("started");
    await settled();
    expect(mockEnhanceNow).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.scripts).toBe("ready");
    expect(mockEnhanceOnIntent).not.toHaveBeenCalled();
  });
});
