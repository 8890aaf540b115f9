import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { failureKind } from "~/lib/failure";
import { outcomeOfSubscribe, signUp, type SignUpOutcome } from "./sign-up";

/** A failed outcome's kind of failure (lib/failure.ts), as the form tells it. */
const told = (outcome: SignUpOutcome) => (outcome.kind === "failed" ? { kind: "failed", failure: failureKind(outcome.error, true) } : outcome);

/** A stand-in for the supabase-js client: records the rpc and answers `data` or `error`. */
function fakeClient(answer: { data?: unknown; error?: { code?: string; message?: string } | null } | Error) {
  const rpc = vi.fn((_name: string, _args: unknown) => {
    const call = (async () => {
      if (answer instanceof Error) throw answer;
      return { data: answer.data ?? null, error: answer.error ?? null, status: answer.error ? 400 : 200 };
    })();
    // supabase-js's builder: the sign-up gives the request up after SIGN_UP_TIMEOUT_MS.
    return Object.assign(call, { abortSignal: (signal: AbortSignal) => (signals.push(signal), call) });
  });
  const signals: AbortSignal[] = [];
  const from = vi.fn();
  return { client: { rpc, from } as unknown as SupabaseClient, rpc, from, signals };
}

describe("outcomeOfSubscribe", () => {
  it("maps the door's codes to the spec's cases, the hourly limit and other errors to 'Subscription Failed' of their kind", () => {
    expect(outcomeOfSubscribe("a@b.co", "created", null)).toEqual({ kind: "subscribed", email: "a@b.co" });
    expect(outcomeOfSubscribe("a@b.co", "already_subscribed", null)).toEqual({ kind: "duplicate", email: "a@b.co" });
    expect(outcomeOfSubscribe("a@b.co", "invalid", null)).toEqual({ kind: "invalid" });
    const limit = "Too many sign-ups from your network in the last hour. Please try again later.";
    expect(told(outcomeOfSubscribe("a@b.co", null, { code: "PT429", message: limit }))).toEqual({ kind: "failed", failure: "refused" });
    expect(told(outcomeOfSubscribe("a@b.co", null, { code: "22023", message: "Unknown sign-up source 'x': nothing was stored." }))).toEqual({
      kind: "failed",
      failure: "refused",
    });
    expect(told(outcomeOfSubscribe("a@b.co", null, { code: "500" }))).toEqual({ kind: "failed", failure: "service" });
    expect(told(outcomeOfSubscribe("a@b.co", null, { message: "TypeError: Failed to fetch", code: "" }))).toEqual({ kind: "failed", failure: "offline" });
  });
});

describe("signUp", () => {
  it("sends the trimmed address with its source and language through subscribe(), never into the table", async () => {
    const { client, rpc, from, signals } = fakeClient({ data: "created" });
    await expect(signUp("  host@rental.example ", "EmailSignUpPage", client)).resolves.toEqual({ kind: "subscribed", email: "host@rental.example" });
    expect(signals).toHaveLength(1);
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
    expect(told(await signUp("a@b.co", "x", fakeClient({ error: { code: "PGRST301", message: "JWT expired" } }).client))).toEqual({
      kind: "failed",
      failure: "refused",
    });
    expect(told(await signUp("a@b.co", "x", fakeClient({ data: "something else" }).client))).toEqual({ kind: "failed", failure: "service" });
    expect(told(await signUp("a@b.co", "x", fakeClient(new TypeError("Failed to fetch")).client))).toEqual({ kind: "failed", failure: "offline" });
    expect(told(await signUp("a@b.co", "x", fakeClient(Object.assign(new Error("signal timed out"), { name: "TimeoutError" })).client))).toEqual({
      kind: "failed",
      failure: "timeout",
    });
  });
});
