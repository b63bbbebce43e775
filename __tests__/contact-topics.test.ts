import { contactLink } from "../src/lib/contact-topics";
import { contactLinkMessages, contactPrefill } from "../src/lib/contact-form";

const DATA = {
  topics: [
    { id: "general", label: "A general question" },
    { id: "volunteering", label: "Volunteering" },
    { id: "giving", label: "Giving" },
    { id: "program", label: "A program" },
  ],
  programs: [{ jsonId: "education-support", name: "Education Support" }],
  tiers: [{ jsonId: "tier-monthly", name: "Community Supporter", priceText: "$25", billingPeriod: "month" }],
  programMessage: "Hello, I have a question about {program}.",
  tierMessage: "Hello, I would like to give {price} as a {tier}. Please tell me how to set up my gift.",
  prices: { week: "{price}/week", month: "{price}/month", quarter: "{price}/quarter", year: "{price}/year" },
};

/**
 * What the contact form's enhancement module reads from a link: the topic ids are the form's choices, the messages
 * are the ones the page wrote into its HTML at build time.
 */
function readContactLink(search: string, data: typeof DATA) {
  return contactPrefill(
    search,
    data.topics.map((topic) => topic.id),
    contactLinkMessages(data),
  );
}

describe("links that open the contact form with a topic chosen", () => {
  it("the About page's volunteer link chooses volunteering", () => {
    const link = contactLink("volunteering");
    expect(link).toBe("/contact/?topic=volunteering");
    expect(readContactLink(link.split("?")[1] ?? "", DATA)).toEqual({ topic: "volunteering", message: null });
  });

  it("a program page's link chooses a program and names it in the message", () => {
    const link = contactLink("program", { program: "education-support" });
    expect(link).toBe("/contact/?topic=program&program=education-support");
    expect(readContactLink(`?${link.split("?")[1]}`, DATA)).toEqual({
      topic: "program",
      message: "Hello, I have a question about Education Support.",
    });
  });

  it("a giving level without a checkout link chooses giving, with its message", () => {
    const expected = {
      topic: "giving",
      message: "Hello, I would like to give $25/month as a Community Supporter. Please tell me how to set up my gift.",
    };
    expect(readContactLink(contactLink("giving", { tier: "tier-monthly" }).split("?")[1] ?? "", DATA)).toEqual(expected);
    // Links written before topics existed carry only ?tier=.
    expect(readContactLink("?tier=tier-monthly", DATA)).toEqual(expected);
  });

  it("leaves the form as it is for unknown topics, programs and levels, and for no query at all", () => {
    expect(readContactLink("?topic=nonsense", DATA)).toEqual({ topic: null, message: null });
    expect(readContactLink("?topic=program&program=nonsense", DATA)).toEqual({ topic: "program", message: null });
    expect(readContactLink("?tier=nonsense", DATA)).toEqual({ topic: "giving", message: null });
    expect(readContactLink("", DATA)).toEqual({ topic: null, message: null });
  });

  it("finds nothing for a level or program named like an object's own property", () => {
    expect(readContactLink("?tier=constructor", DATA)).toEqual({ topic: "giving", message: null });
    expect(readContactLink("?program=__proto__", DATA)).toEqual({ topic: "program", message: null });
  });

  it("starts from a giving level's message even when the link names a program too", () => {
    expect(readContactLink("?tier=tier-monthly&program=education-support", DATA).message).toMatch(/^Hello, I would like to give \$25\/month/);
    // An empty ?tier= names no level: the program's message.
    expect(readContactLink("?tier=&program=education-support", DATA)).toEqual({
      topic: "program",
      message: "Hello, I have a question about Education Support.",
    });
  });
});

describe("the messages a link can start the form from", () => {
  it("are made at build time for every giving level and program, in the page's words", () => {
    expect(contactLinkMessages({ ...DATA, prices: { ...DATA.prices, month: "{price}/mes" } })).toEqual({
      tiers: [["tier-monthly", "Hello, I would like to give $25/mes as a Community Supporter. Please tell me how to set up my gift."]],
      programs: [["education-support", "Hello, I have a question about Education Support."]],
    });
  });
});
