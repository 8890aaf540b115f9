import type { Product } from "~/features/store-api/types";
import { fill } from "~/lib/i18n";
import { availableStock, isVariantTitled, MAX_LINE_QUANTITY, type CartLine } from "./cart-core";

/**
 * Checking a cart against the store before checkout (decision 2026-11-25-nothing-to-fake): a
 * stored cart may name a product or variant the store no longer has, or hold more units than
 * there are (or than a line may hold, MAX_LINE_QUANTITY). Left alone, the store refuses the
 * whole checkout and the cart stays broken; repaired, each change is told to the visitor.
 */
export type CartRepair =
  /** The product or the variant is gone from the store, or it can no longer be bought: the line goes. */
  | { kind: "removed"; variantId: string; name: string; reason: "gone" | "unavailable" }
  /** More units than the stock or the cap: the line keeps `to`. */
  | { kind: "lowered"; variantId: string; name: string; from: number; to: number };

/** A line's name for the visitor: the product, with its variant when it has a title of its own. */
export function lineName(line: Pick<CartLine, "product" | "variant">): string {
  return isVariantTitled(line.variant.title) ? `${line.product.title} (${line.variant.title})` : line.product.title;
}

/**
 * What must change in `lines` for the store (`products`: the store's current products for the
 * cart's product ids, stock merged in) to accept them, in the cart's order. Empty: nothing to repair.
 */
export function findCartRepairs(lines: CartLine[], products: Product[]): CartRepair[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const repairs: CartRepair[] = [];
  for (const line of lines) {
    const name = lineName(line);
    const product = byId.get(line.product.id);
    const variant = product?.variants.find((v) => v.id === line.variant.id);
    if (!product || !variant) {
      repairs.push({ kind: "removed", variantId: line.variant.id, name, reason: "gone" });
      continue;
    }
    const most = Math.min(availableStock(variant), MAX_LINE_QUANTITY);
    if (!product.purchasable || variant.unavailable || most < 1) {
      repairs.push({ kind: "removed", variantId: line.variant.id, name, reason: "unavailable" });
    } else if (line.quantity > most) {
      repairs.push({ kind: "lowered", variantId: line.variant.id, name, from: line.quantity, to: most });
    }
  }
  return repairs;
}

export type CartRepairWords = { title: string; gone: string; unavailable: string; lowered: string };

/** The toast's description for one repair, in the page's language (`{name}`, `{n}`). */
export function cartRepairMessage(repair: CartRepair, words: CartRepairWords): string {
  if (repair.kind === "lowered") return fill(words.lowered, { name: repair.name, n: repair.to });
  return fill(repair.reason === "gone" ? words.gone : words.unavailable, { name: repair.name });
}
