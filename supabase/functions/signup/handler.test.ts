// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fakeWorld, post } from "../_shared/test-fakes.ts";
import { en } from "../_shared/words/en.ts";
import { es } from "../_shared/words/es.ts";
import { signup } from "./handler.ts";

const URL_ = "https://project.supabase.co/functions/v1/signup";
const form = {
  email: "ann@example.com",
  source: "EmailSignUpPage",
  lang: "en",
  page: "/subscribe",
  consentVersion: "2026-11-28",
  website: "",
  turnstileToken: "turnstile-token",
};
const pending = { subscribe: { code: "pending", mail_id: "mail-1" } };

describe("signup", () => {
  it("answers the browser's preflight with CORS headers", async () => {
    const world = fakeWorld();
    const res = await signup(new Request(URL_, { method: "OPTIONS" }), world.deps);
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-headers")).toContain("apikey");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("subscribes, sends the confirm mail at once and says it was sent", async () => {
    const world = fakeWorld({ rpc: pending });
    const res = await signup(post(URL_, form, { "x-forwarded-for": "203.0.113.7, 10.0.0.1" }), world.deps);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: "pending", mail: "sent" });
    expect(world.turnstileChecks).toHaveLength(1);
    expect(Object.fromEntries(world.turnstileChecks[0]!)).toEqual({ secret: "turnstile-secret", response: "turnstile-token", remoteip: "203.0.113.7" });
    expect(world.calls.map((c) => c.fn)).toEqual(["subscribe", "mail_to_send", "mail_sent"]);
    expect(world.calls[0]!.args).toEqual({
      email: "ann@example.com",
      source: "EmailSignUpPage",
      lang: "en",
      website: null,
      page: "/subscribe",
      consent_version: "2026-11-28",
      client_address: "203.0.113.7",
    });
    expect(world.calls[2]!.args).toEqual({ mail_id: "mail-1", provider_id: "re_1" });
    expect(world.sent).toHaveLength(1);
    expect(world.sent[0]!.headers.get("authorization")).toBe("Bearer re_test");
    expect(world.sent[0]!.body.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it.each([503, "timeout", "down"] as const)("says the mail is queued when the provider fails (%s), and records why", async (resend) => {
    const world = fakeWorld({ rpc: pending, resend });
    const started = Date.now();
    const res = await signup(post(URL_, form), world.deps);
    expect(await res.json()).toEqual({ code: "pending", mail: "queued" });
    expect(Date.now() - started).toBeLessThan(2000);
    const failed = world.calls.find((c) => c.fn === "mail_failed");
    expect(failed?.args.mail_id).toBe("mail-1");
    expect(String(failed?.args.error)).toMatch(resend === 503 ? /Resend 503/ : resend === "timeout" ? /timed out after 200 ms/ : /unreachable/);
    expect(world.calls.some((c) => c.fn === "mail_sent")).toBe(false);
  });

  it("checks Turnstile before the database, and stores nothing when it refuses", async () => {
    for (const turnstile of [false, "down"] as const) {
      const world = fakeWorld({ rpc: pending, turnstile });
      const res = await signup(post(URL_, form), world.deps);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: "turnstile_failed", message: en.turnstileFailed });
      expect(world.calls).toEqual([]);
    }
  });

  it("refuses a missing Turnstile token without asking Cloudflare", async () => {
    const world = fakeWorld({ rpc: pending });
    const res = await signup(post(URL_, { ...form, turnstileToken: "" }), world.deps);
    expect((await res.json()).code).toBe("turnstile_failed");
    expect(world.turnstileChecks).toEqual([]);
    expect(world.calls).toEqual([]);
  });

  it("answers a malformed address as invalid before spending the Turnstile token", async () => {
    const world = fakeWorld({ rpc: pending });
    const res = await signup(post(URL_, { ...form, email: "not an address" }), world.deps);
    expect(await res.json()).toEqual({ code: "invalid", mail: "none" });
    expect(world.turnstileChecks).toEqual([]);
    expect(world.calls).toEqual([]);
  });

  it("passes the SQL's other answers through without a mail", async () => {
    for (const code of ["already_subscribed", "mail_limit", "invalid"]) {
      const world = fakeWorld({ rpc: { subscribe: { code, mail_id: null } } });
      const res = await signup(post(URL_, form), world.deps);
      expect(await res.json()).toEqual({ code, mail: "none" });
      expect(world.calls.map((c) => c.fn)).toEqual(["subscribe"]);
    }
  });

  it("gives a filled honeypot the success a person gets, and sends nothing", async () => {
    const world = fakeWorld({ rpc: { subscribe: { code: "pending", mail_id: null } } });
    const res = await signup(post(URL_, { ...form, website: "https://spam.example" }), world.deps);
    expect(await res.json()).toEqual({ code: "pending", mail: "sent" });
    expect(world.calls[0]!.args.website).toBe("https://spam.example");
    expect(world.sent).toEqual([]);
  });

  it("answers the per-address limit with 429 in the form's language", async () => {
    const world = fakeWorld({ rpc: { subscribe: { error: { code: "PT429", message: "too many sign-ups" }, status: 429 } } });
    const res = await signup(post(URL_, { ...form, lang: "es" }), world.deps);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ code: "rate_limited", message: es.rateLimited });
  });

  it("answers a source or consent version the SQL refuses in words, never the SQL's message", async () => {
    const world = fakeWorld({ rpc: { subscribe: { error: { code: "22023", message: "unknown source: Nope" } } } });
    const res = await signup(post(URL_, { ...form, source: "Nope" }), world.deps);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({ code: "error", message: en.unknownForm });
    expect(world.logs.join("\n")).toContain("unknown source: Nope");
  });

  it("logs a database failure and answers 500 in words", async () => {
    const world = fakeWorld({ rpc: { subscribe: { error: { code: "XX000", message: "relation private.secret does not exist" }, status: 500 } } });
    const res = await signup(post(URL_, form), world.deps);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: "error", message: en.failed });
    expect(text).not.toContain("relation");
    expect(world.logs.join("\n")).toContain("relation private.secret does not exist");
  });

  it("refuses requests without the site's key, a wrong method, bad JSON, a huge body and an unknown language", async () => {
    const world = fakeWorld({ rpc: pending });
    const noKey = await signup(post(URL_, form, { apikey: "someone-else" }), world.deps);
    expect(noKey.status).toBe(401);
    expect((await noKey.json()).message).toBe(en.badApiKey);
    expect((await signup(new Request(URL_), world.deps)).status).toBe(405);
    const badJson = await signup(post(URL_, "{nope"), world.deps);
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ code: "error", message: en.notJson });
    expect((await signup(post(URL_, { ...form, website: "x".repeat(20_000) }), world.deps)).status).toBe(413);
    expect((await signup(post(URL_, { ...form, lang: "fr" }), world.deps)).status).toBe(400);
    expect((await signup(post(URL_, [form]), world.deps)).status).toBe(400);
    expect(world.calls).toEqual([]);
    expect(world.turnstileChecks).toEqual([]);
  });

  it("keeps only a plain path of the site as the page", async () => {
    const world = fakeWorld({ rpc: pending });
    await signup(post(URL_, { ...form, page: "https://evil.example/x" }), world.deps);
    expect(world.calls[0]!.args.page).toBeNull();
  });
});
