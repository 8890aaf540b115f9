import { config } from "~/lib/config";
import { formatPhone } from "~/lib/phone";
import { TWIN_PAGES } from "~/lib/twins";
import { PRIVACY_NOTICE_VERSION } from "~/content/consent/versions";
import { GUARANTEE_DAYS, TERMS_CHANGE_NOTICE_DAYS } from "./days";
import type { LegalDocument, LegalFrame, LegalWords } from "./en";

/*
 * The legal pages in Mexican Spanish (usted): a courtesy translation of ./en.ts, the same facts
 * section by section. The English version governs, and each page opens by saying so; except the
 * aviso de privacidad, which is Mexico's own notice (the same facts as the English policy, in
 * the LFPDPPP's order and words) and opens with its own note (`privacyFrame`).
 */

const { brand, email, phone, legal } = config;

const contactLines = [
  `Correo electrónico: [${email}](mailto:${email})`,
  `Teléfono: [${formatPhone(phone)}](tel:${phone})`,
];

export const terms: LegalDocument = {
  path: TWIN_PAGES.terms.es,
  title: "Términos del servicio",
  metaDescription: `Los términos que rigen el uso del sitio web de ${brand}, sus kits de lanzamiento y sus servicios de coanfitrión y de experiencia del cliente.`,
  lastUpdated: "18 de septiembre de 2025",
  intro: `Estos Términos del servicio (los "Términos") rigen su acceso al sitio web de ${brand} y el uso que haga de él, así como de los servicios, kits de lanzamiento, kits de herramientas y planes de coanfitrión que ofrecemos (en conjunto, los "Servicios"). Al usar los Servicios, usted acepta estos Términos. Si no está de acuerdo con ellos, le pedimos que no use los Servicios.`,
  sections: [
    {
      id: "introduction",
      heading: "1. Introducción",
      paragraphs: [
        `${brand} ofrece servicios de experiencia del cliente para anfitriones de rentas de corto plazo, negocios de hospitalidad, pequeñas empresas, startups y emprendedores independientes en Estados Unidos y México. Estos Términos se aplican a todo visitante, cliente y suscriptor. Algunos Servicios tienen términos adicionales que se muestran al momento de la compra; si contradicen estos Términos, para ese Servicio se aplican los términos adicionales.`,
        "Para comprar nuestros Servicios, usted debe tener al menos 18 años y capacidad legal para celebrar un contrato vinculante.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "2. Propiedad intelectual",
      paragraphs: [
        `Todo el contenido de este sitio web, incluidos textos, gráficos, logotipos, plantillas, listas de verificación, guiones de mensajes, guías y materiales de cursos, es propiedad de ${brand} o de sus licenciantes y está protegido por las leyes de derechos de autor y de marcas.`,
        "Cuando usted compra un kit de lanzamiento o un kit de herramientas, le otorgamos una licencia personal, no exclusiva e intransferible para usar los materiales en sus propias propiedades. Puede adaptar las plantillas para sus anuncios, pero no puede revenderlas, redistribuirlas ni publicarlas como un producto propio.",
      ],
    },
    {
      id: "disclaimer",
      heading: "3. Exención de responsabilidad",
      paragraphs: [
        'Los Servicios y este sitio web se ofrecen "tal cual" y "según disponibilidad". Los resultados que se comparten en este sitio, como las reservaciones, las reseñas o el estatus de Superanfitrión (Superhost) que han alcanzado nuestros clientes, describen resultados reales, pero no garantizan los mismos resultados para su propiedad: la ocupación, los precios y las reseñas dependen de su mercado, su propiedad, la temporada y las reglas de cada plataforma de reservaciones.',
        `${brand} no está afiliada a Airbnb, Vrbo ni a ninguna otra plataforma de reservaciones, ni cuenta con su respaldo o patrocinio.`,
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "4. Limitación de responsabilidad",
      paragraphs: [
        `En la máxima medida que permita la ley, ${brand} no será responsable de daños indirectos, incidentales, especiales, consecuenciales o punitivos, ni de la pérdida de ganancias, reservaciones o ingresos, que se deriven del uso que usted haga de los Servicios. Nuestra responsabilidad total por cualquier reclamación relacionada con los Servicios se limita a la cantidad que usted nos haya pagado por el Servicio en cuestión durante los doce meses anteriores a la reclamación.`,
      ],
    },
    {
      id: "third-party-links",
      heading: "5. Enlaces de terceros",
      paragraphs: [
        "Nuestro sitio web incluye enlaces a sitios y herramientas de terceros, como nuestro calendario para agendar llamadas, el formulario de solicitudes de soporte, las plataformas de reservaciones, el proveedor de pagos y ofertas de socios. No controlamos esos sitios y no somos responsables de su contenido, sus políticas ni sus prácticas. Algunos enlaces son de afiliados: podemos recibir una comisión sin ningún costo adicional para usted.",
      ],
    },
    {
      id: "termination",
      heading: "6. Terminación",
      paragraphs: [
        "Podemos suspender o terminar su acceso a los Servicios si usted incumple estos Términos o usa los Servicios de forma ilícita. Cualquiera de las partes puede dar por terminado un contrato de coanfitrión en los términos que establezca el propio contrato; las secciones de estos Términos que por su naturaleza deban subsistir a la terminación (propiedad intelectual, exenciones y limitación de responsabilidad) seguirán vigentes.",
      ],
    },
    {
      id: "governing-law",
      heading: "7. Legislación aplicable",
      paragraphs: [
        "Estos Términos se rigen por las leyes del estado de Arizona, Estados Unidos, sin tomar en cuenta sus normas sobre conflicto de leyes. Cualquier controversia se presentará ante los tribunales estatales o federales ubicados en Arizona, y usted acepta su jurisdicción.",
      ],
    },
    {
      id: "changes",
      heading: "8. Cambios a estos Términos",
      paragraphs: [
        `Podemos actualizar estos Términos de vez en cuando. Si el cambio es importante, le avisaremos con al menos ${TERMS_CHANGE_NOTICE_DAYS} días de anticipación, publicando los nuevos Términos en esta página y actualizando la fecha de "última actualización". Si sigue usando los Servicios una vez que los cambios entren en vigor, significa que los acepta.`,
      ],
    },
    {
      id: "contact",
      heading: "9. Contáctenos",
      paragraphs: ["¿Tiene preguntas sobre estos Términos? Puede escribirnos o llamarnos:"],
      list: contactLines,
    },
  ],
  related: [
    { label: "Inicio", to: "/" },
    { label: "Aviso de privacidad", to: "/privacy" },
  ],
};

/**
 * The aviso de privacidad integral (Mexico's LFPDPPP, DOF of March 20, 2025): the elements the law
 * asks for (identity and address of the responsable, the data and whether any is sensitive, the
 * necessary and the voluntary purposes with the way to refuse the latter, transfers, ARCO rights
 * and consent withdrawal, tracking technologies, changes). The same facts as the English policy,
 * section by section; for titulares in Mexico it stands on its own (see `privacyFrame`).
 */
export const privacy: LegalDocument = {
  path: TWIN_PAGES.privacy.es,
  title: "Aviso de privacidad",
  metaDescription: `Aviso de privacidad integral de ${brand}: qué datos personales tratamos, para qué, con quién los compartimos, cuánto tiempo los conservamos y cómo ejercer sus derechos ARCO.`,
  lastUpdated: "28 de noviembre de 2026",
  version: PRIVACY_NOTICE_VERSION,
  intro: `Este es el aviso de privacidad integral de ${legal.name} ("${brand}" o "nosotros"), emitido conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP). En él le informamos qué datos personales recabamos por medio de este sitio web y de nuestros Servicios, para qué finalidades los tratamos, con quién los compartimos, cuánto tiempo los conservamos y cómo puede acceder a ellos, rectificarlos, cancelarlos u oponerse a su tratamiento.`,
  sections: [
    {
      id: "controller",
      heading: "1. Identidad y domicilio del responsable",
      paragraphs: [`${legal.name}, que opera el sitio web y los Servicios de ${brand}, es el responsable del tratamiento de sus datos personales.`],
      list: [`Domicilio: ${legal.postalAddress}`, `Correo para asuntos de privacidad: [${legal.privacyEmail}](mailto:${legal.privacyEmail})`],
    },
    {
      id: "data-collected",
      heading: "2. Datos personales que tratamos",
      paragraphs: ["Recabamos únicamente los datos que cada parte del sitio necesita:"],
      list: [
        "Si se suscribe a nuestros correos: su correo electrónico, el idioma de la página, el formulario que usó y la página en la que estaba, el texto exacto del consentimiento que se le mostró y su versión, la versión de este aviso de privacidad, y la fecha y hora en que se suscribió, confirmó su correo y, en su caso, se dio de baja.",
        "Si envía un formulario: la verificación de Cloudflare Turnstile, que lee señales técnicas de su navegador para distinguir a las personas de los programas automatizados, y un resumen criptográfico (hash) de su dirección IP, que usamos para limitar las suscripciones por red y que se elimina después de una hora.",
        "Si compra un kit: el kit, su nombre, su correo electrónico y, cuando Stripe lo solicite, su domicilio de facturación, así como el importe pagado. Los datos de su tarjeta los recaba Stripe directamente; nunca vemos ni guardamos el número de su tarjeta.",
        "Si agenda una llamada, solicita una auditoría o pide soporte: lo que capture en nuestro calendario o en el formulario de soporte (como su nombre, correo, teléfono y preguntas) y la información de su propiedad que nos comparta para crear o administrar su anuncio.",
        "Si navega por el sitio: los datos técnicos de cada solicitud (como la dirección IP, el navegador y la hora), que registra nuestro proveedor de alojamiento para entregar y proteger el sitio; y, solo si usted acepta las cookies de analítica, las páginas que visita y el tipo de dispositivo y de navegador.",
      ],
      after: ["No solicitamos datos personales sensibles, como los relativos a su salud, sus creencias, su vida sexual o su origen étnico."],
    },
    {
      id: "purposes",
      heading: "3. Finalidades necesarias",
      paragraphs: ["Tratamos sus datos para las siguientes finalidades, que son necesarias para la relación que usted establece con nosotros:"],
      list: [
        "Confirmar su suscripción (primero enviamos un enlace a su correo), conservar la constancia de su consentimiento, darle de baja cuando lo pida y atender sus solicitudes sobre sus datos.",
        "Entregarle los kits y Servicios que compre o solicite, cobrar los pagos, tramitar reembolsos y enviarle los mensajes relacionados.",
        "Responder sus preguntas, llamadas y solicitudes de soporte.",
        "Mantener la seguridad del sitio y de sus formularios, y evitar su uso indebido.",
        "Cumplir nuestras obligaciones legales, fiscales y contables.",
      ],
    },
    {
      id: "optional-purposes",
      heading: "4. Finalidades voluntarias y cómo negarse",
      paragraphs: ["Las siguientes finalidades no son necesarias y solo las llevamos a cabo con su consentimiento. Negarse no afecta ninguna compra ni ningún Servicio:"],
      list: [
        "Enviarle por correo consejos para anfitriones, acceso anticipado a los nuevos kits y ofertas exclusivas para suscriptores, únicamente después de que confirme su correo.",
        "Medir el uso del sitio y de nuestros anuncios con Google Analytics 4, Google Tag Manager y el píxel de Meta, que solo se cargan si usted los acepta en el aviso de cookies.",
      ],
      after: [
        `Para negarse, basta con no suscribirse o con darse de baja en cualquier momento mediante el enlace de un clic que incluye cada correo; y, para la analítica, con rechazar el aviso de cookies o cambiar su elección como se explica en el apartado "Cookies y otras tecnologías de rastreo". También puede manifestar su negativa escribiendo a [${legal.privacyEmail}](mailto:${legal.privacyEmail}).`,
      ],
    },
    {
      id: "sharing",
      heading: "5. Remisiones y transferencias de datos",
      paragraphs: [
        "No vendemos sus datos personales. Los comunicamos a los proveedores que nos prestan servicios como encargados, que solo pueden tratarlos conforme a nuestras instrucciones (remisiones, que no requieren su consentimiento), y a los terceros que se indican, en los términos siguientes:",
      ],
      list: [
        "Supabase (encargado): nuestra base de datos y las funciones de servidor que procesan las suscripciones y las solicitudes de datos.",
        "Resend (encargado): envía nuestros correos, como los enlaces de confirmación y los reportes de datos.",
        "Cloudflare (encargado): realiza la verificación Turnstile; nuestro proveedor de alojamiento web (Cloudflare Pages o Netlify) también actúa como encargado.",
        "La plataforma que sirve el catálogo y el carrito de nuestra tienda (encargado).",
        "Stripe: cobra los pagos de los kits y trata además los datos de pago para sus propios fines de prevención de fraude y obligaciones legales, conforme a su aviso de privacidad. Esta transferencia es necesaria para cumplir la compraventa que usted celebra y no requiere su consentimiento.",
        "Google y Meta: solo si usted acepta las cookies de analítica, reciben datos de su visita para fines de analítica y medición de anuncios, conforme a sus propios avisos de privacidad. Esta transferencia sí requiere su consentimiento, que usted otorga o niega en el aviso de cookies.",
        "Autoridades competentes: cuando lo exija una norma jurídica o un mandato judicial, o sea necesario para reconocer, ejercer o defender un derecho en un proceso judicial, sin que se requiera su consentimiento.",
      ],
      after: ["Algunas de estas empresas almacenan los datos fuera de México, incluso en los Estados Unidos."],
    },
    {
      id: "retention",
      heading: "6. Conservación de sus datos",
      list: [
        "Una suscripción que nunca se confirmó: se elimina 30 días después de realizada.",
        "El resumen criptográfico de su dirección IP que usamos para limitar las suscripciones: se elimina después de una hora.",
        "Su suscripción: mientras siga suscrito. Si se da de baja, conservamos su correo marcado como dado de baja, con la constancia de su consentimiento y de la fecha en que lo revocó, para no volver a escribirle y poder acreditar lo que aceptó, hasta que usted nos pida eliminarlo.",
        "Los registros de compras: durante el plazo que exijan las leyes fiscales y contables.",
      ],
      after: [
        "Cuando usted elimina sus datos desde nuestra página de datos, borramos de inmediato su registro de suscriptor, la constancia de su consentimiento, los enlaces de nuestros correos y el registro de los correos que le enviamos; las copias que existan en los respaldos de nuestro proveedor de base de datos desaparecen conforme esos respaldos se reemplazan.",
      ],
    },
    {
      id: "your-rights",
      heading: "7. Derechos ARCO y revocación del consentimiento",
      paragraphs: ["Usted tiene derecho a acceder a sus datos, rectificarlos, cancelarlos u oponerse a su tratamiento (derechos ARCO), así como a revocar el consentimiento que nos haya otorgado. Para ejercerlos:"],
      list: [
        "Acceso: capture su correo en [nuestra página de datos](/es/mis-datos) y le enviaremos a ese mismo correo todo lo que tenemos sobre él; así, solo quien lee ese buzón recibe la información.",
        "Cancelación: el correo que recibe desde la página de datos incluye un enlace, válido por 7 días, que elimina de inmediato su registro de suscriptor.",
        "Oposición a los correos y revocación de su consentimiento: dese de baja en cualquier momento con el enlace de un clic que incluye cada correo.",
        `Rectificación, oposición a otro tratamiento, revocación de otro consentimiento, limitación del uso o divulgación de sus datos, o cualquier otra solicitud: escriba a [${legal.privacyEmail}](mailto:${legal.privacyEmail}) indicando su nombre, el correo al que desea recibir la respuesta, el derecho que quiere ejercer y los datos a los que se refiere. Para acreditar su identidad, envíe la solicitud desde el correo de que se trate o adjunte una identificación oficial; si actúa por medio de un representante, este deberá acreditar su representación.`,
      ],
      after: [
        "Le comunicaremos nuestra respuesta en un plazo máximo de 20 días contados desde que recibamos su solicitud y, si resulta procedente, la haremos efectiva dentro de los 15 días siguientes a la respuesta. El ejercicio de estos derechos es gratuito.",
        "Si considera que su derecho a la protección de datos personales ha sido vulnerado, puede acudir ante la Secretaría Anticorrupción y Buen Gobierno, la autoridad en la materia.",
      ],
    },
    {
      id: "cookies",
      heading: "8. Cookies y otras tecnologías de rastreo",
      paragraphs: [
        "Sin su consentimiento, el sitio no instala cookies de analítica ni de publicidad. Solo guarda en su navegador lo indispensable para funcionar: su carrito, su idioma, su elección sobre las cookies y, hasta que cierre el navegador, que cerró el anuncio de la oferta para México. La verificación Turnstile de nuestros formularios sirve para detener programas automatizados y no se usa para darle seguimiento.",
        'Cuando hay herramientas de analítica configuradas, un aviso le pregunta primero. Solo si usted elige "Aceptar" se cargan Google Analytics 4, Google Tag Manager y el píxel de Meta, que instalan sus cookies para registrar las páginas que visita, el tipo de dispositivo y de navegador y la interacción con nuestros anuncios; si elige "Rechazar", no se carga ninguna.',
        "Para cambiar su elección, borre las cookies y los datos de este sitio en la configuración de su navegador: el aviso volverá a preguntarle en su siguiente visita. También puede bloquear las cookies de terceros en su navegador o instalar el complemento de inhabilitación de Google Analytics que ofrece Google.",
      ],
    },
    {
      id: "security",
      heading: "9. Seguridad de sus datos",
      paragraphs: [
        "Protegemos sus datos con cifrado durante la transmisión, con acceso limitado a los integrantes del equipo que lo necesitan (con verificación en dos pasos) y con una base de datos que los visitantes no pueden leer: toda solicitud pública pasa por nuestras funciones de servidor. Los enlaces de nuestros correos se guardan solo como resúmenes criptográficos (hash). Ningún método de transmisión o almacenamiento es 100% seguro, pero trabajamos para proteger su información y para actuar con rapidez si algo sale mal, lo que incluye avisarle cuando la ley lo exija.",
      ],
    },
    {
      id: "children",
      heading: "10. Menores de edad",
      paragraphs: [
        "Nuestros Servicios están dirigidos a personas adultas que operan un negocio. No recabamos a sabiendas datos personales de menores de 18 años. Si usted sabe que un menor nos proporcionó datos personales, escríbanos y los eliminaremos.",
      ],
    },
    {
      id: "links",
      heading: "11. Enlaces a otros sitios web",
      paragraphs: [
        "Nuestro sitio incluye enlaces a otros sitios, como las plataformas de reservaciones, nuestro calendario para agendar llamadas, el formulario de soporte y ofertas de socios. Este aviso no los cubre: le recomendamos leer sus propios avisos de privacidad.",
      ],
    },
    {
      id: "changes",
      heading: "12. Cambios a este aviso de privacidad",
      paragraphs: [
        "Cualquier cambio a este aviso lo publicaremos en esta página, con su nueva versión y fecha. Si un cambio implicara tratar sus datos para una finalidad nueva que requiera su consentimiento, se lo pediremos por correo antes de aplicarlo.",
      ],
    },
    {
      id: "contact",
      heading: "13. Contacto",
      paragraphs: ["¿Tiene preguntas sobre este aviso de privacidad o sobre sus datos? Contáctenos:"],
      list: [
        `Asuntos de privacidad: [${legal.privacyEmail}](mailto:${legal.privacyEmail})`,
        `Por correo postal: ${legal.name}, ${legal.postalAddress}`,
        ...contactLines,
      ],
    },
  ],
  related: [
    { label: "Inicio", to: "/" },
    { label: "Términos del servicio", to: "/terms" },
  ],
};

export const refundPolicy: LegalDocument = {
  path: TWIN_PAGES.refundPolicy.es,
  title: "Política de devoluciones y reembolsos",
  metaDescription: `La garantía de devolución de su dinero de ${GUARANTEE_DAYS} días de ${brand}, y cómo funcionan los reembolsos y las devoluciones.`,
  lastUpdated: "16 de junio de 2025",
  intro: `Gracias por elegir ${brand}. Queremos que quede completamente satisfecho con su compra; por eso nuestros kits para hágalo usted mismo y nuestros kits de lanzamiento llave en mano tienen una garantía de devolución de su dinero de ${GUARANTEE_DAYS} días.`,
  sections: [
    {
      id: "guarantee",
      heading: `1. Nuestra garantía de devolución de ${GUARANTEE_DAYS} días`,
      paragraphs: [
        `Si no queda satisfecho con un kit de lanzamiento o un kit de herramientas, avísenos dentro de los ${GUARANTEE_DAYS} días siguientes a su compra y lo resolveremos: primero le ofreceremos corregir el trabajo y, si aun así no queda contento, le reembolsaremos el total.`,
      ],
    },
    {
      id: "eligibility",
      heading: "2. Requisitos",
      list: [
        `Su solicitud nos llega dentro de los ${GUARANTEE_DAYS} días siguientes a la compra.`,
        "Incluye el número de confirmación de su pedido y una breve descripción de lo que no cumplió sus expectativas.",
        "No son reembolsables las cuotas mensuales de coanfitrión de los meses ya prestados ni los costos de terceros pagados en su nombre (por ejemplo, suscripciones a herramientas de precios).",
      ],
    },
    {
      id: "returns",
      heading: "3. Devolución de productos físicos",
      paragraphs: [
        `Los artículos físicos de nuestra tienda (como los manuales de bienvenida impresos) se pueden devolver sin usar y en su empaque original dentro de los ${GUARANTEE_DAYS} días siguientes a la entrega. Le reembolsaremos dentro de los ${GUARANTEE_DAYS} días siguientes a que recibamos los productos, con el mismo método de pago que usó en la compra.`,
      ],
    },
    {
      id: "how-to-request",
      heading: "4. Cómo solicitar un reembolso",
      paragraphs: [
        `Escriba a [${email}](mailto:${email}) con el asunto "Solicitud de reembolso" y el número de confirmación de su pedido. Le respondemos en un plazo de dos días hábiles.`,
      ],
    },
    {
      id: "contact",
      heading: "5. Contáctenos",
      paragraphs: ["¿Tiene preguntas sobre devoluciones y reembolsos?"],
      list: contactLines,
    },
  ],
  related: [
    { label: "Inicio", to: "/" },
    { label: "Términos del servicio", to: "/terms" },
    { label: "Aviso de privacidad", to: "/privacy" },
  ],
};

/** The legal pages' frame in Spanish: the twin of ./en.ts's. */
export const frame: LegalFrame = {
  courtesyTranslation: {
    note: "Esta es una traducción de cortesía de la versión en inglés; en caso de discrepancia, prevalece la versión en inglés.",
    englishVersion: "Consultar la versión en inglés",
  },
  lastUpdated: "Última actualización:",
  version: "Versión",
  relatedPages: "Páginas relacionadas",
};

/**
 * The aviso de privacidad's frame: the notice a Mexican titular relies on is this Spanish text
 * (the LFPDPPP's), so its note offers the English version without making it prevail.
 */
export const privacyFrame: LegalFrame = {
  ...frame,
  courtesyTranslation: {
    note: "Este aviso de privacidad rige el tratamiento de sus datos personales en México. Su versión en inglés contiene la misma información.",
    englishVersion: "Consultar la versión en inglés",
  },
};

/** The legal pages in Spanish: the twin of ./en.ts. */
export const es: LegalWords = { ...frame, terms, privacy, refundPolicy };

/** Each legal page's words (its row in lib/page-table.ts): a page imports its own, the other documents stay out of its chunk. */
export const termsPage = { frame, doc: terms };
export const privacyPage = { frame: privacyFrame, doc: privacy };
export const refundPolicyPage = { frame, doc: refundPolicy };
