// @vitest-environment node
import { describe, expect, it } from "vitest";
import { TOKEN, fakeWorld, leased, post } from "../_shared/test-fakes.ts";
import { myData } from "./handler.ts";

const URL_ = "https://project.supabase.co/functions/v1/my-data";
const request = { action: "request", email: "ann@example.com", lang: "es", turnstileToken: "t" };
const report = (args: Record<string, unknown>) =>
  leased(String(args.mail_id), { kind: "data_report", lang: "es", confirm_token: null, erase_token: "e".repeat(64) });

describe("my-data", () => {
  it("mails the report in the background and answers the neutral 'sent'", async () => {
    const world = fakeWorld({ rpc: { request_subscriber_data: { code: "queued", mail_id: "mail-9" }, mail_to_send: report } });
    const res = await myData(post(URL_, request, { "cf-connecting-ip": "198.51.100.4" }), world.deps);
    expect(await res.json()).toEqual({ code: "sent" });
    expect(world.calls[0]).toEqual({ fn: "request_subscriber_data", args: { email: "ann@example.com", lang: "es", client_address: "198.51.100.4" } });
    await world.settle();
    expect(world.sent).toHaveLength(1);
    expect(world.sent[0]!.body.subject).toContain("Los datos");
    expect(world.calls.map((c) => c.fn)).toEqual(["request_subscriber_data", "mail_to_send", "mail_sent"]);
  });

  it("answers the same for an address not on the list and one over its mail limit", async () => {
    for (const code of ["none", "mail_limit"]) {
      const world = fakeWorld({ rpc: { request_subscriber_data: { code, mail_id: null } } });
      expect(await (await myData(post(URL_, request), world.deps)).json()).toEqual({ code: "sent" });
      expect(world.background).toEqual([]);
    }
  });

  it("answers a malformed address as invalid, before Turnstile", async () => {
    const world = fakeWorld();
    expect(await (await myData(post(URL_, { ...request, email: "nope" }), world.deps)).json()).toEqual({ code: "invalid" });
    expect(world.turnstileChecks).toEqual([]);
    const sql = fakeWorld({ rpc: { request_subscriber_data: { code: "invalid", mail_id: null } } });
    expect(await (await myData(post(URL_, { ...request, email: "a@b" }), sql.deps)).json()).toEqual({ code: "invalid" });
  });

  it("asks nothing of the database when Turnstile refuses", async () => {
    const world = fakeWorld({ turnstile: false });
    const res = await myData(post(URL_, request), world.deps);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("turnstile_failed");
    expect(world.calls).toEqual([]);
  });

  it("erases with a token, and answers unknown for a bad one without a database call", async () => {
    const world = fakeWorld({ rpc: { erase_subscriber: { code: "erased" } } });
    expect(await (await myData(post(URL_, { action: "erase", token: TOKEN }), world.deps)).json()).toEqual({ code: "erased" });
    expect(world.calls).toEqual([{ fn: "erase_subscriber", args: { token: TOKEN } }]);
    const bad = fakeWorld();
    expect(await (await myData(post(URL_, { action: "erase", token: "zz" }), bad.deps)).json()).toEqual({ code: "unknown" });
    expect(bad.calls).toEqual([]);
  });

  it("refuses an unknown action in words", async () => {
    const world = fakeWorld();
    const res = await myData(post(URL_, { action: "delete-everyone" }), world.deps);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("error");
  });
});
