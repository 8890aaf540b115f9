// @ts-check
import { describe, expect, it } from "vitest";
import { MAX_ROWS, PostgrestError, compile, parsePrefer, statusOfSqlState } from "./postgrest.mjs";

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
