import path from "node:path";
import { contentIn } from "./content";

/** The real content of data/, for the browser tests: they check that the site shows it, whatever it is. */
export const DATA_DIR = path.join(__dirname, "../../data");

export const { readData, readFolder, site, events, tiers, programs, guides, eventFragment, tierFragment, programFragment, guideFragment } =
  contentIn(DATA_DIR);
export { fakeImage, type EventEntry, type GuideEntry, type ProgramEntry, type TierEntry } from "./content";
