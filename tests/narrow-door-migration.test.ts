/**
 * The narrow door's migration on rows stored before it, on PGlite (the stand-in's engine): every
 * earlier migration, the legacy rows, then the door. The same run on PostgreSQL is in
 * tests/subscribers-postgres.test.ts.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BOOTSTRAP_SQL_PATH, migrationFiles } from "../local-services/supabase/database.mjs";
import { AFTER, AFTER_SQL, LEGACY_ROWS_SQL, REPORTED } from "./narrow-door-legacy";

describe("the narrow door's migration on PGlite", () => {
  it("moves existing rows to the normalised form and reports the look-alikes it moved out", async () => {
    const db = new PGlite({ extensions: { pg_trgm } });
    try {
      await db.exec(readFileSync(BOOTSTRAP_SQL_PATH, "utf8"));
      const migrations = migrationFiles();
      const door = migrations.findIndex((m) => m.name === "narrow_door");
      expect(door).toBeGreaterThan(0);
      for (const m of migrations.slice(0, door)) await db.exec(readFileSync(m.path, "utf8"));
      await db.exec(LEGACY_ROWS_SQL);
      const notices: string[] = [];
      await db.exec(readFileSync(migrations[door]!.path, "utf8"), { onNotice: (n) => notices.push(n.message ?? "") });
      const after = (await db.query<{ r: { rows: unknown; reported: unknown } }>(`${AFTER_SQL} as r`)).rows[0]!.r;
      expect(after.rows).toEqual(AFTER);
      expect(after.reported).toEqual(REPORTED);
      expect(notices).toEqual(expect.arrayContaining([expect.stringMatching(/^2 sign-up\(s\) were look-alikes/), expect.stringMatching(/^1 stored address/)]));
      // The counts the team's stats read follow the rows (the statement triggers saw the moves).
      const counts = await db.query<{ n: number }>("select sum(subscribers)::int as n from public.subscriber_counts");
      expect(counts.rows[0]!.n).toBe(AFTER.length);
      // Again: nothing moves twice, nothing new is reported.
      await db.exec(readFileSync(migrations[door]!.path, "utf8"));
      expect((await db.query<{ r: { rows: unknown; reported: unknown } }>(`${AFTER_SQL} as r`)).rows[0]!.r).toEqual({ rows: AFTER, reported: REPORTED });
    } finally {
      await db.close();
    }
  });
});
