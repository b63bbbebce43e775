import * as React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { EventCard } from "../src/components/EventCard";
import { startPage } from "../src/enhance/loader";
import { eventFragment, events } from "./support/fixture";
import { labels } from "./support/page-context";

const gathering = events.find((event) => event.id === "annual-community-gathering");
if (!gathering) throw new Error("data/events/ has no annual-community-gathering");

describe("EventCard", () => {
  it("shows the title, date, time, location, description and image of an event", () => {
    render(<EventCard labels={labels.cards} event={eventFragment(gathering)} />);
    expect(screen.getByRole("heading", { level: 2, name: "Annual Community Gathering" })).toBeInTheDocument();
    expect(screen.getByText("March 15, 2024")).toBeInTheDocument();
    expect(screen.getByText("2:00 PM - 6:00 PM")).toBeInTheDocument();
    expect(screen.getByText(`${gathering.location.name}, Johns Creek, GA`)).toBeInTheDocument();
    expect(screen.getByText(gathering.description)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: gathering.imageAlt })).toBeInTheDocument();
  });

  it("gives the date to machines as the exact start instant", () => {
    render(<EventCard labels={labels.cards} event={eventFragment(gathering)} />);
    expect(screen.getByText("March 15, 2024").closest("time")).toHaveAttribute("datetime", "2024-03-15T14:00:00-04:00");
  });

  describe("the 3-line description", () => {
    const measured = (scrollHeight: number, clientHeight: number) => {
      jest.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(scrollHeight);
      jest.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(clientHeight);
    };
    afterEach(() => jest.restoreAllMocks());

    // Read more is a native disclosure (<details>/<summary>), so it opens without script, and browsers announce its
    // summary with the disclosure's expanded state; the stylesheet lifts the clamp while it is open. (jsdom gives
    // <summary> no role, and applies no stylesheet, which shows "Read more" or "Show less" by that state.)
    const readMore = () => screen.getByText("Read more").closest("summary");

    it("is clamped in the built page, with Read more to show all of it", () => {
      const { container } = render(<EventCard labels={labels.cards} event={eventFragment(gathering)} />);
      const description = screen.getByText(gathering.description);
      expect(description).toHaveClass("clamped");
      const more = readMore();
      expect(more).toHaveTextContent(`Read more`);
      expect(more).toHaveTextContent(`about ${gathering.title}`);
      expect(more).toHaveAttribute("aria-controls", description.id);
      const disclosure = more?.closest("details") ?? null;
      expect(disclosure).not.toHaveAttribute("open");
      fireEvent.click(more as HTMLElement);
      expect(disclosure).toHaveAttribute("open");
      // The page's script finds the card, its clamped text and its disclosure by these marks.
      expect(container.querySelector("article")).toHaveAttribute("data-clamp-card");
      expect(description).toHaveAttribute("data-clamp");
      expect(disclosure).toHaveAttribute("data-clamp-toggle");
    });

    it("loses its Read more to the page's script when it fits in three lines, and keeps it when longer", () => {
      measured(52, 78);
      render(<EventCard labels={labels.cards} event={eventFragment(gathering)} />);
      startPage({});
      expect(screen.queryByText("Read more")).not.toBeInTheDocument();
    });

    it("keeps Read more when the description is longer than three lines", () => {
      measured(160, 78);
      render(<EventCard labels={labels.cards} event={eventFragment(gathering)} />);
      startPage({});
      expect(readMore()).toBeInTheDocument();
    });
  });

  it("labels each fact for screen readers", () => {
    render(<EventCard labels={labels.cards} event={eventFragment(gathering)} />);
    expect(screen.getByText("Date")).toBeInTheDocument();
    expect(screen.getByText("Time")).toBeInTheDocument();
    expect(screen.getByText("Location")).toBeInTheDocument();
  });
});
