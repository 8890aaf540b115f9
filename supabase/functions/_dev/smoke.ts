/**
 * Proves every function loads under Deno and answers: imports each <name>/index.ts with Deno.serve
 * replaced by a registration (as the local edge runtime does), then sends each a preflight and a
 * request that needs no database. Run from supabase/functions (so deno.json applies):
 *   ../../node_modules/.bin/deno run --allow-read --allow-env --allow-net _dev/smoke.ts
 */
type Handler = (request: Request) => Response | Promise<Response>;

const registered = new Map<string, Handler>();
let loading = "";
(globalThis as unknown as { Deno: { serve: unknown } }).Deno.serve = (handler: Handler) => {
  registered.set(loading, handler);
  return { finished: Promise.resolve(), shutdown: async () => undefined };
};

// Placeholders so the functions start (nothing here reaches the database or the mail provider).
for (const [name, value] of Object.entries({ SUPABASE_URL: "http://127.0.0.1:9/supabase", SUPABASE_SERVICE_ROLE_KEY: "smoke", SITE_ORIGIN: "http://localhost" })) {
  if (!Deno.env.get(name)) Deno.env.set(name, value);
}

const names = ["signup", "confirm", "unsubscribe", "my-data", "send-mail"];
for (const name of names) {
  loading = name;
  await import(`../${name}/index.ts`);
  if (!registered.has(name)) throw new Error(`${name} did not call Deno.serve`);
}

const base = "http://localhost/functions/v1";
const checks: [string, Request, number][] = [
  ["signup", new Request(`${base}/signup`, { method: "OPTIONS" }), 200],
  ["signup", new Request(`${base}/signup`, { method: "POST", body: "{not json" }), 400],
  ["confirm", new Request(`${base}/confirm`, { method: "POST", body: JSON.stringify({ token: "bad" }) }), 200],
  ["unsubscribe", new Request(`${base}/unsubscribe?token=abc&lang=es`), 303],
  ["my-data", new Request(`${base}/my-data`, { method: "POST", body: JSON.stringify({ action: "erase", token: "bad" }) }), 200],
  ["send-mail", new Request(`${base}/send-mail`, { method: "POST" }), 401],
];
let failures = 0;
for (const [name, request, status] of checks) {
  const response = await registered.get(name)!(request);
  const ok = response.status === status;
  if (!ok) failures++;
  console.log(`${ok ? "ok  " : "FAIL"} ${name} ${request.method} → ${response.status} ${await response.text()}`);
}
if (failures) throw new Error(`${failures} smoke check(s) failed`);
export {};
