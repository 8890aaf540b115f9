/**
 * POST /functions/v1/my-data
 * - {action: "request", email, lang, turnstileToken} → 200 {code: "sent"} whether or not the address
 *   is on the list (and whatever its mail limit), so the form tells no one who subscribes; {code:
 *   "invalid"} for a malformed address; 400 {code: "turnstile_failed"}; 429 {code: "rate_limited"}.
 *   The report is sent in the background (EdgeRuntime.waitUntil), so the answer takes as long for a
 *   stranger's address as for a subscriber's.
 * - {action: "erase", token} → 200 {code: "erased" | "unknown"}.
 */
import { clientAddress } from "../_shared/client-address.ts";
import type { DataRequestResult, EraseResult } from "../_shared/contract.ts";
import { DbError, call } from "../_shared/db.ts";
import type { Deps } from "../_shared/deps.ts";
import { looksLikeEmail } from "../_shared/email.ts";
import { safe, siteRequest } from "../_shared/handler.ts";
import { errorJson, json, stringField } from "../_shared/http.ts";
import { sendOutboxMail } from "../_shared/mail-sender.ts";
import { isToken } from "../_shared/token.ts";
import { requestIsHuman } from "../_shared/turnstile.ts";
import { apiWords, isLang } from "../_shared/words/index.ts";

export const myData = safe("my-data", async (request: Request, deps: Deps) => {
  const body = await siteRequest(request, deps);
  if (!body.ok) return body.response;
  const fields = body.value;
  const lang = stringField(fields, "lang");
  const words = apiWords(lang);

  if (fields.action === "erase") {
    if (!isToken(fields.token)) return json({ code: "unknown" });
    const result = await call<EraseResult>(deps.rpc, "erase_subscriber", { token: fields.token });
    return json({ code: result.code === "erased" ? "erased" : "unknown" });
  }
  if (fields.action !== "request") return errorJson(400, words.unknownAction);

  if (!isLang(lang)) return errorJson(400, words.unknownForm);
  const email = stringField(fields, "email");
  if (!email) return json({ code: "invalid", message: words.missingEmail });
  if (!looksLikeEmail(email)) return json({ code: "invalid" });

  const address = clientAddress(request.headers);
  const human = await requestIsHuman(stringField(fields, "turnstileToken"), address, deps);
  if (!human) return json({ code: "turnstile_failed", message: words.turnstileFailed }, 400);

  let result: DataRequestResult;
  try {
    result = await call<DataRequestResult>(deps.rpc, "request_subscriber_data", { email, lang, client_address: address });
  } catch (error) {
    if (error instanceof DbError && error.rateLimited) return json({ code: "rate_limited", message: words.rateLimited }, 429);
    throw error;
  }
  if (result.code === "invalid") return json({ code: "invalid" });
  if (result.code === "queued" && result.mail_id) {
    const mailId = result.mail_id;
    deps.waitUntil(
      sendOutboxMail(mailId, deps).then((outcome) => {
        if (outcome !== "sent") deps.log(`my-data: report ${mailId} left to the outbox (${outcome})`);
      }),
    );
  }
  return json({ code: "sent" });
});
