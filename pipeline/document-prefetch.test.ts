import { describe, expect, it } from "vitest";
import { TOAST_ATTRIBUTE } from "~/components/ui/links";
import { documentPrefetchRules, MESSAGE_ATTRIBUTE, withDocumentPrefetch } from "./document-prefetch";
import { inlineScriptHashes } from "./host-files";

const never = ["/checkout/:priceId", "/email-list"];

describe("documentPrefetchRules", () => {
  const notNever = { not: { href_matches: never } };
  it("prefetches the marked links at once, never the routes no public page prefetches", () => {
    const rules = JSON.parse(documentPrefetchRules(never));
    expect(rules.prefetch).toEqual([{ where: { and: [{ selector_matches: "a[data-prefetch]" }, notNever] }, eagerness: "immediate" }]);
    expect(JSON.parse(documentPrefetchRules([])).prefetch[0].where).toEqual({ selector_matches: "a[data-prefetch]" });
  });
  it("prerenders the same links on intent, except a link whose message waits for the next page", () => {
    const rules = JSON.parse(documentPrefetchRules(never));
    expect(rules.prerender).toEqual([
      { where: { and: [{ selector_matches: "a[data-prefetch]:not([data-toast])" }, notNever] }, eagerness: "moderate" },
    ]);
    expect(MESSAGE_ATTRIBUTE).toBe(TOAST_ATTRIBUTE);
  });
  it("matches the links as the browser will: a link with a message is prefetched, not prerendered", () => {
    document.body.innerHTML = '<a data-prefetch href="/a">a</a><a data-prefetch data-toast="{}" href="/b">b</a><a href="/c">c</a>';
    const { prefetch, prerender } = JSON.parse(documentPrefetchRules([]));
    const hrefs = (selector: string) => [...document.querySelectorAll(selector)].map((a) => a.getAttribute("href"));
    expect(hrefs(prefetch[0].where.selector_matches)).toEqual(["/a", "/b"]);
    expect(hrefs(prerender[0].where.selector_matches)).toEqual(["/a"]);
  });
});

describe("withDocumentPrefetch", () => {
  const islands = '<!DOCTYPE html><html lang="en" data-islands=""><head><meta charSet="utf-8"/></head><body></body></html>';
  it("gives an islands page its rules at the end of its head, hashed into its policy like any inline script", () => {
    const html = withDocumentPrefetch(islands, never);
    expect(html).toContain(`<script type="speculationrules">${documentPrefetchRules(never)}</script></head>`);
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
  it("leaves a page the whole app hydrates as it is", () => {
    const whole = islands.replace(' data-islands=""', "");
    expect(withDocumentPrefetch(whole, never)).toBe(whole);
  });
});
