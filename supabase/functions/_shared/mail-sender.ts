/**
 * Sends one outbox mail: mail_to_send (lease + fresh tokens) → render → Resend → mail_sent, or
 * mail_failed with a short reason (the outbox retries with backoff; send-mail drains it). The
 * answer says what the visitor's page should say: "sent", "queued" (the outbox has it), or "none"
 * (nothing to send: already sent, leased by another sender, or no longer wanted).
 */
import type { MailOutcome, MailToSend } from "./contract.ts";
import { call } from "./db.ts";
import type { Deps } from "./deps.ts";
import { buildMail, type MailSettings } from "./mail/build.ts";
import { sendWithResend } from "./resend.ts";

export function mailSettings(deps: Pick<Deps, "env">): MailSettings {
  const { env } = deps;
  return {
    siteOrigin: env.siteOrigin,
    supabaseUrl: env.supabaseUrl,
    brand: env.brand,
    mailFrom: env.mailFrom,
    unsubscribeMailto: env.unsubscribeMailto,
    privacyEmail: env.privacyEmail,
  };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export async function sendOutboxMail(mailId: string, deps: Deps): Promise<MailOutcome> {
  let mail: MailToSend | null;
  try {
    mail = await call<MailToSend | null>(deps.rpc, "mail_to_send", { mail_id: mailId });
  } catch (error) {
    // The row stays due: send-mail tries again.
    deps.log(`mail ${mailId}: mail_to_send failed: ${reason(error)}`);
    return "queued";
  }
  if (!mail) return "none";

  let providerId: string;
  try {
    const outgoing = await buildMail(mail, mailSettings(deps));
    ({ id: providerId } = await sendWithResend(outgoing, {
      apiUrl: deps.env.resendApiUrl,
      apiKey: deps.env.resendApiKey,
      timeoutMs: deps.env.mailTimeoutMs,
      fetch: deps.fetch,
    }));
  } catch (error) {
    deps.log(`mail ${mailId} (${mail.kind}): not sent: ${reason(error)}`);
    try {
      await call(deps.rpc, "mail_failed", { mail_id: mailId, error: reason(error) });
    } catch (failure) {
      // The lease runs out in 2 minutes and the mail is due again: nothing lost.
      deps.log(`mail ${mailId}: mail_failed failed: ${reason(failure)}`);
    }
    return "queued";
  }

  // Sent: record it, once more if the first try fails (else the lease's end would send it twice).
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      await call(deps.rpc, "mail_sent", { mail_id: mailId, provider_id: providerId });
      break;
    } catch (error) {
      deps.log(`mail ${mailId}: sent as ${providerId} but mail_sent failed (try ${attempt}): ${reason(error)}`);
    }
  }
  return "sent";
}
