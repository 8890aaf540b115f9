/**
 * The words beside every e-mail sign-up form (docs/decisions/2026-11-28-double-opt-in.md), in
 * English; the Spanish twin is ./es.ts. `consentText` is version CONSENT_VERSION
 * (../consent/versions.ts), stored word for word in private.consent_texts: change it only with a
 * new version there. `notice` is the short privacy notice (aviso de privacidad simplificado).
 * Apart from ../consent (the cookie banner's words, loaded lazily with the banner) so the forms'
 * pages don't pull the banner's words into their own JavaScript.
 */
export const en = {
  /** Exact (docs/decisions/2026-11-28-double-opt-in.md): what the visitor agrees to by signing up. */
  consentText:
    "Yes, e-mail me hosting tips, early access to new DIY toolkits and subscriber-only offers. We'll first send a link to confirm your address, and every e-mail has a one-click unsubscribe.",
  /** The short notice: {name} is config.legal.name, the responsible party (the brand when it is not set). */
  notice:
    "{name} is responsible for your address and uses it only to send these e-mails; we never sell or share it. You can see, correct or erase your data at any time.",
  /** The link to the full notice, after `notice`. */
  noticeLink: "Read our privacy notice",
};

export type SignUpConsentWords = typeof en;
