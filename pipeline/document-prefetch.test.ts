import { describe, expect, it } from "vitest";
import { documentPrefetchRules, withDocumentPrefetch } from "./document-prefetch";
import { inlineScriptHashes } from "./host-files";

const never = ["/checkout/:priceId", "/email-list"];

describe("documentPrefetchRules", () => {
  it("prefetches the marked links at once, never the routes no public page prefetches", () => {
    expect(JSON.parse(documentPrefetchRules(never))).toEqual({
      prefetch: [{ where: { and: [{ selector_matches: "a[data-prefetch]" }, { not: { href_matches: never } }] }, eagerness: "immediate" }],
    });
    expect(JSON.parse(documentPrefetchRules([])).prefetch[0].where).toEqual({ selector_matches: "a[data-prefetch]" });
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
