/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent } from "../src/content/check";
import { formatProblem, formatReport } from "../src/content/report";
import { readSiteSettings, readSiteSettingsOrStop } from "../src/content/site-settings";
// The misspelled field names are this test's, and the signatures are picture files' first bytes.
// cspell:ignore titel adress montly numbre contakt ftypheic ftypavif avifmif miaf WEBPVP

/**
 * The check the build runs on data/, against a copy of a fixed data folder (test/fixtures/data/, the site's
 * content as it once was, with tiny pictures) with one thing broken at a time, as a volunteer might break it.
 * Each test states the exact message, because the message is the product here. Staff's edits to data/ itself
 * only meet the first test: whatever data/ holds, it must pass.
 */

const DATA = path.join(__dirname, "../data");
const FIXTURE = path.join(__dirname, "../test/fixtures/data");
const copies: string[] = [];

afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

type Entry = Record<string, unknown>;

function copyOfData(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "kindred-data-"));
  copies.push(copy);
  cpSync(FIXTURE, copy, { recursive: true });
  return copy;
}

function readJsonFile<T>(dir: string, file: string): T {
  return JSON.parse(readFileSync(path.join(dir, file), "utf8")) as T;
}

function writeJsonFile(dir: string, file: string, data: unknown): void {
  writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
}

/** A change to the data, applied to a fresh copy. */
type Change = (dir: string) => void;

const editObject =
  (file: string, edit: (data: Entry) => void): Change =>
  (dir) => {
    const data = readJsonFile<Entry>(dir, file);
    edit(data);
    writeJsonFile(dir, file, data);
  };

const writeText =
  (file: string, text: string | Uint8Array): Change =>
  (dir) => {
    writeFileSync(path.join(dir, file), text);
  };

function entry(entries: unknown, index: number): Entry {
  const found = (entries as Entry[])[index];
  if (!found) throw new Error(`the test data has no entry ${index}`);
  return found;
}

/** The messages for the data with `changes` applied, one line each, as the report lists them. */
function messagesAfter(...changes: Change[]): string[] {
  const dir = copyOfData();
  for (const change of changes) change(dir);
  return checkContent(dir).map(formatProblem);
}

describe("the data", () => {
  it("in data/ passes every check", () => {
    expect(checkContent(DATA)).toEqual([]);
  });

  it("of the fixture passes every check, so that each test below breaks only what it says", () => {
    expect(checkContent(FIXTURE)).toEqual([]);
  });

  it("gives the build its site settings", () => {
    expect(readSiteSettings(FIXTURE)).toMatchObject({ name: "Kindred Minds", timezone: "America/New_York" });
  });
});

describe("a file that is not valid JSON", () => {
  it.each([
    [
      "a comma after the last field",
      '[\n  {\n    "id": "compassion",\n    "name": "Compassion",\n  }\n]\n',
      "data/pages/mission.json, line 4, column 25: there is a comma after the last field of a group. Remove this comma.",
    ],
    [
      "a missing comma",
      '[\n  {\n    "id": "compassion"\n    "name": "Compassion"\n  }\n]\n',
      "data/pages/mission.json, line 3, column 23: a comma is missing here, before the next field.",
    ],
    [
      "curly quotes from a word processor",
      '[\n  {\n    "id": \u201ccompassion\u201d\n  }\n]\n',
      'data/pages/mission.json, line 3, column 11: \u201c is a curly quote. Use straight double quotes (") around names and texts; a word processor may have changed them.',
    ],
    [
      "a list that is never closed",
      '[\n  {\n    "id": "compassion"\n  }\n',
      "data/pages/mission.json, line 1, column 1: this [ is never closed: a ] is missing further down.",
    ],
    [
      "a $ sign in a number",
      '[\n  {\n    "price": $25\n  }\n]\n',
      "data/pages/mission.json, line 3, column 14: a number cannot contain a $ sign. Write the amount alone, such as 25.",
    ],
    [
      "a Windows path in a text",
      '[\n  {\n    "image": "images\\hero.png"\n  }\n]\n',
      "data/pages/mission.json, line 3, column 21: a backslash (\\) cannot be used like this inside a text. In a file path use / instead; to write a backslash itself, type two (\\\\).",
    ],
  ])("reports %s with its line and column", (_kind, text, message) => {
    expect(messagesAfter(writeText("pages/mission.json", text))).toEqual([message]);
  });

  it("reports a field written twice, since only the last one would count", () => {
    const text =
      '{\n  "eyebrow": "Our Programs",\n  "offersHeading": "What the program offers",\n  "ctaHeading": "Help {program} reach more people",\n' +
      '  "ctaText": "A monthly gift keeps this program free.",\n  "askLabel": "Ask about this program",\n  "backLabel": "All programs",\n' +
      '  "guidesHeading": "Guides from this program",\n  "eyebrow": "Programs"\n}\n';
    expect(messagesAfter(writeText("pages/program.json", text))).toEqual([
      'data/pages/program.json, line 9, column 3: "eyebrow" appears twice in the same group, and only the last one would be used. Remove one of them.',
    ]);
  });
});

