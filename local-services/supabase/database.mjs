// @ts-check
/**
 * The stand-in's database: PGlite (Postgres compiled to WebAssembly), in memory or in a data
 * directory. Opens it, provides what Supabase provides (bootstrap.sql), applies
 * supabase/migrations/ in order (recorded like the Supabase CLI does), seeds a fresh database,
 * and reads the schema (its functions) the REST layer checks names against.
 *
 * Start-up costs are kept off the critical path by two caches in node_modules/.cache:
 *   - a snapshot (tarball) of a small seeded in-memory database, reopened in about a second;
 *   - for big seeds (LOCAL_SEED_COUNT >= 50,000), a seeded data directory that each start copies
 *     and opens in place: a million rows are seeded once a day (under a minute), then every
 *     start takes seconds and keeps the data on disk instead of in memory.
 */
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { readFile, readdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { INSERT_ROWS_SQL, demoSubscribers, seedSynthetic } from "./seed.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const BOOTSTRAP_SQL_PATH = path.join(here, "bootstrap.sql");
export const MIGRATIONS_DIR = path.resolve(here, "../../supabase/migrations");
/** Snapshots and seeded data directories, so later starts skip initdb and seeding. */
export const SNAPSHOT_DIR = path.resolve(here, "../../node_modules/.cache/supabase-stand-in");
/** From this many synthetic rows on, an in-memory start copies a cached data directory instead. */
export const LARGE_SEED = 50_000;

/** The migration files in the order the Supabase CLI applies them (by timestamp prefix). */
export function migrationFiles(dir = MIGRATIONS_DIR) {
  return readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((file) => ({ file, version: file.slice(0, file.indexOf("_")), name: file.replace(/^\d+_|\.sql$/g, ""), path: path.join(dir, file) }));
}

/**
 * @typedef {import("@electric-sql/pglite").PGlite} PGlite
 * @typedef {import("./postgrest.mjs").Schema} Schema
 */

/**
 * The cache key for this schema, seed and day: any change to bootstrap.sql, a migration, the
 * seed code or options, PGlite's version or the date gives a new one.
 * @param {{ seed: string, seedCount: number, now: Date }} options
 */
function cacheKey({ seed, seedCount, now }) {
  const hash = createHash("sha256");
  hash.update(readFileSync(BOOTSTRAP_SQL_PATH));
  for (const m of migrationFiles()) hash.update(m.file).update(readFileSync(m.path));
  hash.update(readFileSync(path.join(here, "seed.mjs")));
  hash.update(readFileSync(path.join(here, "database.mjs")));
  hash.update(readFileSync(path.resolve(here, "../../node_modules/@electric-sql/pglite/package.json")));
  hash.update(JSON.stringify({ seed, seedCount, day: now.toISOString().slice(0, 10) }));
  return hash.digest("hex").slice(0, 24);
}

/**
 * PGlite with the extensions the migrations create (pg_trgm). `bulkLoad` starts it as a bulk load
 * wants: minimal WAL (a seeded data directory then copies in half the size) and more memory for
 * building indexes.
 * @param {string | { loadDataDir: Blob } | undefined} where @param {{ bulkLoad?: boolean }} [options]
 */
async function createPglite(where, { bulkLoad = false } = {}) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const extensions = { pg_trgm };
  const startParams = bulkLoad
    ? [...PGlite.defaultStartParams, ...["wal_level=minimal", "max_wal_senders=0", "full_page_writes=off", "maintenance_work_mem=256MB", "max_wal_size=64MB", "min_wal_size=32MB"].flatMap((c) => ["-c", c])]
    : undefined;
  const db =
    typeof where === "string"
      ? new PGlite(where, { extensions, startParams })
      : where
        ? new PGlite({ ...where, extensions, startParams })
        : new PGlite({ extensions, startParams });
  await db.waitReady;
  return db;
}

/**
 * Bootstrap, pending migrations, and seed data on a fresh database.
 * @param {PGlite} db
 * @param {{ seed: "demo" | "none", seedCount: number, now: Date, log: (m: string) => void }} options
 */
async function prepare(db, { seed, seedCount, now, log }) {
  await db.exec("set time zone 'UTC'");
  await db.exec(readFileSync(BOOTSTRAP_SQL_PATH, "utf8"));
  const applied = new Set(
    (await db.query("select version from supabase_migrations.schema_migrations", [], { rowMode: "array" })).rows.map((r) =>
      String(/** @type {unknown[]} */ (r)[0]),
    ),
  );
  const fresh = applied.size === 0;
  for (const m of migrationFiles()) {
    if (applied.has(m.version)) continue;
    const sql = readFileSync(m.path, "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)", [
        m.version,
        m.name,
        [sql],
      ]);
    });
    log(`applied migration ${m.file}`);
  }

  let seeded = 0;
  if (fresh && seed !== "none") {
    const r = await db.query(INSERT_ROWS_SQL, [JSON.stringify(demoSubscribers({ now }))]);
    seeded += r.affectedRows ?? 0;
  }
  if (fresh && seedCount > 0) seeded += await seedSynthetic(db, seedCount, now, log);
  // Autovacuum doesn't run in PGlite: set the visibility map and statistics once after seeding,
  // so the planner uses index-only scans and knows the table's size (planned counts).
  if (seeded) await db.exec("vacuum analyze public.subscribers, public.subscriber_counts");
  return { fresh, seeded };
}

/** Removes cache entries older than two days (they are per day and per schema). @param {string} keep */
async function pruneCache(keep) {
  for (const f of await readdir(SNAPSHOT_DIR).catch(() => [])) {
    const full = path.join(SNAPSHOT_DIR, f);
    if (full === keep || f.startsWith(path.basename(keep))) continue;
    try {
      if (Date.now() - (await stat(full)).mtimeMs > 2 * 86_400_000) await rm(full, { recursive: true, force: true });
    } catch {
      /* raced with another start */
    }
  }
}

