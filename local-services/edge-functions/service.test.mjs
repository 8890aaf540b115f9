// @ts-check
/**
 * The Edge Functions stand-in with a throwaway functions folder (LOCAL_FUNCTIONS_DIR): routing
 * by name, the environment the functions get, a function that throws at import or at a request,
 * the runtime crashing (restarted), Deno missing, the outbox timer, and closing.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "../server.mjs";
import { announceOrigin } from "../services.mjs";
import { createService, functionEnv } from "./service.mjs";

/** @type {string} */
let dir;

/** @param {string} name @param {string} code */
function fn(name, code) {
  mkdirSync(path.join(dir, name), { recursive: true });
  writeFileSync(path.join(dir, name, "index.ts"), code);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "edge-functions-test-"));
  // Echoes what it got and its environment; `options, handler` form of Deno.serve.
  fn(
    "echo",
    `const names = ["SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY", "SUPABASE_ANON_KEY", "SITE_ORIGIN", "RESEND_API_URL", "RESEND_API_KEY", "MAIL_FROM", "UNSUBSCRIBE_MAILTO", "TURNSTILE_SECRET_KEY", "TURNSTILE_VERIFY_URL", "BRAND", "PRIVACY_EMAIL"];
     Deno.serve({ port: 9999 }, async (req: Request) => {
       if (req.method === "OPTIONS") return new Response("ok", { headers: { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "apikey, content-type" } });
       const url = new URL(req.url);
       return Response.json({ path: url.pathname, search: url.search, method: req.method, body: await req.text(), apikey: req.headers.get("apikey"), xff: req.headers.get("x-forwarded-for"),
         env: Object.fromEntries(names.map((n) => [n, Deno.env.get(n)])), outbox: (globalThis as any).outboxCalls ?? [] }, { status: 201, headers: { "X-Echo": "yes" } });
     });`,
  );
  // The send-mail the outbox timer calls: records each call's bearer.
  fn("send-mail", `Deno.serve((req: Request) => { ((globalThis as any).outboxCalls ??= []).push(req.headers.get("authorization")); return Response.json({ sent: 0, failed: 0 }); });`);
  fn("boom", `throw new Error("cannot load: missing MAIL_FROM");\nDeno.serve(() => new Response("never"));`);
  fn("throws", `Deno.serve(() => { throw new Error("handler broke"); });`);
  fn("silent", `export const nothing = 1;`);
  fn("crash", `Deno.serve(() => { setTimeout(() => Deno.exit(3), 10); return new Response("bye"); });`);
  fn("_shared", `Deno.serve(() => new Response("a shared folder is not a function"));`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** The stand-in on a site server of its own, as `npm start` mounts it. @param {NodeJS.ProcessEnv} [env] */
async function serve(env = {}) {
  /** @type {string[]} */
  const logs = [];
  const service = await createService({ log: (m) => logs.push(m), env: { PATH: process.env.PATH, HOME: process.env.HOME, LOCAL_FUNCTIONS_DIR: dir, LOCAL_OUTBOX_INTERVAL_MS: "0", ...env } });
  const site = createSiteServer({ root: dir, services: [service] });
  const port = await site.listen(0);
  announceOrigin([service], site.server.address(), port);
  cleanups.push(() => site.close());
  const origin = `http://localhost:${port}`;
  return { service, origin, logs, url: (/** @type {string} */ p) => `${origin}/supabase/functions/v1${p}` };
}

describe("the Edge Functions stand-in", () => {
  it("serves each function at /supabase/functions/v1/<name>, with the request and answer passed through", async () => {
    const { service, url, origin } = await serve();
    await service.ready;
    expect(service.runtime?.functions).toEqual(["crash", "echo", "send-mail", "throws"]);

    const res = await fetch(url("/echo/sub/path?token=abc&lang=es"), { method: "POST", headers: { apikey: "pk", "Content-Type": "application/json" }, body: '{"email":"a@b.co"}' });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-echo")).toBe("yes");
    const got = await res.json();
    // The function sees the path from its name on, as on Supabase.
    expect(got).toMatchObject({ path: "/echo/sub/path", search: "?token=abc&lang=es", method: "POST", body: '{"email":"a@b.co"}', apikey: "pk" });
    expect(got.xff).toMatch(/127\.0\.0\.1|::1/);
    expect(got.env).toEqual(functionEnv({ site: origin, internal: origin }, {}));
    expect(got.env).toMatchObject({
      SUPABASE_URL: `${origin}/supabase`,
      SITE_ORIGIN: origin,
      RESEND_API_URL: `${origin}/local-mail/api/resend`,
      TURNSTILE_VERIFY_URL: `${origin}/local-turnstile/turnstile/v0/siteverify`,
      TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA",
      SUPABASE_ANON_KEY: "sb_publishable_cxfusion-local-stand-in-key",
      BRAND: "CX Fusion",
    });
    expect(got.env.RESEND_API_KEY).toMatch(/^re_local_/);

    // CORS preflight is the function's own answer.
    const pre = await fetch(url("/echo"), { method: "OPTIONS" });
    expect(pre.status).toBe(200);
    expect(pre.headers.get("access-control-allow-headers")).toBe("apikey, content-type");

    const none = await fetch(url("/nope"), { method: "POST" });
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ code: "NOT_FOUND" });
    // Folders starting with "_" are shared code, not functions.
    expect((await fetch(url("/_shared"))).status).toBe(404);
  });

  it("answers 503 in words naming a function that failed to load, and 500 when a handler throws", async () => {
    const { url, logs, service } = await serve();
    await service.ready;
    const boom = await fetch(url("/boom"), { method: "POST" });
    expect(boom.status).toBe(503);
    expect(await boom.json()).toEqual({ code: "error", message: 'The edge function "boom" failed to load: Error: cannot load: missing MAIL_FROM' });
    const silent = await fetch(url("/silent"));
    expect(silent.status).toBe(503);
    expect((await silent.json()).message).toContain("did not call Deno.serve");
    const thrown = await fetch(url("/throws"));
    expect(thrown.status).toBe(500);
    expect(await thrown.json()).toEqual({ code: "error", message: 'The edge function "throws" failed: handler broke' });
    // The start-up line names what loaded and what did not; the stack trace goes to the log.
    expect(logs.join("\n")).toMatch(/edge functions ready in \d+ ms: crash, echo, send-mail, throws; failed to load: boom \(Error: cannot load: missing MAIL_FROM\); silent/);
    await expect.poll(() => logs.join("\n")).toContain("handler broke");
  });

  it("restarts the runtime when it crashes, and when asked (an edit in supabase/functions)", async () => {
    const { url, logs, service } = await serve();
    await service.ready;
    const firstPort = service.runtime?.port;
    expect(await (await fetch(url("/crash"))).text()).toBe("bye");
    await expect.poll(() => logs.join("\n"), { timeout: 10_000 }).toMatch(/the edge runtime \(Deno\) stopped \(exit code 3\)/);
    await expect.poll(async () => (await fetch(url("/echo")).catch(() => null))?.status, { timeout: 15_000, interval: 200 }).toBe(201);
    expect(service.runtime?.port).not.toBe(firstPort);

    const before = service.runtime?.port;
    await service.restart();
    expect(service.runtime?.port).not.toBe(before);
    expect((await fetch(url("/echo"))).status).toBe(201);
    // A restart on purpose is not a crash: no alarm, no second runtime started behind it.
    await new Promise((r) => setTimeout(r, 800));
    expect(logs.filter((l) => /edge runtime \(Deno\)/.test(l))).toHaveLength(1);
    expect(logs.filter((l) => /edge functions ready/.test(l))).toHaveLength(3);
  }, 60_000);

  it("answers 503 saying why when Deno cannot be started", async () => {
    const { url, service } = await serve({ LOCAL_DENO: path.join(dir, "no-such-deno") });
    await expect(service.ready).rejects.toThrow(/Deno could not be started/);
    const res = await fetch(url("/echo"), { method: "POST" });
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.code).toBe("error");
    expect(body.message).toMatch(/^The local Edge Functions are not running: Deno could not be started \(.*no-such-deno\): .*ENOENT/);
  });

  it("drains the outbox: POST /send-mail with the service-role bearer every LOCAL_OUTBOX_INTERVAL_MS", async () => {
    const { url, service } = await serve({ LOCAL_OUTBOX_INTERVAL_MS: "150" });
    await service.ready;
    await expect.poll(async () => (await (await fetch(url("/echo"))).json()).outbox.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    const { outbox } = await (await fetch(url("/echo"))).json();
    expect(new Set(outbox)).toEqual(new Set([`Bearer ${functionEnv({ site: "", internal: "" }, {}).SUPABASE_SERVICE_ROLE_KEY}`]));
  });

  it("stops its Deno on close", async () => {
    const { service } = await serve();
    await service.ready;
    const port = service.runtime?.port;
    expect((await fetch(`http://127.0.0.1:${port}/echo`)).status).toBe(201);
    await service.close();
    await expect(fetch(`http://127.0.0.1:${port}/echo`)).rejects.toThrow();
  });
});
