/**
 * One mail through Resend's API (POST {RESEND_API_URL}/emails, Bearer key, JSON): `{id}` on
 * success; otherwise it throws an Error whose message is a short reason for the outbox's
 * last_error ("Resend 422: …", "timed out after 5000 ms"), never the key.
 */
export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Resend's tags: names and values of ASCII letters, digits, _ and - only. */
  tags: { name: string; value: string }[];
  reply_to?: string;
}

export interface ResendSettings {
  apiUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export async function sendWithResend(mail: OutgoingMail, settings: ResendSettings): Promise<{ id: string }> {
  if (!settings.apiKey) throw new Error("RESEND_API_KEY is not set");
  if (!mail.from) throw new Error("MAIL_FROM is not set");
  let response: Response;
  try {
    response = await (settings.fetch ?? fetch)(`${settings.apiUrl.replace(/\/+$/, "")}/emails`, {
      method: "POST",
      headers: { Authorization: `Bearer ${settings.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify(mail),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError") throw new Error(`Resend timed out after ${settings.timeoutMs} ms`);
    throw new Error(`Resend unreachable: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
  }
  const text = await response.text().catch(() => "");
  let body: { id?: unknown; message?: unknown; name?: unknown } = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    const reason = typeof body.message === "string" ? body.message : typeof body.name === "string" ? body.name : response.statusText;
    throw new Error(`Resend ${response.status}: ${reason}`.slice(0, 300));
  }
  if (typeof body.id !== "string" || !body.id) throw new Error("Resend answered without an id");
  return { id: body.id };
}
