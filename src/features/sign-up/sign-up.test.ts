import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { outcomeOfSubscribe, signUp } from "./sign-up";

/** A stand-in for the supabase-js client: records the rpc and answers `data` or `error`. */
function fakeClient(answer: { data?: unknown; error?: { code?: string; message?: string } | null } | Error) {
  const rpc = vi.fn(async (_name: string, _args: unknown) => {
    if (answer instanceof Error) throw answer;
    return { data: answer.data ?? null, error: answer.error ?? null, status: answer.error ? 400 : 200 };
  });
  const from = vi.fn();
  return { client: { rpc, from } as unknown as SupabaseClient, rpc, from };
}

describe("outcomeOfSubscribe", () => {
  it("maps the door's codes to the spec's cases, the hourly limit and other errors to 'Subscription Failed'", () => {
    expect(outcomeOfSubscribe("a@b.co", "created", null)).toEqual({ kind: "subscribed", email: "a@b.co" });
    expect(outcomeOfSubscribe("a@b.co", "already_subscribed", null)).toEqual({ kind: "duplicate", email: "a@b.co" });
    expect(outcomeOfSubscribe("a@b.co", "invalid", null)).toEqual({ kind: "invalid" });
    const limit = "Too many sign-ups from your network in the last hour. Please try again later.";
    expect(outcomeOfSubscribe("a@b.co", null, { code: "PT429", message: limit })).toEqual({ kind: "failed", message: limit });
    expect(outcomeOfSubscribe("a@b.co", null, { code: "22023", message: "Unknown sign-up source 'x': nothing was stored." })).toEqual({
      kind: "failed",
      message: "Unknown sign-up source 'x': nothing was stored.",
    });
    expect(outcomeOfSubscribe("a@b.co", null, { code: "500" })).toEqual({ kind: "failed", message: "" });
  });
});

describe("signUp", () => {
  it("sends the trimmed address with its source and language through subscribe(), never into the table", async () => {
    const { client, rpc, from } = fakeClient({ data: "created" });
    await expect(signUp("  host@rental.example ", "EmailSignUpPage", client)).resolves.toEqual({ kind: "subscribed", email: "host@rental.example" });
    expect(rpc).toHaveBeenCalledWith("subscribe", { email: "host@rental.example", source: "EmailSignUpPage", lang: "en", website: "" });
    expect(from).not.toHaveBeenCalled();
  });

  it("passes the honeypot on as it is (the database decides)", async () => {
    const { client, rpc } = fakeClient({ data: "created" });
    await signUp("bot@rental.example", "EmailSignUpPage", client, "https://bot.example");
    expect(rpc).toHaveBeenCalledWith("subscribe", expect.objectContaining({ website: "https://bot.example" }));
  });

  it("sends nothing when validation fails", async () => {
    const { client, rpc } = fakeClient({ data: "created" });
    await expect(signUp("   ", "EmailSignUpPage", client)).resolves.toEqual({ kind: "empty" });
    await expect(signUp("nope", "EmailSignUpPage", client)).resolves.toEqual({ kind: "invalid" });
    expect(rpc).not.toHaveBeenCalled();
  });

  it("reports a duplicate, the database's invalid, and other failures, including a thrown network error", async () => {
    await expect(signUp("a@b.co", "x", fakeClient({ data: "already_subscribed" }).client)).resolves.toEqual({ kind: "duplicate", email: "a@b.co" });
    await expect(signUp("\u200b@b.co", "x", fakeClient({ data: "invalid" }).client)).resolves.toEqual({ kind: "invalid" });
    await expect(signUp("a@b.co", "x", fakeClient({ error: { code: "PGRST301", message: "JWT expired" } }).client)).resolves.toEqual({
      kind: "failed",
      message: "JWT expired",
    });
    await expect(signUp("a@b.co", "x", fakeClient({ data: "something else" }).client)).resolves.toEqual({ kind: "failed", message: "" });
    await expect(signUp("a@b.co", "x", fakeClient(new Error("Failed to fetch")).client)).resolves.toEqual({ kind: "failed", message: "Failed to fetch" });
  });
});
