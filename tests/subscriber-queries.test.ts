/**
 * The team tools' queries through the real supabase-js client and the app's own modules, against
 * the Supabase stand-in (PGlite running supabase/migrations) over a known data set: each list
 * rpc (page, total, exact count), the stats and audit rpcs' numbers, the export's batches, and
 * who may call them. Every filter's SQL is proven on both engines in tests/team-reads.test.ts;
 * this is the app's side of the same calls, over HTTP. The stand-in's REST interface serves
 * functions only, so the data set is written and the truth read in SQL as the database's owner.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ws from "ws";
import { startSupabaseStandIn } from "../local-services/supabase/stand-in.mjs";
import { fetchAuditReport } from "../src/features/audit/audit-report";
import { LOST_RECORD_SOURCES } from "../src/features/audit/lost-records";
import { exportSubscribers } from "../src/features/email-list/export";
import { countListRows, fetchListPage, fetchListStats, fetchListTotal } from "../src/features/email-list/list-api";
import { DEFAULT_FILTERS, PAGE_SIZE, type ListFilters } from "../src/features/email-list/list-query";
import { isTestSource, sourceLabel } from "../src/features/subscribers/subscriber";
import { auditReportOf, isBusinessEmail } from "../src/test/audit-report";
import { localAccount, signInAs } from "./team-session";

type StandIn = Awaited<ReturnType<typeof startSupabaseStandIn>>;
let standIn: StandIn;
let team: SupabaseClient;
let member: SupabaseClient;
let anon: SupabaseClient;

const NOW = Date.now();
const ago = (days: number, ms = 0) => new Date(NOW - days * 86_400_000 + ms).toISOString();

type Subscriber = { id: string; email: string; source: string | null; created_at: string; status: "confirmed" | "pending" | "unsubscribed" };

/** The known data set: every rule the tools apply has rows on both sides of it. Confirmed unless said. */
const ROWS: Omit<Subscriber, "id">[] = ([
  { email: "maria@casa-azul.mx", source: "EmailSignUpPage", created_at: ago(1) },
  { email: "Ben@Gmail.com", source: "GoogleWorkspaceArticle", created_at: ago(6) },
  { email: "chloe@hostlabs.io", source: null, created_at: ago(8) },
  { email: "dev@yahoo.co.uk", source: "", created_at: ago(29) },
  { email: "erin@example.com", source: "unknown", created_at: ago(31) },
  { email: "frank@summer.example", source: "june_campaign", created_at: "2024-06-01T00:00:00.000Z" },
  { email: "gina@summer.example", source: "june_campaign", created_at: "2024-06-30T23:59:59.999Z" },
  { email: "gina2@mail.outlook.com", source: "summer_launch", created_at: "2024-06-12T05:30:00.000Z" },
  { email: "hal@late.example", source: "summer_launch", created_at: "2024-07-01T00:00:00.000Z" },
  { email: "ivy@early.example", source: "landing_page", created_at: "2024-05-31T23:59:59.999Z" },
  { email: "jo@ninety.example", source: "EmailSignUpPage", created_at: ago(89) },
  { email: "audit-flow-1@example.com", source: "flow_test", created_at: ago(2) },
  { email: "audit-dup-1@example.com", source: "duplicate_test_1", created_at: ago(3) },
  { email: "kim_50%off@promo.example", source: "newsletter_signup", created_at: "2025-01-15T10:00:00.000Z" },
  { email: "lee@hotmail.fr", source: "EmailSignUpPage", created_at: "2024-05-25T00:00:00.000Z" },
  { email: "mo@acme.io", source: "EmailSignUpPage", created_at: "2024-07-05T23:59:59.000Z" },
  { email: "ned@acme.io", source: "EmailSignUpPage", created_at: "2024-07-06T00:00:00.000Z" },
] as Omit<Subscriber, "id" | "status">[]).map((r) => ({ ...r, status: "confirmed" as const }));
/** Rows that aren't subscribers: a sign-up waiting for its link, and one that left. */
const OTHERS: Omit<Subscriber, "id">[] = [
  { email: "waiting@casa-azul.mx", source: "EmailSignUpPage", created_at: ago(2, 5000), status: "pending" },
  { email: "gone@gmail.com", source: "june_campaign", created_at: "2024-06-15T00:00:00.000Z", status: "unsubscribed" },
];
/** The confirmed rows as stored (the list's default), and every row (the audit counts them all). */
let stored: Subscriber[] = [];
let everyRow: Subscriber[] = [];

