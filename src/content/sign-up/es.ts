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
    description: "¡Gracias por suscribirse! Esté pendiente de su bandeja de entrada: ahí le llegará nuestro contenido exclusivo.",
  },
  duplicate: { title: "¡Usted ya está en la lista! 👍", description: "Este correo electrónico ya está suscrito." },
  failed: { title: "No se pudo completar la suscripción", fallback: "No pudimos completar su suscripción. Inténtelo de nuevo más tarde." },
};
