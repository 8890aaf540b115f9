import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { es } from "~/content/mexico/es";
import { FaqAccordion } from "./faq-accordion";

const items = [
  { question: "First?", answer: "One." },
  { question: "Second?", answer: "Two, see the [refund policy](/refund-policy)." },
  { question: "Third?", answer: "Three." },
];

function setup(list = items) {
  render(
    <MemoryRouter>
      <FaqAccordion items={list} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), buttons: screen.getAllByRole("button") };
}

const expanded = () => screen.getAllByRole("button").map((b) => b.getAttribute("aria-expanded"));

describe("FaqAccordion", () => {
  it("starts closed, with buttons in headings that control labelled regions", () => {
    const { buttons } = setup();
    expect(buttons).toHaveLength(3);
    expect(expanded()).toEqual(["false", "false", "false"]);
    for (const b of buttons) {
      expect(b.closest("h3")).not.toBeNull();
      const panel = document.getElementById(b.getAttribute("aria-controls")!)!;
      expect(panel).toHaveAttribute("role", "region");
      expect(panel).toHaveAttribute("aria-labelledby", b.id);
      expect(panel).not.toBeVisible();
    }
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("opens one item at a time, and clicking the open one closes it", async () => {
    const { user, buttons } = setup();
    await user.click(buttons[0]!);
    expect(expanded()).toEqual(["true", "false", "false"]);
    expect(screen.getByRole("region", { name: "First?" })).toHaveTextContent("One.");
    await user.click(buttons[1]!);
    expect(expanded()).toEqual(["false", "true", "false"]);
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "refund policy" })).toHaveAttribute("href", "/refund-policy");
    await user.click(buttons[1]!);
    expect(expanded()).toEqual(["false", "false", "false"]);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("works from the keyboard: Enter and Space toggle, arrows, Home and End move focus", async () => {
    const { user, buttons } = setup();
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(expanded()).toEqual(["true", "false", "false"]);
    await user.keyboard("{ArrowDown}");
    expect(buttons[1]).toHaveFocus();
    await user.keyboard(" ");
    expect(expanded()).toEqual(["false", "true", "false"]);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(buttons[0]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(buttons[2]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(buttons[0]).toHaveFocus();
    await user.keyboard("{End}");
    expect(buttons[2]).toHaveFocus();
    await user.keyboard("{Enter}{Enter}");
    expect(expanded()).toEqual(["false", "false", "false"]);
  });

  it("renders the Spanish FAQ", () => {
    setup(es.faq.items);
    expect(screen.getAllByRole("button")).toHaveLength(es.faq.items.length);
    expect(screen.getByRole("button", { name: /Superanfitrión/ })).toBeInTheDocument();
  });
});
