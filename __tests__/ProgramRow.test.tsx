import * as React from "react";
import { render, screen } from "@testing-library/react";
import { ProgramRow } from "../src/components/ProgramRow";
import { programFragment, programs } from "./support/fixture";
import { labels } from "./support/page-context";

describe("ProgramRow", () => {
  it.each(programs.map((program) => [program.name, program]))("shows %s with its image and text", (_name, program) => {
    render(<ProgramRow learnMore={labels.buttons.learnMore} about={labels.cards.about} program={programFragment(program)} />);
    expect(screen.getByRole("heading", { level: 2, name: program.name })).toBeInTheDocument();
    expect(screen.getByText(program.summary)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: program.imageAlt })).toBeInTheDocument();
  });

  it("Learn More goes to the program's own page, never to #", () => {
    const [first] = programs;
    if (!first) throw new Error("data/programs.json is empty");
    render(<ProgramRow learnMore={labels.buttons.learnMore} about={labels.cards.about} program={programFragment(first)} />);
    expect(screen.getByRole("link", { name: `Learn More about ${first.name}` })).toHaveAttribute("href", `/programs/${first.id}/`);
  });
});
