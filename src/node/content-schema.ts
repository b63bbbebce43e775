import { z } from "zod";
import { DATE_PATTERN, parseLocalDate, TIME_PATTERN } from "../lib/datetime";
import { ICON_NAMES } from "../lib/icons";
import { nearestName } from "../lib/nearest";
import { asWritten, lowerFirst } from "./wording";

/**
 * The shape of every file in data/, written once: the build checks the files against it before Gatsby reads
 * them, and the JSON Schemas in schemas/ that editors use are generated from it.
 *
 * Each check's message is the end of a sentence that starts with the field's name (`"date" ` +
 * `is "2024-02-30", …`), written for the volunteer who typed the value; the content check adds the file, the
 * item and the field in front. Descriptions are noun phrases: editors show them on hover, and the content check
 * reuses them to say what a missing field should hold.
 */

/** What an object is called in "… is not a field of an event". */
export const objectNames = z.registry<{ noun: string }>();

/** Fields that name a picture in data/, so the content check can open the file. */
const imagePathSchemas = new WeakSet<z.ZodType>();

export function isImagePath(schema: z.ZodType): boolean {
  return imagePathSchemas.has(schema);
}

function named<T extends z.ZodType>(schema: T, noun: string): T {
  objectNames.add(schema, { noun });
  return schema;
}

/** Text a page shows: it must be there and hold more than spaces. */
function text(description: string, example: string) {
  return z
    .string()
    .regex(/\S/, { error: `is empty. Fill in ${lowerFirst(description)}.` })
    .meta({ description, examples: [example], patternErrorMessage: "This text is empty." });
}

/** One entry of a list of texts (a benefit, a paragraph). */
const listedText = z
  .string()
  .regex(/\S/, { error: "is empty. Write the text between the quotes, or remove the item." })
  .meta({ patternErrorMessage: "This text is empty." });

function textList(description: string, example: string[], whenEmpty: string) {
  return z.array(listedText).min(1, { error: whenEmpty }).meta({ description, examples: [example] });
}

function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Ids end up in page addresses and in the page's HTML, so they keep to what both accept unchanged. */
function id(description: string, example: string) {
  return z
    .string()
    .regex(SLUG, {
      error: (issue) => {
        const suggestion = typeof issue.input === "string" ? slugify(issue.input) : "";
        const fix = suggestion ? `, such as ${asWritten(suggestion)}` : "";
        const rule = "an id may only contain lowercase letters, digits and single hyphens";
        return `is ${asWritten(issue.input)}, but ${rule}${fix}.`;
      },
    })
    .meta({ description, examples: [example], patternErrorMessage: "Lowercase letters, digits and hyphens only." });
}

function icon(description: string) {
  return z
    .enum(ICON_NAMES, {
      error: (issue) => {
        if (issue.code !== "invalid_value") return undefined;
        const suggestion = typeof issue.input === "string" ? nearestName(issue.input, ICON_NAMES) : undefined;
        const fix = suggestion ? `Did you mean ${asWritten(suggestion)}?` : `Use one of: ${ICON_NAMES.join(", ")}.`;
        return `is ${asWritten(issue.input)}, which is not an icon the site can draw. ${fix}`;
      },
    })
    .meta({ description, examples: ["heart"] });
}

// Spelled out in both cases rather than with the i flag, which JSON Schema patterns cannot carry.
const IMAGE_FILE_NAME = /\.([jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP]|[aA][vV][iI][fF])$/;

function imagePath(description: string, example: string) {
  const schema = z
    .string()
    .regex(/\S/, { error: `is empty. Fill in ${lowerFirst(description)}.`, abort: true })
    .regex(IMAGE_FILE_NAME, {
      error: (issue) =>
        `is ${asWritten(issue.input)}, but the site can only use pictures whose file names end in ` +
        ".jpg, .jpeg, .png, .webp or .avif. Save the picture as JPEG, PNG or WebP.",
    })
    .meta({
      description,
      examples: [example],
      patternErrorMessage: "A .jpg, .png, .webp or .avif file in data/images/.",
    });
  imagePathSchemas.add(schema);
  return schema;
}

const imageAlt = text(
  "What the picture shows, in one sentence, for people who cannot see it",
  "Volunteers setting out chairs in a sunny hall",
);

function calendarDay(date: string): boolean {
  try {
    parseLocalDate(date);
    return true;
  } catch {
    return false;
  }
}

const date = z
  .string()
  .regex(DATE_PATTERN, {
    error: (issue) =>
      `is ${asWritten(issue.input)}, which is not written as YYYY-MM-DD. ` +
      "Write the year, month and day with hyphens, such as 2024-03-15.",
    abort: true,
  })
  .refine(calendarDay, {
    error: (issue) =>
      `is ${asWritten(issue.input)}, a day that does not exist in the calendar. Check the month and the day.`,
  })
  .meta({
    description: "The day, written YYYY-MM-DD",
    examples: ["2024-03-15"],
    patternErrorMessage: "Write the date as YYYY-MM-DD.",
  });

