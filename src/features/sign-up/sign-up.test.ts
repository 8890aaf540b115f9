import { describe, expect, it, vi } from "vitest";
import { CONSENT_VERSION } from "~/content/consent/versions";
import type { callSignup } from "~/features/subscribers/functions";
import { failureKind } from "~/lib/failure";
import { outcomeOfSignup, signUp, type SignUpOutcome } from "./sign-up";

/** A failed outcome's kind of failure (lib/failure.ts), as the form tells it. */
const told = (outcome: SignUpOutcome) => (outcome.kind === "failed" ? { kind: "failed", failure: failureKind(outcome.error, true) } : outcome);

describe("outcomeOfSignup", () => {
  it("maps the signup function's answers to the form's outcomes", () => {
    expect(outcomeOfSignup("a@b.co", 200, { code: "pending", mail: "sent" })).toEqual({ kind: "subscribed", email: "a@b.co", queued: false });
    expect(outcomeOfSignup("a@b.co", 200, { code: "pending", mail: "queued" })).toEqual({ kind: "subscribed", email: "a@b.co", queued: true });
    expect(outcomeOfSignup("a@b.co", 200, { code: "already_subscribed", mail: "none" })).toEqual({ kind: "duplicate", email: "a@b.co" });
    expect(outcomeOfSignup("a@b.co", 200, { code: "mail_limit", mail: "none" })).toEqual({ kind: "mailLimit", email: "a@b.co" });
    expect(outcomeOfSignup("a@b.co", 200, { code: "invalid", mail: "none" })).toEqual({ kind: "invalid" });
    expect(outcomeOfSignup("a@b.co", 400, { code: "turnstile_failed" })).toEqual({ kind: "turnstileFailed" });
    expect(outcomeOfSignup("a@b.co", 429, { code: "rate_limited", message: "Too many." })).toEqual({ kind: "rateLimited", message: "Too many." });
    expect(outcomeOfSignup("a@b.co", 429, { code: "rate_limited", message: " " })).toEqual({ kind: "rateLimited", message: null });
    expect(told(outcomeOfSignup("a@b.co", 500, { code: "error", message: "boom" }))).toEqual({ kind: "failed", failure: "service" });
    expect(told(outcomeOfSignup("a@b.co", 403, { code: "error" }))).toEqual({ kind: "failed", failure: "refused" });
    // A code this page doesn't know, even with 200, is a failure, never a success.
    expect(told(outcomeOfSignup("a@b.co", 200, { code: "created" } as never))).toEqual({ kind: "failed", failure: "service" });
  });
});

describe("signUp", () => {
  const request = {
    consentVersion: CONSENT_VERSION,
    source: "EmailSignUpPage",
    lang: "es" as const,
    page: "/es/suscribirse",
    website: "",
    turnstileToken: "tok",
  };

  it("sends the address with source, language, page, consent version, honeypot and token, with a timeout", async () => {
    const call = vi.fn<typeof callSignup>(async () => ({ status: 200, body: { code: "pending", mail: "sent" } }));
    const outcome = await signUp("host@rental.example", { ...request, website: "x", call });
    expect(outcome).toEqual({ kind: "subscribed", email: "host@rental.example", queued: false });
    expect(call).toHaveBeenCalledWith(
      {
        email: "host@rental.example",
        source: "EmailSignUpPage",
        lang: "es",
        page: "/es/suscribirse",
        consentVersion: CONSENT_VERSION,
        website: "x",
        turnstileToken: "tok",
      },
      expect.any(AbortSignal),
    );
  });

  it("a thrown error (offline, timeout) is a failure of its kind, never a crash", async () => {
    expect(told(await signUp("a@b.co", { ...request, call: () => Promise.reject(new TypeError("Failed to fetch")) }))).toEqual({
      kind: "failed",
      failure: "offline",
    });
    expect(told(await signUp("a@b.co", { ...request, call: () => Promise.reject(new DOMException("t", "TimeoutError")) }))).toEqual({
      kind: "failed",
      failure: "timeout",
    });
  });
});
