import * as React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { ContactForm } from "../src/components/ContactForm";
import { enhance } from "../src/enhance/contact-form";
import { TierCard } from "../src/components/TierCard";
import { groupDigits } from "../src/lib/contact-form";
import { tierFields } from "../src/lib/computed";
import { tierFragment, tiers } from "./support/fixture";
import { labels } from "./support/page-context";

/**
 * The first use of Intl in a browser loads its locale data: tens of milliseconds of blocked main thread on a
 * phone while the page starts. Prices are formatted at build time and counts are grouped by hand, so the
 * components that run in the browser never touch it.
 */
// What the build delivers (formatted at build time, before Intl is taken away below).
const [firstTier] = tiers;
if (!firstTier) throw new Error("data/tiers/ is empty");
const tier = tierFragment(firstTier);

describe("formatting without Intl in the browser", () => {
  beforeEach(() => {
    const refuse = () => {
      throw new Error("Intl used while rendering");
    };
    jest.spyOn(Intl, "NumberFormat").mockImplementation(refuse);
    jest.spyOn(Number.prototype, "toLocaleString").mockImplementation(refuse);
  });
  afterEach(() => jest.restoreAllMocks());

  it("renders a giving level and the contact form, and counts what is typed", () => {
    render(<TierCard labels={labels} tier={tier} />);
    const { container } = render(
      <ContactForm
        labels={labels.forms}
        endpoint="/"
        email="hello@example.org"
        topicLabel="What is it about?"
        topics={[{ id: "general", label: "A general question" }]}
      />,
    );
    enhance(container.querySelector<HTMLElement>('[data-enhance="contact-form"]') as HTMLElement);
    fireEvent.input(screen.getByLabelText("Message"), { target: { value: "x".repeat(1500) } });
    expect(screen.getByText("1,500 of 2,000 characters")).toBeInTheDocument();
  });

  it("groups digits by thousands", () => {
    expect([0, 7, 999, 1000, 12345, 1234567].map(groupDigits)).toEqual(["0", "7", "999", "1,000", "12,345", "1,234,567"]);
  });
});

describe("the price text made at build time", () => {
  it("reads as the pages show it", () => {
    jest.restoreAllMocks();
    expect(tierFields.priceText({ price: 25, currency: "USD" })).toBe("$25");
    expect(tierFields.priceText({ price: 12.5, currency: "USD" })).toBe("$12.50");
  });
});
