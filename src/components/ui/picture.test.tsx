import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResponsiveImage } from "~/lib/responsive-image";
import { Picture } from "./picture";

const photo: ResponsiveImage = {
  src: "/assets/cover-1200-abc.jpg",
  width: 1200,
  height: 675,
  sources: [
    { type: "image/avif", srcset: "/assets/cover-480-abc.avif 480w, /assets/cover-1200-abc.avif 1200w" },
    { type: "image/webp", srcset: "/assets/cover-480-abc.webp 480w, /assets/cover-1200-abc.webp 1200w" },
  ],
};

describe("Picture", () => {
  it("offers AVIF then WebP with sizes, and a fallback img with its size, lazy below the fold", () => {
    const { container } = render(<Picture image={photo} alt="A guest's welcome book" sizes="(min-width: 1024px) 768px, 100vw" />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((s) => [s.getAttribute("type"), s.getAttribute("srcset"), s.getAttribute("sizes")])).toEqual([
      ["image/avif", photo.sources[0]!.srcset, "(min-width: 1024px) 768px, 100vw"],
      ["image/webp", photo.sources[1]!.srcset, "(min-width: 1024px) 768px, 100vw"],
    ]);
    const img = container.querySelector("picture > img")!;
    expect(img).toHaveAttribute("src", photo.src);
    expect(img).toHaveAttribute("alt", "A guest's welcome book");
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "675");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
    // `sizes` without `srcset` is invalid on an img (the W3C checker's error): only the sources carry it.
    expect(img).not.toHaveAttribute("sizes");
    expect(img).not.toHaveAttribute("srcset");
  });

  it("loads a priority image at once, first", () => {
    const { container } = render(<Picture image={photo} alt="" priority />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).not.toHaveAttribute("decoding");
    expect(img).toHaveAttribute("alt", "");
  });

  it("draws an image without sources (an SVG, or dev) as a plain img", () => {
    const { container } = render(<Picture image={{ src: "/images/blog/intro.svg", width: 640, height: 360, sources: [] }} alt="Intro" />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("width", "640");
  });
});
