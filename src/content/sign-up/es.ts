import { es as consent } from "~/content/sign-up-consent/es";
import type { SignUpWords } from "./en";

/**
 * The e-mail sign-up form's words in Spanish (Mexican Spanish, usted), the twin of ./en.ts: the
 * spec's toasts and labels, written for a Mexican host.
 */
export const es: SignUpWords = {
  fieldLabel: "Correo electrónico",
  submitting: "Suscribiendo...",
  submit: "¡Suscribirme y recibir lo mejor!",
  placeholder: "Escriba su correo electrónico",
  honeypot: "Deje este campo vacío",
  privacy: "Respetamos su privacidad. Nada de spam. Puede cancelar su suscripción cuando quiera.",
  empty: { title: "¡Atención! 📧", description: "Escriba su correo electrónico." },
  invalid: { title: "¡Ups! 😬", description: "Escriba un correo electrónico válido." },
  subscribed: {
    title: "¡Excelente! 🎉 ¡Ya está en la lista!",
    description: "¡Gracias por suscribirse! Revise su bandeja de entrada y haga clic en el enlace de nuestro correo para confirmar su dirección.",
  },
  queued: "El correo puede tardar unos minutos en llegar.",
  mailLimit: {
    title: "Revise su bandeja de entrada 📬",
    description:
      "Ya le enviamos un correo de confirmación a esta dirección. Búsquelo en su bandeja de entrada y en la carpeta de spam, o inténtelo de nuevo mañana.",
  },
  turnstileFailed: "No pudimos comprobar que esta solicitud la hizo una persona. Inténtelo de nuevo.",
  duplicate: { title: "¡Usted ya está en la lista! 👍", description: "Este correo electrónico ya está suscrito." },
  failed: { title: "No se pudo completar la suscripción", fallback: "No pudimos completar su suscripción. Inténtelo de nuevo más tarde." },
  consent,
};
