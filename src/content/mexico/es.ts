import { formatDollars } from "~/lib/money";
import { CO_HOST_PLAN } from "~/content/offer-facts";
import type { MexicoWords } from "./en";
import { kitPriceFor, OFFER_MIN_MONTHS, OFFER_SETUP_DISCOUNT_PERCENT, storyBookingsFor } from "./prices";

const kitPrice = kitPriceFor("es");
/** "de USD 297 a USD 797". */
const cohostRange = `de ${formatDollars(CO_HOST_PLAN.monthlyMin, "es")} a ${formatDollars(CO_HOST_PLAN.monthlyMax, "es")}`;

/** The Mexico journey's words in Spanish (Mexico), the default language of /airbnb-mexico. Register: usted. */
export const es: MexicoWords = {
  meta: {
    title: "Airbnb en México: lanzamiento y coanfitrión",
    description: `Lance su Airbnb en México con atención a huéspedes 24/7 en español e inglés. Superanfitrión en 30 a 60 días y ${OFFER_SETUP_DISCOUNT_PERCENT}% de descuento en la configuración.`,
  },
  newTab: "(se abre en una pestaña nueva)",
  toggle: {
    label: "Idioma",
    esName: "Español",
    enName: "English",
  },
  hero: {
    eyebrow: "Para anfitriones de Airbnb en México",
    title: "Su Airbnb en México, listo para recibir huéspedes de cinco estrellas",
    lead: "Configuramos su anuncio, sus mensajes y sus precios, y atendemos a sus huéspedes las 24 horas en español e inglés. La meta: que usted se convierta en Superanfitrión (Superhost) en 30 a 60 días.",
    bookCall: "Agende su llamada gratuita",
    seeOffer: "Ver la oferta para México",
    trust: [
      "Atención a huéspedes 24/7 en español e inglés",
      "Configuración lista en 7 días hábiles",
      "Garantía de devolución de 30 días",
    ],
    imageAlt: "Ilustración de una casa de playa en México con papel picado y un mensaje de bienvenida para el huésped",
  },
  purchase: {
    eyebrow: "Kit de lanzamiento Pro",
    title: "Todo lo que su propiedad necesita para arrancar con el pie derecho",
    intro: "Nuestro kit más completo: dejamos su anuncio optimizado, le damos a la estancia un toque de marca propia y nuestro equipo atiende a sus huéspedes durante el primer mes.",
    kitName: "Configuración Pro + 30 días de operación con huéspedes",
    kitAudience: "Ideal para casas boutique, villas y propiedades de lujo.",
    price: kitPrice,
    priceNote: "Pago único",
    featuresTitle: "Qué incluye",
    features: [
      "Configuración y optimización de su anuncio",
      "Procedimientos de mensajería personalizados",
      "Integración con una herramienta de precios dinámicos",
      "Guía de bienvenida con la imagen de su marca",
      "Más de 50 plantillas de mensajes personalizadas",
      "Reglas de la casa, preguntas frecuentes y guiones para pedir reseñas",
      "30 días de comunicación con sus huéspedes, 24/7",
      "Monitoreo diario de precios durante 30 días",
      "Tablero personalizado para seguir su operación",
      "Llamada de optimización de 60 minutos después del lanzamiento",
    ],
    buyNow: "Comprar ahora",
    checking: "Verificando la disponibilidad en nuestra tienda…",
    available: "Disponible ahora. El pago se realiza de forma segura en nuestra tienda.",
    configuring: "Estamos terminando de configurar el servicio de lanzamiento en nuestra tienda. ¡Vuelva a consultar muy pronto!",
    guarantee: "Garantía de devolución de 30 días",
    setupTime: "Configuración lista en 7 días hábiles",
  },
  operation: {
    eyebrow: "Operación México – Estados Unidos",
    title: "Un equipo entre México y Estados Unidos, al servicio de su propiedad",
    intro: "Muchos de sus huéspedes llegan de Estados Unidos y Canadá; otros viajan desde cualquier rincón de México. Nuestro equipo binacional habla el idioma de cada uno y trabaja con los estándares de hospitalidad que ellos esperan.",
    points: [
      {
        title: "Atención bilingüe las 24 horas",
        body: "Respondemos a sus huéspedes en español y en inglés, de día y de noche, con mensajes cálidos y rápidos que cuidan su tasa de respuesta y sus calificaciones.",
      },
      {
        title: "Estándares de hospitalidad de Estados Unidos",
        body: "Aplicamos los mismos procesos que usamos con anfitriones en Estados Unidos: bienvenida, llegada sin complicaciones, seguimiento durante la estancia y solicitud de reseñas.",
      },
      {
        title: "Conocimiento del mercado mexicano",
        body: "Ajustamos precios, temporadas y reglas de la casa a su destino, ya sea playa, ciudad o pueblo mágico, sin perder de vista los puentes y la temporada alta.",
      },
      {
        title: "Usted siempre informado",
        body: "Revise reservaciones, mensajes y precios en su tablero personalizado desde donde esté, sin tener que contestar el teléfono a medianoche.",
      },
    ],
  },
  services: {
    eyebrow: "Servicios incluidos",
    title: "Elija cómo quiere que lo acompañemos",
    intro: "Arranque con el kit de lanzamiento o deje la operación completa en manos de su coanfitrión. En ambos casos, sin comisiones sobre sus reservaciones.",
    caption: "Comparación de los servicios incluidos en el kit de lanzamiento Pro y en el plan de coanfitrión Platinum",
    columns: {
      service: "Servicio",
      kit: "Kit de lanzamiento Pro",
      cohost: "Coanfitrión Platinum",
    },
    rows: [
      { service: "Configuración y optimización del anuncio", kit: true, cohost: true },
      { service: "Mensajería personalizada y más de 50 plantillas", kit: true, cohost: true },
      { service: "Integración de precios dinámicos", kit: true, cohost: true },
      { service: "Guía de bienvenida con su marca", kit: true, cohost: true },
      { service: "Comunicación con huéspedes 24/7", kit: "Primeros 30 días", cohost: "Todos los meses" },
      { service: "Monitoreo diario de precios", kit: "Primeros 30 días", cohost: "Todos los meses" },
      { service: "Soporte operativo completo", kit: false, cohost: true },
      { service: "Llamada de optimización posterior al lanzamiento", kit: "60 minutos", cohost: true },
      { service: "Comisión sobre sus reservaciones", kit: "Ninguna", cohost: "Ninguna" },
    ],
    priceRow: {
      service: "Inversión",
      kit: `${kitPrice}, pago único`,
      cohost: `${cohostRange[0]!.toUpperCase()}${cohostRange.slice(1)} al mes + tarifa única de configuración`,
    },
    included: "Incluido",
    notIncluded: "No incluido",
  },
  offer: {
    badge: "Oferta especial México",
    title: `${OFFER_SETUP_DISCOUNT_PERCENT}% de descuento en la tarifa de configuración`,
    body: `Si su propiedad está en México, le descontamos la mitad de la tarifa de configuración al contratar nuestro servicio de coanfitrión con un contrato mínimo de ${OFFER_MIN_MONTHS} meses.`,
    terms: [
      `${OFFER_SETUP_DISCOUNT_PERCENT}% de descuento en la tarifa única de configuración`,
      `Contrato mínimo de coanfitrión de ${OFFER_MIN_MONTHS} meses`,
      "Atención a huéspedes en español e inglés desde el primer día",
      "Sin comisión sobre sus reservaciones",
    ],
    cta: "Aprovechar la oferta",
    fineprint: `La oferta aplica a propiedades ubicadas en México y requiere un contrato mínimo de coanfitrión de ${OFFER_MIN_MONTHS} meses. Precios en dólares estadounidenses (USD).`,
  },
  stories: {
    eyebrow: "Historias de éxito",
    title: "Resultados reales de anfitriones como usted",
    intro: "Así se ve un lanzamiento bien hecho: un anuncio que destaca, mensajes que enamoran a los huéspedes y precios que se ajustan solos.",
    stats: [
      { value: storyBookingsFor("es"), label: "en reservaciones en los primeros 7 días" },
      { value: "14 días", label: "para obtener la distinción Favorito entre huéspedes" },
      { value: "100% ROI", label: "recuperación total de la inversión en 48 horas" },
    ],
    storyTitle: "Studio La Bohème: de cero reseñas al calendario lleno",
    storyBody: `Con nuestro kit de lanzamiento, este estudio pasó de un anuncio nuevo y sin reseñas a más de ${formatDollars(9000, "es")} en reservaciones en su primera semana, y obtuvo la distinción Favorito entre huéspedes en solo 14 días.`,
    listingCta: "Ver el anuncio en Airbnb",
    caseStudyCta: "Leer el caso completo (en inglés)",
    imageAlt: "Ilustración de un estudio acogedor con calificación de cinco estrellas",
  },
  faq: {
    eyebrow: "Preguntas frecuentes",
    title: "Lo que nos preguntan los anfitriones en México",
    items: [
      {
        question: "¿Cuánto tiempo tarda en quedar lista mi propiedad?",
        answer: "La configuración queda lista en 7 días hábiles a partir de que recibimos la información y el acceso a su anuncio. Después lo acompañamos durante el lanzamiento.",
      },
      {
        question: "¿En cuánto tiempo puedo convertirme en Superanfitrión?",
        answer: "Nuestros anfitriones suelen alcanzar el estatus de Superanfitrión (Superhost) en 30 a 60 días. Airbnb otorga la distinción con sus propios criterios —calificación, tasa de respuesta, cancelaciones y número de estancias—, así que trabajamos para que usted cumpla cada uno desde la primera reservación.",
      },
      {
        question: `¿Cómo funciona el ${OFFER_SETUP_DISCOUNT_PERCENT}% de descuento?`,
        answer: `Al contratar nuestro servicio de coanfitrión con un contrato mínimo de ${OFFER_MIN_MONTHS} meses para una propiedad en México, le descontamos el ${OFFER_SETUP_DISCOUNT_PERCENT}% de la tarifa de configuración. Agende una llamada y le explicamos cómo aplica a su propiedad.`,
      },
      {
        question: "¿Atienden a mis huéspedes en inglés y en español?",
        answer: "Sí. Respondemos las 24 horas en ambos idiomas, así que sus huéspedes de Estados Unidos, Canadá y México reciben la misma atención rápida y amable.",
      },
      {
        question: "¿Necesito vivir en México para contratar el servicio?",
        answer: "No. Muchos de nuestros anfitriones viven en Estados Unidos o en otra ciudad. Nosotros nos encargamos de la comunicación con los huéspedes y de la operación en línea, y usted lo ve todo en su tablero.",
      },
      {
        question: "¿Cobran comisión sobre mis reservaciones?",
        answer: `No. El kit de lanzamiento es un pago único, y el plan de coanfitrión Platinum tiene una tarifa mensual ${cohostRange} más una tarifa única de configuración, sin repartir comisiones de sus reservaciones.`,
      },
      {
        question: "¿Qué pasa si no quedo satisfecho?",
        answer: "El kit de lanzamiento incluye nuestra garantía de devolución de 30 días. Consulte los detalles en nuestra [política de reembolsos](/refund-policy).",
      },
    ],
  },
  final: {
    title: "Su próximo huésped de cinco estrellas ya está buscando dónde hospedarse",
    body: "Agende una llamada gratuita de 30 minutos. Revisamos su propiedad, le decimos qué mejoraríamos hoy mismo y le explicamos cómo aprovechar la oferta para México.",
    bookCall: "Agendar mi llamada gratuita",
    guide: "Recibir la guía gratuita para anfitriones",
  },
  offerPage: {
    meta: {
      title: "Oferta de lanzamiento para México",
      description:
        "El kit de lanzamiento CX para anfitriones de Airbnb en México: configuración Pro y 30 días de atención a huéspedes 24/7 en español e inglés. Agréguelo a su carrito y pague de forma segura.",
    },
    loading: "Cargando la oferta…",
    loadingHeading: "Oferta de lanzamiento para México",
    offer: {
      badge: "Oferta especial México",
      title: `${OFFER_SETUP_DISCOUNT_PERCENT}% de descuento en la tarifa de configuración con contrato de coanfitrión`,
      terms: [
        `${OFFER_SETUP_DISCOUNT_PERCENT}% de descuento en la tarifa única de configuración`,
        `Contrato mínimo de coanfitrión de ${OFFER_MIN_MONTHS} meses`,
        "Atención a huéspedes 24/7 en español e inglés",
      ],
      howItWorks: `El kit de lanzamiento de esta página se paga aquí a su precio completo. El ${OFFER_SETUP_DISCOUNT_PERCENT}% se descuenta de la tarifa de configuración de nuestro plan de coanfitrión Platinum cuando usted firma un contrato de coanfitrión de al menos ${OFFER_MIN_MONTHS} meses para una propiedad en México; lo aplicamos en una llamada, no en este pago.`,
      cta: "Agende una llamada para aprovechar la oferta",
    },
    back: { label: "Airbnb en México", to: "/airbnb-mexico" },
    // The store speaks English: this page replaces its launch product's words (the price, stock
    // and variant id stay the store's).
    launchProduct: {
      title: "Kit de lanzamiento Pro + 30 días de operación con huéspedes",
      subtitle: "Lanzamiento llave en mano y 30 días de atención a sus huéspedes",
      ribbon: "El más completo",
      description:
        "<p>Todo lo que un anuncio nuevo necesita para abrir con reseñas de cinco estrellas: configuramos su anuncio, la mensajería con sus huéspedes y su manual de la casa, y después atendemos la comunicación con sus huéspedes durante los primeros 30 días.</p>" +
        "<ul><li>Configuración completa del anuncio y del recorrido del huésped</li><li>30 días de comunicación con sus huéspedes, 24/7</li><li>Monitoreo diario de precios durante 30 días</li><li>Tablero personalizado</li><li>Llamada de optimización de 60 minutos después del lanzamiento</li></ul>",
      info: [
        {
          title: "Tiempos",
          description:
            "<p>La configuración queda lista en 7 días hábiles a partir de su llamada de arranque; los 30 días de operación con huéspedes empiezan con su primera reservación.</p>",
        },
      ],
    },
    problems: {
      errorTitle: "No pudimos cargar la oferta",
      errorDefault: "No se pudo cargar la oferta del producto.",
      missingTitle: "Oferta no disponible",
      missingBody: "La oferta especial para México no está configurada correctamente. Vuelva a consultar más tarde.",
      missingDetail: 'No encontramos el producto "{title}".',
      backToStore: { label: "Ver la tienda (en inglés)", to: "/store" },
      mexico: { label: "Volver a Airbnb México", to: "/airbnb-mexico" },
    },
  },
  toasts: {
    productNotFound: {
      title: "No encontramos el servicio de lanzamiento",
      description: "El producto todavía no aparece en nuestra tienda. Vuelva a intentarlo más tarde.",
    },
    loadFailed: {
      title: "No se pudieron cargar los productos",
      description: "Ocurrió un error al consultar los productos de la tienda. Vuelva a intentarlo más tarde.",
    },
    unavailable: {
      title: "Producto no disponible",
      description: "Por el momento, el servicio de lanzamiento no está disponible para compra.",
    },
    guide: {
      title: "Función aún no disponible",
      description: "La guía descargable llegará muy pronto. Suscríbase y se la enviaremos en cuanto esté lista.",
    },
  },
};
