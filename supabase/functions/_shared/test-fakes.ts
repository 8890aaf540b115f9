/**
 * Fakes for the handlers' tests (Vitest): an Rpc that answers from a table and records its calls,
 * a fetch that plays Turnstile's siteverify and Resend's API, and a Deps built from them.
 */
import type { MailToSend } from "./contract.ts";
import type { RpcAnswer, RpcError } from "./db.ts";
import type { Deps } from "./deps.ts";
import { readEnv } from "./env.ts";

export const ENV = {
  SUPABASE_URL: "https://project.supabase.co",
  SUPABASE_SERVICE_ROLE_KEY: "service-role-key",
  SUPABASE_ANON_KEY: "anon-key",
  SITE_ORIGIN: "https://site.example",
  RESEND_API_KEY: "re_test",
  RESEND_API_URL: "https://resend.test",
  MAIL_FROM: "Brand <hello@mail.site.example>",
  UNSUBSCRIBE_MAILTO: "unsubscribe@site.example",
  TURNSTILE_SECRET_KEY: "turnstile-secret",
  TURNSTILE_VERIFY_URL: "https://turnstile.test/siteverify",
  BRAND: "Brand",
  MAIL_TIMEOUT_MS: "200",
};

export const TOKEN = "0123456789abcdef".repeat(4);

export type RpcReply = unknown | { error: RpcError; status?: number } | ((args: Record<string, unknown>) => unknown);

export interface Call {
  fn: string;
  args: Record<string, unknown>;
}

/** A mail_to_send answer for an outbox id. */
export function leased(id: string, overrides: Partial<MailToSend> = {}): MailToSend {
  return {
    id,
    kind: "confirm",
    to: "ann@example.com",
    lang: "en",
    confirm_token: "c".repeat(64),
    erase_token: null,
    unsubscribe_token: "u".repeat(64),
    subscriber: {
      email: "ann@example.com",
      status: "pending",
      source: "EmailSignUpPage",
      lang: "en",
      page: "/subscribe",
      created_at: "2026-11-28T02:00:00Z",
      consented_at: "2026-11-28T02:00:00Z",
      confirmed_at: null,
      unsubscribed_at: null,
      consent_text_version: "2026-11-28",
      privacy_notice_version: "2026-11-28",
      consent_text: "Yes, e-mail me hosting tips.",
    },
    ...overrides,
  };
}

export interface FakeWorld {
  deps: Deps;
  calls: Call[];
  sent: { url: string; body: Record<string, unknown>; headers: Headers }[];
  turnstileChecks: URLSearchParams[];
  logs: string[];
  background: Promise<unknown>[];
  /** Settles the background work (my-data's report). */
  settle(): Promise<void>;
}

export interface WorldOptions {
  rpc?: Record<string, RpcReply>;
  env?: Record<string, string | undefined>;
  turnstile?: boolean | "down";
  /** Resend: "ok", an HTTP status, "timeout" or "down" (network error). */
  resend?: "ok" | number | "timeout" | "down";
}

export function fakeWorld(options: WorldOptions = {}): FakeWorld {
  const calls: Call[] = [];
  const sent: FakeWorld["sent"] = [];
  const turnstileChecks: URLSearchParams[] = [];
  const logs: string[] = [];
  const background: Promise<unknown>[] = [];
  const env = { ...ENV, ...options.env };
  const replies: Record<string, RpcReply> = {
    mail_to_send: (args: Record<string, unknown>) => leased(String(args.mail_id)),
    mail_sent: { ok: true },
    mail_failed: { retry_at: "2026-11-28T02:01:00Z" },
    ...options.rpc,
  };
  let resendCount = 0;
  const fetchFake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === env.TURNSTILE_VERIFY_URL) {
      turnstileChecks.push(new URLSearchParams(String(init?.body ?? "")));
      if (options.turnstile === "down") throw new TypeError("fetch failed");
      const success = options.turnstile ?? true;
      return Response.json({ success, "error-codes": success ? [] : ["invalid-input-response"] });
    }
    if (url === `${env.RESEND_API_URL}/emails`) {
      const mode = options.resend ?? "ok";
      if (mode === "down") throw new TypeError("fetch failed");
      if (mode === "timeout") {
        return await new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        });
      }
      if (typeof mode === "number") return Response.json({ name: "application_error", message: "Service down" }, { status: mode });
      sent.push({ url, body: JSON.parse(String(init?.body)), headers: new Headers(init?.headers) });
      return Response.json({ id: `re_${++resendCount}` });
    }
    throw new Error(`unexpected fetch ${url}`);
  }) as typeof fetch;

  const deps: Deps = {
    env: readEnv((name) => (env as Record<string, string | undefined>)[name]),
    rpc: async (fn, args = {}) => {
      calls.push({ fn, args });
      if (!(fn in replies)) throw new Error(`unexpected rpc ${fn}`);
      let reply = replies[fn];
      if (typeof reply === "function") reply = (reply as (a: Record<string, unknown>) => unknown)(args);
      if (reply && typeof reply === "object" && "error" in reply) {
        const failure = reply as { error: RpcError; status?: number };
        return { data: null, error: failure.error, status: failure.status ?? 400 } satisfies RpcAnswer;
      }
      return { data: reply, error: null, status: 200 };
    },
    fetch: fetchFake,
    log: (message) => logs.push(message),
    waitUntil: (work) => background.push(work),
  };
  return {
    deps,
    calls,
    sent,
    turnstileChecks,
    logs,
    background,
    settle: async () => {
      await Promise.all(background);
    },
  };
}

export function post(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", apikey: ENV.SUPABASE_ANON_KEY, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
