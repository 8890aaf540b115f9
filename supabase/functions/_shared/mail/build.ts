/**
 * One outbox row (mail_to_send's answer) → the mail Resend sends: subject, HTML and plain text in
 * the row's language, the unsubscribe headers (RFC 2369 + RFC 8058 one-click), Content-Language,
 * and Resend tags. Pure: no Deno, no network; Vitest runs it (./*.test.tsx).
 */
import { render } from "@react-email/render";
import { createElement } from "react";
import type { MailToSend } from "../contract.ts";
import type { OutgoingMail } from "../resend.ts";
import { ConfirmMail } from "./confirm.tsx";
import { DataReportMail } from "./data-report.tsx";
import { confirmUrl, eraseUrl, oneClickUrl, pageShown, privacyUrl, unsubscribePageUrl } from "./links.ts";
import { mailWords } from "./words/index.ts";

export interface MailSettings {
  siteOrigin: string;
  supabaseUrl: string;
  brand: string;
  mailFrom: string;
  unsubscribeMailto: string;
  privacyEmail: string;
}

/**
 * List-Unsubscribe (the function's one-click URL first, then a mailto when one is configured),
 * List-Unsubscribe-Post (RFC 8058: Gmail and Yahoo's bulk-sender rule) and Content-Language.
 */
export function mailHeaders(settings: MailSettings, lang: "en" | "es", unsubscribeToken: string): Record<string, string> {
  const targets = [`<${oneClickUrl(settings.supabaseUrl, lang, unsubscribeToken)}>`];
  if (settings.unsubscribeMailto) targets.push(`<mailto:${settings.unsubscribeMailto}?subject=unsubscribe>`);
  return {
    "List-Unsubscribe": targets.join(", "),
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "Content-Language": lang,
  };
}

export function mailSubject(mail: Pick<MailToSend, "kind" | "lang">, brand: string): string {
  const words = mailWords(mail.lang);
  return mail.kind === "confirm" ? words.confirm.subject(brand) : words.dataReport.subject(brand);
}

/** Thrown when a row lacks what its kind needs (a confirm mail without its token): a bug, not a retry. */
export class MailBuildError extends Error {
  override name = "MailBuildError";
}

export async function buildMail(mail: MailToSend, settings: MailSettings): Promise<OutgoingMail> {
  const lang: "en" | "es" = mail.lang === "es" ? "es" : "en";
  const words = mailWords(lang);
  const common = {
    lang,
    brand: settings.brand,
    words,
    to: mail.to,
    where: pageShown(settings.siteOrigin, mail.subscriber?.page),
    unsubscribeUrl: unsubscribePageUrl(settings.siteOrigin, lang, mail.unsubscribe_token),
    privacyUrl: privacyUrl(settings.siteOrigin, lang),
  };
  let element;
  if (mail.kind === "confirm") {
    if (!mail.confirm_token) throw new MailBuildError(`confirm mail ${mail.id} has no confirm_token`);
    element = createElement(ConfirmMail, { ...common, confirmUrl: confirmUrl(settings.siteOrigin, lang, mail.confirm_token) });
  } else if (mail.kind === "data_report") {
    if (!mail.erase_token) throw new MailBuildError(`data report ${mail.id} has no erase_token`);
    if (!mail.subscriber) throw new MailBuildError(`data report ${mail.id} has no subscriber`);
    element = createElement(DataReportMail, {
      ...common,
      subscriber: mail.subscriber,
      eraseUrl: eraseUrl(settings.siteOrigin, lang, mail.erase_token),
      privacyEmail: settings.privacyEmail,
    });
  } else {
    throw new MailBuildError(`mail ${String((mail as { id?: unknown }).id)} has an unknown kind`);
  }
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  const outgoing: OutgoingMail = {
    from: settings.mailFrom,
    to: [mail.to],
    subject: mailSubject({ kind: mail.kind, lang }, settings.brand),
    html,
    text,
    headers: mailHeaders(settings, lang, mail.unsubscribe_token),
    tags: [
      { name: "kind", value: mail.kind },
      { name: "lang", value: lang },
    ],
  };
  // Replies to a data report reach the privacy contact, not a no-reply sender.
  if (mail.kind === "data_report" && settings.privacyEmail) outgoing.reply_to = settings.privacyEmail;
  return outgoing;
}
