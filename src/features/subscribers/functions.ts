import { config, resolveServiceUrl } from "~/lib/config";
import type { Lang } from "~/lib/i18n";

/**
 * The visitor side of the double opt-in (docs/decisions/2026-11-28-double-opt-in.md): plain
 * fetch calls to the Supabase Edge Functions (signup, confirm, unsubscribe, my-data), with the
 * publishable key. No supabase-js: the sign-up form's page stays within its first-load budget.
 * Locally the functions run same-origin under /supabase/functions/v1 (the stand-ins). Every
 * page imports this module with import(), as a call starts: one lazy chunk, off first loads.
 */

export type FunctionName = "signup" | "confirm" | "unsubscribe" | "my-data";

/** A function's URL: `{SUPABASE_URL}/functions/v1/<name>` (a same-origin path resolved against the page). */
export function functionUrl(name: FunctionName, query?: Record<string, string>): string {
  const base = `${resolveServiceUrl(config.supabase.url).replace(/\/$/, "")}/functions/v1/${name}`;
  const search = query ? new URLSearchParams(query).toString() : "";
  return search ? `${base}?${search}` : base;
}

/** A call that hangs is given up after this long (the visitor is told it timed out). */
export const FUNCTION_TIMEOUT_MS = 10_000;

/**
 * POSTs JSON and answers the function's JSON with its HTTP status. Throws when there is no JSON
 * answer to read (fetch's own errors, a timeout's TimeoutError, or an error with the HTTP
 * `status`), which lib/failure.ts's failureKind tells in words; lib/failure.ts itself is not
 * imported here, so it stays off the forms' first load. A JSON answer with a 4xx/5xx status is
 * returned as it is (turnstile_failed, rate_limited and error carry codes the caller maps).
 */
export async function postFunction<T extends { code: string }>(
  name: FunctionName,
  body: unknown,
  { query, signal, fetcher = fetch }: { query?: Record<string, string>; signal?: AbortSignal; fetcher?: typeof fetch } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetcher(functionUrl(name, query), {
    method: "POST",
    headers: { apikey: config.supabase.publishableKey, "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    signal: signal ?? AbortSignal.timeout(FUNCTION_TIMEOUT_MS),
  });
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (!json || typeof json !== "object" || typeof (json as { code?: unknown }).code !== "string") {
    // A 2xx without our JSON is the service's fault, whatever its status says.
    throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.ok ? 502 : response.status });
  }
  return { status: response.status, body: json as T };
}

export type SignupRequest = { email: string; source: string; lang: Lang; page: string; consentVersion: string; website: string; turnstileToken: string };

export type SignupAnswer =
  | { code: "pending" | "already_subscribed" | "mail_limit" | "invalid"; mail?: "sent" | "queued" | "none" }
  | { code: "turnstile_failed" }
  | { code: "rate_limited"; message?: string }
  | { code: "error"; message?: string };

export const callSignup = (request: SignupRequest, signal?: AbortSignal) => postFunction<SignupAnswer>("signup", request, { signal });

export type ConfirmCode = "confirmed" | "already_confirmed" | "expired" | "used" | "unknown";
export type ConfirmAnswer = { code: ConfirmCode | "error" | "rate_limited"; lang?: Lang | null; message?: string };
export const callConfirm = (token: string) => postFunction<ConfirmAnswer>("confirm", { token });

export type ResendCode = "pending" | "mail_limit" | "already_confirmed" | "unknown";
export type ResendAnswer = { code: ResendCode | "error" | "rate_limited"; mail?: "sent" | "queued" | "none"; message?: string };
export const callResend = (token: string) => postFunction<ResendAnswer>("confirm", { token, resend: true });

export type UnsubscribeAnswer = { code: "unsubscribed" | "already_unsubscribed" | "unknown" | "error" | "rate_limited"; lang?: Lang | null };
/** The page's JSON call (the no-JavaScript form posts to the same URL: the function then answers 303). */
export const callUnsubscribe = (token: string) => postFunction<UnsubscribeAnswer>("unsubscribe", { token }, { query: { token } });

export type MyDataAnswer = { code: "sent" | "invalid" | "turnstile_failed" | "rate_limited" | "error"; message?: string };
export const callMyDataRequest = (email: string, lang: Lang, turnstileToken: string) =>
  postFunction<MyDataAnswer>("my-data", { action: "request", email, lang, turnstileToken });

export type EraseAnswer = { code: "erased" | "unknown" | "error" | "rate_limited"; message?: string };
export const callErase = (token: string) => postFunction<EraseAnswer>("my-data", { action: "erase", token });

/**
 * A failure in the sentence of its kind (lib/failure.ts), in the page's language, or null when
 * even those words did not arrive. Fetched on a failure only: off every page's first load.
 */
export function describeFailure(error: unknown, lang: Lang): Promise<string | null> {
  return import("./describe-failure")
    .then((m) => m.failureDescriber(lang))
    .then((describe) => describe(error))
    .catch(() => null);
}
