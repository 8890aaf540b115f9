import type { Plan } from "~/lib/analytics";
import type { PlanEntry, PlanLine } from "~/lib/measurement-plan";
import type { CartLine } from "~/features/cart/cart-core";

/** A cart line as the measurement plan's line (its current unit price; `quantity` units of it). */
export const planLine = (p: Plan, line: CartLine, quantity = line.quantity): PlanLine => p.storeLine(line.product, line.variant, quantity);

/**
 * What a quantity change in the drawer tells the tools: the units added (`add_to_cart`) or taken
 * out (`remove_from_cart`), not the new quantity; nothing when it did not move. `next` is read as
 * the cart reads it (a whole number, at least 1).
 */
export function quantityChangeEntry(p: Plan, line: CartLine, next: number): PlanEntry | null {
  const to = Number.isFinite(next) ? Math.max(1, Math.floor(next)) : 1;
  const delta = to - line.quantity;
  if (delta === 0) return null;
  return delta > 0 ? p.addToCart(planLine(p, line, delta)) : p.removeFromCart([planLine(p, line, -delta)]);
}

/** A line removed, or the cart cleared: every unit of each line leaves it. Nothing for an empty cart. */
export function removedEntry(p: Plan, lines: readonly CartLine[]): PlanEntry | null {
  return lines.length === 0 ? null : p.removeFromCart(lines.map((l) => planLine(p, l)));
}
