import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { countListRows, countOf, fetchListPage, fetchListStats, fetchListTotal, toListStats } from "./list-api";
import { dateRangeWindow, DEFAULT_FILTERS, exportFilterArgs, filterArgs, hasActiveFilters, narrowsRows, pageArgs, searchTerms, type ListFilters } from "./list-query";

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

const ctx = { now: NOW, knownSources: SOURCES };
/** What each request was: its rpc, and its named arguments. */
const rpcOf = (sent: { url: URL; method: string; body: string | null }) => ({
  method: sent.method,
  path: sent.url.pathname,
  query: sent.url.search,
  args: JSON.parse(sent.body ?? "null") as Record<string, unknown>,
});

const NO_FILTERS = {
  search_text: null,
  search_sources: null,
  created_from: null,
  created_before: null,
  source_filter: null,
  status_filter: "confirmed",
  include_test_data: true,
};

describe("the list's requests: one rpc each, nothing else", () => {
  it("asks one page of confirmed subscribers, newest first, without a count", async () => {
    const { client, sent } = capture({ body: [{ id: "1", email: "a@x.io", source: null, created_at: "2025-01-01T00:00:00Z", status: "confirmed", lang: "en", confirmed_at: null }] });
    const page = await fetchListPage(client, DEFAULT_FILTERS, 0, ctx);
    expect(sent).toHaveLength(1);
    expect(rpcOf(sent[0]!)).toEqual({
      method: "POST",
      path: "/rest/v1/rpc/subscriber_list_page",
      query: "",
      args: { ...NO_FILTERS, sort_by: "newest", page_offset: 0, page_limit: 50 },
    });
    expect(sent[0]!.headers.get("Prefer")).toBeNull();
    expect(page.rows.map((r) => r.email)).toEqual(["a@x.io"]);
  });

  it("sends search, date range, source, status, test data, sort and page as named arguments", async () => {
    const { client, sent } = capture();
    const filters: ListFilters = { search: " Sign-up 50%_ ", dateRange: "june2024", source: "EmailSignUpPage", status: "pending", sort: "source", includeTestData: false };
    await fetchListPage(client, filters, 1, ctx);
    expect(rpcOf(sent[0]!).args).toEqual({
      // The text as typed, trimmed: the database matches it literally (its own % and _ too).
      search_text: "Sign-up 50%_",
      search_sources: null,
      created_from: "2024-06-01T00:00:00.000Z",
      created_before: "2024-07-01T00:00:00.000Z",
      source_filter: "EmailSignUpPage",
      status_filter: "pending",
      include_test_data: false,
      sort_by: "source",
      page_offset: 50,
      page_limit: 50,
    });
  });

  it("asks the total apart: the same filters, no sort, no page", async () => {
    const { client, sent } = capture({ body: { value: 1_000_000, exact: false } });
    const filters: ListFilters = { ...DEFAULT_FILTERS, search: "maria", sort: "email", status: "all" };
    expect(await fetchListTotal(client, filters, ctx)).toEqual({ value: 1_000_000, exact: false });
    expect(rpcOf(sent[0]!)).toMatchObject({ path: "/rest/v1/rpc/subscriber_list_total", args: { ...NO_FILTERS, search_text: "maria", status_filter: "all" } });
    const small = capture({ body: { value: 12, exact: true } });
    expect(await fetchListTotal(small.client, filters, ctx)).toEqual({ value: 12, exact: true });
  });

  it("counts exactly on request: the total rpc with exact_count", async () => {
    const { client, sent } = capture({ body: { value: 123_456, exact: true } });
    expect(await countListRows(client, { ...DEFAULT_FILTERS, search: "gmail" }, ctx)).toBe(123_456);
    expect(rpcOf(sent[0]!).args).toEqual({ ...NO_FILTERS, search_text: "gmail", exact_count: true });
  });

  it("turns a database error into words", async () => {
    const client = createClient("http://supabase.test", "public-anon-key", {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: (async () => new Response(JSON.stringify({ code: "22023", message: "Unknown status filter 'x'." }), { status: 400 })) as typeof fetch },
    });
    await expect(fetchListPage(client, DEFAULT_FILTERS, 0, ctx)).rejects.toThrow("Unknown status filter 'x'.");
  });

  it("asks the stats rpc once, with or without test data, and reads the states", async () => {
    const { client, sent } = capture({
      body: {
        total: 3,
        recent30Days: 2,
        recent7Days: 1,
        statuses: { confirmed: 3, pending: 2, unsubscribed: "1" },
        sources: [
          { source: "EmailSignUpPage", count: 2, pending: 1, unsubscribed: 0 },
          { source: "unknown", count: 1, pending: 1, unsubscribed: 1 },
        ],
        months: [{ month: "2024-06", count: 3, pending: 2, unsubscribed: 1 }],
      },
    });
    const stats = await fetchListStats(client, false);
    expect(rpcOf(sent[0]!)).toEqual({ method: "POST", path: "/rest/v1/rpc/subscriber_stats", query: "", args: { include_test_data: false } });
    expect(stats.topSource).toBe("EmailSignUpPage");
    expect(stats.total).toBe(3);
    expect(stats.statuses).toEqual({ confirmed: 3, pending: 2, unsubscribed: 1 });
    expect(countOf(stats.sources[1]!, "all")).toBe(3);
    expect(countOf(stats.sources[1]!, "unsubscribed")).toBe(1);
    expect(countOf(stats.sources[0]!, "confirmed")).toBe(2);
  });

  it("names no top source when no source has a confirmed subscriber", () => {
    const stats = toListStats({ total: 0, sources: [{ source: "EmailSignUpPage", count: 0, pending: 4, unsubscribed: 0 }] });
    expect(stats.topSource).toBeNull();
    expect(stats.statuses).toEqual({ confirmed: 0, pending: 0, unsubscribed: 0 });
    expect(toListStats(null)).toMatchObject({ total: 0, sources: [], months: [], topSource: null });
  });
});

