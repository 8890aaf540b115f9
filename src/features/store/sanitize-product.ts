import type { Product } from "~/features/store-api/types";

/**
 * A product read in the browser, its store HTML (description, additional info) sanitized.
 * DOMPurify arrives with the first product that needs it, not with the page: a prerendered
 * product page was sanitized by the build and never downloads it.
 */
export async function sanitizeProductHtml(product: Product): Promise<Product> {
  const { sanitizeStoreHtml } = await import("./sanitize");
  return {
    ...product,
    description: sanitizeStoreHtml(product.description),
    additional_info: product.additional_info.map((a) => ({ ...a, description: sanitizeStoreHtml(a.description) })),
  };
}
