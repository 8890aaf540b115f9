// @ts-check
/** The median of the finite values (NaN when there is none): every bench's figure of its runs. */
export const median = (/** @type {number[]} */ xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? /** @type {number} */ (s[(s.length - 1) / 2]) : (/** @type {number} */ (s[s.length / 2 - 1]) + /** @type {number} */ (s[s.length / 2])) / 2;
};
