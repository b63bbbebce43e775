import type { Page } from "playwright-core";
import { openSite, scrollThrough, visit, type Site } from "./support/browser";
import { ALL_ROUTES } from "./support/routes";

/** Every internal link and every image, stylesheet and script the built pages name is there to be loaded. */

let site: Site;
let page: Page;
const checked = new Map<string, number>();

beforeAll(async () => {
  site = await openSite();
  page = await site.newPage(1280);
});
afterAll(() => site.close());

/** All addresses a page refers to: links, image sources and srcsets, stylesheets, scripts, icons. */
function referencedUrls(): Promise<string[]> {
  return page.evaluate(() => {
    const urls = new Set<string>();
    const add = (value: string | null) => {
      if (value) urls.add(new URL(value, document.baseURI).href);
    };
    document.querySelectorAll("a[href]").forEach((element) => {
      const href = element.getAttribute("href");
      if (!href?.startsWith("#")) add(href);
    });
    document.querySelectorAll("link[href]").forEach((element) => add(element.getAttribute("href")));
    document.querySelectorAll("script[src], img[src]").forEach((element) => add(element.getAttribute("src")));
    document.querySelectorAll("img[srcset], source[srcset]").forEach((element) => {
      for (const candidate of (element.getAttribute("srcset") ?? "").split(",")) add(candidate.trim().split(/\s+/)[0] ?? null);
    });
    return [...urls];
  });
}

async function status(url: string): Promise<number> {
  const known = checked.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url, { method: "GET" });
  checked.set(url, response.status);
  return response.status;
}

describe.each(ALL_ROUTES)("$path", ({ path }) => {
  it("links only to addresses that exist on the site (or to mail, phone, text message and https)", async () => {
    await visit(page, site.origin, path);
    const urls = await referencedUrls();
    const internal = urls.filter((url) => url.startsWith(site.origin)).map((url) => url.split("#")[0] ?? url);
    const external = urls.filter((url) => !url.startsWith(site.origin) && !url.startsWith("data:"));
    expect(internal.length).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const url of new Set(internal)) {
      const code = await status(url);
      if (code !== 200) broken.push(`${url} -> ${code}`);
    }
    expect(broken).toEqual([]);
    expect(external.filter((url) => !/^(mailto:|tel:|sms:|https:)/.test(url))).toEqual([]);
  });

  it("points every in-page link at an element that is there", async () => {
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll('a[href^="#"]')]
        .map((anchor) => anchor.getAttribute("href")?.slice(1) ?? "")
        .filter((id) => !document.getElementById(id)),
    );
    expect(missing).toEqual([]);
  });

  it("shows every image it has, loaded", async () => {
    await scrollThrough(page);
    await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 10_000 });
    const broken = await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    );
    expect(broken).toEqual([]);
  });
});

it("checked a meaningful number of addresses", () => {
  expect(checked.size).toBeGreaterThan(50);
});