function client(key: string): SupabaseClient {
  return createClient(standIn.url, key, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
/** SQL as the database's owner (past row-level security): the data set and the truth. */
async function owner<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await standIn.db!.query<T>(text, params)).rows;
}
/** Rows written as given (dates, states), as the service role could. */
const insertRows = (rows: object[]) =>
  owner(
    "insert into public.subscribers (email, source, created_at, status, confirmed_at) select email, source, coalesce(created_at, now()), coalesce(status, 'confirmed'), confirmed_at from json_populate_recordset(null::public.subscribers, $1::json)",
    [JSON.stringify(rows)],
  );
const readAll = () => owner<Subscriber>("select id, email, source, created_at, status from public.subscribers");
/** SQL as PostgREST runs a request from this session (anonymous without one): the rows, or the refusal's SQLSTATE. */
async function asSession(c: SupabaseClient | null, text: string) {
  const token = c ? (await c.auth.getSession()).data.session?.access_token : undefined;
  const claims = token ? JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) : { role: "anon" };
  try {
    return await standIn.db!.transaction(async (tx) => {
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [claims.role, JSON.stringify(claims)]);
      return { rows: (await tx.query(text)).rows, code: null };
    });
  } catch (error) {
    return { rows: null, code: (error as { code?: string }).code ?? String(error) };
  }
}

/** The team account through both factors (aal2: the team's policies want it), or the non-team member. */
async function signedIn(role: "admin" | undefined) {
  return signInAs(client(standIn.keys.publishable), localAccount(standIn.users, role === "admin" ? "team" : "member"));
}

beforeAll(async () => {
  standIn = await startSupabaseStandIn({ seed: "none" });
  await standIn.ready;
  await insertRows([...ROWS, ...OTHERS]);
  team = await signedIn("admin");
  member = await signedIn(undefined);
  anon = client(standIn.keys.publishable);
  everyRow = (await readAll()).map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
  stored = everyRow.filter((r) => r.status === "confirmed");
  expect(stored).toHaveLength(ROWS.length);
});
afterAll(async () => {
  await standIn?.close();
});

const ctx = () => ({ now: Date.now(), knownSources: [...new Set(stored.map((r) => sourceLabel(r.source)))] });
const emails = async (filters: Partial<ListFilters>, page = 0) =>
  (await fetchListPage(team, { ...DEFAULT_FILTERS, ...filters }, page, ctx())).rows.map((r) => r.email);
const byTime = (a: Subscriber, b: Subscriber) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : 1);

