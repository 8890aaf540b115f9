import { afterEach, describe, expect, it, vi } from "vitest";
import { replayTaps, TAP_CAPTURE_SCRIPT } from "../src/components/layout/tap-replay";
import { readLangPreference } from "../src/lib/i18n";
import { LANGUAGE_SWITCH_SCRIPT, withLanguageSwitchScript } from "./language-switch-script";

type TapWindow = Window & { __cxTaps?: number[] | null };

/** The head's two scripts, as a prerendered page runs them, in this document. */
function capture() {
  new Function(TAP_CAPTURE_SCRIPT)();
  new Function(LANGUAGE_SWITCH_SCRIPT)();
}

afterEach(() => {
  (window as TapWindow).__cxTaps = null;
  document.body.innerHTML = "";
});

describe("the language switch's head script", () => {
  it("goes into the head of a page with the switch, once", () => {
    const html = '<html><head><title>x</title></head><body><a href="/es/precios" data-language-switch="page">ES</a></body></html>';
    const out = withLanguageSwitchScript(html);
    expect(out).toContain(`<script>${LANGUAGE_SWITCH_SCRIPT}</script></head>`);
    expect(out.split("<script>").length).toBe(2);
  });

  it("leaves a page without it alone (the 404 page, a legal page's link to its governing text)", () => {
    const html = '<html><head></head><body><a href="/terms" data-language-switch="">English</a></body></html>';
    expect(withLanguageSwitchScript(html)).toBe(html);
  });
});

describe("the language switch before hydration", () => {
  const SWITCH = '<header><a id="switch" href="/es/precios" hreflang="es" data-language-switch="page"><span id="label">ES</span></a></header>';
  const GOVERNING = '<a id="governing" href="/terms" hreflang="en" data-language-switch="">English</a>';

  afterEach(() => {
    history.replaceState(null, "", "/");
    document.cookie = "cx-mexico-lang=; Path=/; Max-Age=0";
  });

  /** A click that the test, not jsdom, stops at the end (jsdom cannot follow links): was it let through? */
  function tap(el: HTMLElement): boolean {
    let followed = false;
    const end = (e: Event) => {
      followed = !e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener("click", end);
    el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    document.removeEventListener("click", end);
    return followed;
  }

  it("does not search the document once the body is parsed when the address has no query or hash (its href is already right)", () => {
    history.replaceState(null, "", "/pricing");
    document.body.innerHTML = SWITCH;
    capture();
    const searches = vi.spyOn(document, "querySelectorAll");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(searches).not.toHaveBeenCalled();
    searches.mockRestore();
    expect(document.getElementById("switch")!.getAttribute("href")).toBe("/es/precios");
  });

  it("carries the page's query and hash once the body is parsed, as React will render it", () => {
    history.replaceState(null, "", "/pricing?ref=mail#faq");
    document.body.innerHTML = SWITCH + GOVERNING;
    capture();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(document.getElementById("switch")!.getAttribute("href")).toBe("/es/precios?ref=mail#faq");
    // Only the header's switch: the legal page's link to its governing English text keeps its href.
    expect(document.getElementById("governing")!.getAttribute("href")).toBe("/terms");
  });

  it("follows a hash that changed after the body was parsed, and a tap on it goes there and remembers the language", () => {
    history.replaceState(null, "", "/pricing");
    document.body.innerHTML = SWITCH;
    capture();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    history.replaceState(null, "", "/pricing?plan=pro#faq");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(document.getElementById("switch")!.getAttribute("href")).toBe("/es/precios?plan=pro#faq");

    // Changed without a hashchange (a script's replaceState): the tap itself reads the address again.
    history.replaceState(null, "", "/pricing#kits");
    expect(tap(document.getElementById("label")!)).toBe(true);
    expect(document.getElementById("switch")!.getAttribute("href")).toBe("/es/precios#kits");
    expect(readLangPreference()).toBe("es");
    // A link, not a kept tap.
    expect(replayTaps()).toBe(0);
  });

  it("leaves an href that is already right alone: no attribute write on a page with no query or hash", () => {
    history.replaceState(null, "", "/pricing");
    document.body.innerHTML = SWITCH;
    capture();
    const writes: string[] = [];
    new MutationObserver((records) => writes.push(...records.map((r) => r.attributeName ?? ""))).observe(document.getElementById("switch")!, { attributes: true });
    document.dispatchEvent(new Event("DOMContentLoaded"));
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(writes).toEqual([]);
        expect(document.getElementById("switch")!.getAttribute("href")).toBe("/es/precios");
        resolve();
      }, 0),
    );
  });

  it("on an islands page, stays the prerender's after the page is live until the header's island is (it hydrates on intent)", () => {
    document.documentElement.setAttribute("data-islands", "");
    try {
      history.replaceState(null, "", "/pricing");
      document.body.innerHTML = `<div data-island="header" class="contents">${SWITCH}</div>`;
      capture();
      // The page is live: its islands hydrated with it have committed; the header waits.
      replayTaps();
      history.replaceState(null, "", "/pricing#faq");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
      expect(document.getElementById("switch")!.getAttribute("href")).toBe("/es/precios#faq");
      expect(tap(document.getElementById("label")!)).toBe(true);
      expect(readLangPreference()).toBe("es");
      document.cookie = "cx-mexico-lang=; Path=/; Max-Age=0";

      // The header's island has committed: the switch is React's.
      document.querySelector("[data-island]")!.setAttribute("data-island-live", "");
      history.replaceState(null, "", "/pricing#kits");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
      expect(document.getElementById("switch")!.getAttribute("href")).toBe("/es/precios#faq");
      expect(tap(document.getElementById("label")!)).toBe(true);
      expect(readLangPreference()).toBeNull();
    } finally {
      document.documentElement.removeAttribute("data-islands");
    }
  });

  it("is React's once the page has hydrated", () => {
    history.replaceState(null, "", "/pricing#faq");
    document.body.innerHTML = SWITCH;
    capture();
    replayTaps();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(tap(document.getElementById("switch")!)).toBe(true);
    expect(document.getElementById("switch")!.getAttribute("href")).toBe("/es/precios");
    expect(readLangPreference()).toBeNull();
  });
});
