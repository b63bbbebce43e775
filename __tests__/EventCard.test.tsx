import * as React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { EventCard } from "../src/components/EventCard";
import { eventFragment, events } from "./support/data";

const gathering = events.find((event) => event.id === "annual-community-gathering");
if (!gathering) throw new Error("data/events/ has no annual-community-gathering");

describe("EventCard", () => {
  it("shows the title, date, time, location, description and image of an event", () => {
    render(<EventCard event={eventFragment(gathering)} />);
    expect(screen.getByRole("heading", { level: 2, name: "Annual Community Gathering" })).toBeInTheDocument();
    expect(screen.getByText("March 15, 2024")).toBeInTheDocument();
    expect(screen.getByText("2:00 PM - 6:00 PM")).toBeInTheDocument();
    expect(screen.getByText(`${gathering.location.name}, Johns Creek, GA`)).toBeInTheDocument();
    expect(screen.getByText(gathering.description)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: gathering.imageAlt })).toBeInTheDocument();
  });

  it("gives the date to machines as the exact start instant", () => {
    render(<EventCard event={eventFragment(gathering)} />);
    expect(screen.getByText("March 15, 2024").closest("time")).toHaveAttribute("datetime", "2024-03-15T14:00:00-04:00");
  });

  describe("the 3-line description", () => {
    const measured = (scrollHeight: number, clientHeight: number) => {
      jest.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(scrollHeight);
      jest.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(clientHeight);
    };
    afterEach(() => jest.restoreAllMocks());

    it("is clamped, with Read more to show all of it when it is longer", () => {
      measured(160, 78);
      render(<EventCard event={eventFragment(gathering)} />);
      const description = screen.getByText(gathering.description);
      expect(description).toHaveClass("clamped");
      const more = screen.getByRole("button", { name: /Read more/ });
      expect(more).toHaveAttribute("aria-expanded", "false");
      fireEvent.click(more);
      expect(description).not.toHaveClass("clamped");
      expect(screen.getByRole("button", { name: /Show less/ })).toHaveAttribute("aria-expanded", "true");
    });

    it("offers no Read more when it fits in three lines", () => {
      measured(52, 78);
      render(<EventCard event={eventFragment(gathering)} />);
      expect(screen.queryByRole("button", { name: /Read more/ })).not.toBeInTheDocument();
    });
  });

  it("labels each fact for screen readers", () => {
    render(<EventCard event={eventFragment(gathering)} />);
    expect(screen.getByText("Date")).toBeInTheDocument();
    expect(screen.getByText("Time")).toBeInTheDocument();
    expect(screen.getByText("Location")).toBeInTheDocument();
  });
});