describe("the list's rpcs through the app's modules", () => {
  it("pages confirmed subscribers newest first, and counts exactly below 1,000", async () => {
    const page = await fetchListPage(team, DEFAULT_FILTERS, 0, ctx());
    expect(await fetchListTotal(team, DEFAULT_FILTERS, ctx())).toEqual({ value: ROWS.length, exact: true });
    expect(await fetchListTotal(team, { ...DEFAULT_FILTERS, search: "summer" }, ctx())).toEqual({ value: (await emails({ search: "summer" })).length, exact: true });
    expect(page.rows.map((r) => r.email)).toEqual([...stored].sort(byTime).reverse().map((r) => r.email));
    expect(page.rows.every((r) => r.status === "confirmed")).toBe(true);
  });

  it("shows the other states on request, each row with its state", async () => {
    expect(await emails({ status: "pending" })).toEqual(["waiting@casa-azul.mx"]);
    expect(await emails({ status: "unsubscribed" })).toEqual(["gone@gmail.com"]);
    const all = await fetchListPage(team, { ...DEFAULT_FILTERS, status: "all" }, 0, ctx());
    expect(all.rows).toHaveLength(ROWS.length + OTHERS.length);
    expect(all.rows.find((r) => r.email === "waiting@casa-azul.mx")).toMatchObject({ status: "pending", confirmed_at: null });
    expect(await fetchListTotal(team, { ...DEFAULT_FILTERS, status: "all", search: "casa-azul" }, ctx())).toEqual({ value: 2, exact: true });
  });

  it("searches e-mail and source in any letter case, as substrings, every character literal", async () => {
    expect(await emails({ search: "GMAIL" })).toEqual(["Ben@Gmail.com"]);
    expect(await emails({ search: "june_CAMP" })).toEqual(["gina@summer.example", "frank@summer.example"]);
    expect(await emails({ search: "50%" })).toEqual(["kim_50%off@promo.example"]);
    expect(await emails({ search: "m_5" })).toEqual(["kim_50%off@promo.example"]); // _ is not a wildcard
    expect(await emails({ search: "kim*off" })).toEqual([]); // nor is *
    expect(await emails({ search: "zzz-nobody" })).toEqual([]);
  });

  it("finds sources by their readable name, and missing ones by 'unknown'", async () => {
    expect(await emails({ search: "Workspace article" })).toEqual(["Ben@Gmail.com"]);
    expect(await emails({ search: "unknown", sort: "oldest" })).toEqual(["erin@example.com", "dev@yahoo.co.uk", "chloe@hostlabs.io"]);
  });

  it("filters by date range: rolling windows ending now, and June 2024 as [1 June, 1 July)", async () => {
    expect(await emails({ dateRange: "7days" })).toEqual(["maria@casa-azul.mx", "audit-flow-1@example.com", "audit-dup-1@example.com", "Ben@Gmail.com"]);
    expect(await emails({ dateRange: "june2024", sort: "oldest" })).toEqual(["frank@summer.example", "gina2@mail.outlook.com", "gina@summer.example"]);
  });

  it("filters by source: one id exactly, or every kind of unknown", async () => {
    expect(await emails({ source: "summer_launch", sort: "oldest" })).toEqual(["gina2@mail.outlook.com", "hal@late.example"]);
    expect((await emails({ source: "unknown" })).sort()).toEqual(["chloe@hostlabs.io", "dev@yahoo.co.uk", "erin@example.com"]);
  });

  it("hides test data with the switch", async () => {
    const shown = await emails({ includeTestData: false });
    expect(shown).toHaveLength(ROWS.length - 2);
    expect(shown.some((e) => e.startsWith("audit-"))).toBe(false);
  });

  it("sorts four ways: newest, oldest, e-mail A-Z (any case), source A-Z with ties newest first", async () => {
    expect((await emails({ sort: "email" })).slice(0, 3)).toEqual(["audit-dup-1@example.com", "audit-flow-1@example.com", "Ben@Gmail.com"]);
    const bySource = (await fetchListPage(team, { ...DEFAULT_FILTERS, sort: "source" }, 0, ctx())).rows.map((r) => sourceLabel(r.source).toLowerCase());
    expect(bySource).toEqual([...bySource].sort());
    expect((await emails({ sort: "source" })).slice(0, 5)).toEqual([
      "audit-dup-1@example.com",
      "maria@casa-azul.mx",
      "jo@ninety.example",
      "ned@acme.io",
      "mo@acme.io",
    ]);
  });

  it("refuses a state it doesn't know, in words", async () => {
    await expect(fetchListPage(team, { ...DEFAULT_FILTERS, status: "maybe" as "all" }, 0, ctx())).rejects.toThrow(/Unknown status filter/);
  });

  it("counts exactly on request, and estimates beyond 1,000", async () => {
    expect(await countListRows(team, { ...DEFAULT_FILTERS, search: "example" }, ctx())).toBe(
      stored.filter((r) => r.email.includes("example") || (r.source ?? "").includes("example")).length,
    );
    // 1,500 more rows: the total is the planner's estimate beyond 1,000.
    await insertRows(Array.from({ length: 1500 }, (_, i) => ({ email: `bulk-${i}@estimate.example`, source: "bulk_estimate", created_at: "2023-01-01T00:00:00Z", status: "confirmed" })));
    try {
      await standIn.db!.exec("analyze public.subscribers");
      const page = await fetchListPage(team, { ...DEFAULT_FILTERS, source: "bulk_estimate" }, 0, ctx());
      expect(page.rows).toHaveLength(PAGE_SIZE);
      const total = await fetchListTotal(team, { ...DEFAULT_FILTERS, source: "bulk_estimate" }, ctx());
      expect(total.exact).toBe(false);
      expect(total.value).toBeGreaterThan(1000);
      expect(total.value).toBeLessThan(3000);
      expect(await countListRows(team, { ...DEFAULT_FILTERS, source: "bulk_estimate" }, ctx())).toBe(1500);
    } finally {
      await owner("delete from public.subscribers where source = 'bulk_estimate'");
    }
  });
});

