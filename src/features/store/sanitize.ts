import DOMPurify from "dompurify";

let hooked = false;

/**
 * Store HTML (descriptions, additional info) comes from the store's back office: it is
 * sanitized with DOMPurify before it is rendered. Scripts, event-handler attributes,
 * javascript: URLs, forms and frames never reach the page. Links that open a new tab get
 * rel="noopener noreferrer". Without a DOM (prerender, Node) nothing is rendered.
 */
export function sanitizeStoreHtml(html: string | null | undefined): string {
  if (!html) return "";
  if (!DOMPurify.isSupported) return "";
  if (!hooked) {
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (!node.hasAttribute("target")) return;
      // Only a new tab is allowed as a link target, and never with access to this page.
      if (node.tagName === "A" && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
      else node.removeAttribute("target");
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    ADD_ATTR: ["target"],
    FORBID_ATTR: ["style"],
  });
}
