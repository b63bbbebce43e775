import { eventJsonLd } from "../src/lib/event-structured-data";
import { internationalPhone, organizationJsonLd, serializeJsonLd } from "../src/lib/structured-data";
import { eventFragment, events, site } from "./support/fixture";

describe("structured data", () => {
  it("describes the organization as an NGO with its contact point and address", () => {
    const organization = organizationJsonLd(site, "/icon.png");
    expect(organization).toMatchObject({
      "@type": "NGO",
      name: "Kindred Minds",
      url: "https://kindredminds.example.org/",
      logo: "https://kindredminds.example.org/icon.png",
      email: "hello@example.org",
      telephone: "+1-770-555-0142",
      nonprofitStatus: "https://schema.org/Nonprofit501c3",
      address: { "@type": "PostalAddress", addressLocality: "Johns Creek", addressRegion: "GA", postalCode: "30097" },
      contactPoint: { "@type": "ContactPoint", email: "hello@example.org", telephone: "+1-770-555-0142" },
    });
  });

  it("describes an event with its exact times, place, picture and organizer", () => {
    const [first] = events;
    if (!first) throw new Error("data/events/ is empty");
    const fragment = eventFragment(first);
    const event = eventJsonLd(
      {
        ...fragment,
        location: { name: first.location.name, address: first.location.address ?? site.address },
        imageSrc: "/static/x/gathering.jpg",
      },
      site,
    );
    expect(event).toMatchObject({
      "@type": "Event",
      name: "Annual Community Gathering",
      startDate: "2024-03-15T14:00:00-04:00",
      endDate: "2024-03-15T18:00:00-04:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      image: ["https://kindredminds.example.org/static/x/gathering.jpg"],
      location: { "@type": "Place", name: "Creekside Community Center", address: { addressLocality: "Johns Creek" } },
      organizer: { "@type": "NGO", name: "Kindred Minds" },
    });
  });

  it("writes phone numbers in international form", () => {
    expect(internationalPhone("(770) 555-0142")).toBe("+1-770-555-0142");
    expect(internationalPhone("+1 770 555 0142")).toBe("+1-770-555-0142");
  });

  it("cannot be closed early by text inside it", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