describe("a field that is missing, empty or of the wrong kind", () => {
  it("reports a missing field with what it should hold", () => {
    expect(messagesAfter(editObject("events/volunteer-appreciation-day.json", (event) => delete event.endTime))).toEqual([
      'data/events/volunteer-appreciation-day.json, event "Volunteer Appreciation Day": "endTime" is missing. Add it: the local end time, HH:MM on the 24-hour clock, later than the start.',
    ]);
  });

  it("reports missing alt text", () => {
    expect(messagesAfter(editObject("programs/education-support.json", (program) => delete program.imageAlt))).toEqual([
      'data/programs/education-support.json, program "Education Support": "imageAlt" is missing. Add it: what the picture shows, in one sentence, for people who cannot see it.',
    ]);
  });

  it("reports empty alt text", () => {
    expect(messagesAfter(editObject("pages/home.json", (home) => (home.heroImageAlt = "")))).toEqual([
      'data/pages/home.json: "heroImageAlt" is empty. Fill in what the picture shows, in one sentence, for people who cannot see it.',
    ]);
  });

  it("reports a text that holds only spaces", () => {
    expect(messagesAfter(editObject("events/summer-fundraising-gala.json", (event) => (event.title = "   ")))).toEqual([
      'data/events/summer-fundraising-gala.json: "title" is empty. Fill in the event\'s title, as the page shows it.',
    ]);
  });

  it("reports a price written as text", () => {
    expect(messagesAfter(editObject("tiers/tier-monthly.json", (tier) => (tier.price = "$25")))).toEqual([
      'data/tiers/tier-monthly.json, giving level "Community Supporter": "price" should be a number such as 25, without quotes or a $ sign.',
    ]);
  });

  it("reports a ZIP code written as a number", () => {
    expect(messagesAfter(editObject("site.json", (site) => ((site.address as Entry).postalCode = 30097)))).toEqual([
      'data/site.json: "postalCode" (in "address") should be text in double quotes, such as "30097".',
    ]);
  });

  it("reports a value left as null, and that an optional one can go", () => {
    expect(messagesAfter(editObject("tiers/tier-quarterly.json", (tier) => (tier.featured = null)))).toEqual([
      'data/tiers/tier-quarterly.json, giving level "Impact Partner": "featured" has no value (it says null). It should be true or false, without quotes. If it is not needed, remove the whole line.',
    ]);
  });

  it("reports an unknown field as a likely typo, with the nearest field name", () => {
    const rename = (event: Entry) => {
      event.titel = event.title;
      delete event.title;
    };
    expect(messagesAfter(editObject("events/volunteer-appreciation-day.json", rename))).toEqual([
      'data/events/volunteer-appreciation-day.json: "title" is missing. Add it: the event\'s title, as the page shows it.',
      'data/events/volunteer-appreciation-day.json: "titel" is not a field of an event. Did you mean "title"?',
    ]);
  });

  it("reports an unknown field with no near match by listing the fields", () => {
    expect(messagesAfter(editObject("pages/mission.json", (mission) => (entry(mission.values, 0).color = "teal")))).toEqual([
      'data/pages/mission.json: "color" (in "values" > item 1) is not a field of a value. Remove it, or check its spelling: the fields are name, text, icon.',
    ]);
  });

  it("reports an unknown field inside a location", () => {
    const misspell = (event: Entry) => {
      const location = event.location as Entry;
      location.adress = location.address;
      delete location.address;
    };
    expect(messagesAfter(editObject("events/annual-community-gathering.json", misspell))).toEqual([
      'data/events/annual-community-gathering.json, event "Annual Community Gathering": "adress" is not a field of a location. Did you mean "address"?',
    ]);
  });

  it("reports an empty list of benefits", () => {
    expect(messagesAfter(editObject("tiers/tier-annual.json", (tier) => (tier.benefits = [])))).toEqual([
      'data/tiers/tier-annual.json, giving level "Change Maker": "benefits" is an empty list. Add at least one thing donors at this level receive, such as [ "Monthly newsletter updates" ].',
    ]);
  });

  it("reports an empty item in a list of texts", () => {
    expect(messagesAfter(editObject("tiers/tier-monthly.json", (tier) => (tier.benefits = ["Website recognition", ""])))).toEqual([
      'data/tiers/tier-monthly.json, giving level "Community Supporter": item 2 of "benefits" is empty. Write the text between the quotes, or remove the item.',
    ]);
  });

  it("reports a list folder with no entries, where that would leave a page empty", () => {
    // The guides, which name programs and link to their pages, go too: only the empty folder is left to report.
    const empty: Change = (dir) => {
      for (const folder of ["programs", "guides"]) {
        for (const name of readdirSync(path.join(dir, folder))) rmSync(path.join(dir, folder, name));
      }
    };
    expect(messagesAfter(empty)).toEqual([
      'data/pages/get-help.json: "guide" is "helping-a-friend-in-crisis", but there is no such file in data/guides/. data/guides/ is empty: ' +
        "add it there first.",
      'data/pages/get-help.json: "planGuide" is "my-wellbeing-plan", but there is no such file in data/guides/. data/guides/ is empty: ' +
        "add it there first.",
      "data/programs/: has no programs, so the Programs page would be empty. Add at least one program.",
    ]);
  });

  it("accepts no events and no impact figures at all, folders included", () => {
    const none: Change = (dir) => {
      rmSync(path.join(dir, "events"), { recursive: true });
      rmSync(path.join(dir, "impact"), { recursive: true, force: true });
    };
    expect(messagesAfter(none)).toEqual([]);
  });
});

