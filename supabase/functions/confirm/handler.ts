/**
 * POST /functions/v1/confirm {token} → 200 {code: confirmed|already_confirmed|expired|used|unknown, lang}
 * POST {token, resend: true} → 200 {code: pending|mail_limit|already_confirmed|unknown, mail: sent|queued|none, lang}
 * (a new link from an expired or used one's page). A malformed token is `unknown` without a database call.
 */
import type { ConfirmResult, MailOutcome, ResendResult } from "../_shared/contract.ts";
import { call } from "../_shared/db.ts";
import type { Deps } from "../_shared/deps.ts";
import { safe, siteRequest } from "../_shared/handler.ts";
import { json } from "../_shared/http.ts";
import { sendOutboxMail } from "../_shared/mail-sender.ts";
import { isToken } from "../_shared/token.ts";

export const confirm = safe("confirm", async (request: Request, deps: Deps) => {
  const body = await siteRequest(request, deps);
  if (!body.ok) return body.response;
  const { token, resend } = body.value;

  if (resend === true) {
    if (!isToken(token)) return json({ code: "unknown", mail: "none", lang: null });
    const result = await call<ResendResult>(deps.rpc, "resend_confirmation", { token });
    let mail: MailOutcome = "none";
    if (result.code === "pending" && result.mail_id) {
      mail = (await sendOutboxMail(result.mail_id, deps)) === "sent" ? "sent" : "queued";
    }
    return json({ code: result.code, mail, lang: result.lang ?? null });
  }

  if (!isToken(token)) return json({ code: "unknown", lang: null });
  const result = await call<ConfirmResult>(deps.rpc, "confirm_subscription", { token });
  return json({ code: result.code, lang: result.lang ?? null });
});
