import type { Product, Variant } from "~/features/store-api/types";
import type { ProductViewWords } from "~/content/product-view/en";
import { fillCount } from "~/lib/i18n";

export type StockStatus =
  | { kind: "unavailable"; text: string; canAdd: false }
  | { kind: "short"; text: string; canAdd: false }
  | { kind: "in-stock"; text: string; canAdd: true }
  | { kind: "unmanaged"; text: null; canAdd: true };

/**
 * What the Add to Cart area says for a chosen quantity (spec part 2 §2 "Product page"):
 * 'Currently unavailable' (red) when the product is not purchasable; for managed stock,
 * 'Not enough stock. Only {n} left.' (yellow) when the quantity exceeds it, else '{n} in stock!' (green).
 * The words are the page language's: passed in, so a Spanish page never loads the English words.
 */
export function stockStatus(
  product: Pick<Product, "purchasable">,
  variant: Pick<Variant, "manage_inventory" | "inventory_quantity" | "unavailable"> | undefined,
  quantity: number,
  text: ProductViewWords["stock"],
): StockStatus {
  if (!product.purchasable || !variant || variant.unavailable) return { kind: "unavailable", text: text.unavailable, canAdd: false };
  if (!variant.manage_inventory) return { kind: "unmanaged", text: null, canAdd: true };
  const n = Math.max(0, variant.inventory_quantity ?? 0);
  if (quantity > n) return { kind: "short", text: fillCount(text.short, n), canAdd: false };
  return { kind: "in-stock", text: fillCount(text.inStock, n), canAdd: true };
}
