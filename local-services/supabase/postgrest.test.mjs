// @ts-check
import { describe, expect, it } from "vitest";
import { MAX_ROWS, PostgrestError, compile, compileRpc, parsePrefer, plannedRows, statusOfSqlState } from "./postgrest.mjs";

/** @type {import("./postgrest.mjs").Schema} */
const schema = {
  tables: new Map([
    [
      "subscribers",
      {
        name: "subscribers",
        columnNames: ["id", "email", "source", "created_at"],
        columns: new Map([
          ["id", { name: "id", type: "uuid" }],
          ["email", { name: "email", type: "text" }],
          ["source", { name: "source", type: "text" }],
          ["created_at", { name: "created_at", type: "timestamp with time zone" }],
        ]),
      },
    ],
    [
      "subscriber_list",
      {
        name: "subscriber_list",
        columnNames: ["id", "email", "source", "created_at", "email_key", "source_key", "is_test"],
        columns: new Map([
          ["id", { name: "id", type: "uuid" }],
          ["email", { name: "email", type: "text" }],
          ["source", { name: "source", type: "text" }],
          ["created_at", { name: "created_at", type: "timestamp with time zone" }],
          ["email_key", { name: "email_key", type: "text" }],
          ["source_key", { name: "source_key", type: "text" }],
          ["is_test", { name: "is_test", type: "boolean" }],
        ]),
      },
    ],
  ]),
  functions: new Map([
    [
      "subscriber_stats",
      [
        {
          name: "subscriber_stats",
          args: [
            { name: "include_test_data", type: "boolean", hasDefault: true },
            { name: "as_of", type: "timestamp with time zone", hasDefault: true },
          ],
          returns: "json",
          returnsSet: false,
          volatility: "s",
        },
      ],
    ],
    [
      "subscriber_export_rows",
      [
        {
          name: "subscriber_export_rows",
          args: [
            { name: "search_pattern", type: "text", hasDefault: true },
            { name: "search_sources", type: "text[]", hasDefault: true },
            { name: "batch_size", type: "integer", hasDefault: true },
          ],
          returns: "json",
          returnsSet: false,
          volatility: "s",
        },
      ],
    ],
    ["needs_arg", [{ name: "needs_arg", args: [{ name: "x", type: "integer", hasDefault: false }], returns: "integer", returnsSet: false, volatility: "i" }]],
    ["rows_of", [{ name: "rows_of", args: [], returns: "subscribers", returnsSet: true, volatility: "s" }]],
  ]),
};

/** @param {string} method @param {string} query @param {{ body?: unknown, prefer?: string, table?: string, range?: string }} [opts] */
function plan(method, query, opts = {}) {
  return compile(
    { method, table: opts.table ?? "subscribers", search: new URLSearchParams(query), prefer: parsePrefer(opts.prefer), body: opts.body, range: opts.range },
    schema,
  );
}

