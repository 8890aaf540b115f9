/**
 * The versions a sign-up records beside its consent (docs/decisions/2026-11-28-double-opt-in.md):
 * the consent words shown beside every form (private.consent_texts) and the privacy notice linked
 * there (/privacy, /es/aviso-de-privacidad, which show it). A new wording gets a new version.
 */
export const CONSENT_VERSION = "2026-11-28";
export const PRIVACY_NOTICE_VERSION = "2026-11-28";
