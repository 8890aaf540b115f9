// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { MailToSend } from "../contract.ts";
import { leased } from "../test-fakes.ts";
import { buildMail, mailHeaders, MailBuildError, type MailSettings } from "./build.ts";
import { en } from "./words/en.ts";
import { es } from "./words/es.ts";

const settings: MailSettings = {
  siteOrigin: "https://site.example",
  supabaseUrl: "https://project.supabase.co",
  brand: "CX Fusion",
  mailFrom: "CX Fusion <hello@mail.site.example>",
  unsubscribeMailto: "unsubscribe@site.example",
  privacyEmail: "privacy@site.example",
};

const CONFIRM = "a1".repeat(32);
const ERASE = "e2".repeat(32);
const UNSUB = "f3".repeat(32);

function mail(kind: MailToSend["kind"], lang: "en" | "es"): MailToSend {
  const base = leased("mail-1", { kind, lang, to: "ana@example.com", confirm_token: CONFIRM, erase_token: ERASE, unsubscribe_token: UNSUB });
  return {
    ...base,
    subscriber: {
      ...base.subscriber,
      email: "ana@example.com",
      lang,
      page: lang === "es" ? "/es/suscribirse" : "/subscribe",
      status: "confirmed",
      confirmed_at: "2026-11-28T02:12:00Z",
      consent_text: lang === "es" ? "Sí, quiero recibir por correo consejos para anfitriones." : "Yes, e-mail me hosting tips.",
    },
  };
}

/** Every English sentence of the dictionary, with sample values, long enough to be a leftover. */
function englishSentences(): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (typeof value === "function") out.push(String((value as (...a: unknown[]) => unknown)("CX Fusion", null)));
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(en);
  return out.filter((s) => s.length > 3 && s !== "—");
}

