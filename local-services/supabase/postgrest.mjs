// @ts-check
/**
 * The PostgREST subset the app uses, compiled to SQL: functions only (`/rest/v1/rpc/<name>`).
 * The team's reads, the sign-up and the mail outbox are SQL functions, so the stand-in needs no
 * filter grammar, ordering, ranges or counts; a table or view answers 404 (tableNotExposed), as
 * PostgREST does for a relation outside its schema cache. Pure: request in, statement out.
 *
 * Safety rule: no SQL text comes from the request. The function and its argument names are
 * looked up in the schema read from Postgres's catalog and the catalog's own names are quoted
 * into the SQL; the values travel as one bound JSON parameter. Anything else is refused with
 * PostgREST's error before any SQL runs.
 */

/**
 * @typedef {{ name: string, type: string, hasDefault: boolean }} Argument
 * @typedef {{ name: string, args: Argument[], returns: string, returnsSet: boolean, volatility: "i" | "s" | "v" }} Routine
 * @typedef {{ functions: Map<string, Routine[]> }} Schema
 * @typedef {{ code: string, message: string, details: string | null, hint: string | null }} ErrorBody
 */

/** An error answered in PostgREST's JSON shape with its HTTP status. */
export class PostgrestError extends Error {
  /** @param {number} status @param {Partial<ErrorBody> & { message: string }} body */
  constructor(status, body) {
    super(body.message);
    this.status = status;
    /** @type {ErrorBody} */
    this.body = { code: body.code ?? "PGRST000", details: body.details ?? null, hint: body.hint ?? null, message: body.message };
  }
}

/** @param {string} message @param {string | null} [details] */
const parseError = (message, details = null) => new PostgrestError(400, { code: "PGRST100", message, details });

/**
 * PostgREST's mapping from a Postgres SQLSTATE to an HTTP status.
 * @param {string | undefined} code @param {string} role the request's role
 */
export function statusOfSqlState(code, role) {
  if (!code) return 500;
  // RAISE ... USING ERRCODE = 'PT429': PostgREST answers with that HTTP status.
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "23503" || code === "23505") return 409;
  if (code === "25006") return 405;
  if (code === "42883" || code === "42P01") return 404;
  if (code === "42P17") return 500;
  if (code === "P0001") return 400;
  if (code === "57014") return 500;
  const cls = code.slice(0, 2);
  /** @type {Record<string, number>} */
  const byClass = {
    "08": 503, "09": 500, "0L": 403, "0P": 403, "23": 400, "22": 400, "28": 403, "2D": 500, "38": 500,
    "39": 500, "3B": 500, "3D": 404, "3F": 404, "40": 500, "53": 503, "54": 413, "55": 500, "57": 500,
    "58": 500, F0: 500, HV: 500, P0: 500, XX: 500, "42": 400, "21": 400,
  };
  return byClass[cls] ?? 400;
}

/** @param {string} name a name taken from the catalog */
export function quoteIdent(name) {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * What PostgREST answers for `/rest/v1/<name>` when no exposed table or view has that name: the
 * app reads and writes only through functions, so here no table is exposed. (On Supabase the
 * tables exist and grants with row-level security refuse the public key; either way it reads
 * nothing, which is what the audit and check:deploy look for.)
 * @param {string} name
 */
export function tableNotExposed(name) {
  if (!/^[A-Za-z_][A-Za-z0-9_$]*$/.test(name)) return parseError(`"${truncate(name)}" is not a valid table name`);
  return new PostgrestError(404, {
    code: "PGRST205",
    message: `Could not find the table 'public.${name}' in the schema cache`,
  });
}

/** @param {string} s */
function truncate(s) {
  return s.length > 80 ? `${s.slice(0, 80)}…` : s;
}

/**
 * @typedef {{
 *   method: string,
 *   name: string,
 *   search: URLSearchParams,
 *   body?: unknown,
 * }} RpcRequest
 * @typedef {{ sql: string, params: string[], routine: Routine }} RpcPlan
 */

/**
 * `POST /rest/v1/rpc/<name>` with a JSON object of named arguments (what supabase-js `.rpc()`
 * sends). The function and the names come from the catalog; the values travel as one bound
 * JSON parameter that `json_to_record` turns into the arguments' catalog types, as PostgREST
 * does. Functions that return a set are answered as a JSON array, others with their value.
 * Nothing here calls a function with GET (`.rpc(…, { get: true })`) or filters, orders or
 * counts its result: those are refused, not ignored.
 * @param {RpcRequest} req @param {Schema} schema
 * @returns {RpcPlan}
 */
export function compileRpc(req, schema) {
  const method = req.method.toUpperCase();
  if (method !== "POST") {
    throw new PostgrestError(405, {
      code: "PGRST117",
      message: `Unsupported HTTP method: ${truncate(method)}`,
      hint: method === "GET" || method === "HEAD" ? "The local stand-in calls functions with POST only, as the app does." : null,
    });
  }
  /** @type {Record<string, unknown>} */
  let args = {};
  if (req.body === undefined || req.body === null) args = {};
  else if (typeof req.body === "object" && !Array.isArray(req.body)) args = /** @type {Record<string, unknown>} */ (req.body);
  else throw new PostgrestError(400, { code: "PGRST102", message: "Expected a JSON object of named arguments" });
  const given = Object.keys(args);
  const routine = (schema.functions.get(req.name) ?? []).find(
    (r) => given.every((g) => r.args.some((a) => a.name === g)) && r.args.every((a) => a.hasDefault || given.includes(a.name)),
  );
  if (!routine) {
    if (!/^[A-Za-z_][A-Za-z0-9_$]*$/.test(req.name)) throw parseError(`"${truncate(req.name)}" is not a valid function name`);
    const list = given.map(truncate).join(", ");
    throw new PostgrestError(404, {
      code: "PGRST202",
      message: `Could not find the function public.${req.name}(${list}) in the schema cache`,
      details: `Searched for the function public.${req.name} with parameters ${list || "(none)"}, but no matches were found in the schema cache.`,
    });
  }
  const extra = [...req.search.keys()];
  if (extra.length) {
    throw parseError(`"${truncate(extra[0] ?? "")}" is not supported on functions by the local stand-in`, "Filter, order or count a function's result in the function itself.");
  }
  const used = routine.args.filter((a) => given.includes(a.name));
  const call = `"public".${quoteIdent(routine.name)}(${used.map((a) => `${quoteIdent(a.name)} => _a.${quoteIdent(a.name)}`).join(", ")})`;
  const from = used.length ? `json_to_record($1::text::json) as _a(${used.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(", ")})` : "";
  const sql = routine.returnsSet
    ? `select coalesce(json_agg(_r), '[]'::json)::text from ${from ? `${from}, lateral ` : ""}${call} as _r`
    : `select to_json(${call})::text${from ? ` from ${from}` : ""}`;
  return { sql, params: used.length ? [JSON.stringify(args)] : [], routine };
}
