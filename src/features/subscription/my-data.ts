import type { callMyDataRequest } from "~/features/subscribers/functions";
import { validateEmail } from "~/features/subscribers/subscriber";
import type { Lang } from "~/lib/i18n";
import { isToken } from "./confirm";
import { onceByKey } from "./once";

/** What the data request shows: the same `sent` whether or not the address is on the list. */
export type RequestOutcome =
  { kind: "empty" | "invalid" | "sent" | "turnstileFailed" } | { kind: "rateLimited"; message: string | null } | { kind: "failed"; error: unknown };

export async function requestMyData(
  rawEmail: string,
  lang: Lang,
  turnstileToken: () => Promise<string>,
  call?: typeof callMyDataRequest,
): Promise<RequestOutcome> {
  const check = validateEmail(rawEmail);
  if (!check.ok) return { kind: check.reason };
  try {
    const send = call ?? (await import("~/features/subscribers/functions")).callMyDataRequest;
    const { status, body } = await send(check.email, lang, await turnstileToken());
    switch (body.code) {
      case "sent":
        return { kind: "sent" };
      case "invalid":
        return { kind: "invalid" };
      case "turnstile_failed":
        return { kind: "turnstileFailed" };
      case "rate_limited":
        return { kind: "rateLimited", message: body.message?.trim() || null };
      default:
        return { kind: "failed", error: { status: status >= 400 ? status : 500 } };
    }
  } catch (error) {
    return { kind: "failed", error };
  }
}

export type EraseOutcome = { kind: "erased" | "unknown" } | { kind: "failed"; error: unknown };

/** Posted once per token (strict mode's double effects, double clicks). */
const erasures = onceByKey(async (token: string): Promise<EraseOutcome> => {
  const { callErase } = await import("~/features/subscribers/functions");
  const { status, body } = await callErase(token);
  if (body.code === "erased" || body.code === "unknown") return { kind: body.code };
  throw Object.assign(new Error("erase failed"), { status: status >= 400 ? status : 500 });
});

export async function eraseMyData(token: string | null): Promise<EraseOutcome> {
  if (!isToken(token)) return { kind: "unknown" };
  try {
    return await erasures.run(token);
  } catch (error) {
    return { kind: "failed", error };
  }
}
