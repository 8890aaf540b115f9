import { isIslandsPage } from "./defer-boot";

/** A link's message for the next page: components/ui/links.tsx `TOAST_ATTRIBUTE` (the test holds them together). */
export const MESSAGE_ATTRIBUTE = "data-toast";

/**
 * An islands page's speculation rules (decision 2026-11-28-islands, "Session 8"): the browser
 * prefetches the documents of the links the page's islands boot marks (`data-prefetch`,
 * src/islands/document-prefetch.ts), at once, and never the routes no public page prefetches
 * (the team tools, a kit's checkout: their paths as URL patterns, `:priceId` included). Static
 * and inline, so the page's policy allows it by its hash like every other inline script
 * (host-files.ts `inlineScriptHashes`); a page the whole app hydrates navigates in the client and
 * prefetches route modules instead (components/layout/link-prefetcher.ts).
 *
 * The same links are prerendered on intent (decision 2026-11-29-prerender-on-intent): `moderate`,
 * so the browser renders the next page once the pointer rests on its link or presses it, from the
 * document it already prefetched, and a tap shows a page that is already drawn. Never a link
 * with a message for the next page (`data-toast`, islands/messages.ts): its message is kept at
 * the click, and a prerendered page that has booted meanwhile (its boot waits for the first
 * paint, 3 s at most: defer-boot.ts) looked for it before: the message never showed.
 */
export function documentPrefetchRules(never: readonly string[]): string {
  const marked = { selector_matches: "a[data-prefetch]" };
  const allowed = (rule: object) => (never.length ? { and: [rule, { not: { href_matches: [...never] } }] } : rule);
  return JSON.stringify({
    prefetch: [{ where: allowed(marked), eagerness: "immediate" }],
    prerender: [{ where: allowed({ selector_matches: `a[data-prefetch]:not([${MESSAGE_ATTRIBUTE}])` }), eagerness: "moderate" }],
  });
}

/** `html` with its speculation rules at the end of its head, when it is an islands page; any other page as it is. */
export function withDocumentPrefetch(html: string, never: readonly string[]): string {
  if (!isIslandsPage(html)) return html;
  if (!html.includes("</head>")) throw new Error("an islands page without </head>: nowhere to put its speculation rules");
  return html.replace("</head>", `<script type="speculationrules">${documentPrefetchRules(never)}</script></head>`);
}
