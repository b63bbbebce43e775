import { z } from "zod";
import {
  billingPeriod,
  dayField,
  chosenIds,
  contactFormEndpoint,
  currency,
  date,
  email,
  fillIn,
  helped,
  httpsAddress,
  icon,
  id,
  imageAlt,
  imagePath,
  intro,
  labelled,
  named,
  order,
  page,
  pageTop,
  paragraph,
  paragraphList,
  phone,
  phoneNumberText,
  postalAddress,
  price,
  sitePath,
  schemaReference,
  seo,
  shown,
  template,
  text,
  textList,
  timeOfDay,
  timezone,
} from "./fields";

/**
 * The shape of every file in data/, made of the field library's fields. The registry (registry.ts) says where
 * each file lives and how the editor and the site list it; everything else about a field is said here, once.
 */

export const siteFile = named(
  z
    .strictObject({
      $schema: schemaReference,
      name: text("The organization's short name, shown in the header and in page titles", "Kindred Minds"),
      legalName: text("The organization's full legal name", "Kindred Minds Mental Health Education, Inc."),
      description: paragraph(
        "One or two sentences about the organization, shown by search engines",
        "Kindred Minds is a non-profit in Johns Creek, Georgia.",
      ),
      mission: paragraph("The mission statement", "We provide mental health education through action-oriented resources."),
      email,
      phone,
      address: postalAddress("The organization's postal address, also used for events that give none"),
      siteUrl: labelled(
        httpsAddress("The address of the live site, starting with https://", "https://kindredminds.org"),
        "Site address",
      ),
      timezone,
      contactFormEndpoint,
    })
    .meta({
      title: "data/site.json",
      description: "The organization's name, contact details, address, site address and time zone",
    }),
  "site.json",
);


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
  emptyHeading: labelled(text(
    "The heading shown instead of events when none is upcoming, above the newsletter sign-up",
    "No events are planned just now",
  ), "Heading when no event is upcoming"),
  emptyText: labelled(paragraph(
    "The sentence under that heading, which invites people to sign up for the newsletter",
    "Sign up for our newsletter and you will hear about our next gatherings first.",
  ), "Text when no event is upcoming"),
  pastHeading: labelled(text("The heading above the events that have ended", "Past events"), "Past events heading"),
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
  ctaHeading: labelled(
    template(
      "The heading of the box that asks for support; {program} is replaced by the program's name",
      "Help {program} reach more people",
      ["program"],
    ),
    "Call to action heading",
  ),
  ctaText: labelled(
    paragraph("The sentence in the box that asks for support", "A monthly gift keeps this program free."),
    "Call to action text",
  ),
  askLabel: text("The text of the button that leads to the contact form", "Ask about this program"),
  backLabel: text("The text of the link back to all programs", "All programs"),
  guidesHeading: labelled(
    text("The heading above the guides related to the program, shown when it has any", "Guides from this program"),
    "Related guides heading",
  ),
});

export const donationPage = page("pages/donation.json", "The Donation page's texts", {
  ...pageTop("Give", "Support Our Mission"),
  intro: intro("Your monthly gift keeps our workshops free."),
  tiersHeading: text("The heading of the giving levels, read out by screen readers", "Giving levels"),
  note: paragraph(
    "The sentence after the organization's legal name under the giving levels",
    "is a 501(c)(3) non-profit organization; donations are tax-deductible to the extent allowed by law.",
  ),
  questions: text("The words before the e-mail address under the giving levels", "Questions about giving? Write to"),
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
  topicLabel: labelled(text("The question above the choice of topics", "What is it about?"), "Topic question"),
  topics: z
    .array(contactTopic)
    .min(1, { error: "is an empty list, so the contact form would offer no topic. Add at least one topic." })
    .meta({
      description:
        "The topics a message can be about, in the order offered; the first is chosen unless a link chooses another",
    }),
  programMessage: labelled(
    template(
      "The message the form starts from after a program page's button; {program} is replaced by the program's name",
      "Hello, I have a question about the {program} program.",
      ["program"],
    ),
    "Message started from a program page",
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
      sentTitle: labelled(
        text("The thank-you shown in place of the form once someone has signed up", "Thank you for signing up"),
        "Thank-you heading",
      ),
      sentText: labelled(text("The sentence under that thank-you", "Look out for our next newsletter."), "Thank-you text"),
    })
    .meta({ description: "The newsletter sign-up, in the footer of every page and on the Events page" }),
  "the newsletter texts",
  "NewsletterTexts",
);

