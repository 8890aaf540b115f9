// @ts-check
/**
 * The stand-in's database: PGlite (Postgres compiled to WebAssembly), in memory or in a data
 * directory. Opens it, provides what Supabase provides (bootstrap.sql), applies
 * supabase/migrations/ in order (recorded like the Supabase CLI does), seeds demo data on a
 * fresh database, and reads the schema the REST layer checks names against.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import { readFile, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { INSERT_ROWS_SQL, INSERT_SYNTHETIC_SQL, demoSubscribers, syntheticSpacing } from "./seed.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const BOOTSTRAP_SQL_PATH = path.join(here, "bootstrap.sql");
export const MIGRATIONS_DIR = path.resolve(here, "../../supabase/migrations");
/** Snapshots of a ready in-memory database, so later starts skip initdb and seeding. */
export const SNAPSHOT_DIR = path.resolve(here, "../../node_modules/.cache/supabase-stand-in");

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
 * The snapshot file for this schema, seed and day: any change to bootstrap.sql, a migration,
 * the seed code or options, PGlite's version or the date gives a new file.
 * @param {{ seed: string, seedCount: number, now: Date }} options
 */
function snapshotPath({ seed, seedCount, now }) {
  const hash = createHash("sha256");
  hash.update(readFileSync(BOOTSTRAP_SQL_PATH));
  for (const m of migrationFiles()) hash.update(m.file).update(readFileSync(m.path));
  hash.update(readFileSync(path.join(here, "seed.mjs")));
  hash.update(readFileSync(path.resolve(here, "../../node_modules/@electric-sql/pglite/package.json")));
  hash.update(JSON.stringify({ seed, seedCount, day: now.toISOString().slice(0, 10) }));
  return path.join(SNAPSHOT_DIR, `${hash.digest("hex").slice(0, 24)}.tar.gz`);
}

/**
 * @param {{
 *   dataDir?: string, seed?: "demo" | "none", seedCount?: number, log?: (m: string) => void, now?: () => Date,
 *   snapshot?: boolean,
 * }} options `snapshot`: reuse (and write) a snapshot for in-memory databases; on by default.
 */
export async function openDatabase({ dataDir, seed = "demo", seedCount = 0, log = () => {}, now = () => new Date(), snapshot = true }) {
  const started = performance.now();
  const { PGlite } = await import("@electric-sql/pglite");
  const snapshotFile = !dataDir && snapshot ? snapshotPath({ seed, seedCount, now: now() }) : null;
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
  const db = dataDir ? new PGlite(dataDir) : loadDataDir ? new PGlite({ loadDataDir }) : new PGlite();
  await db.waitReady;
  const openedMs = performance.now() - started;

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
    const rows = demoSubscribers({ now: now() });
    const r = await db.query(INSERT_ROWS_SQL, [JSON.stringify(rows)]);
    seeded += r.affectedRows ?? 0;
  }
  if (fresh && seedCount > 0) {
    const r = await db.query(INSERT_SYNTHETIC_SQL, [String(seedCount), String(syntheticSpacing(seedCount, now()))]);
    seeded += r.affectedRows ?? 0;
  }
  // Autovacuum doesn't run in PGlite: set the visibility map and statistics once after seeding,
  // so the planner uses index-only scans for the paged reads.
  if (seeded) await db.exec("vacuum analyze public.subscribers");

  if (snapshotFile && !loadDataDir) {
    try {
      const tarball = await db.dumpDataDir("gzip");
      mkdirSync(SNAPSHOT_DIR, { recursive: true });
      const tmp = `${snapshotFile}.${process.pid}.tmp`;
      await writeFile(tmp, Buffer.from(await tarball.arrayBuffer()));
      await rename(tmp, snapshotFile);
      // Keep the folder small: snapshots are per day and per schema.
      for (const f of await readdir(SNAPSHOT_DIR)) {
        const full = path.join(SNAPSHOT_DIR, f);
        if (full !== snapshotFile && Date.now() - (await stat(full)).mtimeMs > 2 * 86_400_000) await unlink(full).catch(() => {});
      }
    } catch (error) {
      log(`could not write a database snapshot: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const schema = await readSchema(db);
  return { db, schema, fresh, seeded, fromSnapshot: Boolean(loadDataDir), openedMs, readyMs: performance.now() - started };
}

/**
 * Tables and views of the exposed schema (public), with each column's catalog type.
 * @param {PGlite} db
 * @returns {Promise<Schema>}
 */
export async function readSchema(db) {
  const result = await db.query(
    `select c.relname, a.attname, format_type(a.atttypid, a.atttypmod)
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [],
    { rowMode: "array" },
  );
  /** @type {Schema} */
  const schema = { tables: new Map() };
  for (const row of /** @type {[string, string, string][]} */ (result.rows)) {
    const [tableName, columnName, type] = row;
    let table = schema.tables.get(tableName);
    if (!table) {
      table = { name: tableName, columns: new Map(), columnNames: [] };
      schema.tables.set(tableName, table);
    }
    table.columns.set(columnName, { name: columnName, type });
    table.columnNames.push(columnName);
  }
  return schema;
}
