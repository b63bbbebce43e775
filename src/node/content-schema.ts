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

/**
 * How the editor at /admin/ shows a field, where the kind of value alone does not say: several lines of text,
 * a choice from a list, a reference to another entry, a date picker, or a value it keeps without showing.
 */
export type EditorHint =
  | { widget: "text" }
  | { widget: "select"; options: readonly string[] }
  | { widget: "relation"; collection: string; searchField: string }
  | { widget: "date" }
  | { widget: "hidden" };

export const editorHints = z.registry<EditorHint>();

function shown<T extends z.ZodType>(schema: T, hint: EditorHint): T {
  editorHints.add(schema, hint);
  return schema;
}

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

/** Text of a sentence or more, which the editor gives several lines. */
function paragraph(description: string, example: string) {
  return shown(text(description, example), { widget: "text" });
}

/** One entry of a list of texts (a benefit, a paragraph). */
function listedText() {
  return z
    .string()
    .regex(/\S/, { error: "is empty. Write the text between the quotes, or remove the item." })
    .meta({ patternErrorMessage: "This text is empty." });
}

const listedLine = listedText();
const listedParagraph = shown(listedText(), { widget: "text" });

function textList(description: string, example: string[], whenEmpty: string, items = listedLine) {
  return z.array(items).min(1, { error: whenEmpty }).meta({ description, examples: [example] });
}

function paragraphList(description: string, example: string[], whenEmpty: string) {
  return textList(description, example, whenEmpty, listedParagraph);
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

const date = shown(
  z
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
    }),
  { widget: "date" },
);


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

const timezone = shown(
  z
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
    }),
  { widget: "select", options: Intl.supportedValuesOf("timeZone") },
);


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
const schemaReference = shown(
  z.string().meta({ description: "Where editors find the rules of this file; leave it as it is" }),
  { widget: "hidden" },
).optional();

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
      description: paragraph(
        "One or two sentences about the organisation, shown by search engines",
        "Kindred Minds is a non-profit in Johns Creek, Georgia.",
      ),
      mission: paragraph("The mission statement", "We provide mental health education through action-oriented resources."),
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


/** Where a list entry stands among the others: 1 first, then 2, 3 … (equal numbers keep no particular order). */
function order(noun: string) {
  return z
    .number()
    .int({ error: (issue) => `is ${asWritten(issue.input)}, but the position must be a whole number such as 1, 2 or 3.` })
    .min(1, { error: (issue) => `is ${asWritten(issue.input)}, but the position must be 1 or more (1 is shown first).` })
    .meta({ description: `Where the ${noun} is shown among the others: 1 first, then 2, 3 …`, examples: [1] });
}

/** What search engines and shared links show for a page. */
function seo(title: string, description: string | undefined) {
  const descriptionSchema = text(
    "The page's description in search results and shared links, one or two sentences",
    description ?? "Mental health education in Johns Creek, Georgia.",
  );
  return named(
    z
      .strictObject({
        title: text("The page's title in search results and browser tabs; the organisation's name is added after it", title),
        description: description === undefined ? descriptionSchema.optional() : descriptionSchema,
      })
      .meta({ description: "How the page appears in search results and shared links" }),
    "the search and sharing texts",
  );
}

/** The texts at the top of every page: a small line above the heading, the heading itself and an introduction. */
function pageTop(eyebrow: string, title: string) {
  return {
    $schema: schemaReference,
    eyebrow: text("The short line above the page's heading", eyebrow),
    title: text("The page's main heading", title),
  };
}

const intro = (example: string) => paragraph("The introduction under the page's heading", example);

function page<Shape extends z.core.$ZodLooseShape>(file: string, description: string, shape: Shape) {
  return named(z.strictObject(shape).meta({ title: `data/${file}`, description }), file);
}

export const homePage = page("pages/home.json", "The home page: its heading, picture and section texts", {
  ...pageTop("Mental health education · Johns Creek, Georgia", "Welcome"),
  heroImage: imagePath("The picture at the top of the home page, as a path inside data/", "images/hero.png"),
  heroImageAlt: imageAlt,
  programsHeading: text("The heading of the section that lists the programs", "What we do"),
  programsTagline: text("The sentence under the programs heading", "Three programs, one goal."),
  impactHeading: text("The heading of the Our Impact section", "Our Impact"),
  impactTagline: text("The sentence under the Our Impact heading", "Every workshop adds up."),
  nextEventHeading: text("The small heading above the next upcoming event, shown when there is one", "Next event"),
  nextEventLinkLabel: text("The text of the link from the next event to the Events page", "See all events"),
  seo: seo("Mental health education in Johns Creek, Georgia", undefined),
});

