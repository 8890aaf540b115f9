// @ts-check
/**
 * Every stand-in together, as `npm start` mounts them, with the project's real functions
 * (supabase/functions) and migrations: a sign-up reaches the local inbox, its links work,
 * Turnstile's refusal and Resend's outage come through as the functions answer them. How soon the
 * mail arrives is a budget, measured by `npm run bench:signup-mail`, not here: on two busy CPUs
 * a timed test fails for the machine, not the code.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_SUPABASE_PUBLISHABLE_KEY } from "../local-env.mjs";
import { createSiteServer } from "../server.mjs";
import { announceOrigin, createLocalServices } from "../services.mjs";
import { makeToken } from "../turnstile/service.mjs";

/** @type {string} */
let origin;
/** @type {ReturnType<typeof createSiteServer>} */
let site;

beforeAll(async () => {
  const services = await createLocalServices({ log: () => {}, env: { ...process.env, LOCAL_SEED: "none", LOCAL_LATENCY_MS: "", LOCAL_DATA_DIR: "", LOCAL_OUTBOX_INTERVAL_MS: "0" } });
  site = createSiteServer({ root: "/nonexistent", services });
  const port = await site.listen(0);
  announceOrigin(services, site.server.address(), port);
  origin = `http://localhost:${port}`;
  await Promise.all(services.map((s) => s.ready));
});
afterAll(() => site?.close());

/** @param {string} name @param {unknown} body */
const call = (name, body) =>
  fetch(`${origin}/supabase/functions/v1/${name}`, { method: "POST", headers: { apikey: LOCAL_SUPABASE_PUBLISHABLE_KEY, "Content-Type": "application/json" }, body: JSON.stringify(body) });
/** @param {string} email @param {string} [token] */
const signUp = (email, token = makeToken()) =>
  call("signup", { email, source: "EmailSignUpPage", lang: "en", page: "/subscribe", consentVersion: "2026-11-28", website: "", turnstileToken: token });
/** @param {string} to */
const inbox = async (to) => (await fetch(`${origin}/local-mail/api/messages?to=${encodeURIComponent(to)}`)).json();

describe("the local stand-ins together", () => {
  it("a sign-up reaches the inbox, and its confirm and one-click unsubscribe work", async () => {
    const to = `wiring-${Date.now()}@example.com`;
    const res = await signUp(to);
    expect(await res.json()).toEqual({ code: "pending", mail: "sent" });
    await expect.poll(async () => (await inbox(to)).length, { timeout: 15_000, interval: 50 }).toBe(1);

    const [mail] = await inbox(to);
    const confirm = mail.links.find((/** @type {string} */ l) => l.startsWith(`${origin}/confirm-subscription?token=`));
    expect(confirm).toBeDefined();
    const token = new URL(confirm).searchParams.get("token");
    expect(await (await call("confirm", { token })).json()).toEqual({ code: "confirmed", lang: "en" });

    // The mail client's one-click POST to the List-Unsubscribe URL (RFC 8058).
    const oneClick = /<(http[^>]+)>/.exec(mail.headers["List-Unsubscribe"])?.[1] ?? "";
    expect(oneClick.startsWith(`${origin}/supabase/functions/v1/unsubscribe?token=`)).toBe(true);
    const unsub = await fetch(oneClick, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(unsub.status).toBe(200);
  });

  it("passes on Turnstile's refusal, and queues the mail while Resend is down", async () => {
    const refused = await signUp(`refused-${Date.now()}@example.com`, makeToken({ outcome: "fail" }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe("turnstile_failed");

    const to = `down-${Date.now()}@example.com`;
    await fetch(`${origin}/local-mail/api/faults`, { method: "POST", body: JSON.stringify({ to, down: true }) });
    expect(await (await signUp(to)).json()).toEqual({ code: "pending", mail: "queued" });
    expect(await inbox(to)).toEqual([]);
  });
});