/**
 * A big seed, built once per day in a cached data directory, then copied for each start: the
 * copy is the database this run changes; it is removed on close.
 * @param {{ seed: "demo" | "none", seedCount: number, now: Date, log: (m: string) => void }} options
 */
async function openFromSeededCopy(options) {
  const template = path.join(SNAPSHOT_DIR, `${cacheKey(options)}.pgdata`);
  let built = false;
  try {
    readdirSync(template);
  } catch {
    mkdirSync(SNAPSHOT_DIR, { recursive: true });
    const building = `${template}.${process.pid}.tmp`;
    rmSync(building, { recursive: true, force: true });
    options.log(`seeding ${options.seedCount.toLocaleString("en-US")} subscribers into ${path.relative(process.cwd(), template)} (once a day)`);
    const seeding = await createPglite(building, { bulkLoad: true });
    await prepare(seeding, options);
    await seeding.exec("checkpoint");
    await seeding.close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another start finished first
    }
    built = true;
    await pruneCache(template);
  }
  const work = mkdtempSync(path.join(tmpdir(), "supabase-stand-in-"));
  cpSync(template, work, { recursive: true });
  const db = await createPglite(work);
  const { fresh, seeded } = await prepare(db, { ...options, seed: "none", seedCount: 0 });
  const count = Number((await db.query("select coalesce(sum(subscribers), 0) from public.subscriber_counts", [], { rowMode: "array" })).rows[0]?.[0] ?? 0);
  return { db, fresh, seeded: seeded || count, fromCache: !built, workDir: work };
}

/**
 * @param {{
 *   dataDir?: string, seed?: "demo" | "none", seedCount?: number, log?: (m: string) => void, now?: () => Date,
 *   snapshot?: boolean,
 * }} options `snapshot`: reuse (and write) the caches for in-memory databases; on by default.
 */
export async function openDatabase({ dataDir, seed = "demo", seedCount = 0, log = () => {}, now = () => new Date(), snapshot = true }) {
  const started = performance.now();
  const when = now();

  if (!dataDir && snapshot && seedCount >= LARGE_SEED) {
    const opened = await openFromSeededCopy({ seed, seedCount, now: when, log });
    const schema = await readSchema(opened.db);
    const { workDir } = opened;
    const close = async () => {
      await opened.db.close();
      rmSync(workDir, { recursive: true, force: true });
    };
    return { ...opened, schema, fromSnapshot: opened.fromCache, close, readyMs: performance.now() - started };
  }

  const snapshotFile = !dataDir && snapshot ? path.join(SNAPSHOT_DIR, `${cacheKey({ seed, seedCount, now: when })}.tar.gz`) : null;
  /** @type {Blob | null} */
  let loadDataDir = null;
  if (snapshotFile) {
    try {
      loadDataDir = new Blob([await readFile(snapshotFile)]);
    } catch {
      /* no snapshot yet: start from initdb, then write one */
    }
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await createPglite(dataDir ?? (loadDataDir ? { loadDataDir } : undefined));
  const { fresh, seeded } = await prepare(db, { seed, seedCount, now: when, log });

  if (snapshotFile && !loadDataDir) {
    try {
      const tarball = await db.dumpDataDir("gzip");
      mkdirSync(SNAPSHOT_DIR, { recursive: true });
      const tmp = `${snapshotFile}.${process.pid}.tmp`;
      await writeFile(tmp, Buffer.from(await tarball.arrayBuffer()));
      await rename(tmp, snapshotFile);
      await pruneCache(snapshotFile);
    } catch (error) {
      log(`could not write a database snapshot: ${error instanceof Error ? error.message : String(error)}`);
      if (snapshotFile) await unlink(`${snapshotFile}.${process.pid}.tmp`).catch(() => {});
    }
  }

  const schema = await readSchema(db);
  return { db, schema, fresh, seeded, fromSnapshot: Boolean(loadDataDir), close: () => db.close(), readyMs: performance.now() - started };
}

/**
 * The functions of the exposed schema (public), the only thing the REST layer serves: each
 * one's named arguments (with their types and whether they have a default) and result. Trigger
 * functions and functions with unnamed arguments are not callable over REST.
 * @param {PGlite} db
 * @returns {Promise<Schema>}
 */
export async function readSchema(db) {
  /** @type {Map<string, import("./postgrest.mjs").Routine[]>} */
  const routines = new Map();
  const functions = await db.query(
    `select p.proname,
            coalesce(p.proargnames, '{}'::text[]),
            array(select format_type(t, null) from unnest(p.proargtypes) as t),
            p.pronargdefaults,
            format_type(p.prorettype, null),
            p.proretset,
            p.provolatile
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
      order by p.proname, p.oid`,
    [],
    { rowMode: "array" },
  );
  for (const row of /** @type {[string, string[], string[], number, string, boolean, string][]} */ (functions.rows)) {
    const [name, argNames, argTypes, defaults, returns, returnsSet, volatility] = row;
    if (argNames.length < argTypes.length || argNames.slice(0, argTypes.length).some((a) => !a)) continue;
    const args = argTypes.map((type, i) => ({ name: argNames[i] ?? "", type, hasDefault: i >= argTypes.length - defaults }));
    const overloads = routines.get(name) ?? [];
    overloads.push({ name, args, returns, returnsSet, volatility: /** @type {"i" | "s" | "v"} */ (volatility) });
    routines.set(name, overloads);
  }
  return { functions: routines };
}
