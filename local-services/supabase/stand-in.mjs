// @ts-check
/**
 * The local Supabase stand-in: PostgREST's and GoTrue's HTTP interfaces (the subset the app
 * uses: functions at `/rest/v1/rpc/<name>`, no table) over PGlite, so the app's supabase-js
 * client works unchanged against `${origin}/supabase`; and, for tests with the service key,
 * postgres-meta's `/pg/query`. Constraints, grants and row-level security are Postgres's own: each
 * request runs in its own transaction as the role its token names.
 *
 * The parts: router.mjs (paths), rest.mjs + postgrest.mjs (PostgREST), auth-routes.mjs +
 * auth.mjs (GoTrue), database.mjs + seed.mjs (PGlite, migrations, seeding). This file puts
 * them together from the options.
 *
 * `createSupabaseStandIn()` returns at once; the database warms up in the background and
 * requests wait for it (`ready`). `startSupabaseStandIn()` also listens on a port, for tests
 * and benchmarks that run it in-process.
 */
import http from "node:http";
import path from "node:path";
import { LOCAL_SUPABASE_PUBLISHABLE_KEY } from "../local-env.mjs";
import { createAuthRoutes } from "./auth-routes.mjs";
import { createAuth, localUsers } from "./auth.mjs";
import { openDatabase } from "./database.mjs";
import { createRest } from "./rest.mjs";
import { createRouter } from "./router.mjs";

export const DEFAULT_PREFIX = "/supabase";
/** How often the stand-in deletes sign-ups never confirmed within 30 days (private.purge_unconfirmed). */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** The local service-role key: bypasses row-level security. Server-side only, never VITE_. */
export const DEFAULT_SECRET_KEY = "sb_secret_local_cxfusion_standin_do_not_ship";
const DEFAULT_JWT_SECRET = "local-only-jwt-secret-for-the-cxfusion-supabase-stand-in-0123456789";

/**
 * @typedef {{
 *   dataDir?: string,
 *   seed?: "demo" | "none",
 *   seedCount?: number,
 *   snapshot?: boolean,
 *   signupLimitPerHour?: number,
 *   prefix?: string,
 *   env?: NodeJS.ProcessEnv,
 *   log?: (msg: string) => void,
 * }} StandInOptions
 */

/**
 * Options from the environment: LOCAL_DATA_DIR (a `supabase/` folder inside it), LOCAL_SEED=none,
 * LOCAL_SEED_COUNT=<n>, LOCAL_SUPABASE_SNAPSHOT=off (always start from initdb),
 * LOCAL_SIGNUP_LIMIT_PER_HOUR=<n> (sign-ups per client address per hour; the migration's 1,000
 * when unset, as in production).
 * @param {NodeJS.ProcessEnv} env
 * @returns {StandInOptions}
 */
export function optionsFromEnv(env) {
  const count = Number(env.LOCAL_SEED_COUNT ?? 0);
  const limit = env.LOCAL_SIGNUP_LIMIT_PER_HOUR ? Number(env.LOCAL_SIGNUP_LIMIT_PER_HOUR) : undefined;
  return {
    signupLimitPerHour: limit !== undefined && Number.isInteger(limit) && limit >= 0 ? limit : undefined,
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
  /** @type {NodeJS.Timeout | undefined} */
  let purgeTimer;
  let closed = false;
  /** @param {import("@electric-sql/pglite").PGlite} db */
  async function purgeUnconfirmed(db) {
    try {
      const r = await db.query("select private.purge_unconfirmed() as n");
      const n = Number(/** @type {{ n: number }} */ (r.rows[0])?.n ?? 0);
      if (n > 0) log(`purged ${n} sign-up(s) never confirmed within 30 days`);
    } catch (error) {
      // A failed purge must not stop the stand-in: the next hour tries again.
      log(`could not purge unconfirmed sign-ups: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const ready = openDatabase({ dataDir: options.dataDir, seed: options.seed, seedCount: options.seedCount, snapshot: options.snapshot, log }).then(async (d) => {
    // The sign-up limit is the database's own setting (private.signup_settings), as in production.
    if (options.signupLimitPerHour !== undefined) {
      await d.db.query("update private.signup_settings set per_address_per_hour = $1", [options.signupLimitPerHour]);
    }
    // Sign-ups never confirmed go after 30 days: on Supabase pg_cron runs the purge daily
    // (20261128000000_double_opt_in.sql); here the same SQL runs at start and every hour.
    await purgeUnconfirmed(d.db);
    purgeTimer = setInterval(() => {
      if (!closed) void purgeUnconfirmed(d.db);
    }, PURGE_INTERVAL_MS);
    purgeTimer.unref();
    database = d;
    const where = options.dataDir
      ? `data in ${options.dataDir}`
      : "workDir" in d
        ? `a copy of the seeded data in ${d.workDir}${d.fromSnapshot ? "" : " (seeded now, cached for today)"}`
        : d.fromSnapshot
          ? "in memory, from today's snapshot"
          : "in memory";
    log(`supabase stand-in ready in ${Math.round(d.readyMs)} ms (${where}${d.seeded ? `, ${d.seeded.toLocaleString("en-US")} subscribers` : ""})`);
    return d;
  });
  // Don't crash the process on a failed start: requests answer 503 with the reason.
  ready.catch((error) => log(`supabase stand-in failed to start: ${error instanceof Error ? error.stack : String(error)}`));

  const rest = createRest({ auth, stats, database: () => /** @type {NonNullable<typeof database>} */ (database) });
  const handle = createRouter({ prefix, ready, rest, authRoute: createAuthRoutes({ auth, keys }), stats, log });

  async function close() {
    if (closed) return;
    closed = true;
    clearInterval(purgeTimer);
    try {
      const d = await ready;
      await d.close();
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
    users: users.map((u) => ({
      email: u.email,
      password: u.password,
      role: /** @type {string | undefined} */ (u.app_metadata.role),
      /** The enrolled TOTP secret (base32), if any: `npm start` prints it, `npm run team:code` turns it into a code. */
      totpSecret: u.factors.find((f) => f.status === "verified")?.secret ?? null,
    })),
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
