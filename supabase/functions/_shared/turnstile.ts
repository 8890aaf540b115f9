/**
 * Cloudflare Turnstile's server-side check (siteverify): POST form-encoded secret, response and
 * remoteip; `{"success": true}` means a person solved the widget for this site, once. Any other
 * answer, a network failure or a timeout is a refusal: a sign-up that cannot be checked is not
 * let through to send mail.
 */
import type { Deps } from "./deps.ts";

export interface TurnstileCheck {
  token: string;
  secret: string;
  remoteip?: string | null;
  url: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  log?: (message: string) => void;
}

/** Cloudflare's documented longest token. */
const MAX_TOKEN_LENGTH = 2048;

export async function verifyTurnstile(check: TurnstileCheck): Promise<boolean> {
  const log = check.log ?? console.warn;
  if (!check.token || check.token.length > MAX_TOKEN_LENGTH) return false;
  if (!check.secret) {
    log("turnstile: TURNSTILE_SECRET_KEY is not set; refusing");
    return false;
  }
  const form = new URLSearchParams({ secret: check.secret, response: check.token });
  if (check.remoteip) form.set("remoteip", check.remoteip);
  try {
    const response = await (check.fetch ?? fetch)(check.url, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(check.timeoutMs ?? 5000),
    });
    if (!response.ok) {
      log(`turnstile: siteverify answered ${response.status}`);
      return false;
    }
    const outcome = (await response.json()) as { success?: unknown; "error-codes"?: unknown };
    if (outcome.success === true) return true;
    log(`turnstile: refused (${JSON.stringify(outcome["error-codes"] ?? [])})`);
    return false;
  } catch (error) {
    log(`turnstile: siteverify failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/**
 * The check as every public function makes it: the form's `turnstileToken`, the function's
 * secret and siteverify URL, the visitor's address (what Cloudflare compares the token with).
 */
export function requestIsHuman(token: string, remoteip: string | null, deps: Pick<Deps, "env" | "fetch" | "log">): Promise<boolean> {
  return verifyTurnstile({ token, secret: deps.env.turnstileSecret, remoteip, url: deps.env.turnstileVerifyUrl, fetch: deps.fetch, log: deps.log });
}
