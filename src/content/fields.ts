import { z } from "zod";
import { ICON_NAMES } from "../lib/data-icons";
import { nearestName } from "../lib/nearest";
import { placeholdersIn } from "../lib/templates";
import { helped, kept, labeled, markImagePath, named, shown, translated } from "./field-notes";
import { ID_PATTERN, slugify } from "./ids";
import { asWritten, lowerFirst } from "./wording";

/**
 * The field library: every kind of value a file in data/ holds (a text, a date, a price, a picture …), each
 * with its check and the check's wording. The shapes of the files (shapes.ts) are made of these, and so
 * everything generated from them: the build's check, the JSON Schemas, the editor's fields, the GraphQL types.
 * Days, times and the time zone are in time-fields.ts; what is noted about a field besides its value (its
 * editor widget, label, help) in field-notes.ts.
 *
 * Each check's message is the end of a sentence that starts with the field's name (`"date" ` +
 * `is "2024-02-30", …`), written for the volunteer who typed the value; the content check adds the file, the
 * item and the field in front. Descriptions are noun phrases: editors show them on hover, and the content check
 * reuses them to say what a missing field should hold.
 */

/** Text a page shows: it must be there and hold more than spaces. */
export function text(description: string, example: string) {
  // The same words in the build's message ("title" is empty. Fill in …) and beside the field in the editor.
  const fix = `Fill in ${lowerFirst(description)}.`;
  return translated(
    z
      .string()
      .regex(/\S/, { error: `is empty. ${fix}` })
      .meta({ description, examples: [example], patternErrorMessage: `This is empty. ${fix}` }),
  );
}

/** Text of a sentence or more, which the editor gives several lines. */
export function paragraph(description: string, example: string) {
  return shown(text(description, example), { widget: "text" });
}

/** One entry of a list of texts (a benefit, a paragraph), called `label` in the editor. */
function listedText(label: string) {
  return translated(
    labeled(
      z
        .string()
        .regex(/\S/, { error: "is empty. Write the text between the quotes, or remove the item." })
        .meta({ patternErrorMessage: "This is empty. Write the text, or remove the item." }),
      label,
    ),
  );
}

/** A list of short texts, one line each; `item` is what the editor calls one ("Benefit"). */
export function textList(description: string, example: string[], whenEmpty: string, item: string) {
  return z
    .array(listedText(item))
    .min(1, { error: whenEmpty })
    .meta({ description, examples: [example] });
}

/** A list of paragraphs, each given several lines in the editor. */
export function paragraphList(description: string, example: string[], whenEmpty: string) {
  const paragraphItem = shown(listedText("Paragraph"), { widget: "text" });
  return z
    .array(paragraphItem)
    .min(1, { error: whenEmpty })
    .meta({ description, examples: [example] });
}

const ID_RULE = "An id may only contain lowercase letters, digits and single hyphens";

/** Ids end up in page addresses and in the page's HTML, so they keep to what both accept unchanged. */
export function id(description: string, example: string) {
  return z
    .string()
    .regex(ID_PATTERN, {
      error: (issue) => {
        const suggestion = typeof issue.input === "string" ? slugify(issue.input) : "";
        const fix = suggestion ? `, such as ${asWritten(suggestion)}` : "";
        return `is ${asWritten(issue.input)}, but ${lowerFirst(ID_RULE)}${fix}.`;
      },
    })
    .meta({ description, examples: [example], patternErrorMessage: `${ID_RULE}, such as volunteering or spring-open-house.` });
}

