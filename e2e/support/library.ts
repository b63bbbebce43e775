import { guides } from "../../__tests__/support/data";
import { pageTexts } from "../../harness/content";
import type { ResourcesPage } from "../../src/content/shapes";

/** What the library's pages write, from data/pages/resources.json, for library.spec.ts and its phone file. */
export type LibraryTexts = ResourcesPage;

export const libraryTexts = pageTexts<LibraryTexts>("resources");

/** Newest first, as every list of the library shows them (the data helper sorts them so). */
export const newestFirst = guides.map((guide) => guide.title);
