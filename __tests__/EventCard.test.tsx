import { TextDecoder, TextEncoder } from "node:util";
import * as React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { EventCard } from "../src/components/EventCard";
import { eventFragment, events } from "./support/fixture";
import { labels } from "./support/page-context";

/** The markup Gatsby writes at build time (React's server renderer needs the encoders jsdom leaves out). */
function serverHtml(element: React.ReactElement): string {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
  return renderToString(element);
}

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

    // Read more is a native disclosure (<details>/<summary>), so it opens before and without script, and browsers
    // announce its summary with the disclosure's expanded state. (jsdom gives <summary> no role, and applies no
    // stylesheet, which shows "Read more" or "Show less" by that state.)
    const readMore = () => screen.getByText("Read more").closest("summary");

    it("is clamped, with Read more to show all of it when it is longer", () => {
      measured(160, 78);
      render(<EventCard labels={labels.cards} event={eventFragment(gathering)} />);
      const description = screen.getByText(gathering.description);
      expect(description).toHaveClass("clamped");
      const more = readMore();
      expect(more).toHaveTextContent(`Read more`);
      expect(more).toHaveTextContent(`about ${gathering.title}`);
      expect(more).toHaveAttribute("aria-controls", description.id);
      const disclosure = more?.closest("details") ?? null;
      expect(disclosure).not.toBeNull();
      expect(disclosure).not.toHaveAttribute("open");
      fireEvent.click(more as HTMLElement);
      expect(disclosure).toHaveAttribute("open");
      fireEvent(disclosure as HTMLDetailsElement, new Event("toggle"));
      expect(description).not.toHaveClass("clamped");
      fireEvent.click(more as HTMLElement);
      expect(disclosure).not.toHaveAttribute("open");
      fireEvent(disclosure as HTMLDetailsElement, new Event("toggle"));
      expect(description).toHaveClass("clamped");
    });

    it("keeps a description that was opened before React started open, and unclamped", () => {
      measured(160, 78);
      // The server's HTML, with the disclosure opened by the visitor; React then takes over the same markup.
      const container = document.body.appendChild(document.createElement("div"));
      container.innerHTML = serverHtml(<EventCard labels={labels.cards} event={eventFragment(gathering)} />).replace("<details", "<details open");
      const errors = jest.spyOn(console, "error");
      render(<EventCard labels={labels.cards} event={eventFragment(gathering)} />, { container, hydrate: true });
      expect(errors).not.toHaveBeenCalled();
      expect(container.querySelector("details")).toHaveAttribute("open");
      expect(screen.getByText(gathering.description)).not.toHaveClass("clamped");
    });

    it("offers no Read more when it fits in three lines", () => {
      measured(52, 78);
      render(<EventCard labels={labels.cards} event={eventFragment(gathering)} />);
      expect(screen.queryByText("Read more")).not.toBeInTheDocument();
    });
  });

  it("labels each fact for screen readers", () => {
    render(<EventCard labels={labels.cards} event={eventFragment(gathering)} />);
    expect(screen.getByText("Date")).toBeInTheDocument();
    expect(screen.getByText("Time")).toBeInTheDocument();
    expect(screen.getByText("Location")).toBeInTheDocument();
  });
});