describe("search", () => {
  it("looks for the trimmed text in the e-mail; blank is no search", () => {
    expect(searchTerms("  GMAIL ", SOURCES)).toEqual({ text: "GMAIL", sourceKeys: [] });
    expect(searchTerms("   ", SOURCES)).toBeNull();
  });
  it("matches sources by id or readable name, missing ones by 'unknown', as source keys", () => {
    expect(searchTerms("sign-up page", SOURCES)?.sourceKeys).toEqual(["emailsignuppage"]);
    expect(searchTerms("Sign", SOURCES)?.sourceKeys).toEqual(["emailsignuppage", "newsletter_signup"]);
    expect(searchTerms("workspace", SOURCES)?.sourceKeys).toEqual(["googleworkspacearticle"]);
    expect(searchTerms("unkn", SOURCES)?.sourceKeys).toEqual(["unknown"]);
    expect(searchTerms("unkn", [])?.sourceKeys).toEqual(["unknown"]);
    expect(filterArgs({ ...DEFAULT_FILTERS, search: "sign-up page" }, NOW, SOURCES)).toMatchObject({ search_text: "sign-up page", search_sources: ["emailsignuppage"] });
    expect(filterArgs({ ...DEFAULT_FILTERS, search: "zzz" }, NOW, SOURCES)).toMatchObject({ search_text: "zzz", search_sources: null });
  });
});

describe("filters", () => {
  it("has the spec's windows: 7, 30, 90 days ending now, and June 2024", () => {
    expect(dateRangeWindow("all", NOW)).toBeNull();
    expect(dateRangeWindow("30days", NOW)).toEqual({ from: NOW - 30 * 86_400_000, to: null });
    expect(dateRangeWindow("june2024", NOW)).toEqual({ from: Date.UTC(2024, 5, 1), to: Date.UTC(2024, 6, 1) });
    expect(filterArgs({ ...DEFAULT_FILTERS, dateRange: "7days" }, NOW, SOURCES)).toMatchObject({ created_from: new Date(NOW - 7 * 86_400_000).toISOString(), created_before: null });
  });
  it("show confirmed subscribers unless the Status filter says otherwise", () => {
    expect(DEFAULT_FILTERS.status).toBe("confirmed");
    expect(filterArgs(DEFAULT_FILTERS, NOW, SOURCES).status_filter).toBe("confirmed");
    expect(filterArgs({ ...DEFAULT_FILTERS, status: "all" }, NOW, SOURCES).status_filter).toBe("all");
  });
  it("knows when Clear Filters has something to reset (the test-data switch stays)", () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: "x" })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: "email" })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, status: "pending" })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, includeTestData: false })).toBe(false);
    expect(narrowsRows({ ...DEFAULT_FILTERS, sort: "email" })).toBe(false);
    expect(narrowsRows({ ...DEFAULT_FILTERS, status: "all" })).toBe(false);
    expect(narrowsRows({ ...DEFAULT_FILTERS, source: "unknown" })).toBe(true);
  });
  it("page by PAGE_SIZE rows", () => {
    expect(pageArgs(DEFAULT_FILTERS, 3, NOW, SOURCES)).toMatchObject({ sort_by: "newest", page_offset: 150, page_limit: 50 });
  });
  it("become the export's arguments, the same filters, with the date window for its slices", () => {
    expect(
      exportFilterArgs({ search: "sign-up page", dateRange: "june2024", source: "unknown", status: "unsubscribed", sort: "oldest", includeTestData: false }, NOW, SOURCES),
    ).toEqual({
      search_text: "sign-up page",
      search_sources: ["emailsignuppage"],
      source_filter: "unknown",
      status_filter: "unsubscribed",
      include_test_data: false,
      newest_first: false,
      window: { from: Date.UTC(2024, 5, 1), to: Date.UTC(2024, 6, 1) },
    });
    expect(exportFilterArgs(DEFAULT_FILTERS, NOW, SOURCES)).toMatchObject({ status_filter: "confirmed", newest_first: true, window: null });
  });
});
