import { describe, expect, it } from "vitest";
import { en } from "~/content/failures/en";
import { es } from "~/content/failures/es";
import { FAILURE_KINDS, failureKind, failureSentence, ServiceFailure } from "./failure";

/** What each hosted-service client sees when it fails, by kind (issue 27 item 6). */
const CASES = {
  offline: [
    new TypeError("Failed to fetch"), // Chromium
    new TypeError("NetworkError when attempting to fetch resource."), // Firefox
    new TypeError("Load failed"), // Safari
    new TypeError("Failed to fetch dynamically imported module: /assets/client-x.js"), // a lazy chunk
    { message: "TypeError: Failed to fetch", details: "", hint: "", code: "" }, // supabase-js's answer
  ],
  timeout: [
    new DOMException("signal timed out", "TimeoutError"),
    { message: "TimeoutError: signal timed out", details: "", hint: "", code: "" }, // supabase-js, AbortSignal.timeout
    new ServiceFailure("timeout", "The store did not answer within 10 seconds."),
    { status: 504 },
    { status: 408 },
  ],
  refused: [
    { status: 404 },
    { status: 429 },
    { code: "PT429", message: "Too many sign-ups from your network in the last hour. Please try again later." },
    { code: "PGRST301", message: "JWT expired" },
    { code: "42501", message: "permission denied for function subscribe" },
    { code: "22023", message: "Unknown sign-up source 'x': nothing was stored." },
  ],
  service: [{ status: 500 }, { status: 503 }, { code: "PT500", message: "boom" }, new SyntaxError("Unexpected token < in JSON"), new Error("?"), null, "a string"],
} as const;

describe("failureKind: one mapping from a hosted service's failure to what the visitor is told", () => {
  it.each(Object.entries(CASES))("%s", (kind, errors) => {
    for (const error of errors) expect(failureKind(error, true), JSON.stringify(error) ?? String(error)).toBe(kind);
  });

  it("offline when the browser says so, whatever the error", () => {
    expect(failureKind(new Error("?"), false)).toBe("offline");
    expect(failureKind(null, false)).toBe("offline");
    // …but an answer the service gave is still the service's.
    expect(failureKind({ status: 500 }, false)).toBe("service");
  });

  it("gives each kind its own sentence, in each language, never a programmer's words", () => {
    for (const words of [en, es]) {
      expect(Object.keys(words).sort()).toEqual([...FAILURE_KINDS].sort());
      expect(new Set(Object.values(words)).size).toBe(FAILURE_KINDS.length);
      for (const sentence of Object.values(words)) {
        expect(sentence).not.toMatch(/TypeError|Failed to fetch|HTTP|\b[45]\d\d\b|error/i);
        expect(sentence).toMatch(/\.$/);
      }
    }
    expect(failureSentence(new TypeError("Failed to fetch"), en, true)).toBe(en.offline);
    expect(failureSentence({ status: 503 }, es, true)).toBe(es.service);
  });
});
