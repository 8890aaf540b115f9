/** A link's token as the SQL mints it: 64 lowercase hex characters. Anything else is unknown without asking the database. */
export function isToken(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{64}$/.test(value);
}
