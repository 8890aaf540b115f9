import DOMPurify from "dompurify";
import { sanitizeWith } from "./sanitize-policy";

/**
 * Store HTML (descriptions, additional info) comes from the store's back office: it is
 * sanitized with DOMPurify (sanitize-policy.ts) before it is rendered. Without a DOM nothing is
 * rendered: the build sanitizes the prerendered pages' HTML with the same policy on its own
 * DOM (store-build.server.ts). Loaded on demand, never with a page.
 */
export function sanitizeStoreHtml(html: string | null | undefined): string {
  if (!html || !DOMPurify.isSupported) return "";
  return sanitizeWith(DOMPurify, html);
}
