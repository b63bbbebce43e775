import { z } from "zod";
import { helped, kept, labeled, named } from "../field-notes";
import { dialNumber, httpsAddress, paragraph, phoneNumberText, schemaReference, template, text } from "../fields";
import { asWritten } from "../wording";
import { languageCode } from "./site";

/**
 * The crisis lines (data/crisis-lines.json): each number written once, and how a reader of each language reaches
 * a person who speaks it. A number is the same in every language; a way in is not: the Crisis Text Line answers
 * HOME in English and AYUDA in Spanish, 988 answers Spanish on a call's option 2 or a text that says AYUDA, and
 * in any other language only a call, with an interpreter. The words around them (the crisis steps, the link
 * words) are translated like any page's texts.
 */

/** The word a first text message says (HOME, AYUDA): one word, which the service reads to route the message. */
function keyword(description: string, example: string) {
  const rule = `Write the one word the service asks for, such as ${example}.`;
  return kept(
    z
      .string()
      .regex(/^[A-Za-z0-9]+$/, { error: (issue) => `is ${asWritten(issue.input)}, which is not one word of letters or digits. ${rule}` })
      .meta({ description, examples: [example], patternErrorMessage: `This is not one word of letters or digits. ${rule}` }),
  );
}

const wayIn = named(
  z
    .strictObject({
      language: labeled(helped(languageCode, "The language's code, as the list of languages writes it: es, ko, zh-Hans"), "Language"),
      callOption: labeled(
        helped(
          z
            .string()
            .regex(/^\d$/, { error: (issue) => `is ${asWritten(issue.input)}, but it should be the one key to press, such as 2.` })
            .meta({
              description: "The key to press on a call to 988 to reach a counselor who speaks the language",
              examples: ["2"],
              patternErrorMessage: "Write the one key to press, such as 2.",
            }),
          "The key to press on a call to 988 for this language, as 988 itself says (2 for Spanish); leave it empty where there is none",
        ),
        "988: key to press on a call",
      ).optional(),
      lifelineKeyword: labeled(
        keyword("The word to text to 988 to reach a counselor who speaks the language; empty where 988 takes no texts in it", "AYUDA"),
        "988: word to text",
      ).optional(),
      lifelineChat: labeled(
        httpsAddress("988's chat in this language, as 988's own site gives it; empty where it has none", "https://988lineadevida.org/chat"),
        "988: chat in this language",
      ).optional(),
      textLineKeyword: labeled(
        keyword("The word to text to the Crisis Text Line in this language; empty where it does not answer in it", "AYUDA"),
        "Crisis Text Line: word to text",
      ).optional(),
      textLineWhatsApp: labeled(
        kept(text("The Crisis Text Line's WhatsApp number in this language, as it writes it", "442-AYUDAME")),
        "Crisis Text Line: WhatsApp",
      ).optional(),
    })
    .meta({
      description:
        "How a reader of one language reaches a person who speaks it, as each service says. A language not listed gets a call, with an interpreter",
    }),
  "a language's way in",
  "CrisisWayIn",
);

const lineName = (description: string, example: string) => text(description, example);

export const crisisLinesFile = named(
  z
    .strictObject({
      $schema: schemaReference,
      lifeline: named(
        z
          .strictObject({
            name: lineName("Its name, as the service writes it in this language", "988 Suicide & Crisis Lifeline"),
            number: phoneNumberText("The number to call or text, in digits", "988"),
            chat: httpsAddress("The address of its chat, in English", "https://988lifeline.org/chat/"),
          })
          .meta({ description: "The national crisis line, by call, text and chat" }),
        "the national crisis line",
        "CrisisLifeline",
      ),
      stateLine: named(
        z
          .strictObject({
            name: lineName("Its name, as the service writes it", "Georgia Crisis & Access Line (GCAL)"),
            number: dialNumber("The number to call, as people dial it", "1-800-715-4225"),
          })
          .meta({ description: "Georgia's own crisis line, which can send a mobile crisis team" }),
        "the state's crisis line",
        "CrisisStateLine",
      ),
      textLine: named(
        z
          .strictObject({
            name: kept(text("Its name, as the service writes it", "Crisis Text Line")),
            number: phoneNumberText("The number to text, in digits", "741741"),
            keyword: keyword("The word to text in English", "HOME"),
          })
          .meta({ description: "The crisis line by text message" }),
        "the text line",
        "CrisisTextLine",
      ),
      emergencyNumber: phoneNumberText("The emergency number", "911"),
      waysIn: labeled(
        z.array(wayIn).meta({
          description:
            "The other languages the services answer in by text, chat or a key on a call, one entry each, as each service's own site says; " +
            "a reader of any other language is told to call and ask for an interpreter",
        }),
        "Ways in, by language",
      ),
      words: named(
        z
          .strictObject({
            heading: text("The crisis steps' heading", "If someone may be in danger now"),
            linesHeading: text("The heading of the crisis lines alone (in a reader's own safety plan)", "Crisis lines, any time"),
            stay: paragraph("The first step: stay with them", "Stay with them. If you are not together, keep talking, and do not leave them alone."),
            means: paragraph("The second step: medicines and firearms", "Lock up medicines, and move firearms out of the home for now."),
            lifeline: paragraph("What the national crisis line is, beside its buttons", "Call or text 988, the Suicide & Crisis Lifeline, any time."),
            textLine: paragraph("What the text line is, beside its button", "Or text the Crisis Text Line."),
            stateLine: paragraph("What the state's line is, beside its button", "Call the Georgia Crisis & Access Line (GCAL): free, 24/7."),
            emergency: paragraph("When to call the emergency number, beside its button", "If anyone is in immediate danger, call 911."),
            call: template("The words of a call link; {number} is the number", "Call {number}", ["number"]),
            text: template("The words of a text link; {number} is the number", "Text {number}", ["number"]),
            textWord: template(
              "The words of a text link whose message is a word; {keyword} is the word, {number} the number",
              "Text {keyword} to {number}",
              ["keyword", "number"],
            ),
            chat: text("The words of the chat link", "Chat online"),
            whatsApp: template("The WhatsApp line's words; {number} is its number", "Or WhatsApp {number}", ["number"]),
            callOption: template(
              "The note for a language reached by a key on a call; {option} is the key, {language} the language's name",
              "On a call, press {option} for {language}.",
              ["option", "language"],
            ),
            textWordFor: template(
              "The note for another language's word to text; {keyword}, {number} and {language} are filled in",
              "For {language}, text {keyword} to {number}.",
              ["keyword", "number", "language"],
            ),
            interpreter: paragraph(
              "How to get an interpreter on a call, in this language (the language's name as said in English to the counselor)",
              "In another language, call and ask for an interpreter: say the name of your language in English when someone answers.",
            ),
            textOnly: template(
              "Where text and chat do not answer in this language: the languages they do answer in are {languages}",
              "Text and chat answer in {languages} only.",
              ["languages"],
            ),
          })
          .meta({ description: "The words of the crisis steps and of the crisis lines' links, in each language" }),
        "the crisis words",
        "CrisisWords",
      ),
    })
    .meta({
      title: "data/crisis-lines.json",
      description: "The crisis lines: each number once, how each language reaches a person, and the crisis steps' words",
    }),
  "crisis-lines.json",
);