export const aboutPage = page("pages/about.json", "The About page's texts and picture", {
  ...pageTop("Who we are", "About Us"),
  intro: intro("Neighbours helping neighbours."),
  image: imagePath("The picture on the About page, as a path inside data/", "images/about.png"),
  imageAlt,
  paragraphs: paragraphList(
    "The paragraphs of the About page, in order",
    ["Kindred Minds is a non-profit based in Johns Creek, Georgia."],
    "is an empty list, so the About page would have no text. " +
      'Add at least one paragraph, such as [ "Kindred Minds is …" ].',
  ),
  missionLinkLabel: text("The text of the button that leads to the Mission page", "Our mission and values"),
  volunteerLinkLabel: text("The text of the button that leads to the contact form to volunteer", "Volunteer with us"),
  seo: seo("About Us", "Who we are: a Johns Creek non-profit of staff and volunteers."),
});

export const valueItem = named(
  z
    .strictObject({
      name: text("The value's name", "Compassion"),
      text: paragraph("A sentence or two on what the value means", "We meet every person where they are."),
      icon: icon("The icon shown above the value"),
    })
    .meta({ description: "One of the organisation's values" }),
  "a value",
);

export const missionPage = page("pages/mission.json", "The Mission page: its heading and the values", {
  ...pageTop("Why we exist", "Our Mission & Values"),
  valuesHeading: text("The heading of the values, read out by screen readers", "Our values"),
  values: z
    .array(valueItem)
    .min(1, { error: "is an empty list, so the Mission page would show an empty section. Add at least one value." })
    .meta({ description: "The values, in the order shown" }),
  seo: seo("Our Mission & Values", "Our mission and the values behind it."),
});

export const eventsPage = page("pages/events.json", "The Events page's texts", {
  ...pageTop("Join us", "Upcoming Events"),
  intro: intro("Free, friendly gatherings."),
  emptyHeading: text(
    "The heading shown instead of events when none is upcoming, above the newsletter sign-up",
    "No events are planned just now",
  ),
  emptyText: paragraph(
    "The sentence under that heading, which invites people to sign up for the newsletter",
    "Sign up for our newsletter and you will hear about our next gatherings first.",
  ),
  pastHeading: text("The heading above the events that have ended", "Past events"),
  seo: seo("Upcoming Events", "Community gatherings, volunteer days and our summer gala."),
});

export const programsPage = page("pages/programs.json", "The Programs page's texts", {
  ...pageTop("What we do", "Our Programs"),
  intro: intro("Practical, community-based programs."),
  seo: seo("Our Programs", "How we bring mental health education to Johns Creek."),
});

export const programPage = page("pages/program.json", "The texts that every program's own page shares", {
  $schema: schemaReference,
  eyebrow: text("The short line above the program's name", "Our Programs"),
  offersHeading: text("The heading above the program's highlights", "What the program offers"),
  ctaHeading: text(
    "The heading of the box that asks for support; {program} is replaced by the program's name",
    "Help {program} reach more people",
  ),
  ctaText: paragraph("The sentence in the box that asks for support", "A monthly gift keeps this program free."),
  askLabel: text("The text of the button that leads to the contact form", "Ask about this program"),
  backLabel: text("The text of the link back to all programs", "All programs"),
});

export const donationPage = page("pages/donation.json", "The Donation page's texts", {
  ...pageTop("Give", "Support Our Mission"),
  intro: intro("Your monthly gift keeps our workshops free."),
  tiersHeading: text("The heading of the giving levels, read out by screen readers", "Giving levels"),
  note: paragraph(
    "The sentence after the organisation's legal name under the giving levels",
    "is a 501(c)(3) non-profit organisation; donations are tax-deductible to the extent allowed by law.",
  ),
  questions: text("The words before the e-mail address under the giving levels", "Questions about giving? Write to"),
  seo: seo("Support Our Mission", "Give monthly and keep mental health education free."),
});

/** A number to dial or text, such as 988: digits only, since the page makes call and text links from it. */
function phoneNumberText(description: string, example: string) {
  return z
    .string()
    .regex(/^\d{3,15}$/, {
      error: (issue) => `is ${asWritten(issue.input)}, but it should be the number alone, in digits, such as ${example}.`,
    })
    .meta({ description, examples: [example], patternErrorMessage: `Digits only, such as ${example}.` });
}

const contactTopic = named(
  z
    .strictObject({
      id: id(
        "A short name for the topic, used by links that choose it and shown in each message received; " +
          "volunteering, giving and program are chosen by links from other pages, so keep those",
        "volunteering",
      ),
      label: text("The topic as the form offers it", "Volunteering"),
    })
    .meta({ description: "One topic of the contact form" }),
  "a topic",
);

