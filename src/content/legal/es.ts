import { config } from "~/lib/config";
import { formatPhone } from "~/lib/phone";
import { TWIN_PAGES } from "~/lib/twins";
import { GUARANTEE_DAYS, TERMS_CHANGE_NOTICE_DAYS } from "./days";
import type { LegalDocument, LegalFrame, LegalWords } from "./en";

/*
 * The legal pages in Mexican Spanish (usted): a courtesy translation of ./en.ts, the same facts
 * section by section. The English version governs, and each page opens by saying so. The privacy
 * policy is written as the aviso de privacidad a Mexican subscriber reads (responsable, datos
 * personales, finalidades), without adding a fact the English does not state.
 */

const { brand, email, phone } = config;

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

export const privacy: LegalDocument = {
  path: TWIN_PAGES.privacy.es,
  title: "Aviso de privacidad",
  metaDescription: `Cómo ${brand}, como responsable de sus datos personales, los recaba, los usa y los protege, y qué derechos tiene usted sobre ellos.`,
  lastUpdated: "16 de junio de 2025",
  intro: `${brand} respeta su privacidad y es responsable del tratamiento de sus datos personales. Este aviso de privacidad explica qué datos personales recabamos cuando usted visita nuestro sitio web o usa nuestros Servicios, para qué finalidades los tratamos y qué opciones y derechos tiene usted.`,
  sections: [
    {
      id: "data-collected",
      heading: "1. Datos personales que recabamos",
      list: [
        "Los datos de contacto que usted nos proporciona: su nombre, correo electrónico y número de teléfono cuando se suscribe, agenda una llamada o solicita una auditoría.",
        "Los datos de su pedido: el paquete que compra y sus datos de facturación. Los pagos con tarjeta los procesa nuestro proveedor de pagos; nunca vemos ni guardamos el número completo de su tarjeta.",
        "La información de su propiedad que comparte con nosotros para que podamos crear o administrar su anuncio.",
        "Datos de uso: páginas visitadas y tipo de dispositivo y de navegador, que recaban las herramientas de analítica solo si usted acepta las cookies de analítica.",
      ],
    },
    {
      id: "why-we-process",
      heading: "2. Finalidades del tratamiento",
      list: [
        "Prestarle los Servicios que usted solicita, como los kits de lanzamiento, el servicio de coanfitrión y la comunicación con sus huéspedes.",
        "Enviarle los consejos para anfitriones, las novedades de acceso anticipado y las ofertas a las que se suscribió. Puede cancelar su suscripción en cualquier momento.",
        "Responder a sus preguntas y solicitudes de soporte.",
        "Mejorar nuestro sitio web y nuestros Servicios, con su consentimiento para la analítica.",
        "Cumplir nuestras obligaciones legales, fiscales y contables.",
      ],
    },
    {
      id: "your-rights",
      heading: "3. Sus derechos (residentes del Espacio Económico Europeo)",
      paragraphs: ["Si usted reside en el Espacio Económico Europeo, tiene los siguientes derechos sobre sus datos personales:"],
      list: [
        "El derecho a ser informado sobre cómo se usan sus datos.",
        "El derecho de acceso a los datos que tenemos sobre usted.",
        "El derecho de rectificación de los datos inexactos o incompletos.",
        "El derecho de cancelación o supresión (el derecho al olvido).",
        "El derecho a limitar el tratamiento.",
        "El derecho a la portabilidad de los datos.",
        "El derecho de oposición al tratamiento, incluida la mercadotecnia directa.",
        "Los derechos relacionados con las decisiones automatizadas y la elaboración de perfiles.",
      ],
      after: [
        `Para ejercer cualquiera de estos derechos, escríbanos a [${email}](mailto:${email}). Le responderemos en un plazo de 30 días. También puede presentar una queja ante la autoridad de protección de datos de su lugar de residencia.`,
      ],
    },
    {
      id: "links",
      heading: "4. Enlaces a otros sitios web",
      paragraphs: [
        "Nuestro sitio web incluye enlaces a otros sitios, como las plataformas de reservaciones, nuestro calendario para agendar llamadas y ofertas de socios. Este aviso no los cubre: le recomendamos leer sus propios avisos o políticas de privacidad.",
      ],
    },
    {
      id: "security",
      heading: "5. Seguridad de su información",
      paragraphs: [
        "Protegemos sus datos con cifrado durante la transmisión, con acceso limitado a los integrantes del equipo que lo necesitan y con reglas en la base de datos que permiten a los visitantes registrar su correo electrónico, pero nunca leer el de nadie más. Ningún método de transmisión o almacenamiento es 100% seguro, pero trabajamos para proteger su información y para actuar con rapidez si algo sale mal.",
      ],
    },
    {
      id: "legal-disclosure",
      heading: "6. Divulgación por requerimiento legal",
      paragraphs: [
        "Divulgaremos la información que tengamos si la ley lo exige, o cuando consideremos que es necesario para proteger nuestros derechos, proteger su seguridad o la de otras personas, investigar un fraude o atender un requerimiento de una autoridad.",
      ],
    },
    {
      id: "contact",
      heading: "7. Datos de contacto",
      paragraphs: ["¿Tiene preguntas sobre este aviso de privacidad? Contáctenos:"],
      list: contactLines,
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
  relatedPages: "Páginas relacionadas",
};

/** The legal pages in Spanish: the twin of ./en.ts. */
export const es: LegalWords = { ...frame, terms, privacy, refundPolicy };
