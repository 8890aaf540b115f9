// @ts-check
/**
 * The local Supabase stand-in: PostgREST's and GoTrue's HTTP interfaces (the subset the app
 * uses) over PGlite, so the app's supabase-js client works unchanged against
 * `${origin}/supabase`. Constraints, grants and row-level security are Postgres's own: each
 * request runs in its own transaction as the role its token names.
 *
 * `createSupabaseStandIn()` returns at once; the database warms up in the background and
 * requests wait for it (`ready`). `startSupabaseStandIn()` also listens on a port, for tests
 * and benchmarks that run it in-process.
 */
import http from "node:http";
import path from "node:path";
import { LOCAL_SUPABASE_PUBLISHABLE_KEY } from "../local-env.mjs";
import { AuthError, createAuth, localUsers } from "./auth.mjs";
import { openDatabase } from "./database.mjs";
import { PostgrestError, compile, parsePrefer, statusOfSqlState } from "./postgrest.mjs";

export const DEFAULT_PREFIX = "/supabase";
/** The local service-role key: bypasses row-level security. Server-side only, never VITE_. */
export const DEFAULT_SECRET_KEY = "sb_secret_local_cxfusion_standin_do_not_ship";
const DEFAULT_JWT_SECRET = "local-only-jwt-secret-for-the-cxfusion-supabase-stand-in-0123456789";
const MAX_BODY_BYTES = 5 * 1024 * 1024;

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, POST, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers":
    "authorization, apikey, content-type, prefer, range, range-unit, accept, accept-profile, content-profile, x-client-info, x-supabase-api-version, x-retry-count",
  "Access-Control-Expose-Headers": "Content-Range, Preference-Applied, X-Supabase-Api-Version",
};

/**
 * @typedef {{
 *   dataDir?: string,
 *   seed?: "demo" | "none",
 *   seedCount?: number,
 *   snapshot?: boolean,
 *   prefix?: string,
 *   env?: NodeJS.ProcessEnv,
 *   log?: (msg: string) => void,
 * }} StandInOptions
 */

/**
 * Options from the environment: LOCAL_DATA_DIR (a `supabase/` folder inside it), LOCAL_SEED=none,
 * LOCAL_SEED_COUNT=<n>, LOCAL_SUPABASE_SNAPSHOT=off (always start from initdb).
 * @param {NodeJS.ProcessEnv} env
 * @returns {StandInOptions}
 */
export function optionsFromEnv(env) {
  const count = Number(env.LOCAL_SEED_COUNT ?? 0);
  return {
    dataDir: env.LOCAL_DATA_DIR ? path.resolve(env.LOCAL_DATA_DIR, "supabase") : undefined,
    seed: env.LOCAL_SEED === "none" ? "none" : "demo",
    seedCount: Number.isFinite(count) && count > 0 ? Math.floor(count) : 0,
    snapshot: env.LOCAL_SUPABASE_SNAPSHOT !== "off",
  };
}

