import type { Page } from "playwright-core";
import { openSite, visit, type Site } from "./support/browser";
import { ALL_ROUTES, NOT_FOUND, PAGES } from "./support/routes";

let site: Site;
let page: Page;
const titles = new Map<string, string>();

beforeAll(async () => {
  site = await openSite();
  page = await site.newPage(1280);
});
afterAll(() => site.close());

describe.each(ALL_ROUTES)("$path", ({ path, h1 }) => {
  it(path === NOT_FOUND.path ? "answers 404 with the 404 page" : "answers 200", async () => {
    const response = await visit(page, site.origin, path);
    expect(response.status()).toBe(path === NOT_FOUND.path ? 404 : 200);
  });

  it(`has one h1, "${h1}"`, async () => {
    const headings = await page.locator("h1").allInnerTexts();
    expect(headings).toEqual([h1]);
  });

  it("has a title, a meta description and <html lang>", async () => {
    const title = await page.title();
    expect(title.length).toBeGreaterThan(10);
    titles.set(path, title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(40);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });
});

it("gives every page a title of its own", () => {
  expect(titles.size).toBe(ALL_ROUTES.length);
  expect(new Set(titles.values()).size).toBe(titles.size);
});

it("answers any unknown address with the 404 page", async () => {
  const response = await visit(page, site.origin, "/programs/not-a-program/");
  expect(response.status()).toBe(404);
  expect(await page.locator("h1").innerText()).toBe(NOT_FOUND.h1);
  expect(PAGES.map((route) => route.path)).not.toContain("/programs/not-a-program/");
});
