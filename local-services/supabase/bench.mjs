// @ts-check
/**
 * Measures the stand-in: start-up (in memory), seeding LOCAL_SEED_COUNT rows, and reading them
 * all back through the REST interface with supabase-js in pages of 1,000, newest first, as the
 * team account (row-level security applies). Prints wall time and this process's CPU time
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
  const { count } = await client.from("subscribers").select("*", { count: "exact", head: true });
  let read = 0;
  for (let from = 0; from < (count ?? 0); from += 1000) {
    const { data, error } = await client
      .from("subscribers")
      .select("*")
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .range(from, from + 999);
    if (error) throw new Error(error.message);
    read += data.length;
  }
  console.log(`run ${run}: read ${read}/${count} rows in ${Math.ceil(read / 1000)} pages: ${Math.round(performance.now() - t0)} ms wall, ${cpuMs(process.cpuUsage(c0))} ms CPU (${Math.round(standIn.stats.dbMs - db0)} ms in the database)`);
}
await standIn.close();
