import type { SignUpWords } from "./en";

/** Las palabras del formulario de suscripción en español, dondequiera que esté. */
export const es: SignUpWords = {
  fieldLabel: "Correo electrónico",
  submitting: "Suscribiendo...",
  submit: "¡Suscríbame y quiero lo bueno!",
  placeholder: "Escriba su correo electrónico",
  privacy: "Respetamos su privacidad. Nada de spam, nunca. Puede darse de baja cuando quiera.",
  empty: { title: "¡Atención! 📧", description: "Escriba su correo electrónico." },
  invalid: { title: "¡Ups! 😬", description: "Escriba un correo electrónico válido." },
  subscribed: {
    title: "¡Genial! 🎉 ¡Ya está dentro!",
    description: "¡Gracias por suscribirse! Esté atento a su bandeja de entrada: ahí llegará nuestro contenido exclusivo.",
  },
  duplicate: { title: "¡Ya está en la lista! 👍", description: "Este correo electrónico ya está suscrito." },
  failed: { title: "No se pudo completar la suscripción", fallback: "No pudimos suscribirlo. Vuelva a intentarlo más tarde." },
};