describe("dates and times", () => {
  it("reports a day that does not exist", () => {
    expect(messagesAfter(editObject("events/volunteer-appreciation-day.json", (event) => (event.date = "2024-02-30")))).toEqual([
      'data/events/volunteer-appreciation-day.json, event "Volunteer Appreciation Day": "date" is "2024-02-30", a day that does not exist in the calendar. Check the month and the day.',
    ]);
  });

  it("reports a date written another way", () => {
    expect(messagesAfter(editObject("events/annual-community-gathering.json", (event) => (event.date = "03/15/2024")))).toEqual([
      'data/events/annual-community-gathering.json, event "Annual Community Gathering": "date" is "03/15/2024", which is not written as YYYY-MM-DD. Write the year, month and day with hyphens, such as 2024-03-15.',
    ]);
  });

  it("reports a time outside the day", () => {
    expect(messagesAfter(editObject("events/summer-fundraising-gala.json", (event) => (event.endTime = "25:00")))).toEqual([
      'data/events/summer-fundraising-gala.json, event "Summer Fundraising Gala": "endTime" is "25:00", which is not a time of day. Write it as HH:MM on the 24-hour clock, from 00:00 to 23:59 (2 PM is 14:00).',
    ]);
  });

  it("reports an event that ends before it starts", () => {
    expect(messagesAfter(editObject("events/annual-community-gathering.json", (event) => (event.endTime = "02:00")))).toEqual([
      'data/events/annual-community-gathering.json, event "Annual Community Gathering": "endTime" is "02:00", but the event starts at "14:00". An event must end after it starts, on the same day (2 PM is 14:00).',
    ]);
  });

  it("reports a time zone the computer does not know, with the nearest one", () => {
    expect(messagesAfter(editObject("site.json", (site) => (site.timezone = "America/NewYork")))).toEqual([
      'data/site.json: "timezone" is "America/NewYork", which is not the name of a time zone. Did you mean "America/New_York"?',
    ]);
  });
});

describe("prices and giving levels", () => {
  it("reports a price that is not above 0", () => {
    expect(messagesAfter(editObject("tiers/tier-quarterly.json", (tier) => (tier.price = -100)))).toEqual([
      'data/tiers/tier-quarterly.json, giving level "Impact Partner": "price" is -100, but a price must be an amount above 0, such as 25.',
    ]);
  });

  it("reports a price with fractions of a cent", () => {
    expect(messagesAfter(editObject("tiers/tier-quarterly.json", (tier) => (tier.price = 12.505)))).toEqual([
      'data/tiers/tier-quarterly.json, giving level "Impact Partner": "price" is 12.505, which has more than two decimal places. Write dollars and cents, such as 25 or 12.50.',
    ]);
  });

  it("reports a billing period the page cannot show", () => {
    expect(messagesAfter(editObject("tiers/tier-monthly.json", (tier) => (tier.billingPeriod = "monthly")))).toEqual([
      'data/tiers/tier-monthly.json, giving level "Community Supporter": "billingPeriod" is "monthly", which the site cannot show after a price. Use one of: week, month, quarter, year. Did you mean "month"?',
    ]);
  });

  it("reports a currency that is not a currency code", () => {
    expect(messagesAfter(editObject("tiers/tier-monthly.json", (tier) => (tier.currency = "usd")))).toEqual([
      'data/tiers/tier-monthly.json, giving level "Community Supporter": "currency" is "usd", which is not a currency code. Write it in capitals: "USD".',
    ]);
  });

  it("reports a giving level that includes one that does not exist", () => {
    expect(messagesAfter(editObject("tiers/tier-annual.json", (tier) => (tier.includes = "tier-gold")))).toEqual([
      'data/tiers/tier-annual.json, giving level "Change Maker": "includes" is "tier-gold", but no giving level has that file name. Use the file name (without .json) of another giving level: tier-monthly or tier-quarterly.',
    ]);
  });

  it("suggests the giving level meant by a mistyped id", () => {
    expect(messagesAfter(editObject("tiers/tier-quarterly.json", (tier) => (tier.includes = "tier-montly")))).toEqual([
      'data/tiers/tier-quarterly.json, giving level "Impact Partner": "includes" is "tier-montly", but no giving level has that file name. Did you mean "tier-monthly"?',
    ]);
  });

  it("reports a checkout link that is not https", () => {
    const link = "http://donate.example.org/kindred-minds";
    expect(messagesAfter(editObject("tiers/tier-monthly.json", (tier) => (tier.checkoutUrl = link)))).toEqual([
      `data/tiers/tier-monthly.json, giving level "Community Supporter": "checkoutUrl" is "${link}", which is not a secure address. Use the address that starts with https:// instead.`,
    ]);
  });
});

describe("ids, icons and names", () => {
  it("reports a file name that cannot be part of a page address, with the name to give it", () => {
    const rename: Change = (dir) => {
      renameSync(path.join(dir, "programs/housing-initiative.json"), path.join(dir, "programs/Housing Initiative.json"));
    };
    expect(messagesAfter(rename)).toEqual([
      'data/programs/Housing Initiative.json: the file name is also the entry\'s id, used in page addresses, so it may only contain lowercase letters, digits and single hyphens. Rename the file, such as "housing-initiative.json".',
    ]);
  });

  it("reports an id written inside an entry, where the file name is the id", () => {
    expect(messagesAfter(editObject("events/summer-fundraising-gala.json", (event) => (event.id = "gala")))).toEqual([
      'data/events/summer-fundraising-gala.json, event "Summer Fundraising Gala": "id" is not a field of an event. Remove it, or check its spelling: the fields are title, date, startTime, endTime, location, description, image, imageAlt.',
    ]);
  });

  it("reports a position that is not a whole number from 1", () => {
    expect(messagesAfter(editObject("tiers/tier-annual.json", (tier) => (tier.order = 0)))).toEqual([
      'data/tiers/tier-annual.json, giving level "Change Maker": "order" is 0, but the position must be 1 or more (1 is shown first).',
    ]);
  });

  it("reports an icon the site cannot draw, with the nearest icon", () => {
    expect(messagesAfter(editObject("pages/mission.json", (mission) => (entry(mission.values, 0).icon = "hart")))).toEqual([
      'data/pages/mission.json: "icon" (in "values" > item 1) is "hart", which is not an icon the site can draw. Did you mean "heart"?',
    ]);
  });

  it("lists the icons when no name is close", () => {
    expect(messagesAfter(editObject("programs/education-support.json", (program) => (program.icon = "graduation-cap")))).toEqual([
      'data/programs/education-support.json, program "Education Support": "icon" is "graduation-cap", which is not an icon the site can draw. Use one of: heart, compass, people, book, hands, home, star, calendar, clock, pin, mail, phone, check, arrow, menu, close, search.',
    ]);
  });
});

