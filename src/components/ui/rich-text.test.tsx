import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text";

describe("RichText", () => {
  it("turns [label](href) into links and keeps the rest as text", () => {
    render(
      <MemoryRouter>
        <p>
          <RichText text="Read the [Terms](/terms), mail [us](mailto:a@b.c) or visit [Help](https://help.example)." />
        </p>
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "us" })).toHaveAttribute("href", "mailto:a@b.c");
    const ext = screen.getByRole("link", { name: "Help" });
    expect(ext).toHaveAttribute("target", "_blank");
    expect(ext).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText(/Read the/)).toHaveTextContent("Read the Terms, mail us or visit Help.");
  });

  it("never renders markup from the text", () => {
    const { container } = render(
      <MemoryRouter>
        <RichText text="<img src=x onerror=alert(1)>" />
      </MemoryRouter>,
    );
    expect(container.querySelector("img")).toBeNull();
  });
});