const crisisTexts = named(
  z
    .strictObject({
      heading: text("The first words of the crisis notice, in bold", "In crisis?"),
      text: text(
        "The sentence after them, before the numbers",
        "We are an education organization and cannot offer emergency help.",
      ),
      sentence: labelled(
        template(
          "The sentence with the numbers: {call} and {text} are the links to call and text the crisis line, " +
            "{lifelineName} its name, and {emergency} the emergency number",
          "{call} or {text}, {lifelineName}, any time. In an emergency, call {emergency}.",
          ["call", "text", "lifelineName", "emergency"],
        ),
        "Sentence with the numbers",
      ),
      callLink: labelled(
        template("The words of the link that calls the crisis line; {number} is its number", "Call {number}", ["number"]),
        "Call link",
      ),
      textLink: labelled(
        template("The words of the link that texts the crisis line; {number} is its number", "text {number}", ["number"]),
        "Text link",
      ),
      lifelineName: labelled(
        text("The crisis line's name, in the sentence where {lifelineName} stands", "the Suicide & Crisis Lifeline"),
        "Crisis line's name",
      ),
      lifelineNumber: labelled(phoneNumberText("The crisis line's number, to call or text", "988"), "Crisis line's number"),
      emergencyNumber: phoneNumberText("The emergency number", "911"),
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
  fieldLabel: labelled(text("The label above the search field", "What are you looking for?"), "Field label"),
  buttonLabel: text("The text of the search button", "Search"),
  searchingText: text("What the page says while it searches", "Searching…"),
  resultsCount: labelled(
    template(
      "The line above the results, read out by screen readers too; {count} is their number and {query} the words searched for",
      "{count} results for “{query}”",
      ["count", "query"],
    ),
    "Number of results",
  ),
  oneResult: labelled(
    template("The same line when there is a single result; {query} is the words searched for", "1 result for “{query}”", ["query"]),
    "One result",
  ),
  noResults: labelled(
    template("What the page says when nothing matches; {query} is the words searched for", "Nothing matches “{query}”.", ["query"]),
    "No results",
  ),
  topicsText: text(
    "The sentence under No results, before the link to the guides' topics",
    "Try another word, or look through our guides by topic.",
  ),
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

const eventLocation = named(
  z
    .strictObject({
      name: text("The name of the place", "Creekside Community Center"),
      address: fillIn(
        postalAddress("The address of the place; leave it out when the event is at the organization's own address"),
        (site) => site.address,
        "the organization's address",
      ),
    })
    .meta({ description: "Where the event takes place", examples: [{ name: "Creekside Community Center" }] }),
  "a location",
  "EventLocation",
);

export const eventItem = named(
  z
    .strictObject({
      title: text("The event's title, as the page shows it", "Spring Open House"),
      date,
      startTime: timeOfDay(
        "The local start time, HH:MM on the 24-hour clock",
        "14:00",
        "When the event starts, in the organization's time zone (Settings)",
      ),
      endTime: timeOfDay(
        "The local end time, HH:MM on the 24-hour clock, later than the start",
        "18:00",
        "When the event ends, on the same day, after it starts",
      ),
      location: eventLocation,
      description: paragraph(
        "A few sentences on what happens at the event and who it is for",
        "An afternoon of short talks for the whole family.",
      ),
      image: imagePath("The event's picture, as a path inside data/", "images/events/spring-open-house.jpg"),
      imageAlt: imageAlt(),
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
      includes: helped(shown(
        z.string().meta({
          description:
            "Another giving level whose benefits this one also gives, by its file name without .json " +
            '(shown as "Everything in …, plus:")',
          examples: ["tier-monthly"],
        }),
        { widget: "relation", collection: "tiers", searchField: "name" },
      ), 'Another giving level whose benefits this one also gives, shown as "Everything in …, plus:"; leave it empty if none').optional(),
      benefits: textList(
        "What donors at this level receive",
        ["Monthly newsletter updates"],
        "is an empty list. " +
          'Add at least one thing donors at this level receive, such as [ "Monthly newsletter updates" ].',
        "Benefit",
      ),
      icon: icon("The icon shown on the giving level's card"),
      featured: helped(
        z.boolean().meta({ description: "true to highlight this level as the most chosen" }),
        'On to highlight this level as "Most chosen"',
      ).optional(),
      checkoutUrl: labelled(
        httpsAddress(
          "The page of the payment or donation platform that Donate Now opens, starting with https://; " +
            "leave it out to send donors to the contact form",
          "https://donate.example.org/kindred-minds/monthly",
        ),
        "Checkout address",
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
        "Workshops that help students recognize stress early.",
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
        "Highlight",
      ),
      icon: icon("The icon shown beside the program's name"),
      image: imagePath("The program's picture, as a path inside data/", "images/programs/education-support.png"),
      imageAlt: imageAlt(),
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

const guideTopic = named(
  z
    .strictObject({
      id: id("A short name for the topic, used in its page's address: /resources/topics/<id>/", "stress-and-anxiety"),
      label: text("The topic's name, as the library shows it", "Stress and anxiety"),
      description: paragraph("One sentence on what the topic's guides cover", "How everyday pressure shows up."),
    })
    .meta({ description: "One topic of the guides" }),
  "a topic",
  "GuideTopic",
);

const guideAudience = named(
  z
    .strictObject({
      id: id("A short name for the audience, used in its page's address: /resources/for/<id>/", "parents"),
      label: text("Who the audience is, as the library shows it", "Parents and caregivers"),
    })
    .meta({ description: "One audience the guides are written for" }),
  "an audience",
  "GuideAudience",
);

export const resourcesPage = page("pages/resources.json", "The guides library: its texts, topics and audiences", {
  ...pageTop("Resources", "Guides for families"),
  intro: intro("Short, practical guides for the moments families ask us about most."),
  topicsHeading: text("The heading above the topics", "Browse by topic"),
  audiencesHeading: text("The heading above the audiences", "Browse by who it is for"),
  allGuidesLabel: text("The link back to every guide, beside the topics", "All guides"),
  guidesHeading: text("The heading above the list of guides", "Every guide"),
  topics: z
    .array(guideTopic)
    .min(1, { error: "is an empty list, so no guide could name its topic. Add at least one topic." })
    .meta({ description: "The topics, in the order the library offers them; each has a page of its own" }),
  audiences: z
    .array(guideAudience)
    .min(1, { error: "is an empty list, so no guide could say who it is for. Add at least one audience." })
    .meta({ description: "Who the guides are written for, in the order the library offers them" }),
  forLabel: text("The word before a guide's audiences", "For"),
  readingTime: labelled(
    template("How long a guide takes to read; {minutes} is the number of minutes", "{minutes} min read", ["minutes"]),
    "Reading time",
  ),
  publishedLabel: text("The word before the day a guide was published", "Published"),
  reviewedLabel: text("The word before the day a guide was last reviewed", "Reviewed"),
  reviewedBy: text(
    "Who reviews the guides, shown with the day of the last review, unless a guide names its reviewer",
    "Reviewed by the Kindred Minds education team",
  ),
  reviewedByPerson: labelled(
    template(
      "Who reviewed a guide that names its reviewer and their credential; {name} is the reviewer's name and " +
        "{credential} their credential",
      "Reviewed by {name}, {credential}",
      ["name", "credential"],
    ),
    "Reviewed by a named reviewer",
  ),
  reviewedByPersonWithoutCredential: labelled(
    template("The same for a reviewer named without a credential; {name} is the reviewer's name", "Reviewed by {name}", ["name"]),
    "Reviewed by a named reviewer, without a credential",
  ),
  educationNote: paragraph(
    "The note on every guide that it is education, not diagnosis or treatment",
    "This guide is health education. It is not a diagnosis or treatment.",
  ),
  contentsHeading: text("The heading of a guide's table of contents", "In this guide"),
  printLabel: text("The text of the button that prints a guide", "Print this guide"),
  relatedHeading: text("The heading above other guides on the same topic", "Related guides"),
  programHeading: text("The heading above the program a guide belongs to", "Our related program"),
  seo: seo("Guides for families", "Free, practical mental health guides."),
});

export const guideFrontMatter = named(
  z
    .strictObject({
      title: text("The guide's title, its main heading", "Noticing when a teen's stress is more than stress"),
      summary: paragraph(
        "One sentence under the title: what the reader will be able to do after reading",
        "How to tell everyday pressure from something that needs more support, and what to do next.",
      ),
      topics: chosenIds("The topics the guide belongs to (data/pages/resources.json)", ["stress-and-anxiety"], {
        file: "pages/resources.json",
        list: "topics",
        noun: "topic",
        help: "Choose one or more topics. A new topic is added under Page texts, Guides: texts, topics and audiences",
      }),
      audiences: chosenIds("Who the guide is written for (data/pages/resources.json)", ["parents"], {
        file: "pages/resources.json",
        list: "audiences",
        noun: "audience",
        help: "Choose who the guide is written for, one or more",
      }),
      published: labelled(dayField(), "Published on"),
      reviewed: labelled(dayField(), "Last reviewed on"),
      image: imagePath("The guide's picture, as a path inside data/", "images/guides/talking-together.png").optional(),
      imageAlt: imageAlt().optional(),
      program: helped(
        shown(
          z.string().meta({
            description: "The program the guide belongs to, by its file name without .json; leave it out if none",
            examples: ["education-support"],
          }),
          { widget: "relation", collection: "programs", searchField: "name" },
        ),
        "The program the guide belongs to; leave it empty if none",
      ).optional(),
      printAs: helped(
        z.enum(["form"]).meta({
          description: '"form" to print the guide as a one-page form with lines to write on; leave it out otherwise',
          examples: ["form"],
        }),
        "Form: printed as one page with lines to write on",
      ).optional(),
      reviewerName: labelled(
        helped(
          text(
            "The name of the person who last reviewed the guide, if they agree to be named; leave it out to credit " +
              "the education team",
            "Jane Doe",
          ),
          "The person who last reviewed the guide, shown as Reviewed by …. Leave it empty to credit the education team",
        ),
        "Reviewer's name",
      ).optional(),
      reviewerCredential: labelled(
        helped(
          text("The reviewer's professional credential, shown after their name", "LCSW"),
          "Their professional credential, such as LPC or LCSW; leave it empty if none",
        ),
        "Reviewer's credential",
      ).optional(),
      redirectFrom: labelled(
        helped(
          z
            .array(labelled(sitePath("One earlier address of the guide", "/resources/talking-to-your-teen/"), "Earlier address"))
            .meta({
              description:
                "The guide's earlier addresses, if it was renamed: each sends visitors on to the guide's page with a " +
                "permanent redirect; leave it out if none",
              examples: [["/resources/talking-to-your-teen/"]],
            }),
          "Addresses this guide had before it was renamed, such as /resources/old-name/: links to them lead here. " +
            "Leave it empty if none",
        ),
        "Earlier addresses",
      ).optional(),
    })
    .meta({ title: "A guide in data/guides/", description: "One guide of the library, at /resources/<file name>/" }),
  "a guide",
  "GuideFrontmatter",
);

/** What each file holds, as the build has checked it. */
export type SiteFile = z.infer<typeof siteFile>;
export type PostalAddress = SiteFile["address"];
export type FooterFile = z.infer<typeof footerFile>;
export type CrisisTexts = FooterFile["crisis"];
export type EventItem = z.infer<typeof eventItem>;
export type TierItem = z.infer<typeof tierItem>;
export type ProgramItem = z.infer<typeof programItem>;
export type ValueItem = z.infer<typeof valueItem>;
export type ImpactItem = z.infer<typeof impactItem>;
export type ResourcesPage = z.infer<typeof resourcesPage>;
export type GuideFrontMatter = z.infer<typeof guideFrontMatter>;
