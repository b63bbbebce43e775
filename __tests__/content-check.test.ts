/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent } from "../src/node/content-check";
import { formatProblem, formatReport } from "../src/node/content-problems";
import { readSiteSettings, readSiteSettingsOrStop } from "../src/node/site-settings";

/**
 * The check the build runs on data/, against a copy of the real data with one thing broken at a time, as a
 * volunteer might break it. Each test states the exact message, because the message is the product here.
 */

const DATA = path.join(__dirname, "../data");
const copies: string[] = [];

afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

type Entry = Record<string, unknown>;

function copyOfData(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "kindred-data-"));
  copies.push(copy);
  cpSync(DATA, copy, { recursive: true });
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

const editList =
  (file: string, edit: (entries: Entry[]) => void): Change =>
  (dir) => {
    const entries = readJsonFile<Entry[]>(dir, file);
    edit(entries);
    writeJsonFile(dir, file, entries);
  };

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

function entry(entries: Entry[], index: number): Entry {
  const found = entries[index];
  if (!found) throw new Error(`the test data has no entry ${index}`);
  return found;
}

/** The messages for the data with `changes` applied, one line each, as the report lists them. */
function messagesAfter(...changes: Change[]): string[] {
  const dir = copyOfData();
  for (const change of changes) change(dir);
  return checkContent(dir).map(formatProblem);
}

describe("the real data", () => {
  it("passes every check", () => {
    expect(checkContent(DATA)).toEqual([]);
  });

  it("gives the build its site settings", () => {
    expect(readSiteSettings(DATA)).toMatchObject({ name: "Kindred Minds", timezone: "America/New_York" });
  });
});

describe("a file that is not valid JSON", () => {
  it.each([
    [
      "a comma after the last field",
      '[\n  {\n    "id": "compassion",\n    "name": "Compassion",\n  }\n]\n',
      'data/values.json, line 4, column 25: there is a comma after the last field of a group. Remove this comma.',
    ],
    [
      "a missing comma",
      '[\n  {\n    "id": "compassion"\n    "name": "Compassion"\n  }\n]\n',
      "data/values.json, line 3, column 23: a comma is missing here, before the next field.",
    ],
    [
      "curly quotes from a word processor",
      '[\n  {\n    "id": \u201ccompassion\u201d\n  }\n]\n',
      'data/values.json, line 3, column 11: \u201c is a curly quote. Use straight double quotes (") around names and texts; a word processor may have changed them.',
    ],
    [
      "a list that is never closed",
      '[\n  {\n    "id": "compassion"\n  }\n',
      "data/values.json, line 1, column 1: this [ is never closed: a ] is missing further down.",
    ],
    [
      "a $ sign in a number",
      '[\n  {\n    "price": $25\n  }\n]\n',
      "data/values.json, line 3, column 14: a number cannot contain a $ sign. Write the amount alone, such as 25.",
    ],
    [
      "a Windows path in a text",
      '[\n  {\n    "image": "images\\hero.png"\n  }\n]\n',
      "data/values.json, line 3, column 21: a backslash (\\) cannot be used like this inside a text. In a file path use / instead; to write a backslash itself, type two (\\\\).",
    ],
  ])("reports %s with its line and column", (_kind, text, message) => {
    expect(messagesAfter(writeText("values.json", text))).toEqual([message]);
  });

  it("reports a field written twice, since only the last one would count", () => {
    const text = '[\n  {\n    "id": "compassion",\n    "name": "Compassion",\n    "text": "We listen.",\n    "icon": "heart",\n    "name": "Kindness"\n  }\n]\n';
    expect(messagesAfter(writeText("values.json", text))).toEqual([
      'data/values.json, line 7, column 5: "name" appears twice in the same group, and only the last one would be used. Remove one of them.',
    ]);
  });
});

