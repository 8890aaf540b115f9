import type DOMPurify from "dompurify";

type Purifier = typeof DOMPurify;

const hooked = new WeakSet<Purifier>();

/**
 * The one policy for store HTML, whichever DOMPurify instance applies it (the browser's, or the
 * build's on jsdom): scripts, event-handler attributes, javascript: URLs, forms and frames never
 * reach the page; links that open a new tab get rel="noopener noreferrer".
 */
export function sanitizeWith(purify: Purifier, html: string | null | undefined): string {
  if (!html) return "";
  if (!hooked.has(purify)) {
    purify.addHook("afterSanitizeAttributes", (node) => {
      if (!node.hasAttribute("target")) return;
      // Only a new tab is allowed as a link target, and never with access to this page.
      if (node.tagName === "A" && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
      else node.removeAttribute("target");
    });
    hooked.add(purify);
  }
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    ADD_ATTR: ["target"],
    FORBID_ATTR: ["style"],
  });
}
