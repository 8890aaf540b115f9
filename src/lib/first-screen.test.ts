import { beforeEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { adoptFirstScreen, FIRST_SCREEN_ATTRIBUTE, LAID_OUT_LATER_ON_LOAD, markArrival } from "./first-screen";
import { fakeWindow } from "~/test/fake-frames";

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

  it("releases them one at a time, each in an idle period of its own, where they were when the first idle period came", () => {
    const { win, step } = fakeWindow();
    markArrival(win, true);
    step(); // the first frame
    step(); // its task
    step(); // the first idle period: where each is, read once; the first one off screen released
    expect(marked()).toEqual(["hero", "reasons", "footer"]);
    place(document.getElementById("footer")!, 400); // scrolled to meanwhile: not read again
    step();
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

describe("adoptFirstScreen", () => {
  const html = document.documentElement;
  it("hands a document's first-screen mark over to its sections from the third of a parent on and the footer, released off screen once idle", () => {
    document.getElementById("main")!.insertAdjacentHTML("beforeend", '<section id="faq"></section><section id="contact"></section>');
    place(document.getElementById("faq")!, 700);
    place(document.getElementById("contact")!, 1400);
    const { win, flush } = fakeWindow();
    html.setAttribute(FIRST_SCREEN_ATTRIBUTE, "");
    adoptFirstScreen(win);
    expect(html.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
    // #main's sections: hero, cta, faq, contact; the first two are laid out with the page.
    expect(marked()).toEqual(["faq", "contact", "footer"]);
    flush();
    expect(marked()).toEqual(["faq"]);
  });

  it("marks nothing on a page opened by back, forward, reload or a #hash (no mark to hand over)", () => {
    const { win, flush } = fakeWindow();
    adoptFirstScreen(win);
    flush();
    expect(marked()).toEqual([]);
  });
});

describe("the stylesheet's twin of the list", () => {
  it("leaves unlaid at load exactly what the scripts take over (app.css and LAID_OUT_LATER_ON_LOAD)", () => {
    // The list's selectors, split at its top-level commas (a :not() holds commas of its own).
    const selectors: string[] = [];
    let depth = 0;
    let start = 0;
    [...LAID_OUT_LATER_ON_LOAD].forEach((c, i) => {
      if (c === "(") depth += 1;
      else if (c === ")") depth -= 1;
      else if (c === "," && depth === 0) {
        selectors.push(LAID_OUT_LATER_ON_LOAD.slice(start, i).trim());
        start = i + 1;
      }
    });
    selectors.push(LAID_OUT_LATER_ON_LOAD.slice(start).trim());
    const css = readFileSync(`${process.cwd()}/src/app.css`, "utf8");
    expect(css).toContain(`${selectors.map((s) => `html[${FIRST_SCREEN_ATTRIBUTE}] ${s}`).join(",\n")} {`);
  });
});
