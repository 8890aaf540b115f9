import type { UnsubscribeWords } from "./en";

/** /es/cancelar-suscripcion (Mexican Spanish, usted): the twin of ./en.ts. */
export const es: UnsubscribeWords = {
  meta: { title: "Cancelar suscripción", description: "Deje de recibir nuestros correos con un clic." },
  title: "Cancelar la suscripción a nuestros correos",
  lead: "Haga clic en el botón y dejaremos de enviar correos a esta dirección. Puede volver a suscribirse cuando quiera.",
  button: "Cancelar suscripción",
  sending: "Cancelando…",
  done: { title: "Su suscripción está cancelada", lead: "Ya no le enviaremos correos. Lamentamos que se vaya y le agradecemos que nos haya leído." },
  unknown: {
    title: "No encontramos esta suscripción",
    lead: "Este enlace para darse de baja no es nuestro, o el correo ya se había borrado. En cualquier caso, no enviaremos correos a través de él.",
  },
  missing: {
    title: "Este enlace está incompleto",
    lead: "Al enlace para darse de baja le falta una parte. Copie el enlace completo del correo o díganos qué dirección dar de baja en la página de sus datos.",
    myData: "Ir a la página de sus datos",
  },
  failed: "No pudimos cancelar su suscripción en este momento.",
  home: "Volver al inicio",
  resubscribe: "¿Cambió de opinión? Suscríbase de nuevo",
};
