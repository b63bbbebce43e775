import { z } from "zod";
import { labeled, named } from "../field-notes";
import { BILLING_PERIODS, schemaReference, template, text } from "../fields";

/**
 * data/labels.json: the words of every page that are not any one page's texts: the header, the menu, the
 * footer's headings, buttons, the forms' labels and messages, and the small words of cards. In English here,
 * and in each language whose whole site is translated (data/translations/<folder>/labels.json).
 */

function group<T extends z.ZodRawShape>(fields: T, description: string, noun: string, typeName: string) {
  return named(z.strictObject(fields).meta({ description }), noun, typeName);
}

const header = group(
  {
    skipLink: text("The first link of every page, for keyboard users: to the page's main content", "Skip to main content"),
    getHelp: text("The crisis link at the very top of every page", "Get help now"),
    getHelpMore: template(
      "The crisis link on wider screens; {getHelp} is the words above, in bold, and the rest is shown only where there is room",
      "{getHelp}: crisis lines that answer any time",
      ["getHelp"],
    ),
    navigation: text("What screen readers call the main menu", "Main"),
    menu: text("The words on the button that opens the menu on phones", "Menu"),
    searchForm: text("What screen readers call the search form in the menu", "Site"),
    searchLabel: text("The label of the search field in the menu", "Search the site"),
    searchButton: text("The search button, and the search link's name for screen readers", "Search"),
    donate: text("The donate button in the header", "Donate Now"),
  },
  "The header of every page",
  "the header",
  "HeaderLabels",
);

const navigation = group(
  {
    about: text("The menu's link to the About page", "About Us"),
    mission: text("The menu's link to the Mission page", "Mission"),
    events: text("The menu's link to the Events page", "Events"),
    programs: text("The menu's link to the Programs page", "Programs"),
    resources: text("The menu's link to the guides", "Resources"),
    contact: text("The menu's link to the Contact page", "Contact"),
  },
  "The links of the main menu, in the header and on the page-not-found page",
  "the menu",
  "NavigationLabels",
);

const footer = group(
  {
    donate: text("The donate button in the footer", "Make a Donation"),
    contactHeading: text("The heading of the footer's address and numbers", "Contact"),
    linksHeading: text("The heading of the footer's links", "Quick Links"),
    about: text("The footer's link to the About page", "About Us"),
    mission: text("The footer's link to the Mission page", "Our Mission"),
    programs: text("The footer's link to the Programs page", "Programs"),
    resources: text("The footer's link to the guides", "Resources"),
    events: text("The footer's link to the Events page", "Events"),
    rights: template(
      "The copyright line; {year} is the year of the build and {name} the organization's name",
      "© {year} {name}. All rights reserved.",
      ["year", "name"],
    ),
  },
  "The footer of every page, besides its newsletter and crisis line",
  "the footer",
  "FooterLabels",
);

const buttons = group(
  {
    donate: text("The donate button on the home page, program pages and the page-not-found page", "Donate Now"),
    programs: text("The home page's button to the programs", "Our Programs"),
    learnMore: text("The link from a program's row to its page", "Learn More"),
    languages: text("What screen readers call the list of the page's languages", "Languages"),
  },
  "Buttons and links on several pages",
  "the buttons",
  "ButtonLabels",
);

const cards = group(
  {
    date: text("What screen readers call an event's day", "Date"),
    time: text("What screen readers call an event's hours", "Time"),
    location: text("What screen readers call an event's place", "Location"),
    about: template("What screen readers hear after a card's link, naming what it is about", "about {name}", ["name"]),
    readMore: text("The link that opens an event's whole description", "Read more"),
    showLess: text("The same link once it is open", "Show less"),
    addToCalendar: text("The link to an event's calendar file", "Add to calendar"),
    mostChosen: text("The badge on the giving level chosen most", "Most chosen"),
    includes: template(
      "The first line of a giving level that includes another's benefits; {name} is that level's name",
      "Everything in {name}, plus:",
      ["name"],
    ),
    readingTime: text("What screen readers call a guide's reading time", "Reading time"),
    guideFilters: text("What screen readers call the library's links by topic and audience", "Guides by topic and audience"),
    showMoreResults: text("The button under the search results that shows more of them", "Show more results"),
  },
  "The small words of the event, giving level and guide cards, and of the search results",
  "the cards",
  "CardLabels",
);