describe("subscriber_stats", () => {
  it("counts confirmed subscribers in the four stats, the sources and the months; the other states apart", async () => {
    const stats = await fetchListStats(team, true);
    expect(stats.total).toBe(ROWS.length);
    expect(stats.recent7Days).toBe(4);
    expect(stats.recent30Days).toBe(6);
    expect(stats.statuses).toEqual({ confirmed: ROWS.length, pending: 1, unsubscribed: 1 });
    expect(stats.topSource).toBe("EmailSignUpPage");
    expect(stats.sources).toEqual([
      { source: "EmailSignUpPage", count: 5, pending: 1, unsubscribed: 0 },
      { source: "unknown", count: 3, pending: 0, unsubscribed: 0 },
      { source: "june_campaign", count: 2, pending: 0, unsubscribed: 1 },
      { source: "summer_launch", count: 2, pending: 0, unsubscribed: 0 },
      { source: "GoogleWorkspaceArticle", count: 1, pending: 0, unsubscribed: 0 },
      { source: "duplicate_test_1", count: 1, pending: 0, unsubscribed: 0 },
      { source: "flow_test", count: 1, pending: 0, unsubscribed: 0 },
      { source: "landing_page", count: 1, pending: 0, unsubscribed: 0 },
      { source: "newsletter_signup", count: 1, pending: 0, unsubscribed: 0 },
    ]);
    const months = new Map<string, number>();
    for (const r of ROWS) months.set(r.created_at.slice(0, 7), (months.get(r.created_at.slice(0, 7)) ?? 0) + 1);
    expect(stats.months.map(({ month, count }) => ({ month, count }))).toEqual([...months].sort().map(([month, count]) => ({ month, count })));
    expect(stats.months.find((m) => m.month === "2024-06")).toMatchObject({ count: 3, unsubscribed: 1 });
  });

  it("leaves the test data out on request", async () => {
    const stats = await fetchListStats(team, false);
    expect(stats.total).toBe(ROWS.filter((r) => !isTestSource(r.source)).length);
    expect(stats.recent7Days).toBe(2);
    expect(stats.sources.some((s) => isTestSource(s.source))).toBe(false);
  });

  it("follow a sign-up, its confirmation, an unsubscribe and a delete (the counts are kept by triggers)", async () => {
    const before = await fetchListStats(team, true);
    const email = `stats-${Date.now()}@rental.example`;
    await insertRows([{ email, source: "EmailSignUpPage", status: "pending" }]);
    let after = await fetchListStats(team, true);
    expect(after.total).toBe(before.total);
    expect(after.statuses.pending).toBe(before.statuses.pending + 1);
    // Confirmed: a subscriber now, in the cards and the last 7 days.
    await owner("update public.subscribers set status = 'confirmed', confirmed_at = now() where email = $1", [email]);
    after = await fetchListStats(team, true);
    expect(after.total).toBe(before.total + 1);
    expect(after.recent7Days).toBe(before.recent7Days + 1);
    expect(after.statuses.pending).toBe(before.statuses.pending);
    await owner("update public.subscribers set status = 'unsubscribed' where email = $1", [email]);
    after = await fetchListStats(team, true);
    expect(after.total).toBe(before.total);
    expect(after.statuses.unsubscribed).toBe(before.statuses.unsubscribed + 1);
    await owner("delete from public.subscribers where email = $1", [email]);
    expect(await fetchListStats(team, true)).toEqual(before);
  });

  it("are the same after an attack with the public key: it can write nothing and call nothing", async () => {
    const before = await fetchListStats(team, true);
    const publicKey = { apikey: standIn.keys.publishable, Authorization: `Bearer ${standIn.keys.publishable}`, "Content-Type": "application/json" };
    // 1,000 rows in one POST with a made-up source (issue 26's attack): refused whole.
    const bulk = await fetch(`${standIn.url}/rest/v1/subscribers`, {
      method: "POST",
      headers: publicKey,
      body: JSON.stringify(Array.from({ length: 1000 }, (_, i) => ({ email: `gamer-${i}@bulk.example`, source: "Bulk gaming top source" }))),
    });
    expect(bulk.status).toBe(404); // no table is exposed (PGRST205)
    expect((await asSession(null, "insert into public.subscribers (email, source) values ('gamer@bulk.example', 'EmailSignUpPage')")).code).toBe("42501");
    // The database's door is the Edge Function's now: the public key may not call it either.
    expect((await anon.rpc("subscribe", { email: "gamer@bulk.example", source: "EmailSignUpPage", lang: "en" })).status).toBe(401);
    expect(await fetchListStats(team, true)).toEqual(before);
  });
});

