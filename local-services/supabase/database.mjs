// @ts-check
/**
 * The stand-in's database: PGlite (Postgres compiled to WebAssembly), in memory or in a data
 * directory. Opens it, provides what Supabase provides (bootstrap.sql), applies
 * supabase/migrations/ in order (recorded like the Supabase CLI does), seeds demo data on a
 * fresh database, and reads the schema the REST layer checks names against.
 */
import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { INSERT_ROWS_SQL, INSERT_SYNTHETIC_SQL, demoSubscribers, syntheticSpacing } from "./seed.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const BOOTSTRAP_SQL_PATH = path.join(here, "bootstrap.sql");
export const MIGRATIONS_DIR = path.resolve(here, "../../supabase/migrations");

/** The migration files in the order the Supabase CLI applies them (by timestamp prefix). */
export function migrationFiles(dir = MIGRATIONS_DIR) {
  return readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((file) => ({ file, version: file.split("_")[0], name: file.replace(/^\d+_|\.sql$/g, ""), path: path.join(dir, file) }));
}

/**
 * @typedef {import("@electric-sql/pglite").PGlite} PGlite
 * @typedef {import("./postgrest.mjs").Schema} Schema
 */

/**
 * @param {{ dataDir?: string, seed?: "demo" | "none", seedCount?: number, log?: (m: string) => void, now?: () => Date }} options
 */
export async function openDatabase({ dataDir, seed = "demo", seedCount = 0, log = () => {}, now = () => new Date() }) {
  const started = performance.now();
  const { PGlite } = await import("@electric-sql/pglite");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
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

  const schema = await readSchema(db);
  return { db, schema, fresh, seeded, openedMs, readyMs: performance.now() - started };
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
  for (const row of /** @type {string[][]} */ (result.rows)) {
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
