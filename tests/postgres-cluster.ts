/**
 * A throwaway PostgreSQL cluster for SQL tests on a real server (initdb + pg_ctl, Unix socket
 * only, in a temp directory), with what Supabase provides (the stand-in's bootstrap.sql) and
 * supabase/migrations applied in order, and a way to act as each API role the way PostgREST
 * does: SET LOCAL ROLE plus request.jwt.claims and request.headers, in one transaction.
 *
 * The same steps as tests/subscribers-postgres.test.ts, in a module other suites can share
 * (tests/team-reads.test.ts, tests/audit-reads.test.ts). Everything that runs as the postgres
 * user runs in the cluster's own directory and reads SQL from stdin, so the checkout may sit in a
 * folder only root can enter.
 *
 * `pgBinDir` is null when no PostgreSQL server binaries are installed (Debian: apt-get install
 * postgresql): suites use `describe.skipIf(!pgBinDir)`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { BOOTSTRAP_SQL_PATH, migrationFiles } from "../local-services/supabase/database.mjs";

/** The newest Debian-style /usr/lib/postgresql/<n>/bin, or PG_BINDIR; null when none is installed. */
function findBinDir(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  const base = "/usr/lib/postgresql";
  if (existsSync(base)) {
    for (const v of readdirSync(base).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(base, v, "bin"));
  }
  return candidates.find((d) => existsSync(path.join(d, "initdb")) && existsSync(path.join(d, "pg_ctl")) && existsSync(path.join(d, "psql"))) ?? null;
}

export const pgBinDir = findBinDir();
const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === "object" && addr ? addr.port : 0));
    });
  });
}

/** A SQL string literal. */
export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export type Actor = { role: "anon" | "authenticated" | "service_role"; claims: Record<string, unknown> };
export const anonActor: Actor = { role: "anon", claims: { role: "anon" } };
export const serviceActor: Actor = { role: "service_role", claims: { role: "service_role" } };
/** A team member after both factors: app_metadata.role admin (set by the server) and aal2. */
export const teamActor: Actor = {
  role: "authenticated",
  claims: { sub: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e01", role: "authenticated", app_metadata: { provider: "email", role: "admin" }, aal: "aal2" },
};
/** The team account after the password only: no second factor yet. */
export const teamWithoutTotpActor: Actor = { role: "authenticated", claims: { ...teamActor.claims, aal: "aal1" } };
/** A signed-in account that is not on the team. */
export const memberActor: Actor = {
  role: "authenticated",
  claims: { sub: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e02", role: "authenticated", app_metadata: { provider: "email" }, aal: "aal2" },
};

export type PsqlResult = { ok: boolean; out: string; code: string | null; err: string };

export type PostgresCluster = {
  /** Runs SQL through psql (unaligned, tuples only); the SQLSTATE of the first error in `code`. */
  psql(sql: string, database?: string): PsqlResult;
  /** One PostgREST-style request: a transaction as the actor's role with its JWT claims and headers. */
  as(actor: Actor, sql: string, headers?: Record<string, string>): PsqlResult;
  /** Like `psql`, but throws with the server's words when the SQL fails. */
  exec(sql: string): string;
  stop(): void;
};

/**
 * Starts a cluster, applies bootstrap.sql and every migration (each in its own transaction, as
 * the Supabase CLI does). Call `stop()` in afterAll. Needs `pgBinDir`.
 */
export async function startPostgresCluster({ migrations = true } = {}): Promise<PostgresCluster> {
  const binDir = pgBinDir;
  if (!binDir) throw new Error("no PostgreSQL server binaries (set PG_BINDIR or install postgresql)");
  const dir = mkdtempSync(path.join(tmpdir(), "team-reads-pg-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = path.join(dir, "data");

  /** A server binary, as the postgres user when we are root (initdb refuses root), from the cluster's directory. */
  const runPg = (bin: string, args: string[], input?: string) => {
    const exe = path.join(binDir, bin);
    const options = { input, encoding: "utf8" as const, cwd: dir, maxBuffer: 64 * 1024 * 1024 };
    const result = asRoot ? spawnSync("runuser", ["-u", "postgres", "--", exe, ...args], options) : spawnSync(exe, args, options);
    return { status: result.status ?? -1, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
  };

  let started = false;
  const stop = () => {
    if (started) runPg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };

  const init = runPg("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  if (init.status !== 0) {
    stop();
    throw new Error(`initdb failed: ${init.stderr}`);
  }
  const port = await freePort();
  const start = runPg("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(dir, "log"),
    "-w",
    "-t",
    "60",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses='' -c fsync=off`,
    "start",
  ]);
  if (start.status !== 0) {
    stop();
    throw new Error(`pg_ctl start failed: ${start.stderr}${start.stdout}`);
  }
  started = true;

  const psql = (sql: string, database = "postgres"): PsqlResult => {
    const r = runPg(
      "psql",
      ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-v", "VERBOSITY=verbose", "-h", dir, "-p", String(port), "-U", "postgres", "-d", database],
      `\\set VERBOSITY verbose\n${sql}`,
    );
    const code = /ERROR:\s+([0-9A-Z]{5}):/.exec(r.stderr)?.[1] ?? null;
    return { ok: r.status === 0, out: r.stdout.trim(), code, err: r.stderr };
  };
  const exec = (sql: string) => {
    const r = psql(sql);
    if (!r.ok) throw new Error(r.err);
    return r.out;
  };
  const as = (actor: Actor, sql: string, headers: Record<string, string> = { "x-forwarded-for": "203.0.113.7" }) =>
    psql(
      `begin;\nset local role ${actor.role};\nselect set_config('request.jwt.claims', ${literal(JSON.stringify(actor.claims))}, true), set_config('request.headers', ${literal(JSON.stringify(headers))}, true) \\g /dev/null\n${sql};\ncommit;`,
    );

  try {
    exec(readFileSync(BOOTSTRAP_SQL_PATH, "utf8"));
    if (migrations) {
      for (const m of migrationFiles()) {
        const r = psql(
          `begin;\n${readFileSync(m.path, "utf8")}\ninsert into supabase_migrations.schema_migrations (version, name) values (${literal(m.version)}, ${literal(m.name)});\ncommit;`,
        );
        if (!r.ok) throw new Error(`migration ${m.file} failed: ${r.err}`);
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { psql, as, exec, stop };
}
