// @ts-check
/**
 * PostgREST's HTTP interface for what the app calls, `POST /rest/v1/rpc/<function>`: who is
 * asking (API key and JWT), the call compiled by postgrest.mjs, one transaction as the
 * request's role with its JWT claims and request headers (so grants, row-level security and
 * subscribe()'s per-address limit are Postgres's own), and errors as PostgREST shapes and
 * maps them, `{ code, message, details, hint }`. Tables and views (`/rest/v1/<name>`) are not
 * exposed: after the same key check they answer 404 PGRST205 (postgrest.mjs, tableNotExposed).
 * Tests and benchmarks that need rows with chosen dates or states, or the whole truth, use
 * `POST /pg/query` with the service key (postgres-meta's SQL endpoint, below).
 */
import { AuthError } from "./auth.mjs";
import { header, readBody, send } from "./http.mjs";
import { PostgrestError, compileRpc, statusOfSqlState, tableNotExposed } from "./postgrest.mjs";

/**
 * @typedef {(sql: string, params?: string[]) => Promise<{ rows: unknown[][] }>} Query
 * @typedef {{ db: import("@electric-sql/pglite").PGlite, schema: import("./postgrest.mjs").Schema }} Database
 */

/**
 * @param {{
 *   auth: ReturnType<typeof import("./auth.mjs").createAuth>,
 *   database: () => Database,
 *   stats: { statements: number, dbMs: number },
 * }} deps
 */
