import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { fetchListPage, countListRows, fetchListStats, fetchListTotal } from "./list-api";
import {
  applyFilters,
  applyOrder,
  dateRangeWindow,
  DEFAULT_FILTERS,
  exportFilterArgs,
  hasActiveFilters,
  likeEscape,
  narrowsRows,
  quoteValue,
  searchFilter,
  searchTerms,
  type ListFilters,
} from "./list-query";

const NOW = Date.parse("2025-03-15T12:00:00.000Z");
const SOURCES = ["EmailSignUpPage", "GoogleWorkspaceArticle", "newsletter_signup", "june_campaign", "audit_test", "unknown"];

/** supabase-js against a fetch that records what it would send (the wire format). */
function capture(response: { body?: unknown; headers?: Record<string, string> } = {}) {
  const sent: { url: URL; method: string; headers: Headers; body: string | null }[] = [];
  const client = createClient("http://supabase.test", "public-anon-key", {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push({ url: new URL(String(input)), method: init?.method ?? "GET", headers: new Headers(init?.headers), body: (init?.body as string) ?? null });
        return new Response(JSON.stringify(response.body ?? []), { status: 200, headers: { "Content-Type": "application/json", ...response.headers } });
      }) as typeof fetch,
    },
  });
  return { client, sent };
}

const params = (url: URL) => [...url.searchParams].map(([k, v]) => `${k}=${v}`);

describe("the list's request", () => {
  it("is one page of the view, newest first, without a count", async () => {
    const { client, sent } = capture({ headers: { "Content-Range": "0-49/*" } });
    const page = await fetchListPage(client, DEFAULT_FILTERS, 0, { now: NOW, knownSources: SOURCES });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe("GET");
    expect(sent[0]!.url.pathname).toBe("/rest/v1/subscriber_list");
    expect(params(sent[0]!.url)).toEqual(["select=id,email,source,created_at", "order=created_at.desc,id.desc", "offset=0", "limit=50"]);
    expect(sent[0]!.headers.get("Prefer")).toBeNull();
    expect(page).toEqual({ rows: [] });
  });

  it("asks the total apart: a HEAD with the same filters and an estimated count, no order, no range", async () => {
    const { client, sent } = capture({ headers: { "Content-Range": "0-999/1000000" } });
    const filters: ListFilters = { ...DEFAULT_FILTERS, search: "maria", sort: "email" };
    expect(await fetchListTotal(client, filters, { now: NOW, knownSources: SOURCES })).toEqual({ value: 1_000_000, exact: false });
    expect(sent[0]!.method).toBe("HEAD");
    expect(params(sent[0]!.url)).toEqual(["select=id", 'or=(email.ilike."*maria*")']);
    expect(sent[0]!.headers.get("Prefer")).toBe("count=estimated");
    const small = capture({ headers: { "Content-Range": "0-11/12" } });
    expect(await fetchListTotal(small.client, filters, { now: NOW, knownSources: SOURCES })).toEqual({ value: 12, exact: true });
  });

  it("turns search, date range, source, test data and sort into PostgREST parameters", async () => {
    const { client, sent } = capture({ headers: { "Content-Range": "50-99/120" } });
    const filters: ListFilters = { search: " Sign-up 50%_ ", dateRange: "june2024", source: "EmailSignUpPage", sort: "source", includeTestData: false };
    await fetchListPage(client, filters, 1, { now: NOW, knownSources: SOURCES });
    expect(params(sent[0]!.url)).toEqual([
      "select=id,email,source,created_at",
      "is_test=is.false",
      "created_at=gte.2024-06-01T00:00:00.000Z",
      "created_at=lt.2024-07-01T00:00:00.000Z",
      "source_key=eq.emailsignuppage",
      "source=eq.EmailSignUpPage",
      'or=(email.ilike."*Sign-up 50\\\\%\\\\_*")',
      "order=source_key.asc,created_at.desc,id.desc",
      "offset=50",
      "limit=50",
    ]);
  });

  it("sorts by e-mail on the lower-cased, unique key, and oldest first with id as the tie-break", () => {
    const { client } = capture();
    const url = (sort: ListFilters["sort"]) =>
      params((applyOrder(client.from("subscriber_list").select("*") as never, sort) as unknown as { url: URL }).url);
    expect(url("email")).toContain("order=email_key.asc");
    expect(url("oldest")).toContain("order=created_at.asc,id.asc");
    expect(url("newest")).toContain("order=created_at.desc,id.desc");
  });

  it("filters unknown sources by their key, and rolling windows from now", () => {
    const { client } = capture();
    const url = (f: Partial<ListFilters>) =>
      params((applyFilters(client.from("subscriber_list").select("*") as never, { ...DEFAULT_FILTERS, ...f }, NOW, SOURCES) as unknown as { url: URL }).url);
    expect(url({ source: "unknown" })).toContain("source_key=eq.unknown");
    expect(url({ dateRange: "7days" })).toEqual(["select=*", `created_at=gte.${new Date(NOW - 7 * 86_400_000).toISOString()}`]);
    expect(url({})).toEqual(["select=*"]);
  });

  it("counts exactly on request, without rows", async () => {
    const { client, sent } = capture({ headers: { "Content-Range": "*/123456" } });
    expect(await countListRows(client, { ...DEFAULT_FILTERS, search: "gmail" }, { now: NOW, knownSources: SOURCES })).toBe(123_456);
    expect(sent[0]!.method).toBe("HEAD");
    expect(sent[0]!.headers.get("Prefer")).toBe("count=exact");
  });

  it("asks the stats rpc once, with or without test data", async () => {
    const { client, sent } = capture({
      body: { total: 3, recent30Days: 2, recent7Days: 1, sources: [{ source: "EmailSignUpPage", count: 2 }, { source: "unknown", count: 1 }], months: [{ month: "2024-06", count: 3 }] },
    });
    const stats = await fetchListStats(client, false);
    expect(sent[0]!.url.pathname).toBe("/rest/v1/rpc/subscriber_stats");
    expect(sent[0]!.method).toBe("POST");
    expect(JSON.parse(sent[0]!.body!)).toEqual({ include_test_data: false });
    expect(stats.topSource).toBe("EmailSignUpPage");
    expect(stats.total).toBe(3);
  });
});

