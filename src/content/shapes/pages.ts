import { z } from "zod";
import { helped, labeled, named, shown } from "../field-notes";
import {
  httpsAddress,
  icon,
  id,
  imageAlt,
  imagePath,
  intro,
  page,
  pageTop,
  paragraph,
  paragraphList,
  schemaReference,
  seo,
  template,
  text,
  textList,
} from "../fields";

/** The texts of each page, one file per page in data/pages/. */

export const homePage = page("pages/home.json", "The home page: its heading, picture and section texts", {
  ...pageTop("Mental health education · Johns Creek, Georgia", "Welcome"),
  heroImage: imagePath("The picture at the top of the home page, as a path inside data/", "images/hero.png", "Hero picture"),
  heroImageAlt: imageAlt("Hero picture description (alt text)"),
  programsHeading: text("The heading of the section that lists the programs", "What we do"),
  programsTagline: text("The sentence under the programs heading", "Three programs, one goal."),
  impactHeading: text("The heading of the Our Impact section", "Our Impact"),
  impactTagline: text("The sentence under the Our Impact heading", "Every workshop adds up."),
  nextEventHeading: text("The small heading above the next upcoming event, shown when there is one", "Next event"),
  nextEventLinkLabel: text("The text of the link from the next event to the Events page", "See all events"),
  guidesHeading: text("The heading of the section that shows the newest guides", "New guides for families"),
  guidesTagline: text("The sentence under the guides heading", "Practical, printable and free."),
  guidesLinkLabel: text("The text of the link from the newest guides to all guides", "See all guides"),
  seo: seo("Mental health education in Johns Creek, Georgia", undefined),
});

export const aboutPage = page("pages/about.json", "The About page's texts and picture", {
  ...pageTop("Who we are", "About Us"),
  intro: intro("Neighbors helping neighbors."),
  image: imagePath("The picture on the About page, as a path inside data/", "images/about.png"),
  imageAlt: imageAlt(),
  paragraphs: paragraphList(
    "The paragraphs of the About page, in order",
    ["Kindred Minds is a non-profit based in Johns Creek, Georgia."],
    "is an empty list, so the About page would have no text. " + 'Add at least one paragraph, such as [ "Kindred Minds is …" ].',
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
    .meta({ description: "One of the organization's values" }),
  "a value",
  "Value",
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
  emptyHeading: labeled(
    text("The heading shown instead of events when none is upcoming, above the newsletter sign-up", "No events are planned just now"),
    "Heading when no event is upcoming",
  ),
  emptyText: labeled(
    paragraph(
      "The sentence under that heading, which invites people to sign up for the newsletter",
      "Sign up for our newsletter and you will hear about our next gatherings first.",
    ),
    "Text when no event is upcoming",
  ),
  pastHeading: labeled(text("The heading above the events that have ended", "Past events"), "Past events heading"),
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
  ctaHeading: labeled(
    template("The heading of the box that asks for support; {program} is replaced by the program's name", "Help {program} reach more people", [
      "program",
    ]),
    "Call to action heading",
  ),
  ctaText: labeled(paragraph("The sentence in the box that asks for support", "A monthly gift keeps this program free."), "Call to action text"),
  askLabel: text("The text of the button that leads to the contact form", "Ask about this program"),
  backLabel: text("The text of the link back to all programs", "All programs"),
  guidesHeading: labeled(
    text("The heading above the guides related to the program, shown when it has any", "Guides from this program"),
    "Related guides heading",
  ),
});

export const donationPage = page("pages/donation.json", "The Donation page's texts", {
  ...pageTop("Give", "Support Our Mission"),
  intro: intro("Your monthly gift keeps our workshops free."),
  tiersHeading: text("The heading of the giving levels, read out by screen readers", "Giving levels"),
  note: template(
    "The sentence under the giving levels; {name} is the organization's legal name, from the site's settings",
    "{name} is a 501(c)(3) non-profit organization; donations are tax-deductible to the extent allowed by law.",
    ["name"],
  ),
  questions: template("The sentence after it; {email} is the organization's e-mail address, as a link", "Questions about giving? Write to {email}.", [
    "email",
  ]),
  seo: seo("Support Our Mission", "Give monthly and keep mental health education free."),
});

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
  "ContactTopic",
);

