// @vitest-environment node
import { describe, expect, it } from "vitest";
import { TOKEN, fakeWorld, post } from "../_shared/test-fakes.ts";
import { confirm } from "./handler.ts";

const URL_ = "https://project.supabase.co/functions/v1/confirm";

describe("confirm", () => {
  it.each(["confirmed", "already_confirmed", "expired", "used", "unknown"])("passes %s and the language through", async (code) => {
    const world = fakeWorld({ rpc: { confirm_subscription: { code, lang: "es" } } });
    const res = await confirm(post(URL_, { token: TOKEN }), world.deps);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code, lang: "es" });
    expect(world.calls).toEqual([{ fn: "confirm_subscription", args: { token: TOKEN } }]);
  });

  it("answers a malformed or tampered token as unknown without a database call", async () => {
    for (const token of ["", "abc", TOKEN.toUpperCase(), `${TOKEN}0`, 42, null]) {
      const world = fakeWorld();
      const res = await confirm(post(URL_, { token }), world.deps);
      expect(await res.json()).toEqual({ code: "unknown", lang: null });
      expect(world.calls).toEqual([]);
    }
  });

  it("sends a new link from an expired one's page", async () => {
    const world = fakeWorld({ rpc: { resend_confirmation: { code: "pending", mail_id: "mail-2", lang: "en" } } });
    const res = await confirm(post(URL_, { token: TOKEN, resend: true }), world.deps);
    expect(await res.json()).toEqual({ code: "pending", mail: "sent", lang: "en" });
    expect(world.calls.map((c) => c.fn)).toEqual(["resend_confirmation", "mail_to_send", "mail_sent"]);
    expect(world.sent).toHaveLength(1);
  });

  it("says a new link is queued when the provider is down, and passes the other answers through", async () => {
    const down = fakeWorld({ rpc: { resend_confirmation: { code: "pending", mail_id: "mail-2", lang: "en" } }, resend: 503 });
    expect(await (await confirm(post(URL_, { token: TOKEN, resend: true }), down.deps)).json()).toEqual({ code: "pending", mail: "queued", lang: "en" });
    for (const code of ["mail_limit", "already_confirmed", "unknown"]) {
      const world = fakeWorld({ rpc: { resend_confirmation: { code, mail_id: null, lang: null } } });
      expect(await (await confirm(post(URL_, { token: TOKEN, resend: true }), world.deps)).json()).toEqual({ code, mail: "none", lang: null });
      expect(world.sent).toEqual([]);
    }
  });

  it("answers a database failure in words", async () => {
    const world = fakeWorld({ rpc: { confirm_subscription: { error: { code: "XX000", message: "boom in SQL" }, status: 500 } } });
    const res = await confirm(post(URL_, { token: TOKEN }), world.deps);
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain("boom");
  });

  it("refuses a request without the site's key", async () => {
    const world = fakeWorld();
    expect((await confirm(post(URL_, { token: TOKEN }, { apikey: "" }), world.deps)).status).toBe(401);
    expect(world.calls).toEqual([]);
  });
});