describe("contact details and addresses", () => {
  it("reports an e-mail address that is not one", () => {
    expect(messagesAfter(editObject("site.json", (site) => (site.email = "hello@example")))).toEqual([
      'data/site.json: "email" is "hello@example", which is not an e-mail address. Write it like name@example.org.',
    ]);
  });

  it("reports a phone number that is not one", () => {
    expect(messagesAfter(editObject("site.json", (site) => (site.phone = "555-0142")))).toEqual([
      'data/site.json: "phone" is "555-0142", which is not a US phone number with its area code. Write it like (770) 555-0142.',
    ]);
  });

  it("reports a site address that is not https", () => {
    expect(messagesAfter(editObject("site.json", (site) => (site.siteUrl = "kindredminds.org")))).toEqual([
      'data/site.json: "siteUrl" is "kindredminds.org", which is not a complete web address. Write the whole address, starting with https://.',
    ]);
  });
});

describe("pictures", () => {
  it("reports a picture that does not exist, with the file probably meant", () => {
    const misspell = editObject("events/summer-fundraising-gala.json", (event) => (event.image = "images/events/summer-fundraiser-gala.png"));
    expect(messagesAfter(misspell)).toEqual([
      'data/events/summer-fundraising-gala.json, event "Summer Fundraising Gala": "image" is "images/events/summer-fundraiser-gala.png", but there is no such file in data/. Did you mean "images/events/summer-fundraising-gala.png"?',
    ]);
  });

  it("reports a picture whose name differs only in capitals, which the web server would not find", () => {
    expect(messagesAfter(editObject("pages/about.json", (about) => (about.image = "images/About.png")))).toEqual([
      'data/pages/about.json: "image" is "images/About.png", but there is no such file in data/. Did you mean "images/about.png"?',
    ]);
  });

  it("reports a path written from the project folder", () => {
    expect(messagesAfter(editObject("pages/home.json", (home) => (home.heroImage = "data/images/hero.png")))).toEqual([
      'data/pages/home.json: "heroImage" is "data/images/hero.png", but there is no such file in data/. Did you mean "images/hero.png"?',
    ]);
  });

  it("reports a file that is not a picture, whatever its name", () => {
    expect(messagesAfter(writeText("images/hero.png", "Hero picture: ask Sam for the final version"))).toEqual([
      'data/pages/home.json: "heroImage" is "images/hero.png", but that file is not a picture (it is not a JPEG, PNG, WebP or AVIF image). Save the picture again as JPEG or PNG.',
    ]);
  });

  it("reports a GIF and an iPhone photo, which the site cannot resize", () => {
    const gif = Uint8Array.from([...Buffer.from("GIF89a"), 1, 0, 1, 0]);
    const heic = Uint8Array.from([0, 0, 0, 24, ...Buffer.from("ftypheic"), 0, 0, 0, 0, ...Buffer.from("mif1heic")]);
    expect(messagesAfter(writeText("images/about.png", gif), writeText("images/programs/community-care.png", heic))).toEqual([
      'data/pages/about.json: "image" is "images/about.png", but that file is a GIF, which the site cannot resize. Save the picture as JPEG, PNG or WebP.',
      'data/programs/community-care.json, program "Community Care": "image" is "images/programs/community-care.png", but that file is an HEIC photo (the iPhone format), which the site cannot use. Export it as JPEG.',
    ]);
  });

  it("accepts a JPEG, a WebP and an AVIF under any of their names", () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    const webp = Uint8Array.from([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBPVP8 ")]);
    const avif = Uint8Array.from([0, 0, 0, 28, ...Buffer.from("ftypavif"), 0, 0, 0, 0, ...Buffer.from("avifmif1miaf")]);
    const useFiles = editObject("pages/about.json", (about) => (about.image = "images/about.jpg"));
    expect(
      messagesAfter(
        writeText("images/about.jpg", jpeg),
        useFiles,
        writeText("images/hero.png", webp),
        writeText("images/events/summer-fundraising-gala.png", avif),
      ),
    ).toEqual([]);
  });

  it("reports a file type the site cannot use by its name", () => {
    expect(messagesAfter(editObject("pages/about.json", (about) => (about.image = "images/about.gif")))).toEqual([
      'data/pages/about.json: "image" is "images/about.gif", but the site can only use pictures whose file names end in .jpg, .jpeg, .png, .webp or .avif. Save the picture as JPEG, PNG or WebP.',
    ]);
  });
});

describe("the files in data/", () => {
  it("reports a missing file, and the file that was probably meant to be it", () => {
    const rename: Change = (dir) => renameSync(path.join(dir, "pages/donation.json"), path.join(dir, "pages/donation.json.txt"));
    expect(messagesAfter(rename)).toEqual([
      'data/pages/donation.json: the file is missing. Is "donation.json.txt" meant to be it? Rename it to donation.json.',
    ]);
  });

  it("reports a JSON file the site does not read", () => {
    expect(messagesAfter(writeText("pages/event.json", "{}\n"))).toEqual([
      'data/pages/event.json: the site does not read this file, so nothing in it would appear. Did you mean "pages/events.json"? Move the content there, or remove this file.',
    ]);
  });

  it("reports a list kept in one file the old way, or in a folder the site does not read", () => {
    const mkdir: Change = (dir) => mkdirSync(path.join(dir, "event"));
    expect(messagesAfter(writeText("tiers.json", "[]\n"), mkdir, writeText("event/spring.json", "{}\n"))).toEqual([
      "data/tiers.json: the site does not read this file: each giving level is a file of its own in data/tiers/, named by its id. Move each entry into its own file there, then remove this file.",
      'data/event/: the site does not read this file, so nothing in it would appear. Did you mean "events/"? Move the content there, or remove this file.',
    ]);
  });

  it("reports a file in a list folder that is not JSON", () => {
    expect(messagesAfter(writeText("events/spring-open-house.txt", "Spring Open House, April 12"))).toEqual([
      "data/events/spring-open-house.txt: the site only reads files ending in .json here, so this one would not appear. Rename it to end in .json, or move it out of data/events/ (pictures belong in data/images/).",
    ]);
  });
});

describe("the report", () => {
  it("lists every problem of every file at once, numbered, between a summary and how to preview", () => {
    const report = formatReport(
      (() => {
        const dir = copyOfData();
        editObject("events/volunteer-appreciation-day.json", (event) => (event.date = "2024-02-30"))(dir);
        editObject("events/annual-community-gathering.json", (event) => (event.startTime = "25:00"))(dir);
        editObject("tiers/tier-monthly.json", (tier) => (tier.price = "25"))(dir);
        writeText("pages/program.json", '{\n  "eyebrow": "Our Programs",\n}\n')(dir);
        editObject("site.json", (site) => (site.email = "hello.example.org"))(dir);
        return checkContent(dir);
      })(),
    );
    expect(report).toBe(
      [
        "5 problems in data/ stop the site from building:",
        "",
        '1. data/site.json: "email" is "hello.example.org", which is not an e-mail address. Write it like name@example.org.',
        "2. data/pages/program.json, line 2, column 28: there is a comma after the last field of a group. Remove this comma.",
        '3. data/events/annual-community-gathering.json, event "Annual Community Gathering": "startTime" is "25:00", which is not a time of day. Write it as HH:MM on the 24-hour clock, from 00:00 to 23:59 (2 PM is 14:00).',
        '4. data/events/volunteer-appreciation-day.json, event "Volunteer Appreciation Day": "date" is "2024-02-30", a day that does not exist in the calendar. Check the month and the day.',
        '5. data/tiers/tier-monthly.json, giving level "Community Supporter": "price" should be a number such as 25, without quotes or a $ sign.',
        "",
        "To check the fix before publishing, preview the site on your computer: run `npm ci && npm start` and open http://localhost:8000 (see docs/editing-content.md#preview-on-your-computer).",
      ].join("\n"),
    );
  });

  it("says 1 problem, not 1 problems", () => {
    expect(formatReport([{ file: "site.json", message: "x" }]).split("\n")[0]).toBe("1 problem in data/ stops the site from building:");
  });
});

describe("reading the site settings for gatsby-config", () => {
  it("stops with the same report, covering all of data/, when site.json cannot be read", () => {
    const dir = copyOfData();
    writeText("site.json", '{\n  "name": "Kindred Minds"\n  "timezone": "America/New_York"\n}\n')(dir);
    editObject("events/annual-community-gathering.json", (event) => (event.date = "2024-13-01"))(dir);
    const stop = jest.fn((report: string): never => {
      throw new Error(report);
    });
    expect(() => readSiteSettingsOrStop(stop, dir)).toThrow(formatReport(checkContent(dir)));
    expect(stop.mock.calls[0]?.[0]).toContain("2 problems in data/ stop the site from building:");
    expect(stop.mock.calls[0]?.[0]).toContain("1. data/site.json, line 2, column 26: a comma is missing here, before the next field.");
    expect(stop.mock.calls[0]?.[0]).toContain(
      '2. data/events/annual-community-gathering.json, event "Annual Community Gathering": "date" is "2024-13-01", a day that does not exist in the calendar.',
    );
  });
});

describe("contact topics and the footer", () => {
  const topics = (edit: (list: Entry[]) => void) => editObject("pages/contact.json", (page) => edit(page.topics as Entry[]));

  it("reports a topic that links choose when it is missing, saying which link needs it", () => {
    const messages = messagesAfter(
      topics((list) =>
        list.splice(
          list.findIndex((topic) => topic.id === "volunteering"),
          1,
        ),
      ),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^data\/pages\/contact\.json: "topics" has no topic with the id "volunteering", which is chosen by the About page's volunteer button\./,
    );
  });

  it("reports two topics with the same id", () => {
    const messages = messagesAfter(topics((list) => list.push({ id: "giving", label: "Donations" })));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('"id" is "giving", the same as an earlier topic\'s. Give each topic its own id.');
  });

  it("reports a topic id that links cannot carry", () => {
    const messages = messagesAfter(topics((list) => list.push({ id: "Press & partners", label: "Press" })));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(
      'is "Press & partners", but an id may only contain lowercase letters, digits and single hyphens, such as "press-partners".',
    );
  });

  it("reports a crisis number written with words around it", () => {
    const messages = messagesAfter(editObject("crisis-lines.json", (lines) => ((lines.lifeline as Entry).number = "call 988")));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('is "call 988", but it should be the number alone, in digits, such as 988.');
  });

  it("reports a crisis sentence that has lost one of its places, or has one the site cannot fill", () => {
    const crisis = (edit: (texts: Entry) => void) => editObject("footer.json", (footer) => edit(footer.crisis as Entry));
    expect(messagesAfter(crisis((texts) => (texts.sentence = "{call} or {text}, any time. In an emergency, call 911.")))).toEqual([
      'data/footer.json: "sentence" (in "crisis") is "{call} or {text}, any time. In an emergency, call 911.", which has lost ' +
        "{lifelineName}, {emergency}. Keep {call}, {lifelineName}, {emergency} in the text, with the braces: the site puts its own words there.",
    ]);
    expect(messagesAfter(crisis((texts) => (texts.callLink = "Call {numbre}")))).toEqual([
      'data/footer.json: "callLink" (in "crisis") is "Call {numbre}", but {numbre} is not a place the site can fill in. The places are {number}, {option}.',
    ]);
  });

  it("reports a program page heading that has lost {program}", () => {
    expect(messagesAfter(editObject("pages/program.json", (page) => (page.ctaHeading = "Help this program reach more people")))).toEqual([
      'data/pages/program.json: "ctaHeading" is "Help this program reach more people", which has lost {program}. ' +
        "Keep {program} in the text, with the braces: the site puts its own words there.",
    ]);
  });

  it("reports a missing newsletter note", () => {
    const messages = messagesAfter(editObject("footer.json", (footer) => delete (footer.newsletter as Entry).note));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^data\/footer\.json: .*"note"/);
  });
});

