import { z } from "zod";
import { helped, labeled, named, shown } from "../field-notes";
import { chosenIds, id, imageAlt, imagePath, intro, page, pageTop, paragraph, seo, sitePath, template, text } from "../fields";
import { dayField } from "../time-fields";

/** The guides: the library's topics and audiences (data/pages/resources.json) and a guide's front matter (data/guides/). */

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
  factLabel: labeled(
    template("How a guide's facts are labeled before them; {label} is the word (For, Published, Reviewed)", "{label}:", ["label"]),
    "A fact's label",
  ),
  listSeparator: labeled(text("What goes between two audiences of a guide, its spaces included", ", "), "Between two audiences"),
  audienceDescription: labeled(
    template(
      "What search engines show for an audience's page; {audience} is the audience and {description} the library's description",
      "For {audience}: {description}",
      ["audience", "description"],
    ),
    "An audience page's description",
  ),
  readingTime: labeled(
    template("How long a guide takes to read; {minutes} is the number of minutes", "{minutes} min read", ["minutes"]),
    "Reading time",
  ),
  publishedLabel: text("The word before the day a guide was published", "Published"),
  reviewedLabel: text("The word before the day a guide was last reviewed", "Reviewed"),
  reviewedBy: text(
    "Who reviews the guides, shown with the day of the last review, unless a guide names its reviewer",
    "Reviewed by the Kindred Minds education team",
  ),
  reviewedByPerson: labeled(
    template(
      "Who reviewed a guide that names its reviewer and their credential; {name} is the reviewer's name and " + "{credential} their credential",
      "Reviewed by {name}, {credential}",
      ["name", "credential"],
    ),
    "Reviewed by a named reviewer",
  ),
  reviewedByPersonWithoutCredential: labeled(
    template("The same for a reviewer named without a credential; {name} is the reviewer's name", "Reviewed by {name}", ["name"]),
    "Reviewed by a named reviewer, without a credential",
  ),
  reviewedLine: labeled(
    template("The line at the end of a guide; {reviewedBy} is who reviewed it (the texts above) and {date} the day", "{reviewedBy}, {date}.", [
      "reviewedBy",
      "date",
    ]),
    "The reviewed line",
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
      published: labeled(dayField(), "Published on"),
      reviewed: labeled(dayField(), "Last reviewed on"),
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
      reviewerName: labeled(
        helped(
          text(
            "The name of the person who last reviewed the guide, if they agree to be named; leave it out to credit " + "the education team",
            "Jane Doe",
          ),
          "The person who last reviewed the guide, shown as Reviewed by …. Leave it empty to credit the education team",
        ),
        "Reviewer's name",
      ).optional(),
      reviewerCredential: labeled(
        helped(
          text("The reviewer's professional credential, shown after their name", "LCSW"),
          "Their professional credential, such as LPC or LCSW; leave it empty if none",
        ),
        "Reviewer's credential",
      ).optional(),
      redirectFrom: labeled(
        helped(
          z.array(labeled(sitePath("One earlier address of the guide", "/resources/talking-to-your-teen/"), "Earlier address")).meta({
            description:
              "The guide's earlier addresses, if it was renamed: each sends visitors on to the guide's page with a " +
              "permanent redirect; leave it out if none",
            examples: [["/resources/talking-to-your-teen/"]],
          }),
          "Addresses this guide had before it was renamed, such as /resources/old-name/: links to them lead here. " + "Leave it empty if none",
        ),
        "Earlier addresses",
      ).optional(),
    })
    .meta({ title: "A guide in data/guides/", description: "One guide of the library, at /resources/<file name>/" }),
  "a guide",
  "GuideFrontmatter",
);
