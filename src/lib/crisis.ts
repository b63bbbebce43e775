import { escapeHtml } from "./html";
import { fillTemplate } from "./templates";

/**
 * How a reader reaches a person in a crisis, in their language, from data/crisis-lines.json: every number is
 * written there once, and each language's way in (a key on a call, a word to text, a chat) is a fact of that
 * language. A language with no way in of its own is offered what works in it: a call, with an interpreter, and
 * never text or chat. The footer, Get help now and the guides' crisis steps are all made here, so a number or a
 * keyword changed in data/ changes on every page at the next build.
 */

/** One language's way in, as data/crisis-lines.json lists it (English's is the lines' own). */
export interface CrisisWayIn {
  language: string;
  callOption?: string | null;
  lifelineKeyword?: string | null;
  lifelineChat?: string | null;
  textLineKeyword?: string | null;
  textLineWhatsApp?: string | null;
}

/** The words of the crisis steps and links (data/crisis-lines.json's "words"), each translated. */
export const CRISIS_WORDS = [
  "heading",
  "linesHeading",
  "stay",
  "means",
  "lifeline",
  "textLine",
  "stateLine",
  "emergency",
  "call",
  "text",
  "textWord",
  "chat",
  "whatsApp",
  "callOption",
  "textWordFor",
  "interpreter",
  "textOnly",
] as const;

/** data/crisis-lines.json, its words in the page's language. */
export interface CrisisLines {
  lifeline: { name: string; number: string; chat: string };
  stateLine: { name: string; number: string };
  textLine: { name: string; number: string; keyword: string };
  emergencyNumber: string;
  waysIn: readonly CrisisWayIn[];
  words: Record<(typeof CRISIS_WORDS)[number], string>;
}

export interface CrisisLink {
  href: string;
  label: string;
  kind: "call" | "text" | "chat";
}

/** One line as a reader of a language reaches it: its name, its links, and the notes on languages beside them. */
export interface CrisisWay {
  name: string;
  links: CrisisLink[];
  notes: string[];
}

/** What a reader of one language is offered, line by line. */
export interface CrisisWays {
  lifeline: CrisisWay;
  /** Null where the text line does not answer in the language. */
  textLine: CrisisWay | null;
  stateLine: CrisisWay;
  emergency: CrisisWay;
}

/** "tel:18007154225", "sms:741741?&body=HOME": the digits of a number as people write it, and the first message's word. */
export function dialHref(scheme: "tel" | "sms", number: string, keyword?: string | null): string {
  const digits = number.replace(/[^\d+]/g, "");
  return keyword ? `${scheme}:${digits}?&body=${encodeURIComponent(keyword)}` : `${scheme}:${digits}`;
}

