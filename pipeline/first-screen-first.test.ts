import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_SCREEN_ATTRIBUTE } from "../src/lib/first-screen";
import { FIRST_SCREEN_SCRIPT, withFirstScreenFirst } from "./first-screen-first";
import { inlineScriptHashes } from "./host-files";

describe("withFirstScreenFirst", () => {
  it("puts the script first in the head, before the stylesheet and the other scripts, hashed like any inline script", () => {
    const page = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>a()</script><link rel="stylesheet" href="/assets/shell.css#"/></head><body></body></html>';
    const html = withFirstScreenFirst(page);
    expect(html).toContain(`<meta charSet="utf-8"/><script>${FIRST_SCREEN_SCRIPT}</script><script>a()</script><link rel="stylesheet"`);
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });
  it("goes at the end of a head with no stylesheet or script", () => {
    expect(withFirstScreenFirst("<html><head><title>x</title></head><body><script>b()</script></body></html>")).toBe(
      `<html><head><title>x</title><script>${FIRST_SCREEN_SCRIPT}</script></head><body><script>b()</script></body></html>`,
    );
  });
});

describe("the first-screen script", () => {
  const html = document.documentElement;
  /** Runs the script as the page's head would, opened by a navigation of `type` at `url`. */
  function open(type: string | null, url = "/pricing") {
    history.replaceState(null, "", url);
    vi.spyOn(performance, "getEntriesByType").mockReturnValue(type ? ([{ type }] as unknown as PerformanceEntryList) : []);
    new Function(FIRST_SCREEN_SCRIPT)();
  }
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = "";
    html.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    history.replaceState(null, "", "/");
  });

  it("marks a page opened at its top by a new navigation", () => {
    open("navigate");
    expect(html.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(true);
  });
  it.each(["back_forward", "reload"])("leaves a page opened by %s whole (its position is restored on laid-out sections)", (type) => {
    open(type);
    expect(html.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });
  it("leaves a page opened at a #hash whole, and one whose browser has no navigation timing", () => {
    open("navigate", "/pricing#faq");
    expect(html.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
    open(null);
    expect(html.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });
  it("lays out the whole page at a jump to one of its anchors: the tap on its link, before the browser scrolls; a hash change", () => {
    open("navigate");
    document.body.innerHTML = '<a id="away" href="/store#top">Store</a><a id="faq" href="/pricing#faq"><span id="label">FAQ</span></a><section data-arrival=""></section>';
    const clicked: boolean[] = [];
    document.addEventListener("click", (e) => {
      clicked.push(html.hasAttribute(FIRST_SCREEN_ATTRIBUTE));
      e.preventDefault();
    });
    document.getElementById("away")!.click();
    expect(html.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(true);
    document.getElementById("label")!.click();
    expect(clicked).toEqual([true, false]);
    expect(document.querySelectorAll("[data-arrival]")).toHaveLength(0);

    open("navigate");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(html.hasAttribute(FIRST_SCREEN_ATTRIBUTE)).toBe(false);
  });
});
