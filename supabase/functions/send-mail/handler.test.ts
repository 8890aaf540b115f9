// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fakeWorld } from "../_shared/test-fakes.ts";
import { sendMail } from "./handler.ts";

const URL_ = "https://project.supabase.co/functions/v1/send-mail";
const bearer = (key: string) => new Request(URL_, { method: "POST", headers: { Authorization: `Bearer ${key}` }, body: "{}" });

describe("send-mail", () => {
  it("requires the service-role bearer", async () => {
    const world = fakeWorld({ rpc: { mails_due: ["a"] } });
    for (const key of ["anon-key", "", "nope"]) expect((await sendMail(bearer(key), world.deps)).status).toBe(401);
    expect((await sendMail(new Request(URL_, { method: "POST" }), world.deps)).status).toBe(401);
    expect(world.calls).toEqual([]);
  });

  it("drains the due mails and counts them", async () => {
    const world = fakeWorld({
      rpc: {
        mails_due: ["a", "b", "c"],
        mail_to_send: (args: Record<string, unknown>) =>
          args.mail_id === "c"
            ? null
            : { id: args.mail_id, kind: "confirm", to: `${String(args.mail_id)}@example.com`, lang: "en", confirm_token: "c".repeat(64), unsubscribe_token: "u".repeat(64), subscriber: null },
      },
    });
    const res = await sendMail(bearer("service-role-key"), world.deps);
    expect(await res.json()).toEqual({ sent: 2, failed: 0, skipped: 1 });
    expect(world.calls[0]).toEqual({ fn: "mails_due", args: { max_count: 20 } });
    expect(world.sent.map((m) => m.body.to)).toEqual(expect.arrayContaining([["a@example.com"], ["b@example.com"]]));
  });

  it("counts mails the provider refused as failed, each recorded for a retry", async () => {
    const world = fakeWorld({ rpc: { mails_due: ["a", "b"] }, resend: 503 });
    expect(await (await sendMail(bearer("service-role-key"), world.deps)).json()).toEqual({ sent: 0, failed: 2, skipped: 0 });
    expect(world.calls.filter((c) => c.fn === "mail_failed").map((c) => c.args.mail_id).sort()).toEqual(["a", "b"]);
  });

  it("accepts the new secret keys as the bearer too", async () => {
    const world = fakeWorld({ rpc: { mails_due: [] }, env: { SUPABASE_SECRET_KEYS: '{"default":"sb_secret_x"}' } });
    expect(await (await sendMail(bearer("sb_secret_x"), world.deps)).json()).toEqual({ sent: 0, failed: 0, skipped: 0 });
  });
});
