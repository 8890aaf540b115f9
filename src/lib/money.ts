import type { Lang } from "./i18n";

/**
 * Amounts in US dollars, shown for the page's language. English keeps the spec's form ("$29.00":
 * cents divided by 100, 2 decimals, prefixed with $). Spanish uses es-MX's own form for a
 * foreign currency, "USD 29.00": in Mexico "$" means pesos, and a Mexican host must never read
 * a dollar price as a peso price. Code and number are joined by a no-break space (they never
 * wrap apart). The amounts themselves never change with the language.
 *
 * No Intl here: a page's first Intl formatter costs 30-50 ms of main thread while ICU loads
 * (Chromium, measured on a fresh page), and every page formats a price as it hydrates. en-US and
 * es-MX group thousands with "," and mark decimals with "."; the unit tests hold the output to
 * Intl's own.
 */
const NBSP = "\u00a0";

/** "1234567.50" -> "1,234,567.50" (at most 2 decimals, which are never grouped). */
export const groupThousands = (fixed: string): string => fixed.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** es-MX's form for US dollars: "USD 1,069.00". Amounts are never negative. */
const usdEsMx = (amount: number, fractionDigits: 0 | 2): string =>
  `USD${NBSP}${groupThousands(fractionDigits ? amount.toFixed(2) : String(amount))}`;

/** Store amounts are cents: "$29.00" / "USD 29.00". */
export function formatCents(cents: number, lang: Lang = "en"): string {
  if (lang === "es") return usdEsMx(cents / 100, 2);
  return `$${(cents / 100).toFixed(2)}`;
}

/** Whole-dollar marketing prices: "$499", "$1,299", "$8.40" when there are cents / "USD 499". */
export function formatDollars(amount: number, lang: Lang = "en"): string {
  if (lang === "es") return usdEsMx(amount, Number.isInteger(amount) ? 0 : 2);
  return `$${Number.isInteger(amount) ? groupThousands(String(amount)) : amount.toFixed(2)}`;
}

/** Dollars with cents always shown: order summaries ("$499.00" / "USD 499.00"). */
export function formatDollarsExact(amount: number, lang: Lang = "en"): string {
  if (lang === "es") return usdEsMx(amount, 2);
  return `$${groupThousands(amount.toFixed(2))}`;
}
