/**
 * The hosted store API's raw shapes (Hostinger e-commerce storefront wire format).
 * Only `reshape.ts` and `store-client.ts` may see these; the rest of the app uses `types.ts`.
 * Every field the API may omit is optional here, so the reshape decides the defaults once.
 */

export type RawCurrency = {
  code?: string;
  symbol?: string;
  /** e.g. "$$1": "$1" is replaced by the amount. */
  template?: string;
  decimal_digits?: number;
  name?: string;
};

export type RawPrice = {
  /** Cents. */
  amount: number;
  /** Cents; null when the variant is not on sale. */
  sale_amount?: number | null;
  currency_code?: string;
  currency?: RawCurrency;
};

export type RawVariantOption = { id?: string; option_id?: string; variant_id?: string; value?: string };

export type RawVariant = {
  id: string;
  title?: string | null;
  image_url?: string | null;
  sku?: string | null;
  prices?: RawPrice[];
  manage_inventory?: boolean;
  weight?: number | null;
  options?: RawVariantOption[];
  inventory_quantity?: number | null;
};

export type RawMedia = { url: string; order?: number; type?: string };

export type RawAdditionalInfo = { id: string; title?: string | null; description?: string | null; order?: number };

export type RawProduct = {
  id: string;
  title: string;
  subtitle?: string | null;
  description?: string | null;
  /** The card image of a list item. */
  thumbnail?: string | null;
  /** Some payloads carry the card image as `image`. */
  image?: string | null;
  /** A list item's gallery. */
  images?: RawMedia[] | null;
  /** The single-product response's gallery. */
  media?: RawMedia[] | null;
  ribbon_text?: string | null;
  purchasable?: boolean;
  order?: number;
  site_product_selection?: "lowest_price_first" | string | null;
  status?: string;
  type?: { value?: string } | null;
  variants?: RawVariant[];
  additional_info?: RawAdditionalInfo[] | null;
  options?: { id: string; title: string; values?: RawVariantOption[] }[];
  product_collections?: { product_id: string; collection_id: string; order?: number }[];
  custom_fields?: { id: string; title: string; is_required?: boolean }[];
  related_products?: { id: string; section_title?: string; related_type?: string; related_id?: string; position?: number }[];
  updated_at?: string;
  created_at?: string;
  deleted_at?: string | null;
  metadata?: Record<string, unknown> | null;
};

/** GET /store/{storeId}/products */
export type RawProductList = { count: number; offset: number; limit: number; products: RawProduct[] };

/** GET /store/{storeId}/products/{id} */
export type RawProductResponse = { product: RawProduct };

/** GET /store/{storeId}/variants?fields=inventory_quantity&product_ids[]=… */
export type RawInventoryResponse = { variants: { id: string; inventory_quantity: number | null }[] };

/** POST /store/{storeId}/checkout */
export type RawCheckoutRequest = {
  items: { variant_id: string; quantity: number }[];
  successUrl: string;
  cancelUrl: string;
  locale: string;
  timeZone: string;
};
/** The spec names only `url`; an `id` of the checkout is kept when the API sends one. */
export type RawCheckoutResponse = { url: string; id?: unknown };