function timeOfDay(description: string, example: string) {
  return z
    .string()
    .regex(TIME_PATTERN, {
      error: (issue) =>
        `is ${asWritten(issue.input)}, which is not a time of day. ` +
        "Write it as HH:MM on the 24-hour clock, from 00:00 to 23:59 (2 PM is 14:00).",
    })
    .meta({ description, examples: [example], patternErrorMessage: "Write the time as HH:MM, 24-hour." });
}

function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

function httpsAddress(description: string, example: string) {
  return z
    .string()
    .refine(isHttpsAddress, {
      error: (issue) => {
        const input = String(issue.input);
        return input.startsWith("http://")
          ? `is ${asWritten(input)}, which is not a secure address. Use the address that starts with https:// instead.`
          : `is ${asWritten(input)}, which is not a complete web address. ` +
              "Write the whole address, starting with https://.";
      },
    })
    .meta({ description, examples: [example], format: "uri", pattern: "^https://" });
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timezone = z
  .string()
  .refine(isTimeZone, {
    error: (issue) => {
      const suggestion = nearestName(String(issue.input), Intl.supportedValuesOf("timeZone"));
      const fix = suggestion
        ? `Did you mean ${asWritten(suggestion)}?`
        : 'Use a name from the IANA time zone list, such as "America/New_York".';
      return `is ${asWritten(issue.input)}, which is not the name of a time zone. ${fix}`;
    },
  })
  .meta({
    description: "The time zone that event times are written in, by its IANA name",
    examples: ["America/New_York"],
  });

/** "/" is Netlify Forms on the site's own host; any other service is named by its full https address. */
const contactFormEndpoint = z
  .string()
  .refine((value) => value === "/" || isHttpsAddress(value), {
    error: (issue) =>
      `is ${asWritten(issue.input)}, which is neither "/" (Netlify Forms, the default) nor the complete ` +
      "https:// address of a form service.",
  })
  .meta({
    description:
      'Where the contact form is sent: "/" for Netlify Forms, or the https:// address of any form service that ' +
      "accepts a url-encoded POST",
    examples: ["/", "https://forms.example.org/f/contact"],
  });

function isCurrencyCode(value: string): boolean {
  return Intl.supportedValuesOf("currency").includes(value);
}

const currency = z
  .string()
  .refine(isCurrencyCode, {
    error: (issue) => {
      const upper = String(issue.input).toUpperCase();
      const fix = isCurrencyCode(upper)
        ? `Write it in capitals: ${asWritten(upper)}.`
        : 'Write the three-letter code, such as "USD".';
      return `is ${asWritten(issue.input)}, which is not a currency code. ${fix}`;
    },
  })
  .meta({
    description: "The currency of the price, as its three-letter code",
    examples: ["USD"],
    pattern: "^[A-Z]{3}$",
  });

const BILLING_PERIODS = ["week", "month", "quarter", "year"] as const;

const billingPeriod = z
  .enum(BILLING_PERIODS, {
    error: (issue) => {
      if (issue.code !== "invalid_value") return undefined;
      const suggestion = typeof issue.input === "string" ? nearestName(issue.input, BILLING_PERIODS) : undefined;
      const fix = suggestion ? ` Did you mean ${asWritten(suggestion)}?` : "";
      const choices = BILLING_PERIODS.join(", ");
      return `is ${asWritten(issue.input)}, which the site cannot show after a price. Use one of: ${choices}.${fix}`;
    },
  })
  .meta({ description: 'How often the price is given, shown after it as "/month"', examples: ["month"] });

/** Dollars and cents, nothing else: the price is shown as "$25" or "$12.50". */
const price = z
  .number()
  .positive({ error: (issue) => `is ${asWritten(issue.input)}, but a price must be an amount above 0, such as 25.` })
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, {
    error: (issue) =>
      `is ${asWritten(issue.input)}, which has more than two decimal places. ` +
      "Write dollars and cents, such as 25 or 12.50.",
  })
  .meta({ description: "The amount, as a number without quotes or currency sign", examples: [25] });

const email = z
  .email({
    error: (issue) => `is ${asWritten(issue.input)}, which is not an e-mail address. Write it like name@example.org.`,
  })
  .meta({ description: "The e-mail address visitors write to", examples: ["hello@kindredminds.org"] });

