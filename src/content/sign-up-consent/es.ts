import type { SignUpConsentWords } from "./en";

/** The words beside every sign-up form in Spanish (Mexican Spanish, usted): the twin of ./en.ts. */
export const es: SignUpConsentWords = {
  consentText:
    "Sí, quiero recibir por correo consejos para anfitriones, acceso anticipado a los nuevos kits y ofertas exclusivas para suscriptores. Primero le enviaremos un enlace para confirmar su correo, y cada correo incluye un enlace para darse de baja con un clic.",
  notice:
    "{name} es responsable de su correo y lo usa solo para enviarle estos mensajes; nunca lo vendemos ni lo compartimos. Puede consultar, corregir o borrar sus datos cuando quiera.",
  noticeLink: "Consulte nuestro aviso de privacidad",
};
