/**
 * POST /functions/v1/send-mail (Authorization: Bearer <service role or secret key>) → 200
 * {sent, failed, skipped}: sends what the outbox has due (mails_due(20)), a few at a time. Called
 * every minute by pg_cron + pg_net in production, every few seconds by the local stand-in.
 * `failed` counts mails left for a later retry (mail_failed set their next try); `skipped`, rows
 * another sender had leased or that are no longer wanted.
 */
import { call } from "../_shared/db.ts";
import type { Deps } from "../_shared/deps.ts";
import { serviceBearerAccepted } from "../_shared/env.ts";
import { safe } from "../_shared/handler.ts";
import { errorJson, json, methodNotAllowed } from "../_shared/http.ts";
import { sendOutboxMail } from "../_shared/mail-sender.ts";
import { apiWords } from "../_shared/words/index.ts";

/** One batch per call; the next call takes the rest. */
export const BATCH = 20;
/**
 * Mails in flight at once: a batch of 20 goes in seconds, and Resend's default rate limit (2
 * requests a second) is rarely passed; when it is, its 429 is a failure the outbox retries.
 */
export const CONCURRENCY = 2;

export const sendMail = safe("send-mail", async (request: Request, deps: Deps) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  if (!serviceBearerAccepted(deps.env, request.headers.get("authorization"))) return errorJson(401, apiWords(undefined).notAllowed);
  // Drain the body (pg_net sends one) so the connection is reusable; its content is not used.
  await request.body?.cancel().catch(() => undefined);

  const due = await call<unknown>(deps.rpc, "mails_due", { max_count: BATCH });
  const ids = Array.isArray(due) ? due.filter((id): id is string => typeof id === "string") : [];
  const counts = { sent: 0, failed: 0, skipped: 0 };
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      const outcome = await sendOutboxMail(id, deps);
      if (outcome === "sent") counts.sent++;
      else if (outcome === "queued") counts.failed++;
      else counts.skipped++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return json(counts);
});
