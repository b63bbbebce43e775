import { guides } from "../__tests__/support/data";
import { expect, test, visit } from "./support/fixtures";
import { library } from "../harness/routes";

/** The library on a phone (375 px), without JavaScript: narrowing to a topic and an audience with plain links. */

test.use({ javaScriptEnabled: false });

test("/resources/ narrows to a topic and to an audience with plain links, without JavaScript", async ({ page }) => {
  await visit(page, "/resources/", { scripts: false });
  const cardTitles = page.locator("main article h3");
  const topic = library.topics.find((candidate) => guides.some((guide) => guide.topics.includes(candidate.id)));
  if (!topic) throw new Error("no topic has a guide");
  await page.getByRole("navigation", { name: "Guides by topic and audience" }).getByRole("link", { name: topic.label }).click();
  await expect(page).toHaveURL(new RegExp(`/resources/topics/${topic.id}/$`));
  await expect(page.locator("h1")).toHaveText(topic.label);
  await expect(page.getByText(topic.description)).toBeVisible();
  await expect(cardTitles).toHaveText(guides.filter((guide) => guide.topics.includes(topic.id)).map((guide) => guide.title));
  const audience = library.audiences.find((candidate) => guides.some((guide) => guide.audiences.includes(candidate.id)));
  if (!audience) throw new Error("no audience has a guide");
  await page.getByRole("link", { name: audience.label, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/resources/for/${audience.id}/$`));
  await expect(cardTitles).toHaveText(guides.filter((guide) => guide.audiences.includes(audience.id)).map((guide) => guide.title));
  await expect(page.getByRole("link", { name: audience.label, exact: true }).first()).toHaveAttribute("aria-current", "page");
});