describe("a guide (data/guides/<id>.md)", () => {
  const GUIDE = "guides/my-wellbeing-plan.md";
  const NAME = 'data/guides/my-wellbeing-plan.md, guide "My wellbeing plan"';

  /** The guide with `edit` applied to its whole text, front matter included. */
  const editGuide =
    (edit: (text: string) => string): Change =>
    (dir) => {
      const file = path.join(dir, GUIDE);
      const before = readFileSync(file, "utf8");
      const after = edit(before);
      if (after === before) throw new Error("the edit changed nothing in the guide");
      writeFileSync(file, after);
    };

  /** A line added to the end of the guide's text; its line number in the file is returned by `lineOfLast`. */
  const appendToText = (markdown: string) => editGuide((text) => `${text.trimEnd()}\n\n${markdown}\n`);

  function lineOfLast(dir: string, needle: string): number {
    const lines = readFileSync(path.join(dir, GUIDE), "utf8").split("\n");
    return (
      lines
        .map((line, index) => (line.includes(needle) ? index + 1 : 0))
        .filter(Boolean)
        .pop() ?? 0
    );
  }

  function messagesWithLine(change: Change, needle: string): { messages: string[]; line: number } {
    const dir = copyOfData();
    change(dir);
    return { messages: checkContent(dir).map(formatProblem), line: lineOfLast(dir, needle) };
  }

  it("reports a topic or an audience that the library does not have, with the nearest one", () => {
    expect(messagesAfter(editGuide((text) => text.replace('topics: ["wellbeing"]', 'topics: ["well-being"]').replace('"teens"', '"teen"')))).toEqual([
      `${NAME}: item 1 of "topics" is "well-being", which is not in the topics of data/pages/resources.json. Did you mean "wellbeing"? To add a new one, add it to that file first.`,
      `${NAME}: item 2 of "audiences" is "teen", which is not in the audiences of data/pages/resources.json. Did you mean "teens"? To add a new one, add it to that file first.`,
    ]);
  });

  it("reports a missing summary", () => {
    expect(messagesAfter(editGuide((text) => text.replace(/^summary: .*\n/m, "")))).toEqual([
      `${NAME}: "summary" is missing. Add it: one sentence under the title: what the reader will be able to do after reading.`,
    ]);
  });

  it("reports a picture without its description, and a picture file that is missing", () => {
    expect(messagesAfter(editGuide((text) => text.replace('printAs: "form"', 'printAs: "form"\nimage: "images/guides/plan.png"')))).toEqual([
      `${NAME}: "imageAlt" is missing, but the guide has a picture. Add it: what the picture shows, in one sentence, for people who cannot see it.`,
      `${NAME}: "image" is "images/guides/plan.png", but there is no such file in data/. Check the spelling (capital letters count) and that the picture is in data/images/.`,
    ]);
  });

  it("reports a review dated before the guide was published", () => {
    expect(messagesAfter(editGuide((text) => text.replace(/^reviewed: .*$/m, 'reviewed: "2026-01-05"')))).toEqual([
      `${NAME}: "reviewed" is "2026-01-05", before the guide was published on "2026-10-06". A guide is reviewed on or after the day it is published: check both dates.`,
    ]);
  });

  it("accepts a named reviewer, with or without a credential", () => {
    const reviewer = (lines: string) => editGuide((text) => text.replace('printAs: "form"', `printAs: "form"\n${lines}`));
    expect(messagesAfter(reviewer('reviewerName: "Jane Doe"\nreviewerCredential: "LCSW"'))).toEqual([]);
    expect(messagesAfter(reviewer('reviewerName: "Jane Doe"'))).toEqual([]);
  });

  it("reports a reviewer's credential without the reviewer, and a reviewer's name left empty", () => {
    expect(messagesAfter(editGuide((text) => text.replace('printAs: "form"', 'printAs: "form"\nreviewerCredential: "LPC"')))).toEqual([
      `${NAME}: "reviewerCredential" is "LPC", but the guide names no reviewer. Add "reviewerName", the person who reviewed it, or remove the credential.`,
    ]);
    expect(messagesAfter(editGuide((text) => text.replace('printAs: "form"', 'printAs: "form"\nreviewerName: " "')))).toEqual([
      `${NAME}: "reviewerName" is empty. Fill in the name of the person who last reviewed the guide, if they agree to be named; leave it out to credit the education team.`,
    ]);
  });

  it("accepts dates written without quotes, as the editor may save them", () => {
    expect(messagesAfter(editGuide((text) => text.replace('published: "2026-10-06"', "published: 2026-10-06")))).toEqual([]);
  });

  it("reports HTML in the text, with its line", () => {
    const { messages, line } = messagesWithLine(appendToText("Call us.<br>Or write."), "<br>");
    expect(messages).toEqual([
      `${NAME}, the text, line ${line}: "<br>" is HTML, which a guide cannot hold: the site shows only Markdown, the same for every guide. Use the editor's buttons (or **bold**, lists, links) instead, and remove the HTML.`,
    ]);
  });

  it("reports bold that does not close, as Chinese punctuation before the closing stars makes it, and accepts it moved", () => {
    const { messages, line } = messagesWithLine(appendToText("- **自伤通常不是为了引起注意。**大多数人会把它藏起来。"), "自伤");
    expect(messages).toEqual([
      `${NAME}, the text, line ${line}: "**自伤通常不是为了引起注意" shows its ** as two stars: the bold does not close there. When the closing ** comes right after a punctuation mark and right before a letter, move the mark after the stars: write **…**。 rather than **…。**.`,
    ]);
    expect(messagesAfter(appendToText("- **自伤通常不是为了引起注意**。大多数人会把它藏起来。"))).toEqual([]);
  });

  it("reports a link to a page of the site that does not exist, with the page meant", () => {
    const { messages, line } = messagesWithLine(appendToText("Write to us through [the contact form](/contakt/)."), "/contakt/");
    expect(messages).toEqual([`${NAME}, the text, line ${line}: the link to "/contakt/" leads to no page of the site. Did you mean "/contact/"?`]);
  });

  it("accepts links to the library's own pages and to other sites", () => {
    const links =
      "[Crisis and safety](/resources/topics/crisis-and-safety/), [for parents](/resources/for/parents/), [988](https://988lifeline.org/) and [a guide](/resources/starting-the-conversation/).";
    expect(messagesAfter(appendToText(links))).toEqual([]);
  });

  it("reports a picture in the text whose file is missing, or that has no description", () => {
    const { messages, line } = messagesWithLine(appendToText("![](../images/guides/missing.png)"), "missing.png");
    expect(messages).toEqual([
      `${NAME}, the text, line ${line}: the picture "../images/guides/missing.png" has no description. Write what it shows between the square brackets, ![like this](…), for people who cannot see it.`,
      `${NAME}, the text, line ${line}: the picture "../images/guides/missing.png", but there is no such file in data/. Check the spelling (capital letters count) and that the picture is in data/images/.`,
    ]);
  });

  it("reports a heading that skips a level, with the level to use", () => {
    const { messages, line } = messagesWithLine(appendToText("#### A small heading"), "#### A small heading");
    expect(messages).toEqual([
      `${NAME}, the text, line ${line}: the heading "####" comes straight after a "##" one, which skips a level. Use "###" here. Sections start with ## , their parts with ### , and those parts' parts with #### .`,
    ]);
  });

  it("reports details at the top that cannot be read, with their line", () => {
    expect(messagesAfter(editGuide((text) => text.replace('title: "My wellbeing plan"', 'title: "My wellbeing plan\nsummary: x')))).toEqual([
      expect.stringMatching(
        /^data\/guides\/my-wellbeing-plan\.md, line \d+, column \d+: the details at the top cannot be read \(.+\)\. Write each field on its own line as name: "text", with the text in double quotes\.$/,
      ),
    ]);
  });

  it("reports a guide file whose name cannot be an address, and a file in guides/ that is not Markdown", () => {
    const rename: Change = (dir) => renameSync(path.join(dir, GUIDE), path.join(dir, "guides/My Plan.md"));
    const stray = writeText("guides/notes.txt", "ideas");
    const messages = messagesAfter(rename, stray);
    expect(messages).toContain(
      'data/guides/My Plan.md: the file name is also the entry\'s id, used in page addresses, so it may only contain lowercase letters, digits and single hyphens. Rename the file, such as "my-plan.md".',
    );
    expect(messages).toContain(
      "data/guides/notes.txt: the site only reads files ending in .md here, so this one would not appear. Rename it to end in .md, or move it out of data/guides/ (pictures belong in data/images/).",
    );
  });

  it("reports two topics with the same id", () => {
    const twice = editObject("pages/resources.json", (texts) => {
      const topics = texts.topics as Entry[];
      topics.push({ ...entry(topics, 0), label: "Again" });
    });
    expect(messagesAfter(twice)).toEqual([
      'data/pages/resources.json: "id" is "stress-and-anxiety", the same as an earlier one in "topics". Give each its own id.',
    ]);
  });
});

