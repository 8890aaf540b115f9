/**
 * The team list's SQL (supabase/migrations/20261128000100_team_reads.sql) proven on both engines:
 * PGlite (what the local stand-in runs) and a real PostgreSQL cluster (tests/postgres-cluster.ts;
 * skipped when no server binaries are installed). The same known rows and the same statements on
 * each; every filter of subscriber_list_page, subscriber_list_total and subscriber_export_rows
 * against the tests' own reckoning of the rows, the stats by state, the counts' triggers through
 * confirmations and unsubscribes, and who may read any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anonActor,
  literal,
  memberActor,
  pgBinDir,
  serviceActor,
  teamActor,
  teamWithoutTotpActor,
} from "./postgres-cluster";
import { pgliteEngine, postgresEngine, type Engine } from "./sql-engines";


// ---------------------------------------------------------------------------------------------
// The known rows: every rule the list applies has rows on both sides of it.

type Row = {
  id: string;
  email: string;
  source: string | null;
  created_at: string;
  status: "confirmed" | "pending" | "unsubscribed";
  lang: "en" | "es" | null;
  page: string | null;
  consented_at: string | null;
  confirmed_at: string | null;
  consent_text_version: string | null;
};

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const row = (n: number, email: string, source: string | null, created_at: string, status: Row["status"] = "confirmed", more: Partial<Row> = {}): Row => ({
  id: id(n),
  email,
  source,
  created_at,
  status,
  lang: "en",
  page: "/subscribe",
  consented_at: created_at,
  confirmed_at: status === "pending" ? null : created_at.replace(/:00\.000Z$/, ":30.000Z"),
  consent_text_version: "2026-11-28",
  ...more,
});

const ROWS: Row[] = [
  row(1, "maria@casa-azul.mx", "EmailSignUpPage", "2026-11-27T10:00:00.000Z"),
  row(2, "ben@gmail.com", "GoogleWorkspaceArticle", "2026-11-22T10:00:00.000Z", "confirmed", { lang: "es", page: "/es/suscribirse" }),
  row(3, "chloe@hostlabs.io", null, "2026-11-20T10:00:00.000Z", "pending"),
  row(4, "dev@yahoo.co.uk", "", "2026-10-30T10:00:00.000Z", "unsubscribed"),
  row(5, "erin@example.com", "unknown", "2026-10-28T10:00:00.000Z"),
  row(6, "frank@summer.example", "june_campaign", "2024-06-01T00:00:00.000Z"),
  row(7, "gina@summer.example", "june_campaign", "2024-06-30T23:59:59.000Z", "unsubscribed"),
  row(8, "hal@late.example", "summer_launch", "2024-07-01T00:00:00.000Z", "pending"),
  row(9, "audit-flow-1@example.com", "flow_test", "2026-11-26T10:00:00.000Z", "pending"),
  row(10, "audit-dup-1@example.com", "duplicate_test_1", "2026-11-25T10:00:00.000Z"),
  row(11, "kim_50%off@promo.example", "newsletter_signup", "2025-01-15T10:00:00.000Z"),
  row(12, "kimx50off@promo.example", "newsletter_signup", "2025-01-15T10:00:00.000Z"), // same time as 11: id breaks the tie
  row(13, "back\\slash@odd.example", "   ", "2025-02-01T10:00:00.000Z", "pending"),
  row(14, "legacy@old.example", "EmailSignUpPage", "2023-05-05T05:05:05.000Z", "confirmed", {
    lang: null,
    page: null,
    consented_at: null,
    confirmed_at: null,
    consent_text_version: null,
  }),
  row(15, "Upper.Case@Example.com", "EmailSignUpPage", "2026-11-10T10:00:00.000Z"),
];

const INSERT_SQL = `insert into public.subscribers (id, email, source, created_at, status, lang, page, consented_at, confirmed_at, consent_text_version)
select x.id, x.email, x.source, x.created_at, x.status, x.lang, x.page, x.consented_at, x.confirmed_at, x.consent_text_version
  from json_to_recordset(${literal(JSON.stringify(ROWS))}::json) as x(id uuid, email text, source text, created_at timestamptz, status text, lang text, page text,
       consented_at timestamptz, confirmed_at timestamptz, consent_text_version text)`;

// The rules, as the tests reckon them.
const label = (s: string | null) => (s === null || s.trim() === "" ? "unknown" : s);
const key = (s: string | null) => label(s).toLowerCase();
const isTest = (s: string | null) => s === "audit_test" || s === "flow_test" || (s ?? "").startsWith("duplicate_test_");
const ms = (t: string) => Date.parse(t);

type Filters = {
  search_text?: string | null;
  search_sources?: string[] | null;
  created_from?: string | null;
  created_before?: string | null;
  source_filter?: string | null;
  status_filter?: "all" | Row["status"];
  include_test_data?: boolean;
};
type Sort = "newest" | "oldest" | "email" | "source";

function reckon(f: Filters, sort: Sort = "newest"): Row[] {
  const status = f.status_filter ?? "confirmed";
  const text = f.search_text?.trim().toLowerCase() ?? "";
  const out = ROWS.filter(
    (r) =>
      (status === "all" || r.status === status) &&
      (f.include_test_data !== false || !isTest(r.source)) &&
      (!f.created_from || ms(r.created_at) >= ms(f.created_from)) &&
      (!f.created_before || ms(r.created_at) < ms(f.created_before)) &&
      (!f.source_filter || (f.source_filter === "unknown" ? key(r.source) === "unknown" : r.source === f.source_filter)) &&
      (!text || r.email.toLowerCase().includes(text) || (f.search_sources ?? []).includes(key(r.source))),
  );
  const newest = (a: Row, b: Row) => ms(b.created_at) - ms(a.created_at) || (a.id < b.id ? 1 : -1);
  const compare: Record<Sort, (a: Row, b: Row) => number> = {
    newest,
    oldest: (a, b) => -newest(a, b),
    email: (a, b) => (a.email.toLowerCase() < b.email.toLowerCase() ? -1 : 1),
    source: (a, b) => (key(a.source) < key(b.source) ? -1 : key(a.source) > key(b.source) ? 1 : newest(a, b)),
  };
  return out.sort(compare[sort]);
}

/** SQL arguments in named notation. */
function args(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => {
      if (v === null) return `${k} => null`;
      if (Array.isArray(v)) return `${k} => array[${v.map((x) => literal(String(x))).join(", ")}]::text[]`;
      if (typeof v === "boolean" || typeof v === "number") return `${k} => ${v}`;
      return `${k} => ${literal(String(v))}`;
    })
    .join(", ");
}
const pageSql = (f: Filters & { sort_by?: Sort; page_offset?: number; page_limit?: number }) =>
  `select coalesce(json_agg(p.email order by p.n), '[]')::text
     from public.subscriber_list_page(${args(f)}) with ordinality as p(id, email, source, created_at, status, lang, confirmed_at, n)`;