describe("subscriber_audit_report", () => {
  it("counts what the audit's rules expect (the same numbers as the tests' own reckoning)", async () => {
    const report = await fetchAuditReport(team);
    const expected = auditReportOf((await readAll()).map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })));
    expect(report.total).toBe(expected.total);
    expect(report.months).toEqual(expected.months);
    expect(report.june).toEqual(expected.june);
    const norm = (l: typeof report.lost) =>
      l.map((s) => ({ ...s, records: s.records.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })) }));
    expect(norm(report.lost)).toEqual(norm(expected.lost));
    expect(report.guarantees).toEqual({ emailShapeChecked: true, emailLengthChecked: true, emailUniqueIgnoringCase: true });
  });

  it("searches the spec's campaign and test sources", async () => {
    const [{ count } = { count: -1 }] = await owner<{ count: number }>("select count(*)::int as count from public.subscribers where source = any($1::text[])", [[...LOST_RECORD_SOURCES]]);
    expect((await fetchAuditReport(team)).lost.find((l) => l.key === "sources")!.count).toBe(count);
  });

  it("tells business domains apart like the rule says", async () => {
    const cases = ["a@gmail.com", "a@Yahoo.co.uk", "a@mail.outlook.com", "a@hotmail.fr", "a@casa-azul.mx", "a@gmailer.io", "a@b..c", "a@x@acme.io", "no-at-sign"];
    for (const email of cases) {
      const r = await standIn.db!.query<{ b: boolean }>("select public.subscriber_is_business_email($1) as b", [email]);
      expect(r.rows[0]!.b, email).toBe(isBusinessEmail(email));
    }
    expect(cases.filter(isBusinessEmail)).toEqual(["a@casa-azul.mx", "a@gmailer.io", "a@x@acme.io"]);
  });
});

describe("subscriber_export_rows", () => {
  it("exports exactly the rows the list shows for the same filters, in date order", async () => {
    const stats = await fetchListStats(team, true);
    for (const filters of [
      DEFAULT_FILTERS,
      { ...DEFAULT_FILTERS, search: "example", sort: "oldest" as const },
      { ...DEFAULT_FILTERS, source: "unknown" },
      { ...DEFAULT_FILTERS, search: "sign-up page", includeTestData: false },
      { ...DEFAULT_FILTERS, dateRange: "june2024" as const },
      { ...DEFAULT_FILTERS, status: "all" as const },
      { ...DEFAULT_FILTERS, status: "unsubscribed" as const },
    ]) {
      const listed = (await fetchListPage(team, filters, 0, ctx())).rows;
      const { blob, rows } = await exportSubscribers(team, { filters, ...ctx(), months: stats.months, expected: listed.length, batchSize: 2, concurrency: 3 });
      const text = await blob.text();
      const lines = text.split("\r\n").slice(1).filter(Boolean);
      expect(rows, JSON.stringify(filters)).toBe(listed.length);
      expect(lines.map((l) => l.split('","')[0]!.replace(/^"'?/, "")), JSON.stringify(filters)).toEqual(listed.map((r) => r.email));
      expect(lines.map((l) => l.split('","')[1]), JSON.stringify(filters)).toEqual(listed.map((r) => r.status));
    }
  });
});

describe("who may call the team's rpcs", () => {
  it("gives anonymous visitors nothing: 401 on every rpc and on the counts", async () => {
    for (const [fn, args] of [
      ["subscriber_stats", {}],
      ["subscriber_list_page", {}],
      ["subscriber_list_total", {}],
      ["subscriber_audit_report", {}],
      ["subscriber_export_rows", {}],
    ] as const) {
      const r = await anon.rpc(fn, args);
      expect(r.status, fn).toBe(401);
      expect(r.error, fn).toMatchObject({ code: "42501" });
    }
    expect((await asSession(null, "select * from public.subscriber_counts")).code).toBe("42501");
  });

  it("shows a signed-in account that is not on the team no row and no count", async () => {
    expect((await asSession(member, "select * from public.subscriber_counts")).rows).toEqual([]);
    expect(await fetchListPage(member, { ...DEFAULT_FILTERS, status: "all" }, 0, ctx())).toEqual({ rows: [] });
    expect(await fetchListTotal(member, { ...DEFAULT_FILTERS, search: "a" }, ctx())).toEqual({ value: 0, exact: true });
    const stats = await fetchListStats(member, true);
    expect(stats).toMatchObject({ total: 0, recent30Days: 0, recent7Days: 0, sources: [], months: [], topSource: null });
    const report = await fetchAuditReport(member);
    expect(report.total).toBe(0);
    expect(report.lost.every((l) => l.count === 0 && l.records.length === 0)).toBe(true);
    expect((await member.rpc("subscriber_export_rows", {})).data).toEqual({ rows: [], last: null });
  });
});
