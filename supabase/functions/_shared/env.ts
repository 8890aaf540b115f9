/**
 * The functions' settings, read from the environment (Supabase's defaults plus the secrets the
 * README's deploy steps set; locally the edge runtime stand-in passes them). A plain function of a
 * getter, so tests pass a table and no test touches Deno's globals.
 */
export interface FunctionEnv {
  supabaseUrl: string;
  /** The key the functions call SQL with (service_role: the SQL functions are granted to it alone). */
  serviceRoleKey: string;
  /** Every key a browser may send as `apikey` (legacy anon key, new publishable keys); empty = not checked. */
  publicKeys: string[];
  /** Every key that may call send-mail as `Authorization: Bearer …` (service role, secret keys). */
  serviceKeys: string[];
  siteOrigin: string;
  resendApiKey: string;
  resendApiUrl: string;
  mailFrom: string;
  unsubscribeMailto: string;
  turnstileSecret: string;
  turnstileVerifyUrl: string;
  brand: string;
  /** Where the data report sends privacy questions; optional (the privacy notice is linked anyway). */
  privacyEmail: string;
  mailTimeoutMs: number;
}

export type EnvGetter = (name: string) => string | undefined;

/** The values of a JSON dictionary such as SUPABASE_PUBLISHABLE_KEYS ({"default": "sb_publishable_…"}). */
function jsonValues(text: string | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") return Object.values(parsed).filter((v): v is string => typeof v === "string" && v !== "");
  } catch {
    // Not JSON: no keys from it.
  }
  return [];
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

export function readEnv(get: EnvGetter): FunctionEnv {
  const value = (name: string, fallback = "") => get(name)?.trim() || fallback;
  const secretKeys = jsonValues(get("SUPABASE_SECRET_KEYS"));
  const serviceRoleKey = value("SUPABASE_SERVICE_ROLE_KEY", secretKeys[0] ?? "");
  const timeout = Number(value("MAIL_TIMEOUT_MS", "5000"));
  return {
    supabaseUrl: trimSlash(value("SUPABASE_URL")),
    serviceRoleKey,
    publicKeys: [value("SUPABASE_ANON_KEY"), value("SUPABASE_PUBLISHABLE_KEY"), ...jsonValues(get("SUPABASE_PUBLISHABLE_KEYS"))].filter(Boolean),
    serviceKeys: [value("SUPABASE_SERVICE_ROLE_KEY"), value("SUPABASE_SECRET_KEY"), ...secretKeys].filter(Boolean),
    siteOrigin: trimSlash(value("SITE_ORIGIN")),
    resendApiKey: value("RESEND_API_KEY"),
    resendApiUrl: trimSlash(value("RESEND_API_URL", "https://api.resend.com")),
    mailFrom: value("MAIL_FROM"),
    unsubscribeMailto: value("UNSUBSCRIBE_MAILTO"),
    turnstileSecret: value("TURNSTILE_SECRET_KEY"),
    turnstileVerifyUrl: value("TURNSTILE_VERIFY_URL", "https://challenges.cloudflare.com/turnstile/v0/siteverify"),
    brand: value("BRAND", "CX Fusion"),
    privacyEmail: value("PRIVACY_EMAIL"),
    mailTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000,
  };
}

/** Does a browser's `apikey` header name one of the project's public keys? (None configured: yes.) */
export function apiKeyAccepted(env: FunctionEnv, apikey: string | null): boolean {
  if (env.publicKeys.length === 0) return true;
  return !!apikey && env.publicKeys.includes(apikey);
}

/** Is the `Authorization: Bearer …` one of the service keys? (Never true when none is configured.) */
export function serviceBearerAccepted(env: FunctionEnv, authorization: string | null): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? "");
  const token = match?.[1]?.trim();
  return !!token && env.serviceKeys.includes(token);
}
