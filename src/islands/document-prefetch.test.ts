import { afterEach, describe, expect, it } from "vitest";
import type { IdleDeadlineLike } from "~/lib/idle-slices";
import { PREFETCH_ATTRIBUTE, VIEWPORT_DOCUMENTS, startDocumentPrefetch } from "./document-prefetch";

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
class FakeObserver {
  static last: FakeObserver | null = null;
  watched = new Set<Element>();
  constructor(private readonly report: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.watched.clear();
  }
  show(...els: Element[]) {
    this.report(els.filter((el) => this.watched.has(el)).map((target) => ({ target, isIntersecting: true })));
  }
}

function page(html: string, { supports = true, connection }: { supports?: boolean; connection?: { saveData?: boolean } } = {}) {
  document.body.innerHTML = html;
  const idle: Array<(d: IdleDeadlineLike) => void> = [];
  const runIdle = () => {
    while (idle.length) idle.shift()!({ timeRemaining: () => 50 });
  };
  const win = Object.create(window, {
    HTMLScriptElement: { value: { supports: (type: string) => supports && type === "speculationrules" } },
    IntersectionObserver: { value: FakeObserver },
    navigator: { value: { connection, languages: ["en-US"] } },
  }) as Window;
  // The listeners go on the real window (the events are dispatched there).
  win.addEventListener = window.addEventListener.bind(window);
  win.removeEventListener = window.removeEventListener.bind(window);
  const stop = startDocumentPrefetch(win, (run) => void idle.push(run));
  stops.push(stop);
  return { runIdle, stop, link: (href: string) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)! };
}
const stops: Array<() => void> = [];
const marked = () => [...document.querySelectorAll(`a[${PREFETCH_ATTRIBUTE}]`)].map((a) => a.getAttribute("href"));

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  FakeObserver.last = null;
  document.body.innerHTML = "";
});

describe("startDocumentPrefetch", () => {
  it("marks the links on screen once the browser is idle, not before, and not those it cannot prefetch", () => {
    const { runIdle, link } = page(
      `<a href="/why-choose-us">Why</a><a href="/pricing">Pricing</a><a href="${location.pathname}#faq">Here</a>` +
        `<a href="https://example.com/x">Out</a><a href="/kit.pdf" download>File</a><a href="/blog" target="_blank">Tab</a><a href="/es/" hreflang="es">ES</a>`,
    );
    runIdle(); // the links are watched in an idle period
    FakeObserver.last!.show(...document.querySelectorAll("a"));
    expect(marked()).toEqual([]);
    runIdle();
    // The language switch waits for a visitor who reads Spanish (navigator.languages is en-US here).
    expect(marked()).toEqual(["/why-choose-us", "/pricing"]);
    expect(link("/pricing").getAttribute(PREFETCH_ATTRIBUTE)).toBe("");
  });

  it("marks at most VIEWPORT_DOCUMENTS links for being on screen, and any link a visitor points at", () => {
    const links = Array.from({ length: VIEWPORT_DOCUMENTS + 3 }, (_, i) => `<a href="/p${i}">${i}</a>`).join("");
    const { runIdle, link } = page(links);
    runIdle();
    FakeObserver.last!.show(...document.querySelectorAll("a"));
    runIdle();
    expect(marked()).toHaveLength(VIEWPORT_DOCUMENTS);
    const last = link(`/p${VIEWPORT_DOCUMENTS + 2}`);
    last.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(last.hasAttribute(PREFETCH_ATTRIBUTE)).toBe(true);
  });

  it("on Save-Data prefetches only what a visitor points at", () => {
    const { runIdle, link } = page(`<a href="/pricing">Pricing</a><a href="/store">Store</a>`, { connection: { saveData: true } });
    runIdle();
    expect(FakeObserver.last).toBeNull();
    link("/store").dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(marked()).toEqual(["/store"]);
  });

  it("does nothing where speculation rules are not supported", () => {
    const { runIdle, link } = page(`<a href="/pricing">Pricing</a>`, { supports: false });
    runIdle();
    link("/pricing").dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(marked()).toEqual([]);
    expect(FakeObserver.last).toBeNull();
  });

  it("stops: no mark after the stop", () => {
    const { runIdle, stop, link } = page(`<a href="/pricing">Pricing</a>`);
    stop();
    runIdle();
    link("/pricing").dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(marked()).toEqual([]);
  });
});
