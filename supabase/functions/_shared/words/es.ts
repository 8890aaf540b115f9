import type { ApiWords } from "./en.ts";

/** The functions' error words in Spanish (Mexican Spanish, usted): the twin of ./en.ts. */
export const es: ApiWords = {
  wrongMethod: "Esta dirección solo acepta formularios enviados desde el sitio.",
  notJson: "No pudimos leer la solicitud. Recargue la página e inténtelo de nuevo.",
  tooLarge: "La solicitud es demasiado grande.",
  badApiKey: "Esta solicitud no vino del sitio. Recargue la página e inténtelo de nuevo.",
  notAllowed: "Solo el proceso de envío de correos del sitio puede usar esta dirección.",
  missingEmail: "Escriba su correo electrónico.",
  missingToken: "El enlace está incompleto. Copie el enlace completo del correo.",
  unknownForm: "El formulario envió datos que este sitio no reconoce. Recargue la página e inténtelo de nuevo.",
  unknownAction: "La solicitud pidió algo que esta dirección no hace.",
  rateLimited: "Se han hecho demasiados registros desde su red en la última hora. Inténtelo más tarde.",
  turnstileFailed: "No pudimos confirmar que es usted una persona. Vuelva a hacer la verificación.",
  failed: "Algo falló de nuestro lado. Inténtelo de nuevo en unos minutos.",
  unsubscribed: "Su suscripción fue cancelada. Ya no le enviaremos más correos.",
  unknownLink: "Este enlace no es válido o la dirección ya no está en nuestra lista.",
};
