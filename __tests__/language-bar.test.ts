/** @jest-environment jsdom */
import { languageSwitcherHtml, translationNoteHtml } from "../src/lib/language-bar";
// cspell:dictionaries es-es

/** The switcher and the note, made at build time as HTML, read back as a browser would. */

function parse(html: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  return holder;
}

const PAGES = [
  { language: "en", path: "/about/", name: "English" },
  { language: "es", path: "/es/about/", name: "Español" },
];

const TEXTS = {
  translatedNote: "Esta página es una traducción del inglés.",
  reviewedNote: "Revisada por una persona hablante nativa el {date}.",
  unreviewedNote: "Todavía no la ha revisado una persona hablante nativa.",
  englishLinkLabel: "Leer esta página en inglés",
  crisisNote: "Si algo de esta página no está claro, llame al 988 y pida un intérprete.",
};

describe("the language switcher", () => {
  it("links to the page in each language, named in it, with lang and hreflang, the current one marked", () => {
    const nav = parse(languageSwitcherHtml("es", PAGES, "Idiomas")).querySelector("nav");
    expect(nav?.getAttribute("aria-label")).toBe("Idiomas");
    const links = [...(nav?.querySelectorAll("a") ?? [])].map((link) => [
      link.textContent,
      link.getAttribute("href"),
      link.getAttribute("lang"),
      link.getAttribute("hreflang"),
      link.getAttribute("aria-current"),
    ]);
    expect(links).toEqual([
      ["English", "/about/", "en", "en", null],
      ["Español", "/es/about/", "es", "es", "page"],
    ]);
  });

  it("is nothing on a page in one language", () => {
    expect(languageSwitcherHtml("en", PAGES.slice(0, 1), "Languages")).toBe("");
  });

  it("writes a name as text, never as markup", () => {
    const html = languageSwitcherHtml("en", [...PAGES, { language: "xx", path: '/x/"a"/', name: "<b>X</b> & Y" }], "Languages");
    const last = parse(html).querySelectorAll("a")[2];
    expect(last?.textContent).toBe("<b>X</b> & Y");
    expect(last?.getAttribute("href")).toBe('/x/"a"/');
  });
});

describe("a translated page's note", () => {
  it("says the page is translated, not yet checked, and links to the English", () => {
    const note = parse(translationNoteHtml(TEXTS, "/about/", null));
    expect(note.textContent).toBe(`${TEXTS.translatedNote} ${TEXTS.unreviewedNote} ${TEXTS.englishLinkLabel}`);
    expect(note.querySelector("a")?.getAttribute("href")).toBe("/about/");
    expect(note.querySelector("a")?.getAttribute("hreflang")).toBe("en");
  });

  it("names the day a native speaker checked it, and on a crisis page where to find an interpreter", () => {
    const note = parse(translationNoteHtml(TEXTS, "/get-help/", "25 de noviembre de 2026", true));
    expect(note.textContent).toContain("Revisada por una persona hablante nativa el 25 de noviembre de 2026.");
    expect(note.querySelector(".translation-note__crisis")?.textContent).toBe(TEXTS.crisisNote);
    expect(parse(translationNoteHtml(TEXTS, "/about/", null)).querySelector(".translation-note__crisis")).toBeNull();
  });

  it("puts no space between Chinese sentences, and a space between Korean ones as between Spanish ones", () => {
    const chinese = { ...TEXTS, translatedNote: "本页由英文翻译而来。", unreviewedNote: "尚未经母语人士审核。", englishLinkLabel: "阅读本页英文版" };
    expect(parse(translationNoteHtml(chinese, "/about/", null)).textContent).toBe("本页由英文翻译而来。尚未经母语人士审核。阅读本页英文版");
    const korean = { ...TEXTS, translatedNote: "이 페이지는 번역입니다.", unreviewedNote: "아직 검토 전입니다.", englishLinkLabel: "영어로 읽기" };
    expect(parse(translationNoteHtml(korean, "/about/", null)).textContent).toBe("이 페이지는 번역입니다. 아직 검토 전입니다. 영어로 읽기");
  });
});
