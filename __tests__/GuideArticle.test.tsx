import * as React from "react";
import { render, screen } from "@testing-library/react";
import { GuideArticle } from "../src/components/GuideArticle";
import { withoutOwnNumber } from "../src/lib/guides";
import { crisisTexts, guideArticle, libraryTexts, type JsonObject } from "../src/cms/entries";
import { guides, readData } from "./support/fixture";
import { englishPage, labels } from "./support/page-context";

/**
 * Who reviewed a guide, at the end of its page: the education team, or the person its details name. The guide is
 * drawn as the editor's preview draws it (src/cms/entries.ts), from a fixture guide's details and text.
 */

const texts = libraryTexts(readData<JsonObject>("pages/resources.json"));
const crisis = crisisTexts(readData<JsonObject>("footer.json"));
const [guide] = guides;
if (!guide) throw new Error("the fixture has no guides");

function renderGuide(details: JsonObject = {}, libraryWords = texts, topicsLanguage?: string) {
  const data = { ...(guide as unknown as JsonObject), ...details };
  const article = guideArticle(guide?.id ?? "", data, () => "");
  render(
    <GuideArticle
      readingTimeLabel={labels.cards.readingTime}
      guide={article}
      texts={libraryWords}
      crisis={crisis}
      crisisLinks={englishPage("/").crisisLinks}
      {...(topicsLanguage ? { topicsLanguage } : {})}
    >
      <p>The text.</p>
    </GuideArticle>,
  );
  return article;
}

/** The line at the foot of the guide that says who reviewed it and when. */
function reviewedLine(): string {
  return (screen.getByText(texts.educationNote).closest("footer")?.querySelector("p")?.textContent ?? "").replace(/\s+/g, " ");
}

describe("who reviewed a guide", () => {
  it("is the education team when the guide names nobody", () => {
    const article = renderGuide();
    expect(article.reviewedText).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(texts.reviewedBy).toBe("Reviewed by the Kindred Minds education team");
    expect(reviewedLine()).toBe(`${texts.reviewedBy}, ${article.reviewedText}.`);
  });

  it("is the person the guide names, with their credential, in the library's words", () => {
    const article = renderGuide({ reviewerName: "Jane Doe", reviewerCredential: "LCSW" });
    expect(texts.reviewedByPerson).toBe("Reviewed by {name}, {credential}");
    expect(reviewedLine()).toBe(`Reviewed by Jane Doe, LCSW, ${article.reviewedText}.`);
    expect(screen.queryByText(new RegExp(texts.reviewedBy))).toBeNull();
  });

  it("is the person alone when the guide gives no credential", () => {
    const article = renderGuide({ reviewerName: "Jane Doe" });
    expect(reviewedLine()).toBe(`Reviewed by Jane Doe, ${article.reviewedText}.`);
  });

  it("follows the library's texts as staff write them", () => {
    const article = renderGuide(
      { reviewerName: "Jane Doe", reviewerCredential: "LPC" },
      { ...texts, reviewedByPerson: "Checked by {credential} {name}" },
    );
    expect(reviewedLine()).toBe(`Checked by LPC Jane Doe, ${article.reviewedText}.`);
  });
});

describe("a guide's contents", () => {
  it("lists a heading that numbers itself as the list does without its number, which the list writes", () => {
    expect(withoutOwnNumber("1. My warning signs", 1)).toBe("My warning signs");
    expect(withoutOwnNumber("7) My reasons for living", 7)).toBe("My reasons for living");
    // A number that is not the item's own stays: it belongs to the title.
    expect(withoutOwnNumber("3 things to try tonight", 3)).toBe("3 things to try tonight");
    expect(withoutOwnNumber("2. A second step", 5)).toBe("2. A second step");
    expect(withoutOwnNumber("What you can do today", 8)).toBe("What you can do today");
  });
});

describe("a guide's topics", () => {
  it("link to the topic pages in English by default, and in the page's language where the whole site is in it", () => {
    const topics = (guide?.topics ?? []).map((id) => `/resources/topics/${id}/`);
    expect(topics.length).toBeGreaterThan(0);
    const hrefs = () =>
      screen
        .getAllByRole("link")
        .map((link) => link.getAttribute("href") ?? "")
        .filter((href) => href.includes("/topics/"));
    renderGuide();
    expect(hrefs().sort()).toEqual([...topics].sort());
    document.body.innerHTML = "";
    renderGuide({}, texts, "es");
    expect(hrefs().sort()).toEqual(topics.map((topic) => `/es${topic}`).sort());
  });
});

describe("a guide's facts and reviewed line", () => {
  it("are punctuated as the library's texts say, so that a Chinese page writes 适合：A、B and ，date。", () => {
    const chinese = {
      ...texts,
      forLabel: "适合",
      factLabel: "{label}：",
      listSeparator: "、",
      reviewedBy: "由 Kindred Minds 教育团队审核",
      reviewedLine: "{reviewedBy}，{date}。",
    };
    const article = renderGuide({}, chinese);
    const facts = document.querySelector("dl");
    expect(facts?.querySelector("dt")?.textContent).toBe("适合：");
    expect(facts?.querySelector("dd")?.textContent).toMatch(/^[^,]+、[^,]+$/);
    expect(reviewedLine()).toBe(`由 Kindred Minds 教育团队审核，${article.reviewedText}。`);
  });
});