/** @param {StandInOptions} [options] */
export function createSupabaseStandIn(options = {}) {
  const env = options.env ?? process.env;
  const log = options.log ?? (() => {});
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const keys = {
    publishable: LOCAL_SUPABASE_PUBLISHABLE_KEY,
    secret: env.LOCAL_SUPABASE_SECRET_KEY || DEFAULT_SECRET_KEY,
  };
  const users = localUsers(env);
  const auth = createAuth({
    jwtSecret: env.LOCAL_JWT_SECRET || DEFAULT_JWT_SECRET,
    publishableKey: keys.publishable,
    secretKey: keys.secret,
    users,
  });
  /** SQL statements sent to Postgres (tests prove a refused request ran none) and time in transactions. */
  const stats = { statements: 0, requests: 0, dbMs: 0 };

  /** @type {Awaited<ReturnType<typeof openDatabase>> | null} */
  let database = null;
  const ready = openDatabase({ dataDir: options.dataDir, seed: options.seed, seedCount: options.seedCount, snapshot: options.snapshot, log }).then((d) => {
    database = d;
    const where = options.dataDir ? `data in ${options.dataDir}` : d.fromSnapshot ? "in memory, from today's snapshot" : "in memory";
    log(`supabase stand-in ready in ${Math.round(d.readyMs)} ms (${where}${d.seeded ? `, ${d.seeded} subscribers seeded` : ""})`);
    return d;
  });
  // Don't crash the process on a failed start: requests answer 503 with the reason.
  ready.catch((error) => log(`supabase stand-in failed to start: ${error instanceof Error ? error.stack : String(error)}`));

  /**
   * @param {http.ServerResponse} res @param {number} status
   * @param {unknown} [body] JSON value, or a string already serialised
   * @param {Record<string, string>} [headers]
   */
  function send(res, status, body, headers = {}) {
    const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
    res.writeHead(status, {
      ...CORS,
      ...(payload !== undefined ? { "Content-Type": "application/json; charset=utf-8", "Content-Length": String(Buffer.byteLength(payload)) } : {}),
      ...headers,
    });
    res.end(payload);
  }

  /** @param {http.IncomingMessage} req @returns {Promise<string>} */
  function readBody(req) {
    return new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      req.on("data", (/** @type {Buffer} */ chunk) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          reject(new PostgrestError(413, { code: "PGRST413", message: "Request body too large" }));
          req.destroy();
        } else chunks.push(chunk);
      });
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      req.on("error", reject);
    });
  }

  /** @param {http.IncomingMessage} req @param {string} name */
  const header = (req, name) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v.join(", ") : v;
  };

  /**
   * Runs statements in one transaction as the request's role with its JWT claims.
   * @template T
   * @param {import("./auth.mjs").RequestIdentity} who
   * @param {{ method: string, path: string }} request
   * @param {(q: (sql: string, params?: string[]) => Promise<{ rows: unknown[][], affectedRows?: number }>) => Promise<T>} fn
   * @returns {Promise<T>}
   */
  async function asRole(who, request, fn) {
    const { db } = /** @type {NonNullable<typeof database>} */ (database);
    const t0 = performance.now();
    return db.transaction(async (tx) => {
      const q = async (/** @type {string} */ sql, /** @type {string[]} */ params = []) => {
        stats.statements++;
        const r = await tx.query(sql, params, { rowMode: "array" });
        return { rows: /** @type {unknown[][]} */ (r.rows), affectedRows: r.affectedRows };
      };
      await q(
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true), set_config('request.path', $4, true)",
        [who.role, JSON.stringify(who.claims), request.method, request.path],
      );
      return fn(q);
    }).finally(() => {
      stats.dbMs += performance.now() - t0;
    });
  }

  /** @param {unknown} error @param {string} role */
  function sqlError(error, role) {
    const e = /** @type {{ code?: string, message?: string, detail?: string, hint?: string }} */ (error);
    if (!e?.code) throw error;
    return new PostgrestError(statusOfSqlState(e.code, role), {
      code: e.code,
      message: e.message ?? "database error",
      details: e.detail ?? null,
      hint: e.hint ?? null,
    });
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {URL} url @param {string} table */
  async function rest(req, res, url, table) {
    const method = (req.method ?? "GET").toUpperCase();
    const apikey = header(req, "apikey") ?? url.searchParams.get("apikey") ?? undefined;
    if (!apikey) {
      send(res, 401, { message: "No API key found in request", hint: "No `apikey` request header or url param was found." });
      return;
    }
    /** @type {import("./auth.mjs").RequestIdentity} */
    let who;
    try {
      who = await auth.identify({ apikey, authorization: header(req, "authorization") });
    } catch (error) {
      if (error instanceof AuthError) {
        send(res, 401, { code: error.code, message: error.message, details: null, hint: null });
        return;
      }
      throw error;
    }
    const profile = header(req, "accept-profile") ?? header(req, "content-profile");
    if (profile && profile !== "public") {
      throw new PostgrestError(406, { code: "PGRST106", message: "The schema must be one of the following: public" });
    }
    const search = new URLSearchParams(url.search);
    search.delete("apikey");

    /** @type {unknown} */
    let body;
    if (method === "POST" || method === "PATCH") {
      const text = await readBody(req);
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        throw new PostgrestError(400, { code: "PGRST102", message: "Empty or invalid json" });
      }
      if (body === undefined) throw new PostgrestError(400, { code: "PGRST102", message: "Empty or invalid json" });
    }
    const prefer = parsePrefer(header(req, "prefer"));
    const { schema } = /** @type {NonNullable<typeof database>} */ (database);
    // Everything is validated here, before any statement runs.
    const plan = compile({ method, table, search, prefer, body, range: header(req, "range") }, schema);
    const single = /application\/vnd\.pgrst\.object\+json/.test(header(req, "accept") ?? "");

    const result = await asRole(who, { method, path: url.pathname }, async (q) => {
      const r = await q(plan.sql, plan.params);
      const total = plan.countSql ? Number((await q(plan.countSql, plan.countParams))?.rows[0]?.[0]) : null;
      return { r, total };
    }).catch((error) => {
      throw sqlError(error, who.role);
    });

    /** @type {Record<string, string>} */
    const headers = {};
    const applied = [];
    if (plan.kind === "read") {
      const json = String(result.r.rows[0]?.[0] ?? "[]");
      const n = Number(result.r.rows[0]?.[1] ?? 0);
      const total = result.total;
      if (total !== null && plan.offset > total) {
        throw new PostgrestError(416, {
          code: "PGRST103",
          message: "Requested range not satisfiable",
          details: `An offset of ${plan.offset} was requested, but there are only ${total} rows.`,
        });
      }
      headers["Content-Range"] = `${n ? `${plan.offset}-${plan.offset + n - 1}` : "*"}/${total ?? "*"}`;
      if (total !== null) applied.push("count=exact");
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
   * `Accept: application/vnd.pgrst.object+json` (supabase-js `.single()`): exactly one row.
   * @param {http.ServerResponse} res @param {string} json @param {number} n
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
    const rows = JSON.parse(json);
    send(res, status, rows[0], headers);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {URL} url @param {string} route */
  async function authRoute(req, res, url, route) {
    const method = (req.method ?? "GET").toUpperCase();
    const versioned = { "X-Supabase-Api-Version": "2024-01-01" };
    const apikey = header(req, "apikey") ?? url.searchParams.get("apikey");
    try {
      if (!apikey) throw new AuthError(401, "no_api_key", "No API key found in request");
      if (apikey !== keys.publishable && apikey !== keys.secret) throw new AuthError(401, "invalid_api_key", "Invalid API key");
      if (route === "health" && method === "GET") {
        send(res, 200, { version: "local-stand-in", name: "GoTrue", description: "Supabase Auth stand-in" }, versioned);
        return;
      }
      if (route === "settings" && method === "GET") {
        send(res, 200, { external: { email: true }, disable_signup: true, mailer_autoconfirm: false, phone_autoconfirm: false, sms_provider: "" }, versioned);
        return;
      }
      if (route === "token" && method === "POST") {
        const text = await readBody(req);
        /** @type {Record<string, unknown>} */
        let body = {};
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
        }
        const grant = url.searchParams.get("grant_type");
        if (grant === "password") send(res, 200, await auth.signInWithPassword(body), versioned);
        else if (grant === "refresh_token") send(res, 200, await auth.refresh(body), versioned);
        else throw new AuthError(400, "unsupported_grant_type", `unsupported_grant_type: ${grant ?? ""}`);
        return;
      }
      if (route === "user" && method === "GET") {
        send(res, 200, await auth.currentUser(header(req, "authorization")), versioned);
        return;
      }
      if (route === "logout" && method === "POST") {
        await readBody(req);
        await auth.logout(header(req, "authorization"), url.searchParams.get("scope") ?? "global");
        res.writeHead(204, { ...CORS, ...versioned });
        res.end();
        return;
      }
      if (route === "signup" && method === "POST") {
        throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
      }
      throw new AuthError(404, "not_found", `The local stand-in does not implement ${method} /auth/v1/${route}`);
    } catch (error) {
      if (error instanceof AuthError) {
        send(res, error.status, { code: error.code, message: error.message, msg: error.message }, versioned);
        return;
      }
      throw error;
    }
  }

  /**
   * Mounted at `prefix` on the site server (or at the root of its own server).
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {URL} url
   */
  async function handle(req, res, url) {
    stats.requests++;
    const method = (req.method ?? "GET").toUpperCase();
    if (method === "OPTIONS") {
      res.writeHead(204, { ...CORS, "Access-Control-Max-Age": "600" });
      res.end();
      return;
    }
    const rel = url.pathname === prefix || url.pathname.startsWith(prefix + "/") ? url.pathname.slice(prefix.length) : url.pathname;
    try {
      // Requests wait while the database warms up; the rest of the site is served meanwhile.
      try {
        await ready;
      } catch (error) {
        send(res, 503, { code: "PGRST000", message: `The local database failed to start: ${error instanceof Error ? error.message : String(error)}`, details: null, hint: null });
        return;
      }
      const restMatch = /^\/rest\/v1\/([^/]*)\/?$/.exec(rel);
      if (restMatch) {
        let table;
        try {
          table = decodeURIComponent(restMatch[1] ?? "");
        } catch {
          throw new PostgrestError(400, { code: "PGRST100", message: "Invalid table name encoding" });
        }
        if (!table) {
          send(res, 200, { swagger: "2.0", info: { title: "Supabase local stand-in", version: "1" }, paths: {} });
          return;
        }
        await rest(req, res, url, table);
        return;
      }
      if (/^\/rest\/v1\/rpc\//.test(rel)) {
        throw new PostgrestError(404, { code: "PGRST202", message: "Functions (rpc) are not exposed by the local stand-in" });
      }
      const authMatch = /^\/auth\/v1\/([a-z_]+)\/?$/.exec(rel);
      if (authMatch) {
        await authRoute(req, res, url, authMatch[1] ?? "");
        return;
      }
      send(res, 404, { code: "PGRST125", message: `Invalid path specified in request URL: ${rel}`, details: null, hint: null });
    } catch (error) {
      if (error instanceof PostgrestError) {
        if (!res.headersSent) send(res, error.status, error.body);
        else res.end();
        return;
      }
      log(`supabase stand-in error on ${method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) send(res, 500, { code: "PGRST000", message: "Internal error in the local stand-in", details: null, hint: null });
      else res.end();
    }
  }

  let closed = false;
  async function close() {
    if (closed) return;
    closed = true;
    try {
      const d = await ready;
      await d.db.close();
    } catch {
      /* never started: nothing to close */
    }
  }

  return {
    name: "Supabase (local stand-in)",
    prefix,
    handle,
    ready,
    close,
    keys,
    users: users.map((u) => ({ email: u.email, password: u.password, role: /** @type {string | undefined} */ (u.app_metadata.role) })),
    stats,
    /** The PGlite instance, once ready (for tests and benchmarks). */
    get db() {
      return database?.db ?? null;
    },
    /** Signs a legacy-style API JWT with the local secret (tests). */
    apiKeyJwt: auth.apiKeyJwt,
  };
}

/**
 * Starts the stand-in on its own HTTP server (tests, benchmarks). `url` is what supabase-js
 * takes as its project URL.
 * @param {StandInOptions & { port?: number, host?: string }} [options]
 */
export async function startSupabaseStandIn(options = {}) {
  const standIn = createSupabaseStandIn(options);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    void standIn.handle(req, res, url);
  });
  server.keepAliveTimeout = 5000;
  const host = options.host ?? "127.0.0.1";
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const origin = `http://${host}:${port}`;
  return {
    ...standIn,
    get db() {
      return standIn.db;
    },
    server,
    origin,
    url: `${origin}${standIn.prefix}`,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(() => r(undefined)));
      await standIn.close();
    },
  };
}
