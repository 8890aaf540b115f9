// @ts-check
/**
 * Measures the stand-in: start-up (in memory), seeding LOCAL_SEED_COUNT rows, and reading them
 * all back through the REST interface with supabase-js as the export does, in batches of 1,000
 * from subscriber_export_rows (newest first, keyset), as the team account (the function checks
 * the team's role and second factor). Prints wall time and this process's CPU time
 * (client and server run here), since wall time on a shared machine depends on its load.
 *
 *   node local-services/supabase/bench.mjs [rows=100000]
 */
import { createClient } from "@supabase/supabase-js";
import ws from "ws";
import { totpCode } from "./auth.mjs";
import { startSupabaseStandIn } from "./stand-in.mjs";

const rows = Number(process.argv[2] ?? 100_000);
const cpuMs = (/** @type {NodeJS.CpuUsage} */ c) => Math.round((c.user + c.system) / 1000);

let t0 = performance.now();
let c0 = process.cpuUsage();
// No snapshot: measure the real seeding.
const standIn = await startSupabaseStandIn({ seed: "none", seedCount: rows, snapshot: false });
await standIn.ready;
console.log(`start + seed ${rows} rows: ${Math.round(performance.now() - t0)} ms wall, ${cpuMs(process.cpuUsage(c0))} ms CPU`);

const client = createClient(standIn.url, standIn.keys.publishable, {
  realtime: { transport: /** @type {any} */ (ws) },
  auth: { persistSession: false, autoRefreshToken: false },
});
const admin = standIn.users.find((u) => u.role === "admin" && u.totpSecret);
if (!admin?.totpSecret) throw new Error("no admin account with a second factor");
await client.auth.signInWithPassword({ email: admin.email, password: admin.password });
// The team reads only with an aal2 session: the code from the account's enrolled secret.
const { data: factors } = await client.auth.mfa.listFactors();
await client.auth.mfa.challengeAndVerify({ factorId: factors?.totp[0]?.id ?? "", code: totpCode(admin.totpSecret) });

for (let run = 1; run <= 2; run++) {
  t0 = performance.now();
  c0 = process.cpuUsage();
  const db0 = standIn.stats.dbMs;
  const { data: total, error: totalError } = await client.rpc("subscriber_list_total", { status_filter: "all", exact_count: true });
  if (totalError) throw new Error(totalError.message);
  const count = Number(total?.value ?? 0);
  let read = 0;
  /** @type {{ created_at: string, id: string } | null} */
  let last = null;
  for (;;) {
    /** @type {Record<string, string>} */
    const after = last ? { after_created_at: last.created_at, after_id: last.id } : {};
    /** @type {{ data: { rows: unknown[], last: { created_at: string, id: string } | null } | null, error: { message: string } | null }} */
    const { data, error } = /** @type {any} */ (await client.rpc("subscriber_export_rows", { status_filter: "all", batch_size: 1000, ...after }));
    if (error || !data) throw new Error(error?.message ?? "no answer");
    read += data.rows.length;
    last = data.last;
    if (!last || data.rows.length === 0) break;
  }
  console.log(`run ${run}: read ${read}/${count} rows in ${Math.ceil(read / 1000)} pages: ${Math.round(performance.now() - t0)} ms wall, ${cpuMs(process.cpuUsage(c0))} ms CPU (${Math.round(standIn.stats.dbMs - db0)} ms in the database)`);
}
await standIn.close();
