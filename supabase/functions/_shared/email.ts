/**
 * A first, loose look at an address before anything costs a Turnstile check or a database call:
 * one @, something on each side, no spaces, at most 320 characters. The SQL's normalisation and
 * check (private.normalize_email) decide the rest.
 */
export function looksLikeEmail(value: string): boolean {
  return value.length <= 320 && /^[^\s@]+@[^\s@]+$/u.test(value);
}
