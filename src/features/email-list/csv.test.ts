import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { buildSubscribersCsv, csvFileName, csvHeader, csvTupleLines, FORMULA_PATTERN, isoTimestamp, mailchimpTime, type ExportTuple } from "./csv";

const AT = "2024-06-03T14:05:09.123+00:00";
/** A confirmed row as `subscriber_export_rows` answers it (the fields a test changes, the rest plain). */
const sub = (email: string, source: string | null, created_at = AT, more: Partial<Record<"status" | "lang" | "page" | "consented" | "confirmed" | "version", string | null>> = {}): ExportTuple => [
  email,
  more.status ?? "confirmed",
  more.lang === undefined ? "en" : more.lang,
  source,
  more.page === undefined ? "/subscribe" : more.page,
  more.consented === undefined ? created_at : more.consented,
  more.confirmed === undefined ? "2024-06-03T14:07:00+00:00" : more.confirmed,
  more.version === undefined ? "2026-11-28" : more.version,
  created_at,
];
const HEADER = '"Email Address","Status","Language","Source","Signup Page","OPTIN_TIME","CONFIRM_TIME","Consent Version","Date Subscribed"';
/** The Source column of each data line. */
const sources = (csv: string) => Papa.parse<string[]>(csv, { newline: "\r\n" }).data.slice(1).map((r) => r[3]);