/** A suite on one engine: the same cases for both. */
function suite(name: string, start: () => Promise<Engine>) {
  describe(name, () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await start();
      await engine.exec(INSERT_SQL);
    }, 120_000);
    afterAll(async () => {
      await engine?.close();
    });

    const team = async (sql: string) => {
      const r = await engine.run(teamActor, sql);
      if (!r.ok) throw new Error(`${sql}: ${r.code}`);
      return r.out;
    };
    const page = async (f: Filters & { sort_by?: Sort; page_offset?: number; page_limit?: number }) => JSON.parse(await team(pageSql(f))) as string[];
    const total = async (f: Filters & { exact_count?: boolean }) =>
      JSON.parse(await team(`select public.subscriber_list_total(${args(f)})::text`)) as { value: number; exact: boolean };
    const emails = (rows: Row[]) => rows.map((r) => r.email);

    describe("subscriber_list_page and subscriber_list_total: every filter", () => {
      const cases: [string, Filters, Sort?][] = [
        ["confirmed subscribers by default, newest first", {}],
        ["every state", { status_filter: "all" }],
        ["pending only", { status_filter: "pending" }],
        ["unsubscribed only", { status_filter: "unsubscribed" }],
        ["an e-mail substring in any letter case", { search_text: "EXAMPLE", status_filter: "all" }],
        ["the search trimmed", { search_text: "  summer  ", status_filter: "all" }],
        ["% matches itself", { search_text: "50%", status_filter: "all" }],
        ["_ matches itself", { search_text: "m_5", status_filter: "all" }],
        ["\\ matches itself", { search_text: "k\\s", status_filter: "all" }],
        ["a search that also names sources", { search_text: "sign-up page", search_sources: ["emailsignuppage"], status_filter: "all" }],
        ["a search for the unknown source", { search_text: "unkn", search_sources: ["unknown"], status_filter: "all" }],
        ["from a time on", { created_from: "2026-11-20T10:00:00.000Z", status_filter: "all" }],
        ["June 2024 as [1 June, 1 July)", { created_from: "2024-06-01T00:00:00.000Z", created_before: "2024-07-01T00:00:00.000Z", status_filter: "all" }],
        ["one source exactly", { source_filter: "june_campaign", status_filter: "all" }],
        ["a source id in another case matches nothing", { source_filter: "June_Campaign", status_filter: "all" }],
        ["every kind of missing source", { source_filter: "unknown", status_filter: "all" }],
        ["without test data", { include_test_data: false, status_filter: "all" }],
        ["filters together", { search_text: "example", status_filter: "confirmed", include_test_data: false, created_from: "2025-01-01T00:00:00.000Z" }],
        ["oldest first, ties by id", { status_filter: "all" }, "oldest"],
        ["e-mail A-Z, any letter case", { status_filter: "all" }, "email"],
        ["source A-Z, ties newest first", { status_filter: "all" }, "source"],
        ["newest first, ties by id", { search_text: "promo", status_filter: "all" }],
      ];
      it.each(cases)("%s", async (_label, f, sort = "newest") => {
        const expected = emails(reckon(f, sort));
        expect(await page({ ...f, sort_by: sort })).toEqual(expected);
        expect(await total(f)).toEqual({ value: expected.length, exact: true });
        expect(await total({ ...f, exact_count: true })).toEqual({ value: expected.length, exact: true });
      });

      it("pages by offset and limit, and answers at most 1,000 rows", async () => {
        const all = emails(reckon({ status_filter: "all" }));
        expect(await page({ status_filter: "all", page_offset: 3, page_limit: 4 })).toEqual(all.slice(3, 7));
        expect(await page({ status_filter: "all", page_offset: 100 })).toEqual([]);
        expect(await page({ status_filter: "all", page_offset: -5, page_limit: 2 })).toEqual(all.slice(0, 2));
        expect(await page({ status_filter: "all", page_limit: 5000 })).toEqual(all);
      });

      it("answers the row's columns: state, language and confirmation time", async () => {
        const out = await team(`select json_agg(p)::text from public.subscriber_list_page(status_filter => 'all', search_text => 'ben@') p`);
        expect(JSON.parse(out)).toEqual([
          {
            id: id(2),
            email: "ben@gmail.com",
            source: "GoogleWorkspaceArticle",
            created_at: expect.stringMatching(/^2026-11-22T10:00:00/),
            status: "confirmed",
            lang: "es",
            confirmed_at: expect.stringMatching(/^2026-11-22T10:00:30/),
          },
        ]);
      });

      it("refuses an unknown state or sort (22023) instead of reading it as 'all'", async () => {
        expect((await engine.run(teamActor, pageSql({ status_filter: "bogus" as "all" }))).code).toBe("22023");
        expect((await engine.run(teamActor, pageSql({ sort_by: "bogus" as Sort }))).code).toBe("22023");
        expect((await engine.run(teamActor, `select public.subscriber_list_total(status_filter => 'Confirmed')`)).code).toBe("22023");
        // null is the safe default: confirmed.
        expect(JSON.parse(await team(`select coalesce(json_agg(p.email), '[]')::text from public.subscriber_list_page(status_filter => null) p`))).toHaveLength(
          reckon({}).length,
        );
      });
    });

    describe("subscriber_export_rows", () => {
      type Batch = { rows: unknown[][]; last: { created_at: string; id: string } | null };
      const batch = async (f: Record<string, unknown>) => JSON.parse(await team(`select public.subscriber_export_rows(${args(f)})::text`)) as Batch;

      it("exports confirmed subscribers unless told otherwise, with every column the file needs", async () => {
        const { rows, last } = await batch({});
        expect(rows.map((r) => r[0])).toEqual(emails(reckon({})));
        const ben = rows.find((r) => r[0] === "ben@gmail.com")!;
        expect(ben.slice(0, 5)).toEqual(["ben@gmail.com", "confirmed", "es", "GoogleWorkspaceArticle", "/es/suscribirse"]);
        expect([ben[5], ben[6], ben[8]].map((t) => new Date(String(t)).toISOString())).toEqual([
          "2026-11-22T10:00:00.000Z",
          "2026-11-22T10:00:30.000Z",
          "2026-11-22T10:00:00.000Z",
        ]);
        expect(ben[7]).toBe("2026-11-28");
        expect(rows.find((r) => r[0] === "legacy@old.example")!.slice(1, 8)).toEqual(["confirmed", null, "EmailSignUpPage", null, null, null, null]);
        expect(last?.id).toBe(reckon({}).at(-1)!.id);
      });

      it("takes the same filters as the list, the state included, in date order", async () => {
        for (const f of [
          { status_filter: "all" },
          { status_filter: "pending" },
          { status_filter: "unsubscribed", newest_first: false },
          { search_text: "example", search_sources: ["unknown"], status_filter: "all", include_test_data: false },
          { source_filter: "unknown", status_filter: "all" },
          { created_from: "2024-06-01T00:00:00.000Z", created_before: "2024-07-01T00:00:00.000Z", status_filter: "all" },
        ] as (Filters & { newest_first?: boolean })[]) {
          const expected = emails(reckon(f, f.newest_first === false ? "oldest" : "newest"));
          expect(
            (await batch(f)).rows.map((r) => r[0]),
            JSON.stringify(f),
          ).toEqual(expected);
        }
      });

      it("walks a keyset in batches without skipping or repeating a row (ties included)", async () => {
        for (const newest_first of [true, false]) {
          const seen: unknown[] = [];
          let after: Batch["last"] = null;
          for (let i = 0; i < 20; i++) {
            const b = await batch({
              status_filter: "all",
              newest_first,
              batch_size: 2,
              after_created_at: after?.created_at ?? null,
              after_id: after?.id ?? null,
            });
            seen.push(...b.rows.map((r) => r[0]));
            if (b.rows.length < 2 || !b.last) break;
            after = b.last;
          }
          expect(seen).toEqual(emails(reckon({ status_filter: "all" }, newest_first ? "newest" : "oldest")));
        }
      });
    });

    describe("subscriber_stats", () => {
      it("counts confirmed subscribers in the four stats and the states apart", async () => {
        const stats = JSON.parse(await team(`select public.subscriber_stats(true, '2026-11-28T12:00:00Z')::text`));
        const confirmed = ROWS.filter((r) => r.status === "confirmed");
        expect(stats.total).toBe(confirmed.length);
        const since = (h: number) => confirmed.filter((r) => ms(r.created_at) >= ms("2026-11-28T12:00:00Z") - h * 3_600_000).length;
        expect(stats.recent30Days).toBe(since(720));
        expect(stats.recent7Days).toBe(since(168));
        const inState = (status: Row["status"], rows = ROWS) => rows.filter((r) => r.status === status).length;
        expect(stats.statuses).toEqual({ confirmed: confirmed.length, pending: inState("pending"), unsubscribed: inState("unsubscribed") });
        expect(stats.statuses).toEqual({ confirmed: 9, pending: 4, unsubscribed: 2 });
        expect(stats.sources[0]).toEqual({ source: "EmailSignUpPage", count: 3, pending: 0, unsubscribed: 0 });
        expect(stats.sources).toContainEqual({ source: "unknown", count: 1, pending: 2, unsubscribed: 1 });
        expect(stats.sources).toContainEqual({ source: "summer_launch", count: 0, pending: 1, unsubscribed: 0 });
        expect(stats.months).toContainEqual({ month: "2024-06", count: 1, pending: 0, unsubscribed: 1 });
        const withoutTests = JSON.parse(await team(`select public.subscriber_stats(false, '2026-11-28T12:00:00Z')::text`));
        expect(withoutTests.total).toBe(confirmed.filter((r) => !isTest(r.source)).length);
        expect(withoutTests.statuses.pending).toBe(inState("pending", ROWS.filter((r) => !isTest(r.source))));
      });
    });

    describe("subscriber_counts follow every change of state", () => {
      /** The kept counts, and the same counted from the rows: they must agree. */
      const agree = async () => {
        const kept = await team(
          `select coalesce(json_agg(c order by c.month, c.source), '[]')::text from (
             select month::text, source, subscribers, business_subscribers, confirmed, pending, unsubscribed from public.subscriber_counts) c`,
        );
        const recount = await team(
          `select coalesce(json_agg(c order by c.month, c.source), '[]')::text from (
             select date_trunc('month', created_at at time zone 'UTC')::date::text as month, public.subscriber_source_label(source) as source,
                    count(*) as subscribers, count(*) filter (where public.subscriber_is_business_email(email)) as business_subscribers,
                    count(*) filter (where status = 'confirmed') as confirmed, count(*) filter (where status = 'pending') as pending,
                    count(*) filter (where status = 'unsubscribed') as unsubscribed
               from public.subscribers group by 1, 2) c`,
        );
        expect(JSON.parse(kept)).toEqual(JSON.parse(recount));
        return JSON.parse(kept) as { month: string; source: string; subscribers: number; confirmed: number; pending: number; unsubscribed: number }[];
      };

      it("through a confirmation, an unsubscribe, a new sign-up after it, other updates, inserts and deletes", async () => {
        await agree();
        await engine.exec(`update public.subscribers set status = 'confirmed', confirmed_at = now() where id = '${id(3)}'`);
        let counts = await agree();
        expect(counts.find((c) => c.source === "unknown" && c.month === "2026-11-01")).toMatchObject({ confirmed: 1, pending: 0 });
        await engine.exec(`update public.subscribers set status = 'unsubscribed', unsubscribed_at = now() where id = '${id(3)}'`);
        await agree();
        await engine.exec(
          `update public.subscribers set status = 'pending', consented_at = now(), unsubscribed_at = null, confirmed_at = null where id = '${id(3)}'`,
        );
        await agree();
        // An update that changes no counted column leaves the counts as they are.
        await engine.exec(`update public.subscribers set consented_at = consented_at`);
        await agree();
        // Many rows at once, several buckets each way.
        await engine.exec(`update public.subscribers set status = case status when 'pending' then 'confirmed' when 'confirmed' then 'pending' else status end`);
        await agree();
        await engine.exec(`update public.subscribers set status = case status when 'pending' then 'confirmed' when 'confirmed' then 'pending' else status end`);
        await engine.exec(`insert into public.subscribers (email, source, status) values ('new-one@rental.example', 'EmailSignUpPage', 'pending')`);
        await agree();
        await engine.exec(`delete from public.subscribers where email = 'new-one@rental.example'`);
        counts = await agree();
        expect(counts.every((c) => c.subscribers > 0)).toBe(true);
        // The rows are as they were: every other test reckons with them.
        expect(JSON.parse(await team(pageSql({ status_filter: "all" })))).toEqual(emails(reckon({ status_filter: "all" })));
      });
    });

    describe("who reads", () => {
      const calls = [
        "select public.subscriber_list_page()",
        "select public.subscriber_list_total()",
        "select public.subscriber_export_rows()",
        "select public.subscriber_stats()",
      ];
      it("anonymous visitors may call none of it (42501)", async () => {
        for (const sql of calls) expect((await engine.run(anonActor, sql)).code, sql).toBe("42501");
      });
      it("a signed-in account not on the team, or the team before its second factor, reads no row and counts nothing", async () => {
        for (const who of [memberActor, teamWithoutTotpActor]) {
          expect((await engine.run(who, pageSql({ status_filter: "all" }))).out).toBe("[]");
          expect(JSON.parse((await engine.run(who, "select public.subscriber_list_total(status_filter => 'all')::text")).out)).toEqual({
            value: 0,
            exact: true,
          });
          expect(JSON.parse((await engine.run(who, "select public.subscriber_export_rows(status_filter => 'all')::text")).out)).toEqual({
            rows: [],
            last: null,
          });
          expect(JSON.parse((await engine.run(who, "select public.subscriber_stats()::text")).out)).toMatchObject({
            total: 0,
            statuses: { confirmed: 0, pending: 0, unsubscribed: 0 },
          });
        }
      });
      it("the service role runs the functions, and like PostgREST it is no team member: no rows", async () => {
        expect((await engine.run(serviceActor, pageSql({ status_filter: "all" }))).out).toBe("[]");
      });
      it("the helpers stay private: no API role may execute them", async () => {
        for (const actor of [anonActor, teamActor]) {
          expect((await engine.run(actor, "select private.is_team_reader()")).code).toBe("42501");
          expect((await engine.run(actor, "select private.subscriber_list_where(null, null, null, null, null, null, true)")).code).toBe("42501");
        }
      });
    });

    describe("beyond 1,000 matches", () => {
      it("estimates (never below what it counted), and counts exactly on request", async () => {
        await engine.exec(`insert into public.subscribers (email, source, created_at, status)
          select 'bulk-' || g || '@estimate.example', 'bulk_estimate', timestamptz '2023-01-01' + g * interval '1 minute', 'confirmed' from generate_series(1, 1500) g;
          analyze public.subscribers;`);
        try {
          const estimate = await total({ source_filter: "bulk_estimate" });
          expect(estimate.exact).toBe(false);
          expect(estimate.value).toBeGreaterThan(1000);
          expect(estimate.value).toBeLessThan(3000);
          expect(await total({ source_filter: "bulk_estimate", exact_count: true })).toEqual({ value: 1500, exact: true });
          expect(await total({ search_text: "bulk-1", exact_count: true })).toEqual({ value: 1 + 10 + 100 + 501, exact: true });
        } finally {
          await engine.exec(`delete from public.subscribers where source = 'bulk_estimate'`);
        }
      });
    });
  });
}

suite("the team's reads on PGlite", pgliteEngine);
describe.skipIf(!pgBinDir)(`on PostgreSQL (${pgBinDir ?? "not installed"})`, () => {
  suite("the team's reads on PostgreSQL", postgresEngine);
});
