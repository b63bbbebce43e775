import * as React from "react";
import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../src/components/Picture";

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 640,
  height: 426.99999999999994,
  backgroundColor: "#e8f8e8",
  images: {
    fallback: { src: "/static/a/640/hero.webp", srcSet: "/static/a/320/hero.webp 320w,\n/static/a/640/hero.webp 640w", sizes: "92vw" },
    sources: [{ type: "image/avif", srcSet: "/static/a/640/hero.avif 640w", sizes: "92vw" }],
  },
};

describe("Picture", () => {
  it("draws the image with its srcset and sizes, and any other format as a source", () => {
    const { container } = render(<Picture image={image} alt="A sunrise" />);
    const img = screen.getByRole("img", { name: "A sunrise" });
    expect(img).toHaveAttribute("src", "/static/a/640/hero.webp");
    expect(img).toHaveAttribute("srcset", image.images.fallback?.srcSet);
    expect(img).toHaveAttribute("sizes", "92vw");
    const source = container.querySelector("picture > source");
    expect(source).toHaveAttribute("type", "image/avif");
    expect(source).toHaveAttribute("srcset", "/static/a/640/hero.avif 640w");
  });

  it("reserves the image's place with whole-number width and height, over its dominant color", () => {
    const { container } = render(<Picture image={image} alt="A sunrise" />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("width", "640");
    expect(img).toHaveAttribute("height", "427");
    expect(container.querySelector("picture")).toHaveStyle({ backgroundColor: "#e8f8e8" });
  });

  it("loads an ordinary image lazily, decoded off the main thread", () => {
    render(<Picture image={image} alt="A sunrise" />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(img).not.toHaveAttribute("elementtiming");
  });

  it("fetches the page's first image at once and first, marked only with valid HTML attributes", () => {
    render(<Picture image={image} alt="A sunrise" priority />);
    const img = screen.getByRole("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    // The scripts find it by its priority; element timing's attribute is not HTML.
    expect(img).not.toHaveAttribute("elementtiming");
    expect(img).not.toHaveAttribute("decoding");
  });

  it("keeps the class it is given beside its own", () => {
    const { container } = render(<Picture image={image} alt="A sunrise" className="hero" />);
    expect(container.querySelector("picture")?.className.split(" ")).toContain("hero");
  });
});
