import { beforeEach, describe, expect, it } from "vitest";
import { focusAfterFrame, markArrival } from "./page-arrival";

/** A window whose frame, timer and idle callbacks wait until `flush()`; `innerHeight` 800. */
function fakeWindow() {
  const queue: (() => void)[] = [];
  const later = (cb: () => void) => (queue.push(cb), 0);
  const win = { document, innerHeight: 800, requestAnimationFrame: later, setTimeout: later, requestIdleCallback: later } as unknown as Window;
  const flush = () => {
    while (queue.length) queue.shift()!();
  };
  /** Runs the callbacks waiting now, not those they queue. */
  const step = () => queue.splice(0).forEach((cb) => cb());
  return { win, flush, step };
}

/** Places an element at `top` (px from the view's top), `height` tall. */
function place(el: Element, top: number, height = 600) {
  el.getBoundingClientRect = () => ({ top, bottom: top + height }) as DOMRect;
}

const marked = () => [...document.querySelectorAll("[data-arrival]")].map((el) => el.id);

beforeEach(() => {
  document.body.innerHTML = `
    <main id="main">
      <h1>Why choose us</h1>
      <section id="hero"><section id="inner"></section></section>
      <div><section id="reasons"></section></div>
      <section id="cta"></section>
      <div class="prose-site"><section id="legal"></section></div>
    </main>
    <footer id="footer"></footer>`;
  place(document.getElementById("hero")!, 65);
  place(document.getElementById("reasons")!, 665);
  place(document.getElementById("cta")!, 1265);
  place(document.getElementById("footer")!, 1865);
});

describe("markArrival", () => {
  it("marks #main's outermost sections and the footer, not a nested section or a legal text's", () => {
    const { win } = fakeWindow();
    markArrival(win, true);
    expect(marked()).toEqual(["hero", "reasons", "cta", "footer"]);
  });

  it("once idle after the first frame, releases what is off screen and keeps what is on it", () => {
    const { win, flush } = fakeWindow();
    markArrival(win, true);
    flush();
    expect(marked()).toEqual(["hero", "reasons"]);
  });

  it("unmarks the page for back, forward and a #hash", () => {
    const { win, flush } = fakeWindow();
    markArrival(win, true);
    flush();
    markArrival(win, false);
    expect(marked()).toEqual([]);
  });

  it("an earlier arrival's idle callback leaves the next page's marks alone", () => {
    const { win, flush, step } = fakeWindow();
    markArrival(win, true);
    step(); // the first arrival's frame
    markArrival(win, true);
    step(); // its timer, the second's frame
    step(); // its idle callback, the second's timer: the second page is not yet idle
    expect(marked()).toEqual(["hero", "reasons", "cta", "footer"]);
    flush();
    expect(marked()).toEqual(["hero", "reasons"]);
  });
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