describe("search", () => {
  it("looks for the text in the e-mail, escaping ILIKE's wildcards", () => {
    expect(likeEscape("50%_off\\")).toBe("50\\%\\_off\\\\");
    expect(searchTerms("  GMAIL ", SOURCES)).toEqual({ pattern: "%GMAIL%", sourceKeys: [] });
    expect(searchTerms("   ", SOURCES)).toBeNull();
  });
  it("matches sources by id or readable name, missing ones by 'unknown', as source keys", () => {
    expect(searchTerms("sign-up page", SOURCES)?.sourceKeys).toEqual(["emailsignuppage"]);
    expect(searchTerms("Sign", SOURCES)?.sourceKeys).toEqual(["emailsignuppage", "newsletter_signup"]);
    expect(searchTerms("workspace", SOURCES)?.sourceKeys).toEqual(["googleworkspacearticle"]);
    expect(searchTerms("unkn", SOURCES)?.sourceKeys).toEqual(["unknown"]);
    expect(searchTerms("unkn", [])?.sourceKeys).toEqual(["unknown"]);
    expect(searchFilter(searchTerms("sign-up page", SOURCES)!)).toBe('email.ilike."*sign-up page*",source_key.in.("emailsignuppage")');
    expect(searchFilter(searchTerms("zzz", SOURCES)!)).toBe('email.ilike."*zzz*"');
  });
  it("quotes values so commas, parentheses and quotes stay inside them", () => {
    expect(quoteValue('a,b(c)"d\\')).toBe('"a,b(c)\\"d\\\\"');
  });
});

describe("filters", () => {
  it("has the spec's windows: 7, 30, 90 days ending now, and June 2024", () => {
    expect(dateRangeWindow("all", NOW)).toBeNull();
    expect(dateRangeWindow("30days", NOW)).toEqual({ from: NOW - 30 * 86_400_000, to: null });
    expect(dateRangeWindow("june2024", NOW)).toEqual({ from: Date.UTC(2024, 5, 1), to: Date.UTC(2024, 6, 1) });
  });
  it("knows when Clear Filters has something to reset (the test-data switch stays)", () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: "x" })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: "email" })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, includeTestData: false })).toBe(false);
    expect(narrowsRows({ ...DEFAULT_FILTERS, sort: "email" })).toBe(false);
    expect(narrowsRows({ ...DEFAULT_FILTERS, source: "unknown" })).toBe(true);
  });
  it("become the export's arguments, the same filters", () => {
    expect(exportFilterArgs({ search: "sign-up page", dateRange: "june2024", source: "unknown", sort: "oldest", includeTestData: false }, NOW, SOURCES)).toEqual({
      search_pattern: "%sign-up page%",
      search_sources: ["emailsignuppage"],
      source_filter: "unknown",
      include_test_data: false,
      newest_first: false,
      window: { from: Date.UTC(2024, 5, 1), to: Date.UTC(2024, 6, 1) },
    });
  });
});
