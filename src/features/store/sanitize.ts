import DOMPurify from "dompurify";

type Purifier = typeof DOMPurify;

const hooked = new WeakSet<Purifier>();

/** The one policy for store HTML, whichever DOMPurify instance applies it. */
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

/**
 * Store HTML (descriptions, additional info) comes from the store's back office: it is
 * sanitized with DOMPurify before it is rendered. Scripts, event-handler attributes,
 * javascript: URLs, forms and frames never reach the page. Links that open a new tab get
 * rel="noopener noreferrer". Without a DOM nothing is rendered: the build sanitizes the
 * prerendered pages' HTML with the same policy on its own DOM (store-build.server.ts).
 */
export function sanitizeStoreHtml(html: string | null | undefined): string {
  if (!html || !DOMPurify.isSupported) return "";
  return sanitizeWith(DOMPurify, html);
}