export function createRest({ auth, database, stats }) {
  /**
   * Runs statements in one transaction as the request's role with its JWT claims.
   * @template T
   * @param {import("./auth.mjs").RequestIdentity} who
   * @param {{ method: string, path: string, headers: string }} request
   * @param {(q: Query) => Promise<T>} fn
   * @returns {Promise<T>}
   */
  async function asRole(who, request, fn) {
    const { db } = database();
    const t0 = performance.now();
    return db
      .transaction(async (tx) => {
        /** @type {Query} */
        const q = async (sql, params = []) => {
          stats.statements++;
          const r = await tx.query(sql, params, { rowMode: "array" });
          return { rows: /** @type {unknown[][]} */ (r.rows) };
        };
        await q(
          "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true), set_config('request.path', $4, true), set_config('request.headers', $5, true)",
          [who.role, JSON.stringify(who.claims), request.method, request.path, request.headers],
        );
        return fn(q);
      })
      .catch((error) => {
        throw sqlError(error, who.role);
      })
      .finally(() => {
        stats.dbMs += performance.now() - t0;
      });
  }

  /** A Postgres error in PostgREST's shape and status. @param {unknown} error @param {string} role */
  function sqlError(error, role) {
    const e = /** @type {{ code?: string, message?: string, detail?: string, hint?: string }} */ (error);
    if (error instanceof PostgrestError || !e?.code) return error;
    return new PostgrestError(statusOfSqlState(e.code, role), {
      code: e.code,
      message: e.message ?? "database error",
      details: e.detail ?? null,
      hint: e.hint ?? null,
    });
  }

  /**
   * The caller, from the apikey header and the bearer token; answers 401 itself when neither works.
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {URL} url
   */
  async function identify(req, res, url) {
    const apikey = header(req, "apikey") ?? url.searchParams.get("apikey") ?? undefined;
    if (!apikey) {
      send(res, 401, { message: "No API key found in request", hint: "No `apikey` request header or url param was found." });
      return null;
    }
    try {
      return await auth.identify({ apikey, authorization: header(req, "authorization") });
    } catch (error) {
      if (error instanceof AuthError) {
        send(res, 401, { code: error.code, message: error.message, details: null, hint: null });
        return null;
      }
      throw error;
    }
  }

  /** @param {import("node:http").IncomingMessage} req @param {string} method */
  async function jsonBody(req, method) {
    if (method !== "POST") return undefined;
    const text = await readBody(req);
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw new PostgrestError(400, { code: "PGRST102", message: "Empty or invalid json" });
    }
  }

  /**
   * The request's headers as PostgREST hands them to SQL (`request.headers`, JSON, lower-case
   * names), with what Supabase's API gateway adds: `x-forwarded-for` is the address the request
   * came from (the socket's), whatever the client sent, so subscribe()'s per-address limit
   * counts real clients here too. The API key and the token stay out.
   * @param {import("node:http").IncomingMessage} req
   */
  function requestHeaders(req) {
    /** @type {Record<string, string>} */
    const out = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name === "apikey" || name === "authorization" || name === "cookie") continue;
      out[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    out["x-forwarded-for"] = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
    return JSON.stringify(out);
  }

  /** @param {import("node:http").IncomingMessage} req */
  function checkProfile(req) {
    const profile = header(req, "accept-profile") ?? header(req, "content-profile");
    if (profile && profile !== "public") {
      throw new PostgrestError(406, { code: "PGRST106", message: "The schema must be one of the following: public" });
    }
  }

  /**
   * What every function call starts with: its method, who asks (null
   * once `identify` has answered a refusal), the query without the api key, and the JSON body.
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
   * @param {URL} url
   */
  async function readRequest(req, res, url) {
    const method = (req.method ?? "GET").toUpperCase();
    const who = await identify(req, res, url);
    if (!who) return null;
    checkProfile(req);
    const search = new URLSearchParams(url.search);
    search.delete("apikey");
    return { method, who, search, headers: requestHeaders(req), body: await jsonBody(req, method) };
  }

  /**
   * A table or view: none is exposed (the app reads and writes through functions). Like
   * PostgREST behind Supabase's gateway, the key and token are checked first (401), then the
   * name is looked up and not found: 404 PGRST205, whatever the method, and no SQL runs.
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
   * @param {URL} url @param {string} table
   */
  async function table(req, res, url, table) {
    req.resume(); // a body (an insert) is never read
    const who = await identify(req, res, url);
    if (!who) return;
    checkProfile(req);
    throw tableNotExposed(table);
  }

  /**
   * A function: `POST /rest/v1/rpc/<name>`.
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
   * @param {URL} url @param {string} name
   */
  async function rpc(req, res, url, name) {
    const request = await readRequest(req, res, url);
    if (!request) return;
    const { method, who, search, headers, body } = request;
    const plan = compileRpc({ method, name, search, body }, database().schema);
    const result = await asRole(who, { method, path: url.pathname, headers }, (q) => q(plan.sql, plan.params));
    send(res, 200, String(result.rows[0]?.[0] ?? "null"));
  }

  /**
   * `POST /pg/query {"query": "...", "parameters": [...]}`: SQL as the database's owner, what
   * postgres-meta answers at that path behind self-hosted Supabase's gateway, and likewise only
   * for the service key. Not the app's: tests and benchmarks set up and inspect rows with it now
   * that the REST interface exposes no table. Answers the rows as an array of objects.
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res @param {URL} url
   */
  async function pgQuery(req, res, url) {
    const request = await readRequest(req, res, url);
    if (!request) return;
    if (request.method !== "POST") throw new PostgrestError(405, { code: "PGRST117", message: `Unsupported HTTP method: ${request.method}` });
    if (request.who.role !== "service_role") {
      send(res, 403, { message: "You cannot consume this service" }); // the gateway's ACL answer
      return;
    }
    const body = /** @type {{ query?: unknown, parameters?: unknown }} */ (request.body ?? {});
    if (typeof body.query !== "string" || (body.parameters !== undefined && !Array.isArray(body.parameters))) {
      send(res, 400, { error: "Expected {\"query\": string, \"parameters\"?: array}" });
      return;
    }
    const params = /** @type {unknown[]} */ (body.parameters ?? []).map((v) => (v === null || typeof v !== "object" ? v : JSON.stringify(v)));
    const { db } = database();
    stats.statements++;
    try {
      const r = await db.query(body.query, params);
      send(res, 200, JSON.stringify(r.rows));
    } catch (error) {
      send(res, 400, { error: error instanceof Error ? error.message : String(error) });
    }
  }

  return { table, rpc, pgQuery };
}
