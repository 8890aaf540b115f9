import type { ConfirmSubscriptionWords } from "./en";

/** /es/confirmar-suscripcion (Mexican Spanish, usted): the twin of ./en.ts. */
export const es: ConfirmSubscriptionWords = {
  meta: {
    title: "Confirme su suscripción",
    description:
      "Confirme su correo para empezar a recibir consejos para anfitriones, acceso anticipado a los nuevos kits y ofertas exclusivas para suscriptores.",
  },
  checking: "Estamos confirmando su correo…",
  confirmed: {
    title: "¡Suscripción confirmada! 🎉",
    lead: "Gracias por confirmar su correo. Ya está en nuestra lista.",
    next: "Lo que sigue: consejos para anfitriones, acceso anticipado a los nuevos kits y ofertas exclusivas para suscriptores, directo en su bandeja de entrada. Cada correo incluye un enlace para darse de baja con un clic.",
  },
  alreadyConfirmed: {
    title: "Su correo ya estaba confirmado 👍",
    lead: "Este correo ya se había confirmado, así que no tiene que hacer nada más. Nuestros correos van en camino.",
  },
  expired: {
    title: "Este enlace ya venció",
    lead: "Los enlaces de confirmación sirven por un tiempo limitado y este ya no es válido. Podemos enviarle uno nuevo.",
  },
  used: {
    title: "Este enlace fue reemplazado",
    lead: "Le enviamos un enlace de confirmación más reciente, así que este ya no funciona. Use el correo más reciente o pida un enlace nuevo.",
  },
  resend: {
    button: "Enviarme un enlace nuevo",
    sending: "Enviando…",
    sent: "Le enviamos un enlace nuevo. Revise su bandeja de entrada y haga clic en él para confirmar su correo.",
    queued: "Le enviamos un enlace nuevo. Puede tardar unos minutos en llegar; después haga clic en él para confirmar su correo.",
    limit: "Hoy ya le enviamos varios enlaces a este correo. Revise su bandeja de entrada y la carpeta de spam, o inténtelo de nuevo mañana.",
    alreadyConfirmed: "Buenas noticias: este correo ya está confirmado. No tiene que hacer nada más.",
    unknown: "Ya no encontramos esta suscripción. Suscríbase de nuevo, por favor.",
  },
  unknown: {
    title: "No pudimos leer este enlace",
    lead: "Este enlace de confirmación está incompleto o no es nuestro. Copie el enlace completo del correo o suscríbase de nuevo.",
  },
  failed: { title: "No pudimos confirmar su correo en este momento", retry: "Intentar de nuevo" },
  home: "Volver al inicio",
  blog: "Leer el blog",
  subscribe: "Suscribirme de nuevo",
};