export function icon(description: string) {
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
const IMAGE_RULE =
  "the site can only use pictures whose file names end in .jpg, .jpeg, .png, .webp or .avif. " + "Save the picture as JPEG, PNG or WebP.";

export function imagePath(description: string, example: string, label = "Picture") {
  const schema = z
    .string()
    .regex(/\S/, { error: `is empty. Fill in ${lowerFirst(description)}.`, abort: true })
    .regex(IMAGE_FILE_NAME, {
      error: (issue) => `is ${asWritten(issue.input)}, but ${IMAGE_RULE}`,
    })
    .meta({
      description,
      examples: [example],
      patternErrorMessage: `This picture cannot be used: ${IMAGE_RULE}`,
    });
  markImagePath(schema);
  // In the editor, a picture is chosen or uploaded, not written as a path.
  const help =
    `${description.replace(/, as a path inside data\/$/, "")}: choose it or upload it. ` +
    "JPEG, PNG or WebP, at least 1600 pixels wide, in 4:3 landscape.";
  return helped(labeled(schema, label), help);
}

/** A picture's description, beside its path. */
export function imageAlt(label = "Picture description (alt text)") {
  return labeled(
    text("What the picture shows, in one sentence, for people who cannot see it", "Volunteers setting out chairs in a sunny hall"),
    label,
  );
}

export function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

export function httpsAddress(description: string, example: string) {
  return z
    .string()
    .refine(isHttpsAddress, {
      error: (issue) => {
        const input = String(issue.input);
        return input.startsWith("http://")
          ? `is ${asWritten(input)}, which is not a secure address. Use the address that starts with https:// instead.`
          : `is ${asWritten(input)}, which is not a complete web address. ` + "Write the whole address, starting with https://.";
      },
    })
    .meta({
      description,
      examples: [example],
      format: "uri",
      pattern: "^https://",
      patternErrorMessage: "This is not a secure web address. Write the whole address, starting with https://.",
    });
}

/** An address on the site itself, from its root: "/resources/old-name/", without the host, a ? or a #. */
const SITE_PATH = /^\/(?!\/)[^\s?#]*$/;

export function isSitePath(value: string): boolean {
  return SITE_PATH.test(value);
}

export function sitePath(description: string, example: string) {
  const rule = `Write the part of the address after the site's name, starting with /, such as ${asWritten(example)}.`;
  return z
    .string()
    .regex(SITE_PATH, { error: (issue) => `is ${asWritten(issue.input)}, which is not an address on this site. ${rule}` })
    .meta({ description, examples: [example], patternErrorMessage: `This is not an address on this site. ${rule}` });
}

/** "/" is Netlify Forms on the site's own host; any other service is named by its full https address. */
export const contactFormEndpoint = z
  .string()
  .refine((value) => value === "/" || isHttpsAddress(value), {
    error: (issue) =>
      `is ${asWritten(issue.input)}, which is neither "/" (Netlify Forms, the default) nor the complete ` + "https:// address of a form service.",
  })
  .meta({
    description:
      'Where the contact form is sent: "/" for Netlify Forms, or the https:// address of any form service that ' + "accepts a url-encoded POST",
    examples: ["/", "https://forms.example.org/f/contact"],
  });

function isCurrencyCode(value: string): boolean {
  return Intl.supportedValuesOf("currency").includes(value);
}

export const currency = z
  .string()
  .refine(isCurrencyCode, {
    error: (issue) => {
      const upper = String(issue.input).toUpperCase();
      const fix = isCurrencyCode(upper) ? `Write it in capitals: ${asWritten(upper)}.` : 'Write the three-letter code, such as "USD".';
      return `is ${asWritten(issue.input)}, which is not a currency code. ${fix}`;
    },
  })
  .meta({
    description: "The currency of the price, as its three-letter code",
    examples: ["USD"],
    pattern: "^[A-Z]{3}$",
    patternErrorMessage: 'This is not a currency code. Write the three-letter code, such as "USD".',
  });

/** How often a giving level's price is given; data/labels.json says how each is written after a price. */
export const BILLING_PERIODS = ["week", "month", "quarter", "year"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const billingPeriod = z
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
export const price = z
  .number()
  .positive({ error: (issue) => `is ${asWritten(issue.input)}, but a price must be an amount above 0, such as 25.` })
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, {
    error: (issue) => `is ${asWritten(issue.input)}, which has more than two decimal places. ` + "Write dollars and cents, such as 25 or 12.50.",
  })
  .meta({ description: "The amount, as a number without quotes or currency sign", examples: [25] });
helped(price, "The amount, without a currency sign: 25, or 12.50 with cents");

export const email = z
  .email({
    error: (issue) => `is ${asWritten(issue.input)}, which is not an e-mail address. Write it like name@example.org.`,
  })
  .meta({
    description: "The e-mail address visitors write to",
    examples: ["hello@kindredminds.org"],
    patternErrorMessage: "This is not an e-mail address. Write it like name@example.org.",
  });

// A US number written any common way: "(770) 555-0142", "770-555-0142", "+1 770 555 0142".
const US_PHONE = /^(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/;
const PHONE_RULE = "Is not a US phone number with its area code. Write it like (770) 555-0142.";

export const phone = z
  .string()
  .regex(US_PHONE, {
    error: (issue) => `is ${asWritten(issue.input)}, which ${lowerFirst(PHONE_RULE)}`,
  })
  .meta({
    description: "The telephone number, with its area code",
    examples: ["(770) 555-0142"],
    patternErrorMessage: `This ${lowerFirst(PHONE_RULE)}`,
  });

/** The key editors read to find a file's JSON Schema; allowed in the files that are a single group of fields. */
export const schemaReference = shown(z.string().meta({ description: "Where editors find the rules of this file; leave it as it is" }), {
  widget: "hidden",
}).optional();

/** A fresh schema for each use, because describing a shared one would copy it without its name. */
export function postalAddress(description: string) {
  return named(
    z
      .strictObject({
        street: kept(text("The street address, with the suite if any", "11000 Medlock Bridge Road, Suite 100")),
        locality: kept(text("The city or town", "Johns Creek")),
        region: kept(text("The state, as its two-letter code", "GA")),
        postalCode: kept(helped(text("The ZIP code, in double quotes", "30097"), "The ZIP code")),
        country: kept(text("The country, as its two-letter code", "US")),
      })
      .meta({ description }),
    "an address",
    "PostalAddress",
  );
}

/** One or more ids chosen from a list in a settings file: a guide's topics, from data/pages/resources.json. */
export function chosenIds(description: string, example: string[], from: { file: string; list: string; noun: string; help: string }) {
  const item = id(`One ${from.noun}, by its id`, example[0] ?? "");
  const field = shown(
    z
      .array(item)
      .min(1, { error: `is an empty list. Choose at least one ${from.noun}.` })
      .meta({ description, examples: [example] }),
    { widget: "choice", file: from.file, list: from.list, valueField: "id", labelField: "label" },
  );
  return helped(field, from.help);
}

/** Where a list entry stands among the others: 1 first, then 2, 3 … (equal numbers keep no particular order). */
export function order(noun: string) {
  return z
    .number()
    .int({ error: (issue) => `is ${asWritten(issue.input)}, but the position must be a whole number such as 1, 2 or 3.` })
    .min(1, { error: (issue) => `is ${asWritten(issue.input)}, but the position must be 1 or more (1 is shown first).` })
    .meta({ description: `Where the ${noun} is shown among the others: 1 first, then 2, 3 …`, examples: [1] });
}

/** What search engines and shared links show for a page. */
export function seo(title: string, description: string | undefined) {
  const descriptionSchema = text(
    "The page's description in search results and shared links, one or two sentences",
    description ?? "Mental health education in Johns Creek, Georgia.",
  );
  const texts = named(
    z
      .strictObject({
        title: text("The page's title in search results and browser tabs; the organization's name is added after it", title),
        description: description === undefined ? descriptionSchema.optional() : descriptionSchema,
      })
      .meta({ description: "How the page appears in search results and shared links" }),
    "the search and sharing texts",
    "SeoTexts",
  );
  return labeled(texts, "Search and sharing");
}

/** The texts at the top of every page: a small line above the heading, the heading itself and an introduction. */
export function pageTop(eyebrow: string, title: string) {
  return {
    $schema: schemaReference,
    eyebrow: text("The short line above the page's heading", eyebrow),
    title: text("The page's main heading", title),
  };
}

export const intro = (example: string) => paragraph("The introduction under the page's heading", example);

export function page<Shape extends z.core.$ZodLooseShape>(file: string, description: string, shape: Shape) {
  return named(z.strictObject(shape).meta({ title: `data/${file}`, description }), file);
}

/**
 * A sentence with named places, such as "Help {program} reach more people": the page puts a name or a link in
 * each place, so none may be lost, and no other may be added.
 */
export function template(description: string, example: string, names: readonly string[], optional: readonly string[] = []) {
  const wanted = names.map((name) => `{${name}}`);
  const list = wanted.join(", ");
  const allowed = [...names, ...optional];
  const allowedList = allowed.map((name) => `{${name}}`).join(", ");
  return translated(
    text(description, example)
      .refine((value) => placeholdersIn(value).every((name) => allowed.includes(name)), {
        error: (issue) => {
          const unknown = placeholdersIn(String(issue.input)).filter((name) => !allowed.includes(name));
          const them = unknown.map((name) => `{${name}}`).join(", ");
          return `is ${asWritten(issue.input)}, but ${them} is not a place the site can fill in. The places are ${allowedList}.`;
        },
        abort: true,
      })
      .refine((value) => names.every((name) => placeholdersIn(value).includes(name)), {
        error: (issue) => {
          const lost = names.filter((name) => !placeholdersIn(String(issue.input)).includes(name));
          const them = lost.map((name) => `{${name}}`).join(", ");
          return (
            `is ${asWritten(issue.input)}, which has lost ${them}. ` + `Keep ${list} in the text, with the braces: the site puts its own words there.`
          );
        },
      })
      .meta({
        // The editor refuses a lost place while typing: one look-ahead per name.
        pattern: `^${wanted.map((place) => `(?=[\\s\\S]*${place.replace(/[{}]/g, "\\$&")})`).join("")}[\\s\\S]*$`,
        patternErrorMessage: `Keep ${list} in the text, with the braces: the site puts its own words there.`,
      }),
  );
}

/** A number to dial or text, such as 988: digits only, since the page makes call and text links from it. */
export function phoneNumberText(description: string, example: string) {
  return z
    .string()
    .regex(/^\d{3,15}$/, {
      error: (issue) => `is ${asWritten(issue.input)}, but it should be the number alone, in digits, such as ${example}.`,
    })
    .meta({ description, examples: [example], patternErrorMessage: `Write the number alone, in digits, such as ${example}.` });
}

/** A number to call: a short one in digits (988, 911) or a US number with its area code (1-800-715-4225). */
export function dialNumber(description: string, example: string) {
  const rule = "Write the number as people dial it: digits alone, such as 988, or with its area code, such as 1-800-715-4225.";
  return z
    .string()
    .refine((value) => /^\d{3,15}$/.test(value) || US_PHONE.test(value), { error: (issue) => `is ${asWritten(issue.input)}. ${rule}` })
    .meta({ description, examples: [example], pattern: "^(\\d{3,15}|[\\d()+ .-]{10,20})$", patternErrorMessage: rule });
}