/** @param {() => unknown} fn */
function refusal(fn) {
  try {
    fn();
  } catch (error) {
    if (error instanceof PostgrestError) return { status: error.status, ...error.body };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("compile: reads", () => {
  it("selects every column by name, pages with bound limit/offset and caps at max-rows", () => {
    const p = plan("GET", "select=*&order=created_at.desc,id.desc&offset=2000&limit=5000");
    expect(p.sql).toContain(`select "id", "email", "source", "created_at" from "public"."subscribers"`);
    expect(p.sql).toContain(`order by "created_at" desc, "id" desc`);
    expect(p.params).toEqual([String(MAX_ROWS), "2000"]);
    expect(p.offset).toBe(2000);
    expect(p.count).toBeUndefined();
  });

  it("binds filter values as parameters cast to the column's catalog type", () => {
    const p = plan("GET", "created_at=gte.2024-06-01&created_at=lt.2024-07-01&source=in.(june_campaign,%22a,b%22)&email=ilike.*gmail*", {
      prefer: "count=exact",
    });
    expect(p.sql).toContain(`"created_at" >= cast($1::text as timestamp with time zone)`);
    expect(p.sql).toContain(`"created_at" < cast($2::text as timestamp with time zone)`);
    expect(p.sql).toContain(`"source" in (cast($3::text as text), cast($4::text as text))`);
    expect(p.sql).toContain(`cast("email" as text) ilike $5::text`);
    expect(p.params.slice(0, 5)).toEqual(["2024-06-01", "2024-07-01", "june_campaign", "a,b", "%gmail%"]);
    expect(p.count?.sql).toBe(`select count(*) from "public"."subscribers" where ${p.sql.split(" where ")[1]?.split(" limit ")[0]}`);
    expect(p.count?.params).toEqual(p.params.slice(0, 5));
  });

  it("supports is, not and or-trees", () => {
    const p = plan("GET", "source=not.is.null&or=(source.eq.,source.is.null,and(email.like.*x*,id.neq.1))");
    expect(p.sql).toContain(`not ("source" is null)`);
    expect(p.sql).toContain(`("source" = cast($1::text as text) or "source" is null or (cast("email" as text) like $2::text and "id" <> cast($3::text as uuid)))`);
    expect(p.params.slice(0, 3)).toEqual(["", "%x%", "1"]);
  });

  it("reads a Range header when no limit/offset is given, and aliases columns", () => {
    const p = plan("GET", "select=address:email", { range: "10-19" });
    expect(p.sql).toContain(`"email" as "address"`);
    expect(p.params).toEqual(["10", "10"]);
  });
});

describe("compile: refusals run no SQL", () => {
  it.each([
    ["a crafted column in select", "select=email;drop table subscribers"],
    ["a crafted column in a filter", "email%3Bdelete=eq.x"],
    ["a crafted order", "order=created_at;drop"],
    ["a cast in select", "select=email::text"],
    ["an unknown operator", "email=xx.1"],
    ["a filter with no operator", "email=foo"],
    ["an embedded resource", "select=*,other(*)"],
    ["a non-numeric limit", "limit=1;select"],
    ["a bad is value", "source=is.nothing"],
  ])("%s → 400", (_label, query) => {
    const r = refusal(() => plan("GET", query));
    expect(r.status).toBe(400);
    expect(r).toHaveProperty("message");
  });

  it("a crafted table name → 400; an unknown plain name → 404 PGRST205 like PostgREST", () => {
    expect(refusal(() => plan("GET", "", { table: "subscribers; drop table subscribers" })).status).toBe(400);
    expect(refusal(() => plan("GET", "", { table: "pg_authid" }))).toMatchObject({ status: 404, code: "PGRST205" });
  });

  it("refuses unknown insert columns and unfiltered deletes", () => {
    expect(refusal(() => plan("POST", "", { body: { email: "a@b.co", "source) values ('x'); --": "y" } }))).toMatchObject({
      status: 400,
      code: "PGRST204",
    });
    expect(refusal(() => plan("DELETE", ""))).toMatchObject({ status: 400, code: "21000" });
    expect(refusal(() => plan("PATCH", "", { body: { source: "x" } }))).toMatchObject({ status: 400, code: "21000" });
  });
});

describe("compile: writes", () => {
  it("inserts through json_populate_recordset with one bound JSON parameter", () => {
    const p = plan("POST", "", { body: { email: "a@b.co", source: "EmailSignUpPage" } });
    expect(p.sql).toBe(
      `insert into "public"."subscribers" ("email", "source") select "email", "source" from json_populate_recordset(null::"public"."subscribers", $1::text::json)`,
    );
    expect(JSON.parse(p.params[0] ?? "")).toEqual([{ email: "a@b.co", source: "EmailSignUpPage" }]);
    expect(p.representation).toBe(false);
  });

  it("returns rows only with return=representation", () => {
    const p = plan("DELETE", "id=eq.00000000-0000-0000-0000-000000000000&select=id", { prefer: "return=representation" });
    expect(p.sql).toContain(`with _r as (delete from "public"."subscribers" where "id" = cast($1::text as uuid) returning "id")`);
    expect(p.representation).toBe(true);
  });
});

describe("statusOfSqlState", () => {
  it("maps like PostgREST", () => {
    expect(statusOfSqlState("23505", "anon")).toBe(409);
    expect(statusOfSqlState("23514", "anon")).toBe(400);
    expect(statusOfSqlState("42501", "anon")).toBe(401);
    expect(statusOfSqlState("42501", "authenticated")).toBe(403);
    expect(statusOfSqlState("22P02", "anon")).toBe(400);
    expect(statusOfSqlState("42P01", "anon")).toBe(404);
    expect(statusOfSqlState("53300", "anon")).toBe(503);
  });
});

/** What supabase-js 2.x puts on the wire for the list's queries (URL after /rest/v1/). */
const wire = (/** @type {string} */ url) => new URL(`http://x/rest/v1/${url}`).searchParams;

describe("compile: what the list sends", () => {
  it("ilike inside an or-tree with a double-quoted value keeps its commas and escapes", () => {
    const p = compile(
      {
        method: "GET",
        table: "subscriber_list",
        // The list's quoteValue doubles a backslash inside quotes: "\\%" on the wire is ILIKE's \%.
        search: wire('subscriber_list?select=id,email&or=(email.ilike."*a,b\\\\%*",source.ilike."*a,b\\\\%*",source.in.("EmailSignUpPage"),source_key.eq.unknown)'),
        prefer: parsePrefer("count=estimated"),
      },
      schema,
    );
    expect(p.sql).toContain(`(cast("email" as text) ilike $1::text or cast("source" as text) ilike $2::text or "source" in (cast($3::text as text)) or "source_key" = cast($4::text as text))`);
    expect(p.params.slice(0, 4)).toEqual(["%a,b\\%%", "%a,b\\%%", "EmailSignUpPage", "unknown"]);
  });

  it("is.false, gte/lt, eq on the view's keys, order and range", () => {
    const p = compile(
      {
        method: "GET",
        table: "subscriber_list",
        search: wire(
          "subscriber_list?select=id&is_test=is.false&created_at=gte.2024-06-01T00:00:00.000Z&created_at=lt.2024-07-01T00:00:00.000Z&source_key=eq.emailsignuppage&source=eq.EmailSignUpPage&order=source_key.asc,created_at.desc,id.desc&offset=50&limit=50",
        ),
        prefer: {},
      },
      schema,
    );
    expect(p.sql).toContain(`"is_test" is false`);
    expect(p.sql).toContain(`order by "source_key" asc, "created_at" desc, "id" desc`);
    expect(p.offset).toBe(50);
  });

  it("counts three ways, as PostgREST: exact, planned (EXPLAIN) and estimated (exact up to max-rows + 1)", () => {
    const plan = (/** @type {string} */ count) => compile({ method: "GET", table: "subscribers", search: wire("subscribers?email=ilike.*x*"), prefer: parsePrefer(`count=${count}`) }, schema);
    expect(plan("exact").count).toMatchObject({ mode: "exact", sql: `select count(*) from "public"."subscribers" where cast("email" as text) ilike $1::text` });
    expect(plan("planned").count?.explainSql).toBe(`explain (format json) select 1 from "public"."subscribers" where cast("email" as text) ilike $1::text`);
    expect(plan("estimated").count?.limitedSql).toBe(
      `select count(*) from (select 1 from "public"."subscribers" where cast("email" as text) ilike $1::text limit ${MAX_ROWS + 1}) _c`,
    );
    expect(plan("estimated").count?.params).toEqual(["%x%"]);
    expect(plan("bogus").count).toBeUndefined();
  });

  it("reads the planner's estimate from EXPLAIN's JSON", () => {
    expect(plannedRows('[{"Plan": {"Node Type": "Seq Scan", "Plan Rows": 998877}}]')).toBe(998877);
    expect(plannedRows([{ Plan: { "Plan Rows": 12.6 } }])).toBe(13);
    expect(plannedRows("[]")).toBe(0);
  });
});

describe("compileRpc", () => {
  it("calls a function with named arguments from supabase-js's JSON body, typed by the catalog", () => {
    const p = compileRpc({ method: "POST", name: "subscriber_stats", search: new URLSearchParams(), body: { include_test_data: false } }, schema);
    expect(p.sql).toBe(
      `select to_json("public"."subscriber_stats"("include_test_data" => _a."include_test_data"))::text from json_to_record($1::text::json) as _a("include_test_data" boolean)`,
    );
    expect(JSON.parse(p.params[0] ?? "")).toEqual({ include_test_data: false });
    expect(p.readOnly).toBe(false);
  });

  it("passes arrays and leaves out the arguments not given (their defaults apply)", () => {
    const p = compileRpc({ method: "POST", name: "subscriber_export_rows", search: new URLSearchParams(), body: { search_sources: ["a", "b,c"], batch_size: 5000 } }, schema);
    expect(p.sql).toContain(`"search_sources" => _a."search_sources", "batch_size" => _a."batch_size"`);
    expect(p.sql).toContain(`as _a("search_sources" text[], "batch_size" integer)`);
  });

  it("calls a function without arguments, and answers a set-returning one as an array", () => {
    expect(compileRpc({ method: "POST", name: "subscriber_stats", search: new URLSearchParams(), body: {} }, schema).sql).toBe(
      `select to_json("public"."subscriber_stats"())::text`,
    );
    expect(compileRpc({ method: "POST", name: "rows_of", search: new URLSearchParams(), body: undefined }, schema).sql).toBe(
      `select coalesce(json_agg(_r), '[]'::json)::text from "public"."rows_of"() as _r`,
    );
  });

  it("takes GET arguments from the query string, read-only", () => {
    const p = compileRpc({ method: "GET", name: "subscriber_stats", search: new URLSearchParams("include_test_data=true"), body: undefined }, schema);
    expect(p.readOnly).toBe(true);
    expect(JSON.parse(p.params[0] ?? "")).toEqual({ include_test_data: "true" });
  });

  it("answers PostgREST's errors: unknown function or arguments 404 PGRST202, filters 400, other methods 405", () => {
    /** @param {Parameters<typeof compileRpc>[0]} req */
    const refused = (req) => refusal(() => compileRpc(req, schema));
    expect(refused({ method: "POST", name: "nope", search: new URLSearchParams(), body: {} })).toMatchObject({
      status: 404,
      code: "PGRST202",
      message: "Could not find the function public.nope() in the schema cache",
    });
    expect(refused({ method: "POST", name: "subscriber_stats", search: new URLSearchParams(), body: { bogus: 1 } })).toMatchObject({ status: 404, code: "PGRST202" });
    expect(refused({ method: "POST", name: "needs_arg", search: new URLSearchParams(), body: {} })).toMatchObject({ status: 404, code: "PGRST202" });
    expect(refused({ method: "POST", name: "rows_of", search: new URLSearchParams("order=email"), body: {} })).toMatchObject({ status: 400 });
    expect(refused({ method: "POST", name: "subscriber_stats", search: new URLSearchParams(), body: [1] })).toMatchObject({ status: 400, code: "PGRST102" });
    expect(refused({ method: "DELETE", name: "subscriber_stats", search: new URLSearchParams(), body: undefined })).toMatchObject({ status: 405 });
    expect(refused({ method: "POST", name: "x;drop", search: new URLSearchParams(), body: {} })).toMatchObject({ status: 400 });
  });
});