export const contactPage = page("pages/contact.json", "The Contact page's texts", {
  ...pageTop("Contact", "Get in touch"),
  intro: intro("Send us a message and we will reply within two working days."),
  detailsHeading: text("The heading above the address, telephone and e-mail", "Our details"),
  formHeading: text("The heading above the contact form", "Send us a message"),
  topicLabel: labeled(text("The question above the choice of topics", "What is it about?"), "Topic question"),
  topics: z.array(contactTopic).min(1, { error: "is an empty list, so the contact form would offer no topic. Add at least one topic." }).meta({
    description: "The topics a message can be about, in the order offered; the first is chosen unless a link chooses another",
  }),
  programMessage: labeled(
    template(
      "The message the form starts from after a program page's button; {program} is replaced by the program's name",
      "Hello, I have a question about the {program} program.",
      ["program"],
    ),
    "Message started from a program page",
  ),
  tierMessage: labeled(
    template(
      'The message the form starts from after a giving level\'s Donate Now; {price} is its price ("$25/month") and {tier} its name',
      "Hello, I would like to give {price} as a {tier}. Please tell me how to set up my gift.",
      ["price", "tier"],
    ),
    "Message started from a giving level",
  ),
  seo: seo("Get in touch", "Write, call or visit us in Johns Creek, Georgia."),
});

export const newsletterThanksPage = page("pages/newsletter-thanks.json", "The page shown after signing up for the newsletter without JavaScript", {
  ...pageTop("Newsletter", "Thank you for signing up"),
  intro: intro("You are on our list."),
  linkLabel: text("The text of the button that leads to the Events page", "See our events"),
  seo: seo("Signed up for the newsletter", "Thank you for signing up for our newsletter."),
});

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

export const searchPage = page("pages/search.json", "The Search page's texts", {
  ...pageTop("Search", "Search the site"),
  intro: intro("Find a guide, a program or an event by a word or two."),
  fieldLabel: labeled(text("The label above the search field", "What are you looking for?"), "Field label"),
  buttonLabel: text("The text of the search button", "Search"),
  searchingText: text("What the page says while it searches", "Searching…"),
  resultsCount: labeled(
    template(
      "The line above the results, read out by screen readers too; {count} is their number and {query} the words searched for",
      "{count} results for “{query}”",
      ["count", "query"],
    ),
    "Number of results",
  ),
  oneResult: labeled(
    template("The same line when there is a single result; {query} is the words searched for", "1 result for “{query}”", ["query"]),
    "One result",
  ),
  noResults: labeled(
    template("What the page says when nothing matches; {query} is the words searched for", "Nothing matches “{query}”.", ["query"]),
    "No results",
  ),
  topicsText: text("The sentence under No results, before the link to the guides' topics", "Try another word, or look through our guides by topic."),
  topicsLinkLabel: text("The text of the link to the guides' topics (/resources/)", "Browse the topics"),
  failedText: text(
    "What the page says when the search could not load (the connection dropped, for example)",
    "The search could not load just now. Please try again in a moment.",
  ),
  noScriptText: text(
    "What the page says in a browser with JavaScript switched off, before the link to the guides' topics",
    "Search needs JavaScript, which is switched off in this browser. Our guides are listed by topic instead.",
  ),
  seo: seo("Search", "Search Kindred Minds' guides, programs and events."),
});

