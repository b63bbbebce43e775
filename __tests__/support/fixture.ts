import path from "node:path";
import { contentIn } from "./content";

/**
 * The fixed content of test/fixtures/data/ (the site's content as it launched, with tiny pictures), for the unit
 * tests: what they check is how components and messages behave, so staff's edits to data/ never move them.
 */
export const FIXTURE_DIR = path.join(__dirname, "../../test/fixtures/data");

export const { readData, readFolder, site, events, tiers, programs, guides, eventFragment, tierFragment, programFragment, guideFragment } =
  contentIn(FIXTURE_DIR);
export { fakeImage, type EventEntry, type ProgramEntry, type TierEntry } from "./content";
