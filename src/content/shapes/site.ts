import { z } from "zod";
import { kept, labeled, named } from "../field-notes";
import { contactFormEndpoint, email, httpsAddress, paragraph, phone, postalAddress, schemaReference, template, text } from "../fields";
import { timezone } from "../time-fields";

/** The organization's details (data/site.json) and the footer's texts (data/footer.json). */

export const siteFile = named(
  z
    .strictObject({
      $schema: schemaReference,
      // Names are the same in every language.
      name: kept(text("The organization's short name, shown in the header and in page titles", "Kindred Minds")),
      legalName: kept(text("The organization's full legal name", "Kindred Minds Mental Health Education, Inc.")),
      description: paragraph(
        "One or two sentences about the organization, shown by search engines",
        "Kindred Minds is a non-profit in Johns Creek, Georgia.",
      ),
      mission: paragraph("The mission statement", "We provide mental health education through action-oriented resources."),
      email,
      phone,
      address: postalAddress("The organization's postal address, also used for events that give none"),
      siteUrl: labeled(httpsAddress("The address of the live site, starting with https://", "https://kindredminds.org"), "Site address"),
      timezone,
      contactFormEndpoint,
    })
    .meta({
      title: "data/site.json",
      description: "The organization's name, contact details, address, site address and time zone",
    }),
  "site.json",
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
      sentTitle: labeled(
        text("The thank-you shown in place of the form once someone has signed up", "Thank you for signing up"),
        "Thank-you heading",
      ),
      sentText: labeled(text("The sentence under that thank-you", "Look out for our next newsletter."), "Thank-you text"),
    })
    .meta({ description: "The newsletter sign-up, in the footer of every page and on the Events page" }),
  "the newsletter texts",
  "NewsletterTexts",
);

const crisisTexts = named(
  z
    .strictObject({
      heading: text("The first words of the crisis notice, in bold", "In crisis?"),
      text: text("The sentence after them, before the numbers", "We are an education organization and cannot offer emergency help."),
      sentence: labeled(
        template(
          "The sentence with the numbers: {call} and {text} are the links to call and text the crisis line, " +
            "{lifelineName} its name, and {emergency} the emergency number; leave {text} out in a language the line takes no texts in",
          "{call} or {text}, {lifelineName}, any time. In an emergency, call {emergency}.",
          ["call", "lifelineName", "emergency"],
          ["text"],
        ),
        "Sentence with the numbers",
      ),
      callLink: labeled(
        template(
          "The words of the link that calls the crisis line; {number} is its number, {option} the key to press where the language has one",
          "Call {number}",
          ["number"],
          ["option"],
        ),
        "Call link",
      ),
      textLink: labeled(
        template(
          "The words of the link that texts the crisis line; {number} is its number, {keyword} the word to send where the language has one",
          "text {number}",
          ["number"],
          ["keyword"],
        ),
        "Text link",
      ),
      lifelineName: labeled(
        text("The crisis line's name, in the sentence where {lifelineName} stands", "the Suicide & Crisis Lifeline"),
        "Crisis line's name",
      ),
      helpPageLink: labeled(
        text("The words of the link to the Get help now page, after the sentence with the numbers", "More crisis lines, and help in your language"),
        "Link to the Get help now page",
      ),
    })
    .meta({
      description:
        'The crisis notice in every footer and on the contact page: "In crisis? We are … Call 988 or text 988, the ' +
        'Suicide & Crisis Lifeline, any time. In an emergency, call 911."',
    }),
  "the crisis notice",
  "CrisisTexts",
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

/** A language's code as browsers and search engines know it: "es", "ko", "zh-Hans". */
export const languageCode = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/, {
    error: (issue) => `is ${JSON.stringify(issue.input)}, which is not a language code. Write it like "es", "ko" or "zh-Hans".`,
  })
  .meta({
    description: 'The language\'s code: "es" for Spanish, "ko" for Korean, "zh-Hans" for Chinese in simplified characters',
    examples: ["es"],
    patternErrorMessage: 'This is not a language code. Write it like "es", "ko" or "zh-Hans".',
  });

const openGraphLocale = z
  .string()
  .regex(/^[a-z]{2}_[A-Z]{2}$/, {
    error: (issue) => `is ${JSON.stringify(issue.input)}, which is not a language and a country. Write them like "es_US".`,
  })
  .meta({
    description: 'The language and country that shared links announce, such as "es_US"',
    examples: ["es_US"],
    patternErrorMessage: 'This is not a language and a country. Write them like "es_US".',
  });

const languageName = kept(text("The language's name, written in that language, as the language switcher shows it", "Español"));

const translationLanguage = named(
  z
    .strictObject({
      code: languageCode,
      name: languageName,
      englishName: kept(text("The language's name in English, as the editor lists it", "Spanish")),
      openGraphLocale,
      wholeSite: labeled(
        z.boolean().meta({
          description:
            "On when every page of the site is translated into this language: the check then asks for every page's texts, " +
            "and its pages are in the site search. Off for a language with only some pages (Get help now)",
        }),
        "The whole site is in this language",
      ).optional(),
      translatedNote: labeled(
        paragraph("The quiet line on a translated page, in that language", "This page is translated from English."),
        "Translated page line",
      ),
      reviewedNote: labeled(
        template("What that line adds when a native speaker has checked it; {date} is the day", "Checked by a native speaker on {date}.", ["date"]),
        "Checked by a native speaker",
      ),
      unreviewedNote: labeled(
        text("What that line adds while no native speaker has checked it", "Not yet checked by a native speaker."),
        "Not yet checked",
      ),
      englishLinkLabel: labeled(
        text("The words of the link to the same page in English, in that language", "Read this page in English"),
        "Link to the English",
      ),
      crisisNote: labeled(
        paragraph(
          "The sentence crisis pages add in that language, with the number to call for an interpreter",
          "If anything here is unclear, call 988 and ask for an interpreter.",
        ),
        "Crisis pages' interpreter sentence",
      ),
    })
    .meta({ description: "One language the site is translated into" }),
  "a language",
  "TranslationLanguage",
);

export const languagesFile = named(
  z
    .strictObject({
      $schema: schemaReference,
      english: named(
        z
          .strictObject({
            name: languageName,
            openGraphLocale,
          })
          .meta({ description: "English, the site's own language, at its usual addresses" }),
        "English",
        "EnglishLanguage",
      ),
      translations: z.array(translationLanguage).meta({
        description:
          "The languages pages are translated into, in the order the language switcher lists them. A page exists in a language " +
          "once its translation is written in data/translations/<code>/.",
      }),
    })
    .meta({ title: "data/languages.json", description: "The languages of the site: English, and those pages are translated into" }),
  "languages.json",
);