export const contactPage = page("pages/contact.json", "The Contact page's texts", {
  ...pageTop("Contact", "Get in touch"),
  intro: intro("Send us a message and we will reply within two working days."),
  detailsHeading: text("The heading above the address, telephone and e-mail", "Our details"),
  formHeading: text("The heading above the contact form", "Send us a message"),
  topicLabel: text("The question above the choice of topics", "What is it about?"),
  topics: z
    .array(contactTopic)
    .min(1, { error: "is an empty list, so the contact form would offer no topic. Add at least one topic." })
    .meta({
      description:
        "The topics a message can be about, in the order offered; the first is chosen unless a link chooses another",
    }),
  programMessage: text(
    "The message the form starts from after a program page's button; {program} is replaced by the program's name",
    "Hello, I have a question about the {program} program.",
  ),
  seo: seo("Get in touch", "Write, call or visit us in Johns Creek, Georgia."),
});

export const newsletterThanksPage = page(
  "pages/newsletter-thanks.json",
  "The page shown after signing up for the newsletter without JavaScript",
  {
    ...pageTop("Newsletter", "Thank you for signing up"),
    intro: intro("You are on our list."),
    linkLabel: text("The text of the button that leads to the Events page", "See our events"),
    seo: seo("Signed up for the newsletter", "Thank you for signing up for our newsletter."),
  },
);

const newsletterTexts = named(
  z
    .strictObject({
      heading: text("The heading of the newsletter sign-up", "Our monthly newsletter"),
      text: text("The sentence under the heading: what the newsletter brings", "News of events, once a month."),
      note: text(
        "The one-line consent and privacy note under the fields: what the address is used for",
        "We use your address only to send this newsletter and never share it.",
      ),
      buttonLabel: text("The text of the sign-up button", "Sign up"),
      sentTitle: text("The thank-you shown in place of the form once someone has signed up", "Thank you for signing up"),
      sentText: text("The sentence under that thank-you", "Look out for our next newsletter."),
    })
    .meta({ description: "The newsletter sign-up, in the footer of every page and on the Events page" }),
  "the newsletter texts",
);

const crisisTexts = named(
  z
    .strictObject({
      heading: text("The first words of the crisis notice, in bold", "In crisis?"),
      text: text(
        "The sentence after them, before the numbers",
        "We are an education organisation and cannot offer emergency help.",
      ),
      lifelineName: text("The crisis line's name, after its number", "the Suicide & Crisis Lifeline"),
      lifelineNumber: phoneNumberText("The crisis line's number, to call or text", "988"),
      emergencyNumber: phoneNumberText("The emergency number", "911"),
    })
    .meta({
      description:
        'The crisis notice in every footer and on the contact page: "Call 988 or text 988, the Suicide & Crisis ' +
        'Lifeline, any time. In an emergency, call 911."',
    }),
  "the crisis notice",
);

export const footerFile = named(
  z
    .strictObject({
      $schema: schemaReference,
      newsletter: newsletterTexts,
      crisis: crisisTexts,
    })
    .meta({
      title: "data/footer.json",
      description: "The texts at the foot of every page: the newsletter sign-up and the crisis line",
    }),
  "footer.json",
);

export const thanksPage = page("pages/thanks.json", "The page shown after a message is sent", {
  ...pageTop("Message sent", "Thank you for writing to us"),
  intro: intro("We will reply within two working days."),
  linkLabel: text("The text of the button that leads to the Events page", "See our upcoming events"),
  seo: seo("Message sent", "Your message has reached our team."),
});

export const notFoundPage = page("pages/not-found.json", "The page shown for an address that does not exist", {
  ...pageTop("Error 404", "We couldn’t find that page"),
  intro: intro("The page may have moved. These links lead somewhere helpful:"),
  homeLabel: text("The text of the link to the home page", "Home"),
  seo: seo("Page not found", "This page could not be found."),
});

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
      title: text("The event's title, as the page shows it", "Spring Open House"),
      date,
      startTime: timeOfDay("The local start time, HH:MM on the 24-hour clock", "14:00"),
      endTime: timeOfDay("The local end time, HH:MM on the 24-hour clock, later than the start", "18:00"),
      location: eventLocation,
      description: paragraph(
        "A few sentences on what happens at the event and who it is for",
        "An afternoon of short talks for the whole family.",
      ),
      image: imagePath("The event's picture, as a path inside data/", "images/events/spring-open-house.jpg"),
      imageAlt,
    })
    .meta({ title: "An event in data/events/", description: "One event on the Events page" }),
  "an event",
);

