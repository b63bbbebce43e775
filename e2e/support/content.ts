import { events, readData, readFolder, site } from "../../__tests__/support/data";
import { translationFile } from "../../harness/routes";
import { formatPrice } from "../../src/lib/format";
import { fillTemplate } from "../../src/lib/templates";
import { translate } from "../../src/lib/translate";
import type { CrisisLinesFile, ImpactItem } from "../../src/content/shapes";
import { crisisLinksOf } from "../../src/lib/crisis";

/**
 * What the browser tests expect to read on the pages, taken from data/ like the pages take it: a heading, an
 * introduction, a price or a count rewritten there is what the tests then look for. A page's own texts
 * (pageTexts) and an event's instants are harness/content.ts's, which the test builds and scripts read too.
 */

export type ImpactFigure = ImpactItem & { id: string };

/** data/impact/, in the order the home page lists it (by `order`, then label); none while the folder is absent. */
export function impactFigures(): ImpactFigure[] {
  return readFolder<ImpactItem>("impact").sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}

/** A giving level's price as its card and the contact message write it: "$25" and "month". */
export function tierPrice(tier: { price: number; currency: string; billingPeriod: string }): { amount: string; period: string } {
  return { amount: formatPrice(tier.price, tier.currency), period: tier.billingPeriod };
}

/** The organization's telephone number as structured data gives it: +1-770-555-0142. */
export function internationalTelephone(phone: string = site.phone): string {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The events, longest description first: the one most sure to need Read more. */
export const eventsByDescriptionLength = [...events].sort((a, b) => b.description.length - a.description.length);

/**
 * The crisis line in every footer (data/footer.json "crisis"): its heading, the sentence as staff wrote it with
 * every place filled in, and the links the sentence holds, each by its accessible name.
 */
export function crisisNotice(language = "en"): {
  heading: string;
  sentence: string;
  links: { name: string; exact: boolean; href: string }[];
} {
  // In another language, its translation's texts over the English (numbers are the English file's).
  const { crisis } = translate(readData("footer.json"), translationFile<object>("footer.json", language));
  // The numbers, and the word a text sends in the language, are data/crisis-lines.json's.
  const lines = readData<CrisisLinesFile>("crisis-lines.json");
  const links = crisisLinksOf(lines, language);
  const keyword = links.keyword ?? "";
  const call = fillTemplate(crisis.callLink, { number: links.number, option: links.option ?? "" });
  const text = links.text ? fillTemplate(crisis.textLink, { number: links.number, keyword }) : "";
  return {
    heading: crisis.heading,
    sentence: fillTemplate(crisis.sentence, { call, text, lifelineName: crisis.lifelineName, emergency: links.emergencyNumber }),
    links: [
      { name: call, exact: true, href: links.call },
      ...(links.text ? [{ name: text, exact: true, href: links.text }] : []),
      { name: links.emergencyNumber, exact: true, href: links.emergency },
    ],
  };
}
