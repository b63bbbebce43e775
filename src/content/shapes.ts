import type { z } from "zod";
import { footerFile, languagesFile, siteFile } from "./shapes/site";
import { eventItem, impactItem, programItem, tierItem } from "./shapes/lists";
import { guideFrontMatter, resourcesPage } from "./shapes/guides";
import {
  aboutPage,
  contactPage,
  donationPage,
  eventsPage,
  getHelpPage,
  homePage,
  missionPage,
  newsletterThanksPage,
  notFoundPage,
  programPage,
  programsPage,
  searchPage,
  thanksPage,
  valueItem,
} from "./shapes/pages";
import { labelsFile } from "./shapes/labels";
import { crisisLinesFile } from "./shapes/crisis";

/**
 * The shape of every file in data/, made of the field library's fields (fields.ts),
 * one file per concern in shapes/. The registry (registry.ts) says where
 * each file lives and how the editor and the site list it; everything else about a field is said here, once.
 */

export * from "./shapes/site";
export * from "./shapes/pages";
export * from "./shapes/lists";
export * from "./shapes/guides";
export * from "./shapes/labels";
export * from "./shapes/crisis";

/** What each file holds, as the build has checked it. */
export type SiteFile = z.infer<typeof siteFile>;
export type PostalAddress = SiteFile["address"];
export type FooterFile = z.infer<typeof footerFile>;
export type CrisisTexts = FooterFile["crisis"];
/** The newsletter sign-up's words (data/footer.json): its heading and sentence, and the form's own. */
export type NewsletterTexts = FooterFile["newsletter"];
/** The words on every page that belong to no one page (data/labels.json). */
export type Labels = Omit<z.infer<typeof labelsFile>, "$schema">;
/** The crisis lines' numbers, ways in and words (data/crisis-lines.json). */
export type CrisisLinesFile = Omit<z.infer<typeof crisisLinesFile>, "$schema">;
export type EventItem = z.infer<typeof eventItem>;
export type TierItem = z.infer<typeof tierItem>;
export type ProgramItem = z.infer<typeof programItem>;
export type ValueItem = z.infer<typeof valueItem>;
export type ImpactItem = z.infer<typeof impactItem>;
export type ResourcesPage = z.infer<typeof resourcesPage>;
export type GuideFrontMatter = z.infer<typeof guideFrontMatter>;
/** The site's languages (data/languages.json): read through readLanguages() in translations.ts. */
export type LanguagesFile = Omit<z.infer<typeof languagesFile>, "$schema">;
export type TranslationLanguage = LanguagesFile["translations"][number];

/** What a file holds, without the "$schema" line that points code editors at its JSON Schema. */
type FileOf<Shape extends z.ZodType> = Omit<z.infer<Shape>, "$schema">;

/** Every settings file of data/ by its path, typed by its shape: for code (and tests) that read a file as written. */
export interface DataFiles {
  "site.json": FileOf<typeof siteFile>;
  "footer.json": FileOf<typeof footerFile>;
  "crisis-lines.json": CrisisLinesFile;
  "labels.json": Labels;
  "languages.json": LanguagesFile;
  "pages/home.json": FileOf<typeof homePage>;
  "pages/about.json": FileOf<typeof aboutPage>;
  "pages/mission.json": FileOf<typeof missionPage>;
  "pages/events.json": FileOf<typeof eventsPage>;
  "pages/programs.json": FileOf<typeof programsPage>;
  "pages/program.json": FileOf<typeof programPage>;
  "pages/donation.json": FileOf<typeof donationPage>;
  "pages/contact.json": FileOf<typeof contactPage>;
  "pages/thanks.json": FileOf<typeof thanksPage>;
  "pages/newsletter-thanks.json": FileOf<typeof newsletterThanksPage>;
  "pages/not-found.json": FileOf<typeof notFoundPage>;
  "pages/resources.json": FileOf<typeof resourcesPage>;
  "pages/search.json": FileOf<typeof searchPage>;
  "pages/get-help.json": FileOf<typeof getHelpPage>;
}
