import { z } from "zod";
import { fillIn, helped, labeled, named, shown } from "../field-notes";
import {
  billingPeriod,
  currency,
  httpsAddress,
  icon,
  imageAlt,
  imagePath,
  order,
  paragraph,
  paragraphList,
  postalAddress,
  price,
  text,
  textList,
} from "../fields";
import { date, timeOfDay } from "../time-fields";

/** One entry of each JSON list folder: data/events/, data/tiers/, data/programs/, data/impact/. */

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
      description: paragraph("A few sentences on what happens at the event and who it is for", "An afternoon of short talks for the whole family."),
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
      includes: helped(
        shown(
          z.string().meta({
            description:
              "Another giving level whose benefits this one also gives, by its file name without .json " + '(shown as "Everything in …, plus:")',
            examples: ["tier-monthly"],
          }),
          { widget: "relation", collection: "tiers", searchField: "name" },
        ),
        'Another giving level whose benefits this one also gives, shown as "Everything in …, plus:"; leave it empty if none',
      ).optional(),
      benefits: textList(
        "What donors at this level receive",
        ["Monthly newsletter updates"],
        "is an empty list. " + 'Add at least one thing donors at this level receive, such as [ "Monthly newsletter updates" ].',
        "Benefit",
      ),
      icon: icon("The icon shown on the giving level's card"),
      featured: helped(
        z.boolean().meta({ description: "true to highlight this level as the most chosen" }),
        'On to highlight this level as "Most chosen"',
      ).optional(),
      checkoutUrl: labeled(
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
      summary: paragraph("One or two sentences shown on the program's card", "Workshops that help students recognize stress early."),
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
