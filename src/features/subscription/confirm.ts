import type { ConfirmAnswer } from "~/features/subscribers/functions";
import { onceByKey } from "./once";

/** What /confirm-subscription shows (docs/decisions/2026-11-28-double-opt-in.md). */
export type ConfirmState =
  | { phase: "checking" }
  | { phase: "confirmed" }
  | { phase: "alreadyConfirmed" }
  /** The link is old or replaced: the page offers a new one. */
  | { phase: "expired" }
  | { phase: "used" }
  /** Missing, malformed, tampered or not ours. */
  | { phase: "unknown" }
  /** We could not ask (network, timeout, our error): `error` is told in lib/failure.ts's words. */
  | { phase: "failed"; error: unknown };

/** A token is 64 lowercase hex characters; anything else is not worth a request. */
export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export function isToken(value: string | null | undefined): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

export function stateOfConfirm(status: number, answer: ConfirmAnswer): ConfirmState {
  switch (answer.code) {
    case "confirmed":
      return { phase: "confirmed" };
    case "already_confirmed":
      return { phase: "alreadyConfirmed" };
    case "expired":
      return { phase: "expired" };
    case "used":
      return { phase: "used" };
    case "unknown":
      return { phase: "unknown" };
    default:
      return { phase: "failed", error: { status: status >= 400 ? status : 500 } };
  }
}

/** The confirmation, posted once per token however often the page's effect runs. */
export const confirmations = onceByKey(async (token: string): Promise<ConfirmState> => {
  // The functions' client comes with the first call (a lazy chunk: the sign-up forms load it on submit).
  const { callConfirm } = await import("~/features/subscribers/functions");
  const { status, body } = await callConfirm(token);
  const state = stateOfConfirm(status, body);
  // A failure is not kept: the visitor's "Try again" posts again.
  if (state.phase === "failed") throw Object.assign(new Error("confirm failed"), { state });
  return state;
});

/** The page's entry point: the state for a token from the query string (no request for a malformed one). */
export async function confirmToken(token: string | null): Promise<ConfirmState> {
  if (!isToken(token)) return { phase: "unknown" };
  try {
    return await confirmations.run(token);
  } catch (error) {
    const state = (error as { state?: ConfirmState }).state;
    return state ?? { phase: "failed", error };
  }
}
