// @ts-check
import { describe, expect, it } from "vitest";
import { PostgrestError, compileRpc, statusOfSqlState, tableNotExposed } from "./postgrest.mjs";

/** @type {import("./postgrest.mjs").Schema} */
const schema = {
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

describe("statusOfSqlState", () => {
  it("maps like PostgREST", () => {
    expect(statusOfSqlState("23505", "anon")).toBe(409);
    expect(statusOfSqlState("23514", "anon")).toBe(400);
    expect(statusOfSqlState("42501", "anon")).toBe(401);
    expect(statusOfSqlState("42501", "authenticated")).toBe(403);
    expect(statusOfSqlState("22P02", "anon")).toBe(400);
    expect(statusOfSqlState("22023", "service_role")).toBe(400);
    expect(statusOfSqlState("PT429", "service_role")).toBe(429);
    expect(statusOfSqlState("42P01", "anon")).toBe(404);
    expect(statusOfSqlState("53300", "anon")).toBe(503);
    expect(statusOfSqlState(undefined, "anon")).toBe(500);
  });
});

describe("tableNotExposed", () => {
  it("answers a plain name 404 PGRST205 in PostgREST's words, and a crafted one 400", () => {
    const notFound = tableNotExposed("subscribers");
    expect({ status: notFound.status, ...notFound.body }).toEqual({
      status: 404,
      code: "PGRST205",
      message: "Could not find the table 'public.subscribers' in the schema cache",
      details: null,
      hint: null,
    });
    expect(tableNotExposed("subscribers; drop table subscribers")).toMatchObject({ status: 400, body: { code: "PGRST100" } });
  });
});

describe("compileRpc", () => {
  it("calls a function with named arguments from supabase-js's JSON body, typed by the catalog", () => {
    const p = compileRpc({ method: "POST", name: "subscriber_stats", search: new URLSearchParams(), body: { include_test_data: false } }, schema);
    expect(p.sql).toBe(
      `select to_json("public"."subscriber_stats"("include_test_data" => _a."include_test_data"))::text from json_to_record($1::text::json) as _a("include_test_data" boolean)`,
    );
    expect(JSON.parse(p.params[0] ?? "")).toEqual({ include_test_data: false });
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
    expect(compileRpc({ method: "POST", name: "subscriber_stats", search: new URLSearchParams(), body: {} }, schema).params).toEqual([]);
    expect(compileRpc({ method: "POST", name: "rows_of", search: new URLSearchParams(), body: undefined }, schema).sql).toBe(
      `select coalesce(json_agg(_r), '[]'::json)::text from "public"."rows_of"() as _r`,
    );
  });

  it("answers PostgREST's errors: unknown function or arguments 404 PGRST202, filters 400, other methods (GET too) 405", () => {
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
    expect(refused({ method: "POST", name: "subscriber_stats", search: new URLSearchParams("select=total"), body: {} })).toMatchObject({ status: 400, code: "PGRST100" });
    expect(refused({ method: "DELETE", name: "subscriber_stats", search: new URLSearchParams(), body: undefined })).toMatchObject({ status: 405 });
    expect(refused({ method: "GET", name: "subscriber_stats", search: new URLSearchParams("include_test_data=true"), body: undefined })).toMatchObject({ status: 405, code: "PGRST117" });
    expect(refused({ method: "POST", name: "x;drop", search: new URLSearchParams(), body: {} })).toMatchObject({ status: 400 });
  });
});