// A US number written any common way: "(770) 555-0142", "770-555-0142", "+1 770 555 0142".
const US_PHONE = /^(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/;

const phone = z
  .string()
  .regex(US_PHONE, {
    error: (issue) =>
      `is ${asWritten(issue.input)}, which is not a US phone number with its area code. Write it like (770) 555-0142.`,
  })
  .meta({
    description: "The telephone number, with its area code",
    examples: ["(770) 555-0142"],
    patternErrorMessage: "A US number such as (770) 555-0142.",
  });

/** The key editors read to find a file's JSON Schema; allowed in the files that are a single group of fields. */
const schemaReference = z
  .string()
  .optional()
  .meta({ description: "Where editors find the rules of this file; leave it as it is" });

/** A fresh schema for each use, because describing a shared one would copy it without its name. */
function postalAddress(description: string) {
  return named(
    z
      .strictObject({
        street: text("The street address, with the suite if any", "11000 Medlock Bridge Road, Suite 100"),
        locality: text("The city or town", "Johns Creek"),
        region: text("The state, as its two-letter code", "GA"),
        postalCode: text("The ZIP code, in double quotes", "30097"),
        country: text("The country, as its two-letter code", "US"),
      })
      .meta({ description }),
    "an address",
  );
}

export const siteFile = named(
  z
    .strictObject({
      $schema: schemaReference,
      name: text("The organisation's short name, shown in the header and in page titles", "Kindred Minds"),
      legalName: text("The organisation's full legal name", "Kindred Minds Mental Health Education, Inc."),
      description: text(
        "One or two sentences about the organisation, shown by search engines",
        "Kindred Minds is a non-profit in Johns Creek, Georgia.",
      ),
      mission: text("The mission statement", "We provide mental health education through action-oriented resources."),
      email,
      phone,
      address: postalAddress("The organisation's postal address, also used for events that give none"),
      siteUrl: httpsAddress("The address of the live site, starting with https://", "https://kindredminds.org"),
      timezone,
      contactFormEndpoint,
    })
    .meta({
      title: "data/site.json",
      description: "The organisation's name, contact details, address, site address and time zone",
    }),
  "site.json",
);

export const homeFile = named(
  z
    .strictObject({
      $schema: schemaReference,
      heroImage: imagePath("The picture at the top of the home page, as a path inside data/", "images/hero.png"),
      heroImageAlt: imageAlt,
      impactHeading: text("The heading of the Our Impact section", "Our Impact"),
      impactTagline: text("The sentence under the Our Impact heading", "Every workshop adds up."),
    })
    .meta({ title: "data/home.json", description: "The home page's picture and the Our Impact heading and tagline" }),
  "home.json",
);

export const aboutFile = named(
  z
    .strictObject({
      $schema: schemaReference,
      image: imagePath("The picture on the About page, as a path inside data/", "images/about.png"),
      imageAlt,
      paragraphs: textList(
        "The paragraphs of the About page, in order",
        ["Kindred Minds is a non-profit based in Johns Creek, Georgia."],
        "is an empty list, so the About page would have no text. " +
          'Add at least one paragraph, such as [ "Kindred Minds is …" ].',
      ),
    })
    .meta({ title: "data/about.json", description: "The About page's picture and paragraphs" }),
  "about.json",
);

const eventLocation = named(
  z
    .strictObject({
      name: text("The name of the place", "Creekside Community Center"),
      address: postalAddress(
        "The address of the place; leave it out when the event is at the organisation's own address",
      ).optional(),
    })
    .meta({ description: "Where the event takes place", examples: [{ name: "Creekside Community Center" }] }),
  "a location",
);

export const eventItem = named(
  z
    .strictObject({
      id: id(
        "A short name for the event in lowercase letters, digits and hyphens, different from every other event's",
        "spring-open-house",
      ),
      title: text("The event's title, as the page shows it", "Spring Open House"),
      date,
      startTime: timeOfDay("The local start time, HH:MM on the 24-hour clock", "14:00"),
      endTime: timeOfDay("The local end time, HH:MM on the 24-hour clock, later than the start", "18:00"),
      location: eventLocation,
      description: text(
        "A few sentences on what happens at the event and who it is for",
        "An afternoon of short talks for the whole family.",
      ),
      image: imagePath("The event's picture, as a path inside data/", "images/events/spring-open-house.jpg"),
      imageAlt,
    })
    .meta({ description: "One event on the Events page" }),
  "an event",
);

export const eventsFile = z
  .array(eventItem)
  .min(1, { error: "has no events, so the Events page would be empty. Add at least one event." })
  .meta({
    title: "data/events.json",
    description: "The events on the Events page, in any order (the page sorts them by date)",
  });

export const tierItem = named(
  z
    .strictObject({
      id: id(
        "A short name in lowercase letters, digits and hyphens, different from every other giving level's",
        "tier-monthly",
      ),
      name: text("The giving level's name", "Community Supporter"),
      price,
      currency,
      billingPeriod,
      description: text("A sentence on what this gift makes possible", "Keep our free workshops running."),
      includes: z
        .string()
        .optional()
        .meta({
          description: "The id of another giving level whose benefits this one also gives",
          examples: ["tier-monthly"],
        }),
      benefits: textList(
        "What donors at this level receive",
        ["Monthly newsletter updates"],
        "is an empty list. " +
          'Add at least one thing donors at this level receive, such as [ "Monthly newsletter updates" ].',
      ),
      icon: icon("The icon shown on the giving level's card"),
      featured: z.boolean().optional().meta({ description: "true to highlight this level as the most chosen" }),
      checkoutUrl: httpsAddress(
        "The page of the payment or donation platform that Donate Now opens, starting with https://; " +
          "leave it out to send donors to the contact form",
        "https://donate.example.org/kindred-minds/monthly",
      ).optional(),
    })
    .meta({ description: "One giving level on the Donation page" }),
  "a giving level",
);

export const tiersFile = z
  .array(tierItem)
  .min(1, { error: "has no giving levels, so the Donation page would be empty. Add at least one giving level." })
  .meta({ title: "data/tiers.json", description: "The giving levels on the Donation page, in the order shown" });

export const programItem = named(
  z
    .strictObject({
      id: id(
        "A short name in lowercase letters, digits and hyphens; it is also the program page's address, /programs/<id>/",
        "education-support",
      ),
      name: text("The program's name", "Education Support"),
      summary: text(
        "One or two sentences shown on the program's card",
        "Workshops that help students recognise stress early.",
      ),
      details: textList(
        "The paragraphs of the program's own page, in order",
        ["Education Support brings lessons into schools."],
        "is an empty list, so the program's page would have no text. Add at least one paragraph.",
      ),
      highlights: textList(
        "Short points listed on the program's page",
        ["Classroom workshops for students"],
        "is an empty list. Add at least one short point about the program.",
      ),
      icon: icon("The icon shown beside the program's name"),
      image: imagePath("The program's picture, as a path inside data/", "images/programs/education-support.png"),
      imageAlt,
    })
    .meta({ description: "One program, with its own page" }),
  "a program",
);

export const programsFile = z
  .array(programItem)
  .min(1, { error: "has no programs, so the Programs page would be empty. Add at least one program." })
  .meta({ title: "data/programs.json", description: "The programs, in the order shown" });

export const valueItem = named(
  z
    .strictObject({
      id: id("A short name in lowercase letters, digits and hyphens, different from every other value's", "compassion"),
      name: text("The value's name", "Compassion"),
      text: text("A sentence or two on what the value means", "We meet every person where they are."),
      icon: icon("The icon shown above the value"),
    })
    .meta({ description: "One of the organisation's values" }),
  "a value",
);

export const valuesFile = z
  .array(valueItem)
  .min(1, { error: "has no values, so the Mission page would show an empty section. Add at least one value." })
  .meta({ title: "data/values.json", description: "The values on the Mission page, in the order shown" });

export const impactItem = named(
  z
    .strictObject({
      id: id(
        "A short name in lowercase letters, digits and hyphens, different from every other figure's",
        "people-trained",
      ),
      value: text("The figure, as it should read", "1,200"),
      label: text("What the figure counts", "people trained in Mental Health First Aid"),
    })
    .meta({ description: "One figure in the Our Impact section" }),
  "an impact figure",
);

export const impactFile = z
  .array(impactItem)
  .meta({ title: "data/impact.json", description: "The Our Impact figures on the home page; [] hides the section" });

export type SiteFile = z.infer<typeof siteFile>;
export type PostalAddress = SiteFile["address"];
export type EventItem = z.infer<typeof eventItem>;
export type TierItem = z.infer<typeof tierItem>;
export type ProgramItem = z.infer<typeof programItem>;
export type ValueItem = z.infer<typeof valueItem>;
export type ImpactItem = z.infer<typeof impactItem>;

export interface ContentFile {
  /** The file's name inside data/. */
  name: string;
  schema: z.ZodType;
  /** For a file that is a list: what one entry is called in messages ("event 2 …"). */
  item?: string;
}

/** Every file the site reads from data/, in the order problems are reported. */
export const CONTENT_FILES: readonly ContentFile[] = [
  { name: "site.json", schema: siteFile },
  { name: "home.json", schema: homeFile },
  { name: "about.json", schema: aboutFile },
  { name: "events.json", schema: eventsFile, item: "event" },
  { name: "tiers.json", schema: tiersFile, item: "giving level" },
  { name: "programs.json", schema: programsFile, item: "program" },
  { name: "values.json", schema: valuesFile, item: "value" },
  { name: "impact.json", schema: impactFile, item: "impact figure" },
];