describe("CSV export", () => {
  it("has the importers' columns, Email Address first, every value quoted, CRLF line ends", () => {
    const csv = buildSubscribersCsv([
      sub("maria@casa-azul.mx", "EmailSignUpPage", "2024-06-03T14:05:09.123+00:00"),
      sub("ben@gmail.com", "GoogleWorkspaceArticle", "2025-01-02T03:04:05+02:00", {
        lang: "es",
        page: "/es/suscribirse",
        consented: "2025-01-02T03:04:05+02:00",
        confirmed: "2025-01-02T03:10:00+02:00",
      }),
    ]);
    expect(csv).toBe(
      [
        HEADER,
        '"maria@casa-azul.mx","confirmed","en","EmailSignUpPage","/subscribe","2024-06-03 14:05:09","2024-06-03 14:07:00","2026-11-28","2024-06-03T14:05:09.123Z"',
        '"ben@gmail.com","confirmed","es","GoogleWorkspaceArticle","/es/suscribirse","2025-01-02 01:04:05","2025-01-02 01:10:00","2026-11-28","2025-01-02T01:04:05.000Z"',
      ].join("\r\n"),
    );
  });
  it("writes opt-in and confirmation times as Mailchimp does (UTC, to the second), empty when there is none", () => {
    expect(mailchimpTime("2024-06-03T14:05:09.999Z")).toBe("2024-06-03 14:05:09");
    expect(mailchimpTime("2024-06-03T23:30:00-02:00")).toBe("2024-06-04 01:30:00");
    expect(mailchimpTime(null)).toBe("");
    expect(mailchimpTime("soon")).toBe("soon");
  });
  it("leaves CONFIRM_TIME empty for pending rows and rows from before double opt-in, and takes the sign-up as their opt-in", () => {
    const csv = buildSubscribersCsv([
      sub("pending@x.io", "EmailSignUpPage", AT, { status: "pending", confirmed: null }),
      sub("old@x.io", "EmailSignUpPage", AT, { lang: null, page: null, consented: null, confirmed: null, version: null }),
    ]);
    const [, pending, old] = Papa.parse<string[]>(csv, { newline: "\r\n" }).data;
    expect(pending).toEqual(["pending@x.io", "pending", "en", "EmailSignUpPage", "/subscribe", "2024-06-03 14:05:09", "", "2026-11-28", "2024-06-03T14:05:09.123Z"]);
    expect(old).toEqual(["old@x.io", "confirmed", "", "EmailSignUpPage", "", "2024-06-03 14:05:09", "", "", "2024-06-03T14:05:09.123Z"]);
  });
  it("writes 'unknown' for an empty or missing source", () => {
    const csv = buildSubscribersCsv([sub("a@x.io", null), sub("b@x.io", ""), sub("c@x.io", "   ")]);
    expect(sources(csv)).toEqual(["unknown", "unknown", "unknown"]);
  });
  it("doubles quotes inside values and keeps commas and line breaks inside the quotes", () => {
    const csv = buildSubscribersCsv([sub('o"brien@x.io', 'partner, "VIP"\nlist')]);
    expect(csv.split("\r\n")[1]!.startsWith('"o""brien@x.io","confirmed","en","partner, ""VIP""\nlist",')).toBe(true);
    const parsed = Papa.parse<string[]>(csv, { newline: "\r\n" }).data;
    expect(parsed[1]!.slice(0, 4)).toEqual(['o"brien@x.io', "confirmed", "en", 'partner, "VIP"\nlist']);
  });
  it("neutralizes values a spreadsheet would run as formulas: leading =, +, -, @, tab, CR, NUL", () => {
    const dangerous = ["=HYPERLINK(\"http://evil\")", "+1-555", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd", "\u0000cmd"];
    const csv = buildSubscribersCsv(dangerous.map((s, i) => sub(`safe${i}@x.io`, s)));
    expect(sources(csv)).toEqual(dangerous.map((s) => `'${s}`));
    expect(csv.split("\r\n")[1]).toContain('"\'=HYPERLINK(""http://evil"")"');
  });
  it("neutralizes a formula character after leading whitespace or a line feed, and the full-width and small forms", () => {
    const dangerous = [" =1+1", "  +1", "\n=HYPERLINK(\"http://evil\")", "\u00a0@SUM(A1)", "\u3000-2", "\ncmd", "＝1+1", "＋1", "－1", "＠SUM(A1)", " ＝1", "﹦1", "﹢1", "﹣1"];
    const csv = buildSubscribersCsv(dangerous.map((s, i) => sub(`safe${i}@x.io`, s)));
    expect(sources(csv)).toEqual(dangerous.map((s) => `'${s}`));
  });
  it("neutralizes a dangerous e-mail or sign-up page too, and leaves harmless values alone", () => {
    const csv = buildSubscribersCsv([sub("=cmd|'/C calc'!A0@evil.example", "a=b", AT, { page: "=HYPERLINK(1)" }), sub("plain@x.io", "x-y+z@w")]);
    const lines = csv.split("\r\n");
    expect(lines[1]!.startsWith(`"'=cmd|'/C calc'!A0@evil.example","confirmed","en","a=b","'=HYPERLINK(1)"`)).toBe(true);
    expect(lines[2]).toBe('"plain@x.io","confirmed","en","x-y+z@w","/subscribe","2024-06-03 14:05:09","2024-06-03 14:07:00","2026-11-28","2024-06-03T14:05:09.123Z"');
  });
  it("uses a pattern without the g flag (stateless between rows)", () => {
    expect(FORMULA_PATTERN.global).toBe(false);
    expect(["=a", "+a", "-a", "@a", "\ta", "\ra", "\u0000a"].every((s) => FORMULA_PATTERN.test(s))).toBe(true);
    expect(["a=", " a=", "a", "", " a", "a ＝", "x-y+z@w"].some((s) => FORMULA_PATTERN.test(s))).toBe(false);
  });
  it("writes only the header for an empty list", () => {
    expect(buildSubscribersCsv([])).toBe(`${HEADER}\r\n`);
  });
  it("keeps an unparsable timestamp as it is", () => {
    expect(isoTimestamp("not a date")).toBe("not a date");
    expect(isoTimestamp("2024-06-01 00:00:00+00")).toBe("2024-06-01T00:00:00.000Z");
  });
  it("is the header and the lines, so a file assembled from batches is the same file", () => {
    const rows = [sub("a@x.io", "a"), sub("b@x.io", null), sub("c@x.io", "=c")];
    expect(`${csvHeader()}\r\n${csvTupleLines(rows.slice(0, 2))}\r\n${csvTupleLines(rows.slice(2))}`).toBe(buildSubscribersCsv(rows));
    expect(csvHeader()).toBe(HEADER);
  });
  it("writes one line per row for 100,000 rows", () => {
    const rows = Array.from({ length: 100_000 }, (_, i) =>
      sub(`guest${i}@host.example`, i % 7 === 0 ? null : "EmailSignUpPage", new Date(1_718_000_000_000 + i * 1000).toISOString()),
    );
    expect(buildSubscribersCsv(rows).split("\r\n")).toHaveLength(100_001);
    // A correctness test at scale, not a timing one (bench:email-list times the export): ~1 s alone,
    // past Vitest's 5 s default when the whole suite shares two busy CPUs.
  }, 30_000);
});

describe("file name", () => {
  it("is subscribers-YYYY-MM-DD.csv with the current local date", () => {
    expect(csvFileName(new Date(2025, 0, 5, 23, 59))).toBe("subscribers-2025-01-05.csv");
    expect(csvFileName(new Date(2024, 11, 31, 0, 1))).toBe("subscribers-2024-12-31.csv");
  });
});
