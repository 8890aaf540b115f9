import Papa from "papaparse";
import { sourceLabel } from "./filters";
import type { Subscriber } from "./types";

/**
 * Values that a spreadsheet would run as a formula: a leading =, +, -, @, tab, carriage
 * return or NUL. papaparse prefixes such a value with a single quote (OWASP's advice).
 * No `g` flag: `RegExp.test` with `g` keeps state between calls.
 */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters to neutralize
export const FORMULA_PATTERN = /^[=+\-@\t\r\u0000]/;

export const CSV_COLUMNS = ["Email", "Source", "Date Subscribed"] as const;

/** created_at as ISO 8601 in UTC ("2024-06-03T14:05:09.123Z"); the raw value if unparsable. */
export function isoTimestamp(createdAt: string): string {
  const t = Date.parse(createdAt);
  return Number.isNaN(t) ? createdAt : new Date(t).toISOString();
}

/**
 * The CSV export of the rows the filters show: Email, Source ('unknown' when empty), Date
 * Subscribed (ISO 8601, UTC); every value quoted; CRLF line ends (RFC 4180).
 */
export function buildSubscribersCsv(rows: readonly Subscriber[]): string {
  const data = new Array<string[]>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    data[i] = [r.email, sourceLabel(r.source), isoTimestamp(r.created_at)];
  }
  return Papa.unparse(
    { fields: [...CSV_COLUMNS], data },
    { quotes: true, escapeFormulae: FORMULA_PATTERN, newline: "\r\n", header: true },
  );
}

/** `subscribers-YYYY-MM-DD.csv` with the current (local) date. */
export function csvFileName(date: Date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `subscribers-${y}-${m}-${d}.csv`;
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob([csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
