/**
 * The consent words of version 2026-11-28 as the brief gives them (exact), for the SQL
 * tests: private.consent_texts must hold these, and the app's src/content/consent/ words must be
 * the same (tests/double-opt-in.test.ts compares all three).
 */
import { CONSENT_VERSION, PRIVACY_NOTICE_VERSION } from "../src/content/consent/versions";

export const CONSENT_WORDS = {
  version: CONSENT_VERSION,
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  en: "Yes, e-mail me hosting tips, early access to new DIY toolkits and subscriber-only offers. We'll first send a link to confirm your address, and every e-mail has a one-click unsubscribe.",
  es: "Sí, quiero recibir por correo consejos para anfitriones, acceso anticipado a los nuevos kits y ofertas exclusivas para suscriptores. Primero le enviaremos un enlace para confirmar su correo, y cada correo incluye un enlace para darse de baja con un clic.",
};

/** The version the migration writes (the app's CONSENT_VERSION must equal it). */
export const CONSENT_VERSION_IN_SQL = "2026-11-28";
