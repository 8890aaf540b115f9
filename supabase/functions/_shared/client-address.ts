/**
 * The visitor's address as Supabase's gateway passes it to a function: the first entry of
 * `x-forwarded-for` (the client; later entries are proxies), else `cf-connecting-ip`, else
 * `x-real-ip`. Only the characters an IPv4/IPv6 address has, so a forged header can at worst name
 * another address, never smuggle text into SQL's rate-limit key. Null when none.
 */
export function clientAddress(headers: Headers): string | null {
  const candidates = [headers.get("x-forwarded-for")?.split(",")[0], headers.get("cf-connecting-ip"), headers.get("x-real-ip")];
  for (const candidate of candidates) {
    const value = candidate?.trim();
    if (value && value.length <= 64 && /^[0-9A-Fa-f.:]+$/.test(value)) return value;
  }
  return null;
}
