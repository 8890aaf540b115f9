import type DOMPurify from "dompurify";

type Purifier = typeof DOMPurify;

const hooked = new WeakSet<Purifier>();

/**
 * What store HTML may hold (decision 2026-11-25-nothing-to-fake): an explicit allow-list of
 * formatting tags and of the attributes links, images and tables need. No `class`, `style` or
 * `id` (nothing to position, restyle or target the page's own elements with), no `data-*` or
 * `aria-*`, no forms, frames, scripts or styles. A tag off the list is dropped, its text kept.
 */
export const STORE_HTML_TAGS = [
  "p", "br", "hr", "h2", "h3", "h4", "h5", "h6",
  "strong", "b", "em", "i", "u", "s", "del", "ins", "sub", "sup", "small", "mark", "code", "pre", "blockquote",
  "ul", "ol", "li", "dl", "dt", "dd",
  "a", "img", "figure", "figcaption",
  "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
  "div", "span",
];
export const STORE_HTML_ATTRIBUTES = ["href", "target", "title", "src", "alt", "width", "height", "colspan", "rowspan", "start", "reversed"];

/**
 * The one policy for store HTML, whichever DOMPurify instance applies it (the browser's, or the
 * build's on jsdom): only the allow-listed tags and attributes above; javascript: URLs never
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
    ALLOWED_TAGS: STORE_HTML_TAGS,
    ALLOWED_ATTR: STORE_HTML_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
