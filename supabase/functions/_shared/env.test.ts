// @vitest-environment node
import { describe, expect, it } from "vitest";
import { apiKeyAccepted, readEnv, serviceBearerAccepted } from "./env.ts";

describe("readEnv", () => {
  it("reads the contract's variables with their defaults", () => {
    const env = readEnv((name) => ({ SUPABASE_URL: "http://localhost:4173/supabase/", SITE_ORIGIN: "http://localhost:4173/" })[name]);
    expect(env.supabaseUrl).toBe("http://localhost:4173/supabase");
    expect(env.siteOrigin).toBe("http://localhost:4173");
    expect(env.resendApiUrl).toBe("https://api.resend.com");
    expect(env.turnstileVerifyUrl).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
    expect(env.mailTimeoutMs).toBe(5000);
    expect(env.publicKeys).toEqual([]);
  });

  it("knows the legacy and the new keys", () => {
    const env = readEnv(
      (name) =>
        ({
          SUPABASE_ANON_KEY: "eyJanon",
          SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_a","web":"sb_publishable_b"}',
          SUPABASE_SECRET_KEYS: '{"default":"sb_secret_a"}',
          MAIL_TIMEOUT_MS: "nonsense",
        })[name],
    );
    expect(env.publicKeys).toEqual(["eyJanon", "sb_publishable_a", "sb_publishable_b"]);
    expect(env.serviceRoleKey).toBe("sb_secret_a");
    expect(env.mailTimeoutMs).toBe(5000);
    expect(apiKeyAccepted(env, "sb_publishable_b")).toBe(true);
    expect(apiKeyAccepted(env, "sb_secret_a")).toBe(false);
    expect(apiKeyAccepted(env, null)).toBe(false);
    expect(serviceBearerAccepted(env, "Bearer sb_secret_a")).toBe(true);
    expect(serviceBearerAccepted(env, "Bearer eyJanon")).toBe(false);
  });

  it("never accepts a bearer when no service key is configured", () => {
    const env = readEnv(() => undefined);
    expect(serviceBearerAccepted(env, "Bearer ")).toBe(false);
    expect(serviceBearerAccepted(env, "Bearer anything")).toBe(false);
    // No public key configured: the gateway is the check (production); anything passes here.
    expect(apiKeyAccepted(env, null)).toBe(true);
  });
});
