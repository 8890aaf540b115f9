import type { Lang } from "~/lib/i18n";

/**
 * The store's own types (spec part 2 §3). The hosted API's raw shape is reshaped into
 * these once, in `reshape.ts`; components never see the wire format.
 */

/**
 * The language the store's catalogue is written in: a product's title, subtitle, ribbon,
 * description, notes and style names are English on every page (issue 23: "product titles and
 * descriptions as the store API gives them"). A page in another language marks them as such.
 */
export const CATALOGUE_LANG: Lang = "en";

/** The `lang` a page in `page`'s language puts on the catalogue's words: none on a page in the catalogue's own. */
export const catalogueLangOn = (page: Lang): Lang | undefined => (page === CATALOGUE_LANG ? undefined : CATALOGUE_LANG);

export type Variant = {
  id: string;
  title: string;
  image_url: string | null;
  price_in_cents: number;
  /** null when the variant is not on sale. */
  sale_price_in_cents: number | null;
  /** "$49.00" */
  price_in_cents_formatted: string;
  /** "$29.00", or null when not on sale. */
  sale_price_in_cents_formatted: string | null;
  /** Currency code, e.g. "USD". */
  currency: string;
  manage_inventory: boolean;
  /** Units in stock; null when the API did not say (only meaningful when manage_inventory). */
  inventory_quantity: number | null;
  /**
   * Set when the store's data for this variant failed validation (`reshape.ts`): why, for the
   * log. Such a variant is shown as unavailable and never added to a cart.
   */
  unavailable?: string;
};

export type ProductImage = { url: string; order: number; type: string };

export type AdditionalInfo = { id: string; title: string; description: string; order: number };

export type Product = {
  id: string;
  title: string;
  subtitle: string | null;
  /** HTML from the store: render only through `sanitizeStoreHtml`. */
  description: string;
  /** Card image (the list item's thumbnail), or null for a placeholder. */
  image: string | null;
  /** Gallery, by `order`. */
  images: ProductImage[];
  ribbon_text: string | null;
  purchasable: boolean;
  variants: Variant[];
  /** Sorted by `order`. Descriptions are HTML. */
  additional_info: AdditionalInfo[];
  order: number;
  site_product_selection: string | null;
  /**
   * The derived product price in cents: the lowest sale-or-regular variant price when
   * site_product_selection is lowest_price_first or null, otherwise the first variant's.
   */
  price_in_cents: number;
  /** `price_in_cents` formatted, "$29.00". */
  price_formatted: string;
  currency: string;
};

export type ProductList = { products: Product[]; count: number; offset: number; limit: number };

export type CheckoutItem = { variant_id: string; quantity: number };

/** 'en', or 'es' from the Spanish pages. */
export type CheckoutLocale = "en" | "es";
