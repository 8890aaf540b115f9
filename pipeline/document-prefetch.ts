import { isIslandsPage } from "./defer-boot";

/**
 * An islands page's speculation rules (decision 2026-11-28-islands, "Session 8"): the browser
 * prefetches the documents of the links the page's islands boot marks (`data-prefetch`,
 * src/islands/document-prefetch.ts), at once, and never the routes no public page prefetches
 * (the team tools, a kit's checkout: their paths as URL patterns, `:priceId` included). Static
 * and inline, so the page's policy allows it by its hash like every other inline script
 * (host-files.ts `inlineScriptHashes`); a page the whole app hydrates navigates in the client and
 * prefetches route modules instead (components/layout/link-prefetcher.ts).
 */
export function documentPrefetchRules(never: readonly string[]): string {
  const marked = { selector_matches: "a[data-prefetch]" };
  const where = never.length ? { and: [marked, { not: { href_matches: [...never] } }] } : marked;
  return JSON.stringify({ prefetch: [{ where, eagerness: "immediate" }] });
}

/** `html` with its speculation rules at the end of its head, when it is an islands page; any other page as it is. */
export function withDocumentPrefetch(html: string, never: readonly string[]): string {
  if (!isIslandsPage(html)) return html;
  if (!html.includes("</head>")) throw new Error("an islands page without </head>: nowhere to put its speculation rules");
  return html.replace("</head>", `<script type="speculationrules">${documentPrefetchRules(never)}</script></head>`);
}
