/**
 * POST /functions/v1/signup {email, source, lang, page, consentVersion, website, turnstileToken}
 * → 200 {code: pending|already_subscribed|mail_limit|invalid, mail: sent|queued|none};
 * 400 {code: turnstile_failed}; 429 {code: rate_limited, message}; else {code: error, message}.
 *
 * Order matters: cheap checks first (key, body, fields), then Turnstile (a person, once), then
 * subscribe(); the confirm mail goes out at once, one attempt within MAIL_TIMEOUT_MS, and when the
 * provider fails the outbox keeps it (send-mail retries) and the page says it may take a while.
 */
import { clientAddress } from "../_shared/client-address.ts";
import type { MailOutcome, SubscribeResult } from "../_shared/contract.ts";
import { DbError, call } from "../_shared/db.ts";
import type { Deps } from "../_shared/deps.ts";
import { looksLikeEmail } from "../_shared/email.ts";
import { safe, siteRequest } from "../_shared/handler.ts";
import { errorJson, json, stringField } from "../_shared/http.ts";
import { sendOutboxMail } from "../_shared/mail-sender.ts";
import { requestIsHuman } from "../_shared/turnstile.ts";
import { apiWords, isLang } from "../_shared/words/index.ts";

/** A path of the site (the page the form was on), or null. */
function pagePath(value: string): string | null {
  return /^\/(?!\/)[^\s]{0,199}$/.test(value) ? value : null;
}

export const signup = safe("signup", async (request: Request, deps: Deps) => {
  const body = await siteRequest(request, deps);
  if (!body.ok) return body.response;
  const fields = body.value;
  const lang = stringField(fields, "lang");
  const words = apiWords(lang);
  const email = stringField(fields, "email");
  const source = stringField(fields, "source");
  const consentVersion = stringField(fields, "consentVersion");
  if (!isLang(lang) || !source || source.length > 100 || !consentVersion || consentVersion.length > 40) {
    return errorJson(400, words.unknownForm);
  }
  if (!email) return json({ code: "invalid", mail: "none", message: words.missingEmail });
  if (!looksLikeEmail(email)) return json({ code: "invalid", mail: "none" });

  const address = clientAddress(request.headers);
  const human = await requestIsHuman(stringField(fields, "turnstileToken"), address, deps);
  if (!human) return json({ code: "turnstile_failed", message: words.turnstileFailed }, 400);

  const website = typeof fields.website === "string" ? fields.website : "";
  let result: SubscribeResult;
  try {
    result = await call<SubscribeResult>(deps.rpc, "subscribe", {
      email,
      source,
      lang,
      website: website || null,
      page: pagePath(stringField(fields, "page")),
      consent_version: consentVersion,
      client_address: address,
    });
  } catch (error) {
    if (error instanceof DbError && error.rateLimited) return json({ code: "rate_limited", message: words.rateLimited }, 429);
    if (error instanceof DbError && error.badArgument) {
      deps.log(`signup: refused: ${error.message}`);
      return errorJson(400, words.unknownForm);
    }
    throw error;
  }

  let mail: MailOutcome = "none";
  if (result.code === "pending" && result.mail_id) {
    // "none" here means another sender (send-mail) holds the lease: the outbox has it.
    const outcome = await sendOutboxMail(result.mail_id, deps);
    mail = outcome === "sent" ? "sent" : "queued";
  } else if (result.code === "pending" && website) {
    // The honeypot: a bot reads the same success a person would.
    mail = "sent";
  }
  return json({ code: result.code, mail });
});
