import { DATA_DIR } from "../../harness/content";
import { contentIn } from "./content";

/** The real content of data/, for the browser tests: they check that the site shows it, whatever it is. */
export const { readData, readFolder, site, events, tiers, programs, guides, eventFragment, tierFragment, programFragment, guideFragment } =
  contentIn(DATA_DIR);
export { fakeImage, type EventEntry, type GuideEntry, type ProgramEntry, type TierEntry } from "./content";
