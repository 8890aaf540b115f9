import type { MailWords } from "./en.ts";

/** The mails' words in Spanish (Mexican Spanish, usted): the twin of ./en.ts. */
export const es: MailWords = {
  greeting: "Hola:",
  sentTo: (email: string) => `Este correo se envió a ${email}.`,
  footerWhy: (brand: string) => `Recibe este correo porque esta dirección se escribió en un formulario del sitio de ${brand}.`,
  unsubscribe: "Darse de baja",
  unsubscribeLead: "¿Ya no quiere recibir nuestros correos?",
  privacy: "Aviso de privacidad",
  linkFallback: "Si el botón no funciona, copie este enlace en su navegador:",

  confirm: {
    subject: (brand: string) => `Confirme su suscripción a ${brand}`,
    preview: "Un clic y queda en la lista. El enlace vence en 7 días.",
    heading: "Confirme su suscripción",
    why: (brand: string, where: string | null) =>
      where
        ? `Alguien, ojalá usted, registró esta dirección en ${where}, una página del sitio de ${brand}, para recibir consejos para anfitriones, acceso anticipado a los nuevos kits y ofertas exclusivas para suscriptores.`
        : `Alguien, ojalá usted, registró esta dirección en el sitio de ${brand} para recibir consejos para anfitriones, acceso anticipado a los nuevos kits y ofertas exclusivas para suscriptores.`,
    ask: "Para empezar a recibir nuestros correos, confirme su dirección:",
    button: "Sí, quiero suscribirme",
    expires: "El enlace vence en 7 días. Después, basta con registrarse de nuevo.",
    notYou:
      "Si no fue usted, simplemente ignore este correo: no pasará nada, no volverá a saber de nosotros y la dirección sin confirmar se borrará en 30 días.",
  },

  dataReport: {
    subject: (brand: string) => `Los datos que ${brand} tiene sobre su correo`,
    preview: "Todo lo que tenemos sobre su dirección y cómo borrarlo.",
    heading: "Sus datos",
    intro: (brand: string) =>
      `Usted (o alguien con su dirección) preguntó en el sitio de ${brand} qué datos tenemos sobre este correo. Aquí están, todos:`,
    fields: {
      email: "Correo electrónico",
      status: "Estado",
      source: "Dónde se registró",
      page: "Página del formulario",
      lang: "Idioma",
      created_at: "Primer registro",
      consented_at: "Último consentimiento",
      confirmed_at: "Dirección confirmada",
      unsubscribed_at: "Fecha de baja",
      consent_text_version: "Versión del texto de consentimiento",
      privacy_notice_version: "Versión del aviso de privacidad",
    },
    statuses: {
      pending: "Pendiente de confirmar (no se le envían boletines)",
      confirmed: "Suscrito",
      unsubscribed: "Dado de baja (no se le envían boletines)",
    },
    langs: { en: "Inglés", es: "Español" },
    sources: {
      EmailSignUpPage: "La página de suscripción",
      GoogleWorkspaceArticle: "El artículo sobre Google Workspace",
    } as Record<string, string>,
    none: "—",
    noConfirmation: "Sin registro (se suscribió antes de que existiera el correo de confirmación)",
    consentHeading: (version: string) => `El texto junto al formulario cuando aceptó (versión ${version}):`,
    noConsentText: "Sin registro: se suscribió antes de que guardáramos el texto que acompañaba al formulario.",
    mailsKept:
      "También guardamos un registro de los correos que enviamos a esta dirección (de qué tipo, cuándo y si se entregaron), para demostrar que solo escribimos cuando se nos pide.",
    timesNote: "Las horas están en UTC.",
    eraseHeading: "Borrar todo",
    eraseText:
      "Para borrar su dirección y todo lo anterior de nuestra lista, abra este enlace en los próximos 7 días y presione el botón de la página. Después no conservaremos nada sobre usted.",
    eraseButton: "Borrar mis datos",
    unsubscribeText:
      "Para dejar de recibir nuestros correos, pero quedar registrado como dado de baja, use el enlace para darse de baja al final de este correo.",
    contact: (email: string) => `¿Tiene preguntas sobre sus datos o quiere corregirlos? Escriba a ${email}.`,
    contactNoEmail: "¿Tiene preguntas sobre sus datos o quiere corregirlos? En el aviso de privacidad se indica cómo contactarnos.",
    notYou: "Si usted no lo pidió, puede ignorar este correo: no ha cambiado nada.",
  },
};
