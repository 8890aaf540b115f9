import { beforeEach, describe, expect, it } from "vitest";
import { focusAfterFrame } from "./page-arrival";
import { fakeWindow } from "~/test/fake-frames";

beforeEach(() => {
  document.body.innerHTML = `<main id="main"><h1>Why choose us</h1><section id="hero"></section></main>`;
});

describe("focusAfterFrame", () => {
  it("moves the focus to the new page's h1 after its first frame, not in the commit", () => {
    const { win, flush } = fakeWindow();
    focusAfterFrame(win, () => true);
    expect(document.activeElement).toBe(document.body);
    flush();
    const h1 = document.querySelector("#main h1");
    expect(document.activeElement).toBe(h1);
    expect(h1).toHaveAttribute("tabindex", "-1");
  });

  it("leaves the focus where the visitor put it meanwhile, and a newer page's to that page", () => {
    const moved = fakeWindow();
    focusAfterFrame(moved.win, () => true);
    const input = document.createElement("input");
    document.body.append(input);
    input.focus();
    moved.flush();
    expect(document.activeElement).toBe(input);
    input.blur();

    const stale = fakeWindow();
    focusAfterFrame(stale.win, () => false);
    stale.flush();
    expect(document.activeElement).toBe(document.body);
  });
});