export const tierItem = named(
  z
    .strictObject({
      order: order("giving level"),
      name: text("The giving level's name", "Community Supporter"),
      price,
      currency,
      billingPeriod,
      description: paragraph("A sentence on what this gift makes possible", "Keep our free workshops running."),
      includes: shown(
        z.string().meta({
          description:
            "Another giving level whose benefits this one also gives, by its file name without .json " +
            '(shown as "Everything in …, plus:")',
          examples: ["tier-monthly"],
        }),
        { widget: "relation", collection: "tiers", searchField: "name" },
      ).optional(),
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
    .meta({ title: "A giving level in data/tiers/", description: "One giving level on the Donation page" }),
  "a giving level",
);

export const programItem = named(
  z
    .strictObject({
      order: order("program"),
      name: text("The program's name", "Education Support"),
      summary: paragraph(
        "One or two sentences shown on the program's card",
        "Workshops that help students recognise stress early.",
      ),
      details: paragraphList(
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
    .meta({
      title: "A program in data/programs/",
      description: "One program, with its own page at /programs/<file name>/",
    }),
  "a program",
);

export const impactItem = named(
  z
    .strictObject({
      order: order("figure"),
      value: text("The figure, as it should read", "1,200"),
      label: text("What the figure counts", "people trained in Mental Health First Aid"),
    })
    .meta({ title: "An impact figure in data/impact/", description: "One figure in the Our Impact section" }),
  "an impact figure",
);

export type SiteFile = z.infer<typeof siteFile>;
export type PostalAddress = SiteFile["address"];
export type EventItem = z.infer<typeof eventItem>;
export type TierItem = z.infer<typeof tierItem>;
export type ProgramItem = z.infer<typeof programItem>;
export type ValueItem = z.infer<typeof valueItem>;
export type ImpactItem = z.infer<typeof impactItem>;

/** A file in data/ that holds one group of fields: the site's settings or the texts of a page. */
export interface SettingsFile {
  /** The file's path inside data/: "site.json", "pages/home.json". */
  name: string;
  /** What the editor calls it. */
  label: string;
  schema: z.ZodType;
}

/** A folder of data/ with one file per entry, named by the entry's id: data/events/spring-open-house.json. */
export interface ListFolder {
  /** The folder inside data/: "events". */
  folder: string;
  /** What the editor calls the list, and one entry. */
  label: string;
  /** What one entry is called in messages ("event "Spring Open House""). */
  item: string;
  schema: z.ZodType;
  /** The field that names an entry in messages and in the editor's lists. */
  nameField: string;
  /** Where the list must not be empty, what to say when it is. */
  required?: string;
  /** How the entries are ordered on the site, for the editor's list. */
  sortField: string;
  /** The editor lists the highest first (events: the latest dates, where the coming ones are). */
  sortDescending?: boolean;
}

/** The settings-like files, in the order problems are reported. */
export const SETTINGS_FILES: readonly SettingsFile[] = [
  { name: "site.json", label: "Organisation and contact details", schema: siteFile },
  { name: "footer.json", label: "Footer: newsletter and crisis line", schema: footerFile },
  { name: "pages/home.json", label: "Home page", schema: homePage },
  { name: "pages/about.json", label: "About page", schema: aboutPage },
  { name: "pages/mission.json", label: "Mission and values page", schema: missionPage },
  { name: "pages/events.json", label: "Events page", schema: eventsPage },
  { name: "pages/programs.json", label: "Programs page", schema: programsPage },
  { name: "pages/program.json", label: "Every program's page", schema: programPage },
  { name: "pages/donation.json", label: "Donation page", schema: donationPage },
  { name: "pages/contact.json", label: "Contact page", schema: contactPage },
  { name: "pages/thanks.json", label: "Thank-you page after a message", schema: thanksPage },
  { name: "pages/newsletter-thanks.json", label: "Thank-you page after signing up", schema: newsletterThanksPage },
  { name: "pages/not-found.json", label: "Page not found", schema: notFoundPage },
];

/** The lists that grow, one file per entry, in the order problems are reported. */
export const LIST_FOLDERS: readonly ListFolder[] = [
  {
    folder: "events",
    label: "Events",
    item: "event",
    schema: eventItem,
    nameField: "title",
    sortField: "date",
    sortDescending: true,
  },
  {
    folder: "programs",
    label: "Programs",
    item: "program",
    schema: programItem,
    nameField: "name",
    sortField: "order",
    required: "has no programs, so the Programs page would be empty. Add at least one program.",
  },
  {
    folder: "tiers",
    label: "Giving levels",
    item: "giving level",
    schema: tierItem,
    nameField: "name",
    sortField: "order",
    required: "has no giving levels, so the Donation page would be empty. Add at least one giving level.",
  },
  {
    folder: "impact",
    label: "Impact figures",
    item: "impact figure",
    schema: impactItem,
    nameField: "label",
    sortField: "order",
  },
];

/** One file the check reads: a settings file, or one entry of a list folder (`item` set). */
export interface ContentFile {
  /** The file's path inside data/. */
  name: string;
  schema: z.ZodType;
  /** For an entry of a list: what one entry is called in messages ("event "Spring Open House""). */
  item?: string;
  /** For an entry of a list: the field that names it. */
  nameField?: string;
}
