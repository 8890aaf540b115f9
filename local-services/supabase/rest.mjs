// @ts-check
/**
 * PostgREST's HTTP interface (`/rest/v1/<table or view>` and `/rest/v1/rpc/<function>`): who is
 * asking (API key and JWT), the request compiled by postgrest.mjs, one transaction as the
 * request's role with its JWT claims (so grants and row-level security are Postgres's own),
 * and PostgREST's response shapes: Content-Range with exact, planned or estimated counts,
 * `application/vnd.pgrst.object+json`, and errors as `{ code, message, details, hint }`.
 */
import { AuthError } from "./auth.mjs";
import { CORS, header, readBody, send } from "./http.mjs";
import { MAX_ROWS, PostgrestError, compile, compileRpc, parsePrefer, plannedRows, statusOfSqlState } from "./postgrest.mjs";

/**
 * @typedef {(sql: string, params?: string[]) => Promise<{ rows: unknown[][], affectedRows?: number }>} Query
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
   * @param {{ method: string, path: string, headers: string, readOnly?: boolean }} request
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
          return { rows: /** @type {unknown[][]} */ (r.rows), affectedRows: r.affectedRows };
        };
        if (request.readOnly) await q("set transaction read only");
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
    if (method !== "POST" && method !== "PATCH") return undefined;
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
   * `Accept: application/vnd.pgrst.object+json` (supabase-js `.single()`): exactly one row.
   * @param {import("node:http").ServerResponse} res @param {string} json @param {number} n
   * @param {Record<string, string>} headers @param {number} [status]
   */
  function sendSingle(res, json, n, headers, status = 200) {
    if (n !== 1) {
      throw new PostgrestError(406, {
        code: "PGRST116",
        message: "Cannot coerce the result to a single JSON object",
        details: `The result contains ${n} rows`,
      });
    }
    send(res, status, JSON.parse(json)[0], headers);
  }

  /**
   * The total PostgREST reports for `Prefer: count=...`.
   * @param {Query} q @param {NonNullable<import("./postgrest.mjs").Plan["count"]>} count
   */
  async function countRows(q, count) {
    const first = (/** @type {{ rows: unknown[][] }} */ r) => r.rows[0]?.[0];
    if (count.mode === "exact") return Number(first(await q(count.sql, count.params)));
    const planned = async () => plannedRows(first(await q(count.explainSql, count.params)));
    if (count.mode === "planned") return planned();
    const limited = Number(first(await q(count.limitedSql, count.params)));
    return limited > MAX_ROWS ? Math.max(limited, await planned()) : limited;
  }

  /**
   * What every REST request starts with, for a table or a function: its method, who asks (null
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
   * A table or view: GET/HEAD reads, POST inserts, PATCH updates, DELETE deletes.
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
   * @param {URL} url @param {string} table
   */
  async function table(req, res, url, table) {
    const request = await readRequest(req, res, url);
    if (!request) return;
    const { method, who, search, headers: sqlHeaders, body } = request;
    if ((method === "POST" || method === "PATCH") && body === undefined) {
      throw new PostgrestError(400, { code: "PGRST102", message: "Empty or invalid json" });
    }
    const prefer = parsePrefer(header(req, "prefer"));
    // Everything is validated here, before any statement runs.
    const plan = compile({ method, table, search, prefer, body, range: header(req, "range") }, database().schema);
    const single = /application\/vnd\.pgrst\.object\+json/.test(header(req, "accept") ?? "");

    // A HEAD with a count wants the count only (supabase-js `head: true`): like PostgREST,
    // don't build a body nobody reads; the range follows from the count.
    const countOnly = method === "HEAD" && plan.kind === "read" && plan.count !== undefined && !single;
    const result = await asRole(who, { method, path: url.pathname, headers: sqlHeaders }, async (q) => {
      const total = countOnly && plan.count ? await countRows(q, plan.count) : null;
      if (total !== null) {
        const n = Math.max(0, Math.min(plan.limit ?? total, total - plan.offset));
        return { r: { rows: [["[]", n]] }, total };
      }
      const r = await q(plan.sql, plan.params);
      return { r, total: plan.count ? await countRows(q, plan.count) : null };
    });

    /** @type {Record<string, string>} */
    const headers = {};
    const applied = [];
    if (plan.kind === "read") {
      const json = String(result.r.rows[0]?.[0] ?? "[]");
      const n = Number(result.r.rows[0]?.[1] ?? 0);
      const total = result.total;
      if (total !== null && plan.count?.mode === "exact" && plan.offset > total) {
        throw new PostgrestError(416, {
          code: "PGRST103",
          message: "Requested range not satisfiable",
          details: `An offset of ${plan.offset} was requested, but there are only ${total} rows.`,
        });
      }
      headers["Content-Range"] = `${n ? `${plan.offset}-${plan.offset + n - 1}` : "*"}/${total ?? "*"}`;
      if (plan.count) applied.push(`count=${plan.count.mode}`);
      if (applied.length) headers["Preference-Applied"] = applied.join(", ");
      const status = total !== null && (plan.offset > 0 || plan.offset + n < total) ? 206 : 200;
      if (single) return sendSingle(res, json, n, headers);
      if (method === "HEAD") {
        res.writeHead(status, { ...CORS, "Content-Type": "application/json; charset=utf-8", ...headers });
        res.end();
        return;
      }
      send(res, status, json, headers);
      return;
    }

    const affected = plan.representation ? Number(result.r.rows[0]?.[1] ?? 0) : (result.r.affectedRows ?? 0);
    headers["Content-Range"] = `*/${prefer.count ? affected : "*"}`;
    if (prefer.count) applied.push("count=exact");
    if (prefer.return) applied.push(`return=${prefer.return}`);
    if (applied.length) headers["Preference-Applied"] = applied.join(", ");
    const created = method === "POST";
    if (plan.representation) {
      const json = String(result.r.rows[0]?.[0] ?? "[]");
      if (single) return sendSingle(res, json, affected, headers, created ? 201 : 200);
      send(res, created ? 201 : 200, json, headers);
    } else {
      res.writeHead(created ? 201 : 204, { ...CORS, ...headers });
      res.end();
    }
  }

  /**
   * A function: `POST /rest/v1/rpc/<name>` (or GET/HEAD, read-only).
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
   * @param {URL} url @param {string} name
   */
  async function rpc(req, res, url, name) {
    const request = await readRequest(req, res, url);
    if (!request) return;
    const { method, who, search, headers, body } = request;
    const plan = compileRpc({ method, name, search, body }, database().schema);
    const result = await asRole(who, { method, path: url.pathname, headers, readOnly: plan.readOnly }, (q) => q(plan.sql, plan.params));
    const json = String(result.rows[0]?.[0] ?? "null");
    if (method === "HEAD") {
      res.writeHead(200, { ...CORS, "Content-Type": "application/json; charset=utf-8" });
      res.end();
      return;
    }
    send(res, 200, json);
  }

  return { table, rpc };
}
