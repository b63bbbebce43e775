import { guides } from "../../__tests__/support/data";

/** What the library's pages write, from data/pages/resources.json, for library.spec.ts and its phone file. */
export { library as libraryTexts } from "../../harness/routes";

/** Newest first, as every list of the library shows them (the data helper sorts them so). */
export const newestFirst = guides.map((guide) => guide.title);
