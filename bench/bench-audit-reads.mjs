// @ts-check
/**
 * `node bench/bench-audit-reads.mjs [--count=1000000] [--latency=100] [--runs=5]`: the
 * subscription audit's database work at scale, on the local stand-in's database (PGlite, the
 * project's migrations, N synthetic subscribers: cached for the day from 50,000 rows on).
 *
 * Times each question the audit asks, as the team member (role authenticated, admin, aal2),
 * median of `runs`, then adds up the audit's critical path the way its checks make their
 * requests (src/features/audit/checks.ts: what runs one after another, what runs at once) with
 * `latency` ms of network for each round trip, without the 500 ms pauses the spec puts between
 * checks. A figure for the budget "the whole audit within 2 s at 1,000,000 rows behind 100 ms";
 * the browser's own run is in bench-email-list.mjs (its audit figure includes the pauses).
 */
import { openDatabase } from "../local-services/supabase/database.mjs";
import { median } from "./stats.mjs";

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const COUNT = Number(option("count") ?? 1_000_000);
const LATENCY = Number(option("latency") ?? 100);
const RUNS = Number(option("runs") ?? 5);

const team = {
  role: "authenticated",
  claims: { sub: "6f0c2a52-8d7e-4c1b-9a3f-0a1b2c3d4e01", role: "authenticated", app_metadata: { provider: "email", role: "admin" }, aal: "aal2" },
};

const log = (/** @type {string} */ m) => console.log(`[bench:audit-reads] ${m}`);
const t0 = performance.now();
const opened = await openDatabase({ seed: "demo", seedCount: COUNT, log });
const { db } = opened;
log(`database ready in ${Math.round(performance.now() - t0)} ms (${opened.fromSnapshot ? "from the cache" : "seeded"})`);
const total = (await db.query("select sum(subscribers)::bigint as n from public.subscriber_counts")).rows[0];
log(`rows: ${JSON.stringify(total)}`);

/** One request as PostgREST makes it: a transaction as the team's role with its claims. */
async function asTeam(/** @type {string} */ sql) {
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [team.role, JSON.stringify(team.claims)]);
    await tx.query(sql);
  });
  return performance.now() - started;
}

async function time(/** @type {string} */ name, /** @type {() => string} */ sql) {
  const samples = [];
  for (let i = 0; i < RUNS; i++) samples.push(await asTeam(sql()));
  const ms = median(samples);
  log(`${name.padEnd(34)} median ${ms.toFixed(1).padStart(7)} ms   (${samples.map((s) => s.toFixed(0)).join(", ")})`);
  return ms;
}

let run = 0;
const email = (/** @type {string} */ kind) => `audit-${kind}-bench${run}@example.com`;
const ms = {
  tableInfo: await time("audit_table_info()", () => "select public.audit_table_info()"),
  report: await time("subscriber_audit_report()", () => "select public.subscriber_audit_report()"),
  health: await time("audit_signup_health()", () => "select public.audit_signup_health()"),
  subscribe: await time("subscribe() (team, audit source)", () => `select public.subscribe('${email("flow")}', 'flow_test', 'en', null, '/subscription-audit')`),
  read: await time("audit_test_subscribers()", () => `select public.audit_test_subscribers(array['${email("flow")}', '${email("flow-guard")}'])`),
  remove: await time("audit_delete_test_subscribers()", () => `select public.audit_delete_test_subscribers(array['${email("flow")}', '${email("flow-guard")}'])`),
};
// The probes the public key makes are refused before any row is read: a round trip each, at once.
const probe = 1;

/** One round trip: the network both ways (LATENCY, as LOCAL_LATENCY_MS adds it per request) and the database's time. */
const trip = (/** @type {number} */ server) => LATENCY + server;
const steps = [
  ["database_connection: audit_table_info", trip(ms.tableInfo)],
  ["table_structure: (the same answer)", 0],
  ["rls_policies: team subscribe", trip(ms.subscribe)],
  ["rls_policies: 5 public-key probes at once", trip(probe)],
  ["rls_policies: read back", trip(ms.read)],
  ["rls_policies: clean-up", trip(ms.remove)],
  ["email_validation: team subscribe (refused: nothing to remove)", trip(ms.subscribe)],
  ["duplicate_handling: 2 sign-ups", 2 * trip(ms.subscribe)],
  ["duplicate_handling: remove (counts the rows)", trip(ms.remove)],
  ["form_submission_flow: signup probe ‖ team subscribe", trip(ms.subscribe)],
  ["form_submission_flow: read back, delete", trip(ms.read) + trip(ms.remove)],
  ["pending_confirmations..mail_delivery: (asked after check 1)", 0],
  ["June, lost records, card: (asked after check 1)", 0],
];
const path = steps.reduce((s, [, v]) => s + Number(v), 0);
// The two big counts are asked when the first check has its result: the database counts them
// during the 500 ms pause after it, so they add to the path only past that.
const overPause = Math.max(0, LATENCY + ms.report + ms.health - 500);
log("critical path, without the 500 ms pauses:");
for (const [name, v] of steps) log(`  ${String(name).padEnd(62)} ${Math.round(Number(v)).toString().padStart(6)} ms`);
log(`  ${"report and health past the first pause".padEnd(62)} ${Math.round(overPause).toString().padStart(6)} ms`);
log(`total: ${Math.round(path + overPause)} ms; budget 2,000 ms`);
await opened.close();