describe("a guide's earlier addresses (redirectFrom)", () => {
  const GUIDE = "guides/your-first-counseling-appointment.md";
  const NAME = 'data/guides/your-first-counseling-appointment.md, guide "What to expect at your first counseling appointment"';
  // The address as it was published, in British spelling.
  // cspell:disable-next-line
  const OLD = "/resources/your-first-counselling-appointment/";

  /** The guide with its earlier addresses replaced by `addresses`, written as the editor writes a list. */
  const earlier =
    (file: string, addresses: string[]): Change =>
    (dir) => {
      const target = path.join(dir, file);
      const text = readFileSync(target, "utf8").replace(/^redirectFrom: .*\n/m, "");
      const list = `redirectFrom:\n${addresses.map((address) => `  - ${JSON.stringify(address)}\n`).join("")}`;
      writeFileSync(target, text.replace(/\n---\n/, `\n${list}---\n`));
    };

  it("accepts addresses the site no longer has, with or without the final slash", () => {
    expect(messagesAfter(earlier(GUIDE, [OLD, "/resources/first-appointment"]))).toEqual([]);
  });

  it("reports an address that is not on this site", () => {
    expect(messagesAfter(earlier(GUIDE, ["https://kindredminds.example.org/resources/old/", "resources/old/"]))).toEqual([
      `${NAME}: item 1 of "redirectFrom" is "https://kindredminds.example.org/resources/old/", which is not an address on this site. Write the part of the address after the site's name, starting with /, such as "/resources/talking-to-your-teen/".`,
      `${NAME}: item 2 of "redirectFrom" is "resources/old/", which is not an address on this site. Write the part of the address after the site's name, starting with /, such as "/resources/talking-to-your-teen/".`,
    ]);
  });

  it("reports the address of a page the site has now, however it is written, and the guide's own", () => {
    const live = [
      "/resources/my-wellbeing-plan/",
      "/Resources/Topics/Getting-Help",
      "/resources/",
      "/about/",
      "/programs/community-care/",
      "/admin/",
    ];
    const hides =
      "the address of a page the site has now, which a redirect would hide. List only addresses that lead nowhere now, or remove the item.";
    expect(messagesAfter(earlier(GUIDE, [...live, "/resources/your-first-counseling-appointment"]))).toEqual([
      ...live.map((address, index) => `${NAME}: item ${index + 1} of "redirectFrom" is ${JSON.stringify(address)}, ${hides}`),
      `${NAME}: item 7 of "redirectFrom" is "/resources/your-first-counseling-appointment", the guide's own address. List only the addresses it had before, or remove the item.`,
    ]);
  });

  it("reports an address given twice, in one guide or in two", () => {
    expect(messagesAfter(earlier(GUIDE, [OLD, OLD.slice(0, -1)]), earlier("guides/my-wellbeing-plan.md", ["/resources/plan/", OLD]))).toEqual([
      `data/guides/my-wellbeing-plan.md, guide "My wellbeing plan": item 2 of "redirectFrom" is "${OLD}", which the guide "What to expect at your first counseling appointment" (data/guides/your-first-counseling-appointment.md) lists too. An old address can lead to one guide only: remove it from one of them.`,
      `${NAME}: item 1 of "redirectFrom" is "${OLD}", which the guide "My wellbeing plan" (data/guides/my-wellbeing-plan.md) lists too. An old address can lead to one guide only: remove it from one of them.`,
      `${NAME}: item 2 of "redirectFrom" is "${OLD.slice(0, -1)}", the same as item 1. Remove one of them.`,
    ]);
  });
});