/** A language's name in the page's language ("Spanish", "español", "스페인어"), as the browser's Intl writes it. */
function languageName(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The way in of a language other than English, or undefined where it has none of its own. */
export function wayInOf(lines: Pick<CrisisLines, "waysIn">, language: string): CrisisWayIn | undefined {
  return lines.waysIn.find((way) => way.language.toLowerCase() === language.toLowerCase());
}

/** The crisis line's number to call, and to text with its language's word (null where it takes no texts in it), and 911's. */
export interface CrisisLinks {
  number: string;
  call: string;
  text: string | null;
  keyword: string | null;
  /** The key to press on a call for the language, where it has one. */
  option: string | null;
  emergencyNumber: string;
  emergency: string;
}

/** The footer's crisis links for a reader of `language`. */
export function crisisLinksOf(lines: Pick<CrisisLines, "lifeline" | "emergencyNumber" | "waysIn">, language: string): CrisisLinks {
  const way = language === "en" ? undefined : wayInOf(lines, language);
  const keyword = way?.lifelineKeyword ?? null;
  return {
    number: lines.lifeline.number,
    call: dialHref("tel", lines.lifeline.number),
    text: language === "en" || keyword ? dialHref("sms", lines.lifeline.number, keyword) : null,
    keyword,
    option: way?.callOption ?? null,
    emergencyNumber: lines.emergencyNumber,
    emergency: dialHref("tel", lines.emergencyNumber),
  };
}

/** The lines as a reader of `language` can reach them: only what works in that language. */
export function crisisWays(lines: CrisisLines, language: string): CrisisWays {
  const { words } = lines;
  const english = language === "en";
  const own = english ? undefined : wayInOf(lines, language);
  const call = (number: string): CrisisLink => ({ href: dialHref("tel", number), label: fillTemplate(words.call, { number }), kind: "call" });
  const text = (number: string, keyword?: string | null): CrisisLink => ({
    href: dialHref("sms", number, keyword),
    label: keyword ? fillTemplate(words.textWord, { keyword, number }) : fillTemplate(words.text, { number }),
    kind: "text",
  });
  const chat = (href: string): CrisisLink => ({ href, label: words.chat, kind: "chat" });

  const { lifeline, textLine } = lines;
  const lifelineLinks = [call(lifeline.number)];
  const lifelineNotes: string[] = [];
  if (english) {
    lifelineLinks.push(text(lifeline.number), chat(lifeline.chat));
    for (const way of lines.waysIn) {
      const name = languageName(way.language, language);
      if (way.callOption) lifelineNotes.push(fillTemplate(words.callOption, { option: way.callOption, language: name }));
      if (way.lifelineKeyword) {
        lifelineNotes.push(fillTemplate(words.textWordFor, { keyword: way.lifelineKeyword, number: lifeline.number, language: name }));
      }
    }
    lifelineNotes.push(words.interpreter);
  } else {
    if (own?.lifelineKeyword) lifelineLinks.push(text(lifeline.number, own.lifelineKeyword));
    if (own?.lifelineChat) lifelineLinks.push(chat(own.lifelineChat));
    if (own?.callOption) {
      lifelineNotes.push(fillTemplate(words.callOption, { option: own.callOption, language: languageName(language, language) }));
    }
    if (!own?.callOption) lifelineNotes.push(words.interpreter);
    if (!own?.lifelineKeyword) {
      // Said plainly, in the reader's language: which languages text and chat do answer in.
      const answering = ["en", ...lines.waysIn.filter((way) => way.lifelineKeyword).map((way) => way.language)];
      const names = new Intl.ListFormat([language], { type: "conjunction" }).format(answering.map((code) => languageName(code, language)));
      lifelineNotes.push(fillTemplate(words.textOnly, { languages: names }));
    }
  }
  const textKeyword = english ? textLine.keyword : own?.textLineKeyword;
  const whatsApp = english ? undefined : own?.textLineWhatsApp;
  return {
    lifeline: { name: lifeline.name, links: lifelineLinks, notes: lifelineNotes },
    textLine: textKeyword
      ? {
          name: textLine.name,
          links: [text(textLine.number, textKeyword)],
          notes: whatsApp ? [fillTemplate(words.whatsApp, { number: whatsApp })] : [],
        }
      : null,
    stateLine: { name: lines.stateLine.name, links: [call(lines.stateLine.number)], notes: [] },
    emergency: { name: lines.emergencyNumber, links: [call(lines.emergencyNumber)], notes: [] },
  };
}

function linksHtml(links: readonly CrisisLink[]): string {
  const items = links.map(
    (link) =>
      `<a class="crisis-block__link crisis-block__link--${link.kind}" href="${escapeHtml(link.href)}"${link.kind === "chat" ? ' rel="external"' : ""}>` +
      `${escapeHtml(link.label)}</a>`,
  );
  return `<span class="crisis-block__links">${items.join(" ")}</span>`;
}

function stepHtml(words: string, links: readonly CrisisLink[] = [], notes: readonly string[] = []): string {
  const noteHtml = notes.map((note) => `<span class="crisis-block__note">${escapeHtml(note)}</span>`).join(" ");
  return `<li>${escapeHtml(words)}${links.length > 0 ? ` ${linksHtml(links)}` : ""}${noteHtml ? ` ${noteHtml}` : ""}</li>`;
}

/**
 * The crisis steps, as HTML with plain links and no script, in the language of `lines`' words: "crisis" for
 * someone helping another person (stay with them, lock up medicines and firearms, then the lines), "lines" for a
 * reader's own plan (the lines alone). Its styles are global.css's `.crisis-block`.
 */
export function crisisBlockHtml(lines: CrisisLines, language: string, kind: "crisis" | "lines" = "crisis"): string {
  const ways = crisisWays(lines, language);
  const { words } = lines;
  const steps = [
    ...(kind === "crisis" ? [stepHtml(words.stay), stepHtml(words.means)] : []),
    stepHtml(words.lifeline, ways.lifeline.links, ways.lifeline.notes),
    ...(ways.textLine ? [stepHtml(words.textLine, ways.textLine.links, ways.textLine.notes)] : []),
    stepHtml(words.stateLine, ways.stateLine.links),
    stepHtml(words.emergency, ways.emergency.links),
  ];
  const list = kind === "crisis" ? "ol" : "ul";
  return (
    `<div class="crisis-block crisis-block--${kind}"><p class="crisis-block__heading">${escapeHtml(kind === "crisis" ? words.heading : words.linesHeading)}</p>` +
    `<${list} class="crisis-block__steps">${steps.join("")}</${list}></div>`
  );
}

/** The places a guide's text may give: the crisis steps on a line of their own, and each number inside a sentence. */
export const CRISIS_BLOCKS = ["crisis", "lines"] as const;
export const CRISIS_NUMBERS = ["lifeline", "stateLine", "emergency"] as const;

/** The number a place inside a sentence stands for. */
function numberOf(lines: Pick<CrisisLines, "lifeline" | "stateLine" | "emergencyNumber">, place: (typeof CRISIS_NUMBERS)[number]): string {
  return place === "lifeline" ? lines.lifeline.number : place === "stateLine" ? lines.stateLine.number : lines.emergencyNumber;
}

/**
 * A guide's HTML with its crisis places filled in: `{crisis}` or `{lines}` alone in a paragraph becomes the crisis
 * steps, and `{lifeline}`, `{stateLine}` or `{emergency}` in a sentence a link that calls the number.
 */
export function withCrisisPlaces(html: string, lines: CrisisLines, language: string): string {
  return html
    .replace(new RegExp(`<p>\\{(${CRISIS_BLOCKS.join("|")})\\}</p>`, "g"), (_whole, kind: (typeof CRISIS_BLOCKS)[number]) =>
      crisisBlockHtml(lines, language, kind),
    )
    .replace(new RegExp(`\\{(${CRISIS_NUMBERS.join("|")})\\}`, "g"), (_whole, place: (typeof CRISIS_NUMBERS)[number]) => {
      const number = numberOf(lines, place);
      return `<a href="${dialHref("tel", number)}">${escapeHtml(number)}</a>`;
    });
}