describe("a field that is missing, empty or of the wrong kind", () => {
  it("reports a missing field with what it should hold", () => {
    expect(messagesAfter(editList("events.json", (events) => delete entry(events, 1).endTime))).toEqual([
      'data/events.json, event 2 "Volunteer Appreciation Day": "endTime" is missing. Add it: the local end time, HH:MM on the 24-hour clock, later than the start.',
    ]);
  });

  it("reports missing alt text", () => {
    expect(messagesAfter(editList("programs.json", (programs) => delete entry(programs, 0).imageAlt))).toEqual([
      'data/programs.json, program 1 "Education Support": "imageAlt" is missing. Add it: what the picture shows, in one sentence, for people who cannot see it.',
    ]);
  });

  it("reports empty alt text", () => {
    expect(messagesAfter(editObject("home.json", (home) => (home.heroImageAlt = "")))).toEqual([
      'data/home.json: "heroImageAlt" is empty. Fill in what the picture shows, in one sentence, for people who cannot see it.',
    ]);
  });

  it("reports a text that holds only spaces", () => {
    expect(messagesAfter(editList("events.json", (events) => (entry(events, 2).title = "   ")))).toEqual([
      'data/events.json, event 3 "summer-fundraising-gala": "title" is empty. Fill in the event\'s title, as the page shows it.',
    ]);
  });

  it("reports a price written as text", () => {
    expect(messagesAfter(editList("tiers.json", (tiers) => (entry(tiers, 0).price = "$25")))).toEqual([
      'data/tiers.json, giving level 1 "Community Supporter": "price" should be a number such as 25, without quotes or a $ sign.',
    ]);
  });

  it("reports a ZIP code written as a number", () => {
    expect(messagesAfter(editObject("site.json", (site) => ((site.address as Entry).postalCode = 30097)))).toEqual([
      'data/site.json: "postalCode" (in "address") should be text in double quotes, such as "30097".',
    ]);
  });

  it("reports a value left as null, and that an optional one can go", () => {
    expect(messagesAfter(editList("tiers.json", (tiers) => (entry(tiers, 1).featured = null)))).toEqual([
      'data/tiers.json, giving level 2 "Impact Partner": "featured" has no value (it says null). It should be true or false, without quotes. If it is not needed, remove the whole line.',
    ]);
  });

  it("reports an unknown field as a likely typo, with the nearest field name", () => {
    const rename = (events: Entry[]) => {
      const event = entry(events, 1);
      event.titel = event.title;
      delete event.title;
    };
    expect(messagesAfter(editList("events.json", rename))).toEqual([
      'data/events.json, event 2 "volunteer-appreciation-day": "title" is missing. Add it: the event\'s title, as the page shows it.',
      'data/events.json, event 2 "volunteer-appreciation-day": "titel" is not a field of an event. Did you mean "title"?',
    ]);
  });

  it("reports an unknown field with no near match by listing the fields", () => {
    expect(messagesAfter(editList("values.json", (values) => (entry(values, 0).colour = "teal")))).toEqual([
      'data/values.json, value 1 "Compassion": "colour" is not a field of a value. Remove it, or check its spelling: the fields are id, name, text, icon.',
    ]);
  });

  it("reports an unknown field inside a location", () => {
    const misspell = (events: Entry[]) => {
      const location = entry(events, 0).location as Entry;
      location.adress = location.address;
      delete location.address;
    };
    expect(messagesAfter(editList("events.json", misspell))).toEqual([
      'data/events.json, event 1 "Annual Community Gathering": "adress" is not a field of a location. Did you mean "address"?',
    ]);
  });

  it("reports an empty list of benefits", () => {
    expect(messagesAfter(editList("tiers.json", (tiers) => (entry(tiers, 2).benefits = [])))).toEqual([
      'data/tiers.json, giving level 3 "Change Maker": "benefits" is an empty list. Add at least one thing donors at this level receive, such as [ "Monthly newsletter updates" ].',
    ]);
  });

  it("reports an empty item in a list of texts", () => {
    expect(messagesAfter(editList("tiers.json", (tiers) => (entry(tiers, 0).benefits = ["Website recognition", ""])))).toEqual([
      'data/tiers.json, giving level 1 "Community Supporter": item 2 of "benefits" is empty. Write the text between the quotes, or remove the item.',
    ]);
  });

  it("reports a list file with no entries, which would leave a page empty", () => {
    expect(messagesAfter(writeText("events.json", "[]\n"))).toEqual([
      "data/events.json: the file has no events, so the Events page would be empty. Add at least one event.",
    ]);
  });
});

