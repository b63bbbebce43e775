import * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { donateHref, TierCard } from "../src/components/TierCard";
import { tierFragment, tiers } from "./support/fixture";
import { labels } from "./support/page-context";
import type { Labels } from "../src/content/page-context";
// cspell:dictionaries es-es

function tier(id: string) {
  const found = tiers.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`data/tiers/ has no ${id}`);
  return tierFragment(found);
}

describe("TierCard", () => {
  it("shows the giving level's name and its price per month", () => {
    render(<TierCard labels={labels} tier={tier("tier-monthly")} />);
    expect(screen.getByRole("heading", { level: 2, name: "Community Supporter" })).toBeInTheDocument();
    const price = screen.getByText("$25").parentElement;
    expect(price).toHaveTextContent("$25/month");
  });

  it("lists every benefit", () => {
    render(<TierCard labels={labels} tier={tier("tier-monthly")} />);
    const list = within(screen.getByRole("article", { name: "Community Supporter" })).getByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Website recognition", "Monthly newsletter updates", "Invitation to annual donor event"]);
  });

  it("says which level's benefits a higher level includes", () => {
    render(<TierCard labels={labels} tier={tier("tier-quarterly")} />);
    const list = within(screen.getByRole("article", { name: "Impact Partner" })).getByRole("list");
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Everything in Community Supporter, plus:");
    expect(screen.getByText("$100").parentElement).toHaveTextContent("$100/month");
  });

  it("without a checkout link, Donate Now leads to the contact form with the level chosen", () => {
    render(<TierCard labels={labels} tier={tier("tier-annual")} />);
    expect(screen.getByRole("link", { name: "Donate Now (Change Maker)" })).toHaveAttribute("href", "/contact/?topic=giving&tier=tier-annual");
  });

  it("with a checkout link, Donate Now opens it", () => {
    const withCheckout = { ...tier("tier-monthly"), checkoutUrl: "https://donate.example.org/monthly" };
    render(<TierCard labels={labels} tier={withCheckout} />);
    expect(screen.getByRole("link", { name: "Donate Now (Community Supporter)" })).toHaveAttribute("href", "https://donate.example.org/monthly");
    expect(donateHref(withCheckout)).toBe("https://donate.example.org/monthly");
  });

  it("speaks the page's language: its Donate Now, its price's period and what a level includes", () => {
    const words: Pick<Labels, "cards" | "prices" | "buttons"> = {
      cards: { ...labels.cards, includes: "Todo lo de {name}, y además:" },
      prices: { ...labels.prices, month: "{price}/mes" },
      buttons: { ...labels.buttons, donate: "Donar ahora" },
    };
    render(<TierCard labels={words} tier={{ ...tier("tier-quarterly"), name: "Socio de impacto", includes: { name: "Colaborador comunitario" } }} />);
    const card = screen.getByRole("article", { name: "Socio de impacto" });
    expect(within(card).getByText("$100").parentElement).toHaveTextContent("$100/mes");
    expect(within(card).getAllByRole("listitem")[0]).toHaveTextContent("Todo lo de Colaborador comunitario, y además:");
    expect(within(card).getByRole("link", { name: "Donar ahora (Socio de impacto)" })).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/Donate Now|Everything in|month/);
  });

  it("shows the billing period written in the data", () => {
    const quarterly = { ...tier("tier-quarterly"), billingPeriod: "quarter" };
    render(<TierCard labels={labels} tier={quarterly} />);
    expect(screen.getByText("$100").parentElement).toHaveTextContent("$100/quarter");
  });
});