/** A giving level's price as written after its amount for each billing period: "$25/month". */
const prices = group(
  Object.fromEntries(
    BILLING_PERIODS.map((period) => [
      period,
      template(`The price of a giving level given once a ${period}; {price} is the amount`, `{price}/${period}`, ["price"]),
    ]),
  ) as Record<(typeof BILLING_PERIODS)[number], ReturnType<typeof template>>,
  "How a giving level's price is written, for each billing period",
  "the prices",
  "PriceLabels",
);

const forms = group(
  {
    name: text("The contact form's name field", "Name"),
    email: text("The contact form's email field", "Email"),
    message: text("The contact form's message field", "Message"),
    characters: template("The count under the message field", "{count} of {limit} characters", ["count", "limit"]),
    send: text("The contact form's button", "Send message"),
    sendingButton: text("The contact form's button while it sends", "Sending…"),
    sending: text("What screen readers hear while the message is sent", "Sending your message…"),
    sent: text("What screen readers hear once it is sent", "Thank you. Your message has been sent."),
    failed: text("What screen readers hear when it could not be sent", "Your message could not be sent. Everything you wrote is still in the form."),
    sentTitle: text("The thank-you shown in place of the contact form", "Thank you for your message"),
    sentText: text("The sentence under it", "We have received it and will reply within two working days."),
    again: text("The button to write another message", "Write another message"),
    failedTitle: text("The heading of the message when sending failed", "Your message could not be sent."),
    failedText: template(
      "What follows it; {email} is the organization's email address, as a link",
      "Please try again in a moment. Everything you wrote is still below. You can also write to us directly at {email}.",
      ["email"],
    ),
    nameMissing: text("The error when the name is empty", "Please enter your name."),
    emailMissing: text("The error when the email is empty", "Please enter your e-mail address, so that we can reply."),
    emailWrong: text("The error when the email does not look like one", "Please enter an e-mail address like name@example.org."),
    messageMissing: text("The error when the message is empty", "Please write your message."),
    messageTooLong: template("The error when the message is too long", "Please shorten your message to {limit} characters or fewer.", ["limit"]),
    honeypot: text("The label of the field only robots fill in (hidden from people)", "Leave this field empty"),
    newsletterEmail: text("The newsletter's email field", "Email address"),
    newsletterName: text("The newsletter's first-name field", "First name"),
    optional: text("What the first-name field's label adds, brackets included", "(optional)"),
    signingUpButton: text("The newsletter's button while it sends", "Signing up…"),
    signingUp: text("What screen readers hear while signing up", "Signing you up…"),
    signedUp: text("What screen readers hear once signed up", "Thank you. You are signed up for the newsletter."),
    signUpFailed: text("What screen readers hear when signing up failed", "You could not be signed up. What you typed is still in the form."),
    signUpFailedTitle: text("The start of the message when signing up failed, in bold", "You could not be signed up just now."),
    signUpFailedText: template(
      "What follows it; {email} is the organization's email address, as a link",
      "Please try again in a moment; what you typed is still here. You can also write to {email}.",
      ["email"],
    ),
    address: text("The contact page's heading of the postal address", "Address"),
    telephone: text("The contact page's heading of the telephone number", "Telephone"),
    emailHeading: text("The contact page's heading of the email address", "Email"),
  },
  "The contact form, the newsletter sign-up and the contact details",
  "the forms",
  "FormLabels",
);

export const labelsFile = named(
  z
    .strictObject({
      $schema: schemaReference,
      header: labeled(header, "Header"),
      navigation: labeled(navigation, "Menu"),
      footer: labeled(footer, "Footer"),
      buttons: labeled(buttons, "Buttons"),
      cards: labeled(cards, "Cards"),
      prices: labeled(prices, "Prices"),
      forms: labeled(forms, "Forms"),
    })
    .meta({
      title: "data/labels.json",
      description: "The words on every page that belong to no one page: the header, the menu, buttons, the forms and the cards",
    }),
  "labels.json",
);
