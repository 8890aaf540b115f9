/** Store amounts are cents: divided by 100, 2 decimals, prefixed with $ ("$29.00"). */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Whole-dollar marketing prices: "$499", "$8.40" when there are cents. */
export function formatDollars(amount: number): string {
  const fixed = Number.isInteger(amount) ? amount.toLocaleString("en-US") : amount.toFixed(2);
  return `$${fixed}`;
}

/** Dollars with cents always shown: order summaries ("$499.00"). */
export function formatDollarsExact(amount: number): string {
  return `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
