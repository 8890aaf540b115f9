import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { Subscriber } from "~/features/subscribers";
import { buildSubscribersCsv, csvFileName, csvHeader, csvLines, FORMULA_PATTERN, isoTimestamp } from "./csv";

const sub = (email: string, source: string | null, created_at = "2024-06-03T14:05:09.123+00:00"): Subscriber => ({
  id: email,
  email,
  source,
  created_at,
});

describe("CSV export", () => {
  it("has the three columns, every value quoted, CRLF line ends, timestamps in ISO 8601 UTC", () => {
    const csv = buildSubscribersCsv([
      sub("maria@casa-azul.mx", "EmailSignUpPage", "2024-06-03T14:05:09.123+00:00"),
      sub("ben@gmail.com", "GoogleWorkspaceArticle", "2025-01-02T03:04:05+02:00"),
    ]);
    expect(csv).toBe(
      [
        '"Email","Source","Date Subscribed"',
        '"maria@casa-azul.mx","EmailSignUpPage","2024-06-03T14:05:09.123Z"',
        '"ben@gmail.com","GoogleWorkspaceArticle","2025-01-02T01:04:05.000Z"',
      ].join("\r\n"),
    );
  });
  it("writes 'unknown' for an empty or missing source", () => {
    const csv = buildSubscribersCsv([sub("a@x.io", null), sub("b@x.io", ""), sub("c@x.io", "   ")]);
    expect(csv.split("\r\n").slice(1).map((l) => l.split(",")[1])).toEqual(['"unknown"', '"unknown"', '"unknown"']);
  });
  it("doubles quotes inside values and keeps commas and line breaks inside the quotes", () => {
    const csv = buildSubscribersCsv([sub('o"brien@x.io', 'partner, "VIP"\nlist')]);
    expect(csv.split("\r\n")[1]).toBe('"o""brien@x.io","partner, ""VIP""\nlist","2024-06-03T14:05:09.123Z"');
    const parsed = Papa.parse<string[]>(csv, { newline: "\r\n" }).data;
    expect(parsed[1]).toEqual(['o"brien@x.io', 'partner, "VIP"\nlist', "2024-06-03T14:05:09.123Z"]);
  });
  it("neutralizes values a spreadsheet would run as formulas: leading =, +, -, @, tab, CR, NUL", () => {
    const dangerous = ["=HYPERLINK(\"http://evil\")", "+1-555", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd", "\u0000cmd"];
    const csv = buildSubscribersCsv(dangerous.map((s, i) => sub(`safe${i}@x.io`, s)));
    const parsed = Papa.parse<string[]>(csv, { newline: "\r\n" }).data.slice(1);
    expect(parsed.map((r) => r[1])).toEqual(dangerous.map((s) => `'${s}`));
    expect(csv.split("\r\n")[1]).toBe('"safe0@x.io","\'=HYPERLINK(""http://evil"")","2024-06-03T14:05:09.123Z"');
  });
  it("neutralizes a formula character after leading whitespace or a line feed, and the full-width and small forms", () => {
    const dangerous = [" =1+1", "  +1", "\n=HYPERLINK(\"http://evil\")", "\u00a0@SUM(A1)", "\u3000-2", "\ncmd", "＝1+1", "＋1", "－1", "＠SUM(A1)", " ＝1", "﹦1", "﹢1", "﹣1"];
    const csv = buildSubscribersCsv(dangerous.map((s, i) => sub(`safe${i}@x.io`, s)));
    const parsed = Papa.parse<string[]>(csv, { newline: "\r\n" }).data.slice(1);
    expect(parsed.map((r) => r[1])).toEqual(dangerous.map((s) => `'${s}`));
  });
  it("neutralizes a dangerous e-mail too, and leaves harmless values alone", () => {
    const csv = buildSubscribersCsv([sub("=cmd|'/C calc'!A0@evil.example", "a=b"), sub("plain@x.io", "x-y+z@w")]);
    const lines = csv.split("\r\n");
    expect(lines[1]!.startsWith(`"'=cmd|'/C calc'!A0@evil.example","a=b"`)).toBe(true);
    expect(lines[2]).toBe('"plain@x.io","x-y+z@w","2024-06-03T14:05:09.123Z"');
  });
  it("uses a pattern without the g flag (stateless between rows)", () => {
    expect(FORMULA_PATTERN.global).toBe(false);
    expect(["=a", "+a", "-a", "@a", "\ta", "\ra", "\u0000a"].every((s) => FORMULA_PATTERN.test(s))).toBe(true);
    expect(["a=", " a=", "a", "", " a", "a ＝", "x-y+z@w"].some((s) => FORMULA_PATTERN.test(s))).toBe(false);
  });
  it("writes only the header for an empty list", () => {
    expect(buildSubscribersCsv([])).toBe('"Email","Source","Date Subscribed"\r\n');
  });
  it("keeps an unparsable timestamp as it is", () => {
    expect(isoTimestamp("not a date")).toBe("not a date");
    expect(isoTimestamp("2024-06-01 00:00:00+00")).toBe("2024-06-01T00:00:00.000Z");
  });
  it("is the header and the lines, so a file assembled from batches is the same file", () => {
    const rows = [sub("a@x.io", "a"), sub("b@x.io", null), sub("c@x.io", "=c")];
    expect(`${csvHeader()}\r\n${csvLines(rows.slice(0, 2))}\r\n${csvLines(rows.slice(2))}`).toBe(buildSubscribersCsv(rows));
    expect(csvHeader()).toBe('"Email","Source","Date Subscribed"');
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
