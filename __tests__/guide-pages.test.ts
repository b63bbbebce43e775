/** @jest-environment node */
import { guidePath } from "../src/lib/routes";
import { createGuidePages } from "../src/node/gatsby/guide-pages";
import { guidePagesData } from "./support/content";
import { guides, readData } from "./support/fixture";

/** The library's pages and the redirects from guides' earlier addresses, as gatsby-node makes them. */

const resources = readData("pages/resources.json");
const data = guidePagesData(guides, resources);

function made() {
  const createPage = jest.fn();
  const createRedirect = jest.fn();
  createGuidePages(data, { createPage, createRedirect });
  return {
    pages: createPage.mock.calls.map(([page]: [{ path: string }]) => page.path),
    redirects: createRedirect.mock.calls.map(([redirect]: [unknown]) => redirect),
  };
}

describe("the library's pages", () => {
  it("makes a page for every guide, the library, and each topic and audience", () => {
    // The Spanish ones: every guide translated in data/translations/es/guides/, and the library's pages.
    expect(made().pages.filter((page) => page.startsWith("/es/"))).toEqual(
      expect.arrayContaining(["/es/resources/", "/es/resources/my-wellbeing-plan/"]),
    );
    // A language with only some pages has the guides translated into it (the crisis guides in Korean and Chinese).
    expect(made().pages).toEqual(
      expect.arrayContaining(["/ko/resources/helping-a-friend-in-crisis/", "/zh-hans/resources/helping-a-friend-in-crisis/"]),
    );
    expect(
      made()
        .pages.filter((page) => !/^\/(es|ko|zh-hans)\//.test(page))
        .sort(),
    ).toEqual(
      [
        ...guides.map((guide) => guidePath(guide.id)),
        "/resources/",
        ...resources.topics.map((topic) => `/resources/topics/${topic.id}/`),
        ...resources.audiences.map((audience) => `/resources/for/${audience.id}/`),
      ].sort(),
    );
  });

  it("sends each earlier address of a guide on to its page with a permanent redirect, and makes no page there", () => {
    const { pages, redirects } = made();
    expect(redirects).toEqual([
      {
        // The address as it was published, in British spelling.
        // cspell:disable-next-line
        fromPath: "/resources/your-first-counselling-appointment/",
        toPath: "/resources/your-first-counseling-appointment/",
        isPermanent: true,
      },
    ]);
    // cspell:disable-next-line
    expect(pages).not.toContain("/resources/your-first-counselling-appointment/");
  });
});
