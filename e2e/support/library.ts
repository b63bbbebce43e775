import { guides } from "../../__tests__/support/data";
import { pageTexts } from "./content";

/** What the library's pages write, from data/pages/resources.json, for library.spec.ts and its phone file. */
export interface LibraryTexts {
  forLabel: string;
  readingTime: string;
  reviewedBy: string;
  reviewedByPerson: string;
  reviewedByPersonWithoutCredential: string;
  educationNote: string;
  contentsHeading: string;
  printLabel: string;
  relatedHeading: string;
  programHeading: string;
  allGuidesLabel: string;
}

export const libraryTexts = pageTexts<LibraryTexts>("resources");

/** Newest first, as every list of the library shows them (the data helper sorts them so). */
export const newestFirst = guides.map((guide) => guide.title);