// British spellings, written on purpose to be refused, and texts that keep theirs.
// cspell:disable
describe("a British spelling in an English text", () => {
  const GUIDE = "guides/my-wellbeing-plan.md";
  const NAME = 'data/guides/my-wellbeing-plan.md, guide "My wellbeing plan"';

  const replaceInGuide =
    (from: string, to: string): Change =>
    (dir) => {
      const file = path.join(dir, GUIDE);
      const before = readFileSync(file, "utf8");
      if (!before.includes(from)) throw new Error(`the guide does not say ${JSON.stringify(from)}`);
      writeFileSync(file, before.replace(from, to));
    };

  /** The Spanish translation of the Get help now page, as `code`'s, with `intro` in its place. */
  const translation =
    (code: string, intro: string): Change =>
    (dir) => {
      const spanish = readJsonFile<Entry>(dir, "translations/es/pages/get-help.json");
      mkdirSync(path.join(dir, "translations", code.toLowerCase(), "pages"), { recursive: true });
      writeJsonFile(dir, `translations/${code.toLowerCase()}/pages/get-help.json`, { ...spanish, language: code, intro });
    };

  it("stops the build, naming the file, the field, the word and the American word, once per field", () => {
    const about = editObject("pages/about.json", (page) => {
      page.intro = "Neighbours helping neighbours understand and care for their mental health.";
      (page.paragraphs as string[])[1] = "We RECOGNISE every volunteer.";
      (page.seo as Entry).description = "Who we are: an organisation's staff, volunteers and partners.";
    });
    const event = editObject("events/volunteer-appreciation-day.json", (data) => {
      data.description = "A thank-you lunch in the centre of Johns Creek.";
    });
    expect(
      messagesAfter(
        about,
        event,
        replaceInGuide("Fill in a one-page plan", "Personalise a one-page plan"),
        replaceInGuide("Print this page", "Print this programme"),
      ),
    ).toEqual([
      'data/pages/about.json, "intro": write "Neighbors", the American spelling, not "Neighbours".',
      'data/pages/about.json, item 2 of "paragraphs": write "RECOGNIZE", the American spelling, not "RECOGNISE".',
      'data/pages/about.json, "description" (in "seo"): write "organization", the American spelling, not "organisation".',
      'data/events/volunteer-appreciation-day.json, event "Volunteer Appreciation Day", "description": write "center", the American spelling, not "centre".',
      `${NAME}, "summary": write "Personalize", the American spelling, not "Personalise".`,
      `${NAME}, the text, line 12: write "program", the American spelling, not "programme".`,
    ]);
  });

  it("accepts American spelling, words that only contain a British one, names, and web addresses", () => {
    const about = editObject("pages/about.json", (page) => {
      page.intro = "Neighbors, programmers and greyhound owners who color their days with favorite things.";
    });
    const event = editObject("events/volunteer-appreciation-day.json", (data) => {
      data.location = { name: "Fox Theatre" };
      data.description = "Read https://www.mind.org.uk/information-support/colour-and-mood/ before you come.";
    });
    expect(messagesAfter(about, event, replaceInGuide("Print this page", "Print this page at the Cobb Energy Performing Arts Centre"))).toEqual([]);
  });

  it("leaves the translations in their own languages", () => {
    expect(
      messagesAfter(
        translation("es", "No hace falta seguro médico ni cheque: la llamada es gratuita."),
        translation("ko", '영국 단체의 안내서 "Understanding your behaviour"도 읽어 보세요.'),
        translation("zh-Hans", "也可以阅读英国机构的指南《Understanding your behaviour》。"),
      ),
    ).toEqual([]);
  });
});
// cspell:enable