describe("dates and times", () => {
  it("reports a day that does not exist", () => {
    expect(messagesAfter(editList("events.json", (events) => (entry(events, 1).date = "2024-02-30")))).toEqual([
      'data/events.json, event 2 "Volunteer Appreciation Day": "date" is "2024-02-30", a day that does not exist in the calendar. Check the month and the day.',
    ]);
  });

  it("reports a date written another way", () => {
    expect(messagesAfter(editList("events.json", (events) => (entry(events, 0).date = "03/15/2024")))).toEqual([
      'data/events.json, event 1 "Annual Community Gathering": "date" is "03/15/2024", which is not written as YYYY-MM-DD. Write the year, month and day with hyphens, such as 2024-03-15.',
    ]);
  });

  it("reports a time outside the day", () => {
    expect(messagesAfter(editList("events.json", (events) => (entry(events, 2).endTime = "25:00")))).toEqual([
      'data/events.json, event 3 "Summer Fundraising Gala": "endTime" is "25:00", which is not a time of day. Write it as HH:MM on the 24-hour clock, from 00:00 to 23:59 (2 PM is 14:00).',
    ]);
  });

  it("reports an event that ends before it starts", () => {
    expect(messagesAfter(editList("events.json", (events) => (entry(events, 0).endTime = "02:00")))).toEqual([
      'data/events.json, event 1 "Annual Community Gathering": "endTime" is "02:00", but the event starts at "14:00". An event must end after it starts, on the same day (2 PM is 14:00).',
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
    expect(messagesAfter(editList("tiers.json", (tiers) => (entry(tiers, 1).price = -100)))).toEqual([
      'data/tiers.json, giving level 2 "Impact Partner": "price" is -100, but a price must be an amount above 0, such as 25.',
    ]);
  });

  it("reports a price with fractions of a cent", () => {
    expect(messagesAfter(editList("tiers.json", (tiers) => (entry(tiers, 1).price = 12.505)))).toEqual([
      'data/tiers.json, giving level 2 "Impact Partner": "price" is 12.505, which has more than two decimal places. Write dollars and cents, such as 25 or 12.50.',
    ]);
  });

  it("reports a billing period the page cannot show", () => {
    expect(messagesAfter(editList("tiers.json", (tiers) => (entry(tiers, 0).billingPeriod = "monthly")))).toEqual([
      'data/tiers.json, giving level 1 "Community Supporter": "billingPeriod" is "monthly", which the site cannot show after a price. Use one of: week, month, quarter, year. Did you mean "month"?',
    ]);
  });

  it("reports a currency that is not a currency code", () => {
    expect(messagesAfter(editList("tiers.json", (tiers) => (entry(tiers, 0).currency = "usd")))).toEqual([
      'data/tiers.json, giving level 1 "Community Supporter": "currency" is "usd", which is not a currency code. Write it in capitals: "USD".',
    ]);
  });

  it("reports a giving level that includes one that does not exist", () => {
    expect(messagesAfter(editList("tiers.json", (tiers) => (entry(tiers, 2).includes = "tier-gold")))).toEqual([
      'data/tiers.json, giving level 3 "Change Maker": "includes" is "tier-gold", but no giving level has that id. Use the id of another giving level: tier-monthly or tier-quarterly.',
    ]);
  });

  it("suggests the giving level meant by a mistyped id", () => {
    expect(messagesAfter(editList("tiers.json", (tiers) => (entry(tiers, 1).includes = "tier-montly")))).toEqual([
      'data/tiers.json, giving level 2 "Impact Partner": "includes" is "tier-montly", but no giving level has that id. Did you mean "tier-monthly"?',
    ]);
  });

  it("reports a checkout link that is not https", () => {
    const link = "http://donate.example.org/kindred-minds";
    expect(messagesAfter(editList("tiers.json", (tiers) => (entry(tiers, 0).checkoutUrl = link)))).toEqual([
      `data/tiers.json, giving level 1 "Community Supporter": "checkoutUrl" is "${link}", which is not a secure address. Use the address that starts with https:// instead.`,
    ]);
  });
});

describe("ids, icons and names", () => {
  it("reports two entries with the same id", () => {
    expect(messagesAfter(editList("events.json", (events) => (entry(events, 2).id = "annual-community-gathering")))).toEqual([
      'data/events.json, event 3 "Summer Fundraising Gala": "id" is "annual-community-gathering", the same as event 1 "Annual Community Gathering". Every event needs its own id: change one of them.',
    ]);
  });

  it("reports an id that cannot be part of a page address", () => {
    expect(messagesAfter(editList("programs.json", (programs) => (entry(programs, 2).id = "Housing Initiative")))).toEqual([
      'data/programs.json, program 3 "Housing Initiative": "id" is "Housing Initiative", but an id may only contain lowercase letters, digits and single hyphens, such as "housing-initiative".',
    ]);
  });

  it("reports an icon the site cannot draw, with the nearest icon", () => {
    expect(messagesAfter(editList("values.json", (values) => (entry(values, 0).icon = "hart")))).toEqual([
      'data/values.json, value 1 "Compassion": "icon" is "hart", which is not an icon the site can draw. Did you mean "heart"?',
    ]);
  });

  it("lists the icons when no name is close", () => {
    expect(messagesAfter(editList("programs.json", (programs) => (entry(programs, 0).icon = "graduation-cap")))).toEqual([
      'data/programs.json, program 1 "Education Support": "icon" is "graduation-cap", which is not an icon the site can draw. Use one of: heart, compass, people, book, hands, home, star, calendar, clock, pin, mail, phone, check, arrow, menu, close.',
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
    const misspell = editList("events.json", (events) => (entry(events, 2).image = "images/events/summer-fundraiser-gala.png"));
    expect(messagesAfter(misspell)).toEqual([
      'data/events.json, event 3 "Summer Fundraising Gala": "image" is "images/events/summer-fundraiser-gala.png", but there is no such file in data/. Did you mean "images/events/summer-fundraising-gala.png"?',
    ]);
  });

  it("reports a picture whose name differs only in capitals, which the web server would not find", () => {
    expect(messagesAfter(editObject("about.json", (about) => (about.image = "images/About.png")))).toEqual([
      'data/about.json: "image" is "images/About.png", but there is no such file in data/. Did you mean "images/about.png"?',
    ]);
  });

  it("reports a path written from the project folder", () => {
    expect(messagesAfter(editObject("home.json", (home) => (home.heroImage = "data/images/hero.png")))).toEqual([
      'data/home.json: "heroImage" is "data/images/hero.png", but there is no such file in data/. Did you mean "images/hero.png"?',
    ]);
  });

  it("reports a file that is not a picture, whatever its name", () => {
    expect(messagesAfter(writeText("images/hero.png", "Hero picture: ask Sam for the final version"))).toEqual([
      'data/home.json: "heroImage" is "images/hero.png", but that file is not a picture (it is not a JPEG, PNG, WebP or AVIF image). Save the picture again as JPEG or PNG.',
    ]);
  });

  it("reports a GIF and an iPhone photo, which the site cannot resize", () => {
    const gif = Uint8Array.from([...Buffer.from("GIF89a"), 1, 0, 1, 0]);
    const heic = Uint8Array.from([0, 0, 0, 24, ...Buffer.from("ftypheic"), 0, 0, 0, 0, ...Buffer.from("mif1heic")]);
    expect(messagesAfter(writeText("images/about.png", gif), writeText("images/programs/community-care.png", heic))).toEqual([
      'data/about.json: "image" is "images/about.png", but that file is a GIF, which the site cannot resize. Save the picture as JPEG, PNG or WebP.',
      'data/programs.json, program 2 "Community Care": "image" is "images/programs/community-care.png", but that file is an HEIC photo (the iPhone format), which the site cannot use. Export it as JPEG.',
    ]);
  });

  it("accepts a JPEG, a WebP and an AVIF under any of their names", () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    const webp = Uint8Array.from([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBPVP8 ")]);
    const avif = Uint8Array.from([0, 0, 0, 28, ...Buffer.from("ftypavif"), 0, 0, 0, 0, ...Buffer.from("avifmif1miaf")]);
    const useFiles = editObject("about.json", (about) => (about.image = "images/about.jpg"));
    expect(
      messagesAfter(writeText("images/about.jpg", jpeg), useFiles, writeText("images/hero.png", webp), writeText("images/events/summer-fundraising-gala.png", avif)),
    ).toEqual([]);
  });

  it("reports a file type the site cannot use by its name", () => {
    expect(messagesAfter(editObject("about.json", (about) => (about.image = "images/about.gif")))).toEqual([
      'data/about.json: "image" is "images/about.gif", but the site can only use pictures whose file names end in .jpg, .jpeg, .png, .webp or .avif. Save the picture as JPEG, PNG or WebP.',
    ]);
  });
});

describe("the files in data/", () => {
  it("reports a missing file, and the file that was probably meant to be it", () => {
    const rename: Change = (dir) => {
      cpSync(path.join(dir, "tiers.json"), path.join(dir, "tiers.json.txt"));
      rmSync(path.join(dir, "tiers.json"));
    };
    expect(messagesAfter(rename)).toEqual(['data/tiers.json: the file is missing. Is "tiers.json.txt" meant to be it? Rename it to tiers.json.']);
  });

  it("reports a JSON file the site does not read", () => {
    expect(messagesAfter(writeText("event.json", "[]\n"))).toEqual([
      'data/event.json: the site does not read this file, so nothing in it would appear. Did you mean "events.json"? Move the content there, or remove this file.',
    ]);
  });
});

describe("the report", () => {
  it("lists every problem of every file at once, numbered, between a summary and how to preview", () => {
    const report = formatReport(
      (() => {
        const dir = copyOfData();
        editList("events.json", (events) => {
          entry(events, 1).date = "2024-02-30";
          entry(events, 0).startTime = "25:00";
        })(dir);
        editList("tiers.json", (tiers) => (entry(tiers, 0).price = "25"))(dir);
        writeText("values.json", '[\n  { "id": "compassion", }\n]\n')(dir);
        editObject("site.json", (site) => (site.email = "hello.example.org"))(dir);
        return checkContent(dir);
      })(),
    );
    expect(report).toBe(
      [
        "5 problems in data/ stop the site from building:",
        "",
        '1. data/site.json: "email" is "hello.example.org", which is not an e-mail address. Write it like name@example.org.',
        '2. data/events.json, event 1 "Annual Community Gathering": "startTime" is "25:00", which is not a time of day. Write it as HH:MM on the 24-hour clock, from 00:00 to 23:59 (2 PM is 14:00).',
        '3. data/events.json, event 2 "Volunteer Appreciation Day": "date" is "2024-02-30", a day that does not exist in the calendar. Check the month and the day.',
        '4. data/tiers.json, giving level 1 "Community Supporter": "price" should be a number such as 25, without quotes or a $ sign.',
        "5. data/values.json, line 2, column 23: there is a comma after the last field of a group. Remove this comma.",
        "",
        'To check the fix before publishing, preview the site on your computer: run `npm ci && npm start` and open http://localhost:8000 (see "Editing content" in README.md).',
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
    editList("events.json", (events) => (entry(events, 0).date = "2024-13-01"))(dir);
    const stop = jest.fn((report: string): never => {
      throw new Error(report);
    });
    expect(() => readSiteSettingsOrStop(stop, dir)).toThrow(formatReport(checkContent(dir)));
    expect(stop.mock.calls[0]?.[0]).toContain("2 problems in data/ stop the site from building:");
    expect(stop.mock.calls[0]?.[0]).toContain("1. data/site.json, line 2, column 26: a comma is missing here, before the next field.");
    expect(stop.mock.calls[0]?.[0]).toContain('2. data/events.json, event 1 "Annual Community Gathering": "date" is "2024-13-01", a day that does not exist in the calendar.');
  });
});
