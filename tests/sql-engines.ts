/**
 * One SQL engine interface over the two Postgres the project runs its migrations on: PGlite (what
 * the local stand-in runs) and a real PostgreSQL cluster (./postgres-cluster.ts). `run` acts as
 * an API role with its JWT claims, as PostgREST does (one transaction, SET LOCAL ROLE), and
 * answers rows as psql prints them (`|` between values, a line a row, JSON as its text), so a
 * test reads both engines' answers alike; `exec` runs SQL as the owner.
 */
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../local-services/supabase/database.mjs";
import { startPostgresCluster, type Actor } from "./postgres-cluster";

export type Result = { ok: boolean; out: string; code: string | null };
export type Engine = { run(actor: Actor, sql: string): Promise<Result>; exec(sql: string): Promise<void>; close(): Promise<void> };

/** A fresh in-memory PGlite with every migration applied and no rows. */
export async function pgliteEngine(): Promise<Engine> {
  const opened = await openDatabase({ seed: "none", snapshot: false });
  const db: PGlite = opened.db;
  return {
    async run(actor, sql) {
      try {
        const out = await db.transaction(async (tx) => {
          await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [actor.role, JSON.stringify(actor.claims)]);
          const r = await tx.query<unknown[]>(sql, [], { rowMode: "array" });
          return r.rows.map((row) => row.map((v) => (v === null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v))).join("|")).join("\n");
        });
        return { ok: true, out, code: null };
      } catch (error) {
        return { ok: false, out: "", code: (error as { code?: string }).code ?? null };
      }
    },
    exec: async (sql) => void (await db.exec(sql)),
    close: () => opened.close(),
  };
}

/** A throwaway PostgreSQL cluster with every migration applied. */
export async function postgresEngine(): Promise<Engine> {
  const cluster = await startPostgresCluster();
  return {
    run: async (actor, sql) => cluster.as(actor, sql),
    exec: async (sql) => void cluster.exec(sql),
    close: async () => cluster.stop(),
  };
}
