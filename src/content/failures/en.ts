import type { FailureKind } from "~/lib/failure";

/**
 * What a visitor reads when a hosted service (the store, the sign-up's database) fails, one
 * sentence per kind of failure (lib/failure.ts), each with what to do next. They stand where the
 * spec prints the error's message ('Error loading products: {message}', 'Subscription Failed'
 * then the message): docs/decisions/2026-11-25-failures-in-words.md. Fetched with the failure,
 * never with the page (content/shared-words.ts). The Spanish twin is ./es.ts.
 */
export const en: Record<FailureKind, string> = {
  offline: "We could not reach our service: your device seems to be offline. Check your connection, then try again.",
  timeout: "Our service took too long to answer. Please try again in a moment.",
  refused: "Our service turned this request down. Check what you entered, then try again later.",
  service: "Our service ran into a problem on its side. Please try again in a few minutes.",
};

export type FailureWords = typeof en;