const visibleText = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&[a-z#0-9]+;/g, " ");

describe("the confirm mail", () => {
  it.each([
    ["en", "https://site.example/confirm-subscription?token=" + CONFIRM, "https://site.example/unsubscribe?token=" + UNSUB, "https://site.example/privacy"],
    ["es", "https://site.example/es/confirmar-suscripcion?token=" + CONFIRM, "https://site.example/es/cancelar-suscripcion?token=" + UNSUB, "https://site.example/es/aviso-de-privacidad"],
  ] as const)("in %s: subject, link, address, unsubscribe and privacy links", async (lang, confirmLink, unsubscribeLink, privacyLink) => {
    const out = await buildMail(mail("confirm", lang), settings);
    const words = lang === "es" ? es : en;
    expect(out.subject).toBe(words.confirm.subject("CX Fusion"));
    expect(out.subject).toBe(lang === "es" ? "Confirme su suscripción a CX Fusion" : "Please confirm your subscription to CX Fusion");
    expect(out.to).toEqual(["ana@example.com"]);
    expect(out.from).toBe(settings.mailFrom);
    expect(out.html).toContain(`href="${confirmLink}"`);
    expect(out.html).toContain(`href="${unsubscribeLink}"`);
    expect(out.html).toContain(`href="${privacyLink}"`);
    expect(out.html).toContain(lang === "es" ? 'lang="es-MX"' : 'lang="en"');
    expect(out.text).toContain(confirmLink);
    expect(out.text).toContain(unsubscribeLink);
    expect(out.text).toContain("ana@example.com");
    expect(out.text).toContain(lang === "es" ? "7 días" : "7 days");
    expect(out.text).toContain(lang === "es" ? "30 días" : "30 days");
    // The page the form was on, as text (never a link to somewhere else).
    expect(out.text).toContain(lang === "es" ? "site.example/es/suscribirse" : "site.example/subscribe");
    expect(out.tags).toEqual([
      { name: "kind", value: "confirm" },
      { name: "lang", value: lang },
    ]);
  });

  it("says where the form was only when the row has a plain path of the site", async () => {
    const evil = mail("confirm", "en");
    evil.subscriber.page = "//evil.example/login";
    const out = await buildMail(evil, settings);
    expect(out.text).not.toContain("evil.example");
    expect(out.text).toContain(en.confirm.why("CX Fusion", null));
  });

  it("refuses a confirm row without its token (a bug, not a mail with a dead link)", async () => {
    await expect(buildMail({ ...mail("confirm", "en"), confirm_token: null }, settings)).rejects.toBeInstanceOf(MailBuildError);
  });
});

describe("the data report", () => {
  it.each(["en", "es"] as const)("in %s: every field, the consent words, the erase link and the contact", async (lang) => {
    const out = await buildMail(mail("data_report", lang), settings);
    const words = lang === "es" ? es : en;
    const erase = lang === "es" ? `https://site.example/es/mis-datos?erase=${ERASE}` : `https://site.example/my-data?erase=${ERASE}`;
    expect(out.subject).toBe(words.dataReport.subject("CX Fusion"));
    expect(out.html).toContain(`href="${erase}"`);
    expect(out.text).toContain(erase);
    for (const label of Object.values(words.dataReport.fields)) expect(out.text).toContain(`${label}:`);
    expect(out.text).toContain("ana@example.com");
    expect(out.text).toContain(words.dataReport.statuses.confirmed);
    expect(out.text).toContain(words.dataReport.sources.EmailSignUpPage);
    expect(out.text).toContain(words.dataReport.consentHeading("2026-11-28"));
    expect(out.text).toContain(lang === "es" ? "Sí, quiero recibir por correo consejos para anfitriones." : "Yes, e-mail me hosting tips.");
    // Local date format, in UTC.
    expect(out.text).toContain(lang === "es" ? "28 de noviembre de 2026" : "November 28, 2026");
    expect(out.text).toContain("privacy@site.example");
    expect(out.reply_to).toBe("privacy@site.example");
    expect(out.tags).toContainEqual({ name: "kind", value: "data_report" });
  });

  it("says a subscriber from before double opt-in has no confirmation time, rather than none", async () => {
    const legacy = mail("data_report", "en");
    legacy.subscriber = { ...legacy.subscriber, confirmed_at: null, consented_at: null, consent_text_version: null, consent_text: null, privacy_notice_version: null };
    const out = await buildMail(legacy, settings);
    expect(out.text).toContain(en.dataReport.noConfirmation);
    expect(out.text).toContain(en.dataReport.noConsentText);
  });

  it("refuses a report row without its erase token", async () => {
    await expect(buildMail({ ...mail("data_report", "en"), erase_token: null }, settings)).rejects.toBeInstanceOf(MailBuildError);
  });
});

describe("the headers", () => {
  it.each(["en", "es"] as const)("in %s: one-click List-Unsubscribe to the function, the mailto, and the language", async (lang) => {
    for (const kind of ["confirm", "data_report"] as const) {
      const out = await buildMail(mail(kind, lang), settings);
      expect(out.headers).toEqual({
        "List-Unsubscribe": `<https://project.supabase.co/functions/v1/unsubscribe?token=${UNSUB}&lang=${lang}>, <mailto:unsubscribe@site.example?subject=unsubscribe>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "Content-Language": lang,
      });
    }
  });

  it("leaves the mailto out when none is configured", () => {
    expect(mailHeaders({ ...settings, unsubscribeMailto: "" }, "en", UNSUB)["List-Unsubscribe"]).toBe(
      `<https://project.supabase.co/functions/v1/unsubscribe?token=${UNSUB}&lang=en>`,
    );
  });
});

describe("the Spanish mails", () => {
  it.each(["confirm", "data_report"] as const)("%s has no English left in it", async (kind) => {
    const out = await buildMail(mail(kind, "es"), settings);
    const text = visibleText(out.html) + "\n" + out.text + "\n" + out.subject;
    for (const sentence of englishSentences()) expect(text).not.toContain(sentence);
    for (const word of [" the ", " your ", " you ", " e-mail", "Unsubscribe", "Privacy", "Confirm ", " link ", "Hi,"]) {
      expect(text).not.toContain(word);
    }
  });
});
