import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { outcomeOfInsert, signUp } from "./sign-up";

/** A stand-in for the supabase-js client: records the insert and answers with `error`. */
function fakeClient(error: { code?: string; message?: string } | null | Error) {
  const insert = vi.fn(async (_row: unknown) => {
    if (error instanceof Error) throw error;
    return { error, data: null, status: error ? 400 : 201 };
  });
  const from = vi.fn(() => ({ insert }));
  return { client: { from } as unknown as SupabaseClient, from, insert };
}

describe("outcomeOfInsert", () => {
  it("maps no error, 23505 and other errors", () => {
    expect(outcomeOfInsert("a@b.co", null)).toEqual({ kind: "subscribed", email: "a@b.co" });
    expect(outcomeOfInsert("a@b.co", { code: "23505", message: "duplicate key" })).toEqual({ kind: "duplicate", email: "a@b.co" });
    expect(outcomeOfInsert("a@b.co", { code: "42501", message: "permission denied" })).toEqual({ kind: "failed", message: "permission denied" });
    expect(outcomeOfInsert("a@b.co", { code: "500" })).toEqual({ kind: "failed", message: "" });
  });
});

describe("signUp", () => {
  it("inserts the trimmed address with its source, with a plain insert (no select)", async () => {
    const { client, from, insert } = fakeClient(null);
    await expect(signUp("  host@rental.example ", "EmailSignUpPage", client)).resolves.toEqual({ kind: "subscribed", email: "host@rental.example" });
    expect(from).toHaveBeenCalledWith("subscribers");
    expect(insert).toHaveBeenCalledWith({ email: "host@rental.example", source: "EmailSignUpPage" });
  });

  it("sends nothing when validation fails", async () => {
    const { client, insert } = fakeClient(null);
    await expect(signUp("   ", "EmailSignUpPage", client)).resolves.toEqual({ kind: "empty" });
    await expect(signUp("nope", "EmailSignUpPage", client)).resolves.toEqual({ kind: "invalid" });
    expect(insert).not.toHaveBeenCalled();
  });

  it("reports a duplicate and other failures, including a thrown network error", async () => {
    await expect(signUp("a@b.co", "x", fakeClient({ code: "23505", message: "dup" }).client)).resolves.toEqual({ kind: "duplicate", email: "a@b.co" });
    await expect(signUp("a@b.co", "x", fakeClient({ code: "PGRST301", message: "JWT expired" }).client)).resolves.toEqual({
      kind: "failed",
      message: "JWT expired",
    });
    await expect(signUp("a@b.co", "x", fakeClient(new Error("Failed to fetch")).client)).resolves.toEqual({ kind: "failed", message: "Failed to fetch" });
  });
});
