import {
  audiencePath,
  calendarPath,
  currentState,
  eventAnchor,
  eventPath,
  FOOTER_QUICK_LINKS,
  guidePath,
  MAIN_NAV,
  programPath,
  ROUTES,
  topicPath,
} from "../src/lib/routes";
import { labels } from "./support/page-context";

describe("the site's navigation", () => {
  it("lists About Us, Mission, Events, Programs, Resources and Contact in the header, in that order", () => {
    // Their words are in data/labels.json (the fixture's, in English).
    expect(MAIN_NAV.map((item) => [labels.navigation[item.label], item.to])).toEqual([
      ["About Us", "/about/"],
      ["Mission", "/mission/"],
      ["Events", "/events/"],
      ["Programs", "/programs/"],
      ["Resources", "/resources/"],
      ["Contact", "/contact/"],
    ]);
  });

  it("lists About Us, Our Mission, Programs, Resources and Events as the footer's quick links", () => {
    expect(FOOTER_QUICK_LINKS.map((item) => [labels.footer[item.label], item.to])).toEqual([
      ["About Us", "/about/"],
      ["Our Mission", "/mission/"],
      ["Programs", "/programs/"],
      ["Resources", "/resources/"],
      ["Events", "/events/"],
    ]);
  });

  it("gives each guide, topic and audience of the library its own address", () => {
    expect(guidePath("my-wellbeing-plan")).toBe("/resources/my-wellbeing-plan/");
    expect(topicPath("wellbeing")).toBe("/resources/topics/wellbeing/");
    expect(audiencePath("parents")).toBe("/resources/for/parents/");
  });

  it("marks the link of the page being shown, with or without a trailing slash", () => {
    expect(currentState(ROUTES.events, "/events/")).toBe("page");
    expect(currentState(ROUTES.events, "/events")).toBe("page");
    expect(currentState(ROUTES.about, "/events/")).toBeUndefined();
  });

  it("marks Programs as the section of a program's own page, not as that page", () => {
    expect(currentState(ROUTES.programs, "/programs/community-care/")).toBe("true");
  });

  it("does not treat every page as inside the home page", () => {
    expect(currentState(ROUTES.home, "/events/")).toBeUndefined();
    expect(currentState(ROUTES.home, "/")).toBe("page");
  });
});

describe("the addresses made from data", () => {
  it("gives each program a page of its own under /programs/", () => {
    expect(programPath("education-support")).toBe("/programs/education-support/");
  });

  it("points to an event's card on the Events page, and to its calendar file beside it", () => {
    expect(eventAnchor("spring-open-house")).toBe("event-spring-open-house");
    expect(eventPath("spring-open-house")).toBe("/events/#event-spring-open-house");
    expect(calendarPath("spring-open-house")).toBe("/events/spring-open-house.ics");
  });
});