const crisisLine = named(
  z
    .strictObject({
      service: labeled(
        helped(
          z.enum(["lifeline", "stateLine", "textLine"]).meta({
            description: "Which crisis line of data/crisis-lines.json: its name, number and ways in are written there",
            examples: ["lifeline"],
          }),
          "Which crisis line this is: lifeline (988), stateLine (GCAL) or textLine (Crisis Text Line); its name and number come from Crisis lines",
        ),
        "Crisis line",
      ),
      hours: text("When it answers and what it costs, in a few words", "Free and confidential, 24 hours a day, every day"),
      whatHappens: labeled(
        paragraph(
          "What happens when someone calls or writes, in two or three sentences",
          "A trained crisis counselor answers, listens, and helps you find a next step.",
        ),
        "What happens when you reach out",
      ),
    })
    .meta({
      description:
        "One crisis line: when it answers and what happens when you reach it. Its buttons are made from data/crisis-lines.json, " +
        "with only the ways that work in the page's language; a line with none in it is left out",
    }),
  "a crisis line",
  "CrisisLine",
);

const careOption = named(
  z
    .strictObject({
      id: id("A short name for the option, used in the page's HTML", "find-treatment"),
      name: text("The option's name", "FindTreatment.gov"),
      text: paragraph("One or two sentences on what it offers", "A free, confidential search for treatment near you."),
      link: httpsAddress("The web address it leads to, starting with https://", "https://findtreatment.gov/").optional(),
      linkLabel: text("The words of its link", "Search for care near you").optional(),
    })
    .meta({ description: "One place to find ongoing care" }),
  "a place to find care",
  "CareOption",
);

export const getHelpPage = page(
  "pages/get-help.json",
  "The Get help now page: the crisis lines first, then how to help someone and where to find ongoing care",
  {
    ...pageTop("Free, confidential, any time", "Get help now"),
    intro: intro("If you or someone you love is struggling right now, you do not have to wait."),
    emergency: named(
      z
        .strictObject({
          heading: text("The heading of the emergency box, first on the page", "In immediate danger?"),
          text: paragraph("What to do when a life is at risk right now", "If someone may be hurt or killed right now, call 911."),
          label: template("The words of the call button; {number} is the emergency number, from the crisis lines", "Call {number}", ["number"]),
        })
        .meta({ description: "The box for an emergency, at the top of the page" }),
      "the emergency box",
      "EmergencyBox",
    ),
    linesHeading: text("The heading above the crisis lines", "Call, text or chat, any time"),
    lines: z
      .array(crisisLine)
      .min(1, { error: "is an empty list, so the page would name no crisis line. Add at least one." })
      .meta({ description: "The crisis lines, in the order shown" }),
    helpHeading: text("The heading of how to help someone else", "Helping someone else right now"),
    helpSteps: textList(
      "What to do for someone in crisis, before the crisis steps that the crisis lines write, one short step each",
      ["Ask them directly if they are thinking about suicide."],
      "is an empty list. Add at least one step.",
      "Step",
    ),
    guide: helped(
      shown(
        z.string().meta({ description: "The guide linked after the steps, by its file name without .md", examples: ["helping-a-friend-in-crisis"] }),
        { widget: "relation", collection: "guides", searchField: "title" },
      ),
      "The guide linked after the steps",
    ),
    guideLinkLabel: text("The words of the link to that guide", "Read our guide to helping a friend in crisis"),
    planGuide: helped(
      shown(
        z.string().meta({ description: "The safety plan guide linked after the first, by its file name without .md", examples: ["my-safety-plan"] }),
        {
          widget: "relation",
          collection: "guides",
          searchField: "title",
        },
      ),
      "The safety plan guide linked after the first",
    ),
    planGuideLinkLabel: text("The words of the link to the safety plan", "Make a safety plan"),
    careHeading: text("The heading of where to find ongoing care", "Finding ongoing care"),
    careIntro: paragraph("The sentence under that heading", "A crisis line helps tonight. These help with what comes next."),
    care: z
      .array(careOption)
      .min(1, { error: "is an empty list. Add at least one place to find care." })
      .meta({ description: "The places to find ongoing care, in the order shown" }),
    seo: seo("Get help now", "Crisis lines that answer any time: 988, the Georgia Crisis & Access Line and the Crisis Text Line."),
  },
);
