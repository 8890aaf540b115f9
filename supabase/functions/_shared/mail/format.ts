/**
 * A stored time as a reader of the mail's language writes it, in UTC (the mail can't know the
 * reader's zone; it says so): "November 28, 2026 at 2:15 AM UTC" / "28 de noviembre de 2026,
 * 2:15 a.m. UTC". Null, empty or unreadable → null.
 */
export function formatTime(value: string | null | undefined, lang: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(lang === "es" ? "es-MX" : "en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date) + " UTC";
}
