import type { Lang } from "./i18n";

/**
 * Amounts in US dollars, shown for the page's language. English keeps the spec's form ("$29.00":
 * cents divided by 100, 2 decimals, prefixed with $). Spanish uses es-MX's own form for a
 * foreign currency, "USD 29.00": in Mexico "$" means pesos, and a Mexican host must never read
 * a dollar price as a peso price. Intl joins code and number with a no-break space (they never
 * wrap apart). The amounts themselves never change with the language.
 */
const esMx = (fractionDigits: 0 | 2) =>
  new Intl.NumberFormat("es-MX", { style: "currency", currency: "USD", currencyDisplay: "code", minimumFractionDigits: fractionDigits, maximumFractionDigits: 2 });

/** Store amounts are cents: "$29.00" / "USD 29.00". */
export function formatCents(cents: number, lang: Lang = "en"): string {
  if (lang === "es") return esMx(2).format(cents / 100);
  return `$${(cents / 100).toFixed(2)}`;
}

/** Whole-dollar marketing prices: "$499", "$8.40" when there are cents / "USD 499". */
export function formatDollars(amount: number, lang: Lang = "en"): string {
  if (lang === "es") return esMx(Number.isInteger(amount) ? 0 : 2).format(amount);
  const fixed = Number.isInteger(amount) ? amount.toLocaleString("en-US") : amount.toFixed(2);
  return `$${fixed}`;
}

/** Dollars with cents always shown: order summaries ("$499.00" / "USD 499.00"). */
export function formatDollarsExact(amount: number, lang: Lang = "en"): string {
  if (lang === "es") return esMx(2).format(amount);
  return `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
