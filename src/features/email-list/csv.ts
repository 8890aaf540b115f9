import Papa from "papaparse";
import { sourceLabel } from "~/features/subscribers";

/**
 * Values that a spreadsheet would run as a formula: a leading tab, carriage return, line feed or
 * NUL; or =, +, -, @ (or their full-width and small forms ＝ ＋ － ＠ ﹦ ﹢ ﹣, which spreadsheets in
 * East Asian locales read as the ASCII ones) after any leading whitespace, since spreadsheets
 * trim it before they look (issue 26: " =1+1", "\n=1+1" and "＝1+1" got through). papaparse
 * prefixes such a value with a single quote (OWASP's advice). No `g` flag: `RegExp.test` with `g`
 * keeps state between calls.
 */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters to neutralize
export const FORMULA_PATTERN = /^(?:[\t\r\n\u0000]|[\s\u0000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63])/;

/**
 * The file's columns, named for the importers the team feeds (decision 2026-11-28-double-opt-in,
 * "The team's list"): `Email Address` first, the heading Mailchimp's and Constant Contact's
 * importers both match on their own; OPTIN_TIME and CONFIRM_TIME as Mailchimp's own audience
 * export names them (its format, `YYYY-MM-DD HH:MM:SS`, UTC); the spec's `Date Subscribed` (ISO
 * 8601, UTC) last. The others become fields of their own in either tool.
 */
export const CSV_COLUMNS = [
  "Email Address",
  "Status",
  "Language",
  "Source",
  "Signup Page",
  "OPTIN_TIME",
  "CONFIRM_TIME",
  "Consent Version",
  "Date Subscribed",
] as const;
const NEWLINE = "\r\n";
const OPTIONS = { quotes: true, escapeFormulae: FORMULA_PATTERN, newline: NEWLINE } as const;

/** created_at as ISO 8601 in UTC ("2024-06-03T14:05:09.123Z"); the raw value if unparsable. */
export function isoTimestamp(createdAt: string): string {
  const t = Date.parse(createdAt);
  return Number.isNaN(t) ? createdAt : new Date(t).toISOString();
}

/** A time as Mailchimp writes OPTIN_TIME and CONFIRM_TIME: "2024-06-03 14:05:09" (UTC); empty for none; the raw value if unparsable. */
export function mailchimpTime(value: string | null): string {
  if (!value) return "";
  const t = Date.parse(value);
  return Number.isNaN(t) ? value : new Date(t).toISOString().slice(0, 19).replace("T", " ");
}

/** The header line, quoted like every value. */
export function csvHeader(): string {
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: [] }, { ...OPTIONS, header: true }).replace(/\r\n$/, "");
}

/**
 * One row as `subscriber_export_rows` answers it: e-mail, status, language, source, sign-up page,
 * consented_at, confirmed_at, consent text version, created_at.
 */
export type ExportTuple = readonly [
  email: string,
  status: string,
  lang: string | null,
  source: string | null,
  page: string | null,
  consentedAt: string | null,
  confirmedAt: string | null,
  consentVersion: string | null,
  createdAt: string,
];

/**
 * Rows as CSV lines without the header, in CSV_COLUMNS' order: Source is the raw id ('unknown'
 * when missing); OPTIN_TIME is the latest sign-up (the first, for rows from before double opt-in,
 * which recorded no other); CONFIRM_TIME stays empty when nobody followed a link (pending rows,
 * and rows from before double opt-in: nothing claims a confirmation that did not happen). Every
 * value quoted; CRLF between lines (RFC 4180), none at the end.
 */
export function csvTupleLines(rows: readonly ExportTuple[]): string {
  const data = new Array<string[]>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const [email, status, lang, source, page, consentedAt, confirmedAt, consentVersion, createdAt] = rows[i]!;
    data[i] = [
      email,
      status,
      lang ?? "",
      sourceLabel(source),
      page ?? "",
      mailchimpTime(consentedAt ?? createdAt),
      mailchimpTime(confirmedAt),
      consentVersion ?? "",
      isoTimestamp(createdAt),
    ];
  }
  return Papa.unparse(data, { ...OPTIONS, header: false });
}

/** The whole file for rows already in memory (tests, small exports): header, then the lines. */
export function buildSubscribersCsv(rows: readonly ExportTuple[]): string {
  return rows.length ? `${csvHeader()}${NEWLINE}${csvTupleLines(rows)}` : `${csvHeader()}${NEWLINE}`;
}

/** `subscribers-YYYY-MM-DD.csv` with the current (local) date. */
export function csvFileName(date: Date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `subscribers-${y}-${m}-${d}.csv`;
}

/** Hands a file to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
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
