import { kitCallLengths, KIT_STARTING_PRICE, MONEY_BACK_DAYS } from "~/content/kits";
import { es as kitCard } from "~/content/kit-card/es";
import { config } from "~/lib/config";
import { formatDollars } from "~/lib/money";
import { TWIN_PAGES } from "~/lib/twins";
import type { LaunchKitWords } from "./en";

const garantia = `Garantía de devolución de ${MONEY_BACK_DAYS} días`;
const todosIncluyen = `Todos los paquetes incluyen nuestra garantía de devolución de ${MONEY_BACK_DAYS} días.`;
/** The studio's bookings claim, in dollars that say so: "más de USD 9,000". */
const reservasEstudio = `más de ${formatDollars(9000, "es")}`;

/**
 * /es/kit-de-lanzamiento-airbnb: the launch kit page in Spanish (the twin of ./en.ts), for a
 * Mexican host, usted throughout. Prices in US dollars that say so (lib/money); the kits keep
 * Stripe's names.
 */
export const es: LaunchKitWords = {
  path: TWIN_PAGES.launchKit.es,
  title: "Kit de lanzamiento llave en mano para Airbnb",
  metaDescription: `Un kit de lanzamiento llave en mano para Airbnb desde ${formatDollars(KIT_STARTING_PRICE, "es")}: configuración y optimización de su anuncio, mensajes para huéspedes a la medida e integración de una herramienta de precios, listo en 7 días hábiles. ${todosIncluyen}`,
  hero: {
    eyebrow: "Kit de lanzamiento llave en mano para Airbnb",
    title: "Lance un anuncio que enamore a sus huéspedes en 7 días hábiles",
    intro:
      "Configuramos y optimizamos su anuncio, escribimos los mensajes que recibirán sus huéspedes e integramos precios dinámicos, para que sus primeros huéspedes lleguen a una experiencia de cinco estrellas y su calendario se llene desde la primera semana.",
    primary: "Ver paquetes y precios",
    secondary: "Recibir consejos gratuitos",
    note: `Configuración en 7 días hábiles · Resultados en 2 a 4 semanas · ${garantia}`,
    image: {
      src: "/images/marketing/launch-hero-es.svg",
      alt: "Un anuncio que sale en línea: la tarjeta de una casa con un cohete, un calendario que se llena y una calificación de cinco estrellas",
      width: 560,
      height: 460,
    },
  },
  statsLabel: "Resultados",
  stats: [
    // As on the case study: "USD 9,000+" does not fit this stat tile at 320 px; the label names the dollars.
    { value: "+9\u00a0mil", label: "dólares (USD) en reservaciones en 7 días" },
    { value: "14 días", label: "para ser Favorito entre huéspedes" },
    { value: "100% de ROI", label: "en 48 horas" },
    { value: "2 a 4 semanas", label: "para ver resultados" },
  ],
  whoFor: {
    eyebrow: "Para quién es",
    title: "Para anfitriones que quieren hacerlo bien desde la primera vez",
    items: [
      {
        icon: "home",
        title: "Anfitriones nuevos",
        text: "Ya tiene las llaves y los muebles, pero no el anuncio, los mensajes ni los precios. Preparamos los tres antes de que reserve su primer huésped.",
      },
      {
        icon: "trending",
        title: "Anfitriones que relanzan un anuncio sin movimiento",
        text: "Buena propiedad, calendario flojo. Reescribimos su anuncio, ajustamos sus precios y renovamos sus mensajes para que el algoritmo y los huéspedes vuelvan a verlo.",
      },
      {
        icon: "users",
        title: "Dueños de propiedades premium o de varias unidades",
        text: "Una experiencia de marca uniforme en cada unidad, con plantillas que su equipo puede operar sin usted.",
      },
      {
        icon: "award",
        title: "Casas boutique y VIP",
        text: "Un mes de lanzamiento de servicio completo: nuestro equipo atiende a sus huéspedes a toda hora durante los primeros 30 días.",
      },
    ],
  },
  tiersHeading: {
    eyebrow: "Paquetes",
    title: "Elija su kit de lanzamiento",
    intro: `Un solo pago, sin comisión por reservación. ${todosIncluyen}`,
  },
  recommendedLabel: "Recomendado",
  kitCard,
  calendarToast: {
    title: "Abriendo el calendario...",
    description: "Nuestro calendario de citas se abre en una pestaña nueva. Elija un horario para su consulta gratuita de 30 minutos.",
    duration: 3000,
  },
  compareHeading: {
    eyebrow: "Compare",
    title: "Compare los planes lado a lado",
    caption: "Qué incluye cada kit de lanzamiento",
  },
  freeTips: {
    eyebrow: "Consejos gratuitos para anfitriones",
    title: "¿Todavía no está listo para lanzar?",
    text: "Suscríbase a nuestro boletín y reciba cada semana consejos para anfitriones: los ajustes de anuncio, las plantillas de mensajes y los hábitos de precios que usan nuestros clientes, gratis en su correo. También tendrá acceso anticipado a los kits para hacerlo usted mismo.",
    button: "Recibir consejos gratuitos",
  },
  whyChoose: {
    eyebrow: `Por qué ${config.brand}`,
    title: "Por qué los anfitriones eligen nuestro kit de lanzamiento",
    items: [
      {
        icon: "sparkles",
        title: "Probado en anuncios reales",
        text: `Un estudio logró ${reservasEstudio} en reservaciones en 7 días, llegó a Favorito entre huéspedes en 14 días y recuperó el 100% de su inversión en 48 horas.`,
      },
      {
        icon: "calendar",
        title: "Plazo rápido y fijo",
        text: "Configuración lista en 7 días hábiles. Sin proyectos eternos y sin tener que perseguirnos para saber cómo va.",
      },
      {
        icon: "message",
        title: "Escrito por un equipo de experiencia del cliente",
        text: "Sus mensajes los escriben personas que atienden huéspedes todos los días, en español y en inglés.",
      },
      {
        icon: "trending",
        title: "Resultados en 2 a 4 semanas",
        text: "Más consultas, mejor conversión y reseñas más cálidas, por lo general entre dos y cuatro semanas después del lanzamiento.",
      },
      {
        icon: "shield",
        title: garantia,
        text: "Todos los paquetes la incluyen. Si el kit no es para usted, le devolvemos su dinero.",
      },
      {
        icon: "heart",
        title: "Consulta gratuita de 30 minutos",
        text: "¿No sabe qué kit le conviene? Platíquelo primero con nosotros, sin costo.",
      },
    ],
  },
  quote: { translation: "Traducción", stars: "{n} de 5 estrellas" },
  guestQuotesHeading: { eyebrow: "Opiniones de huéspedes", title: "Lo que dicen los huéspedes de las estancias que lanzamos" },
  guestQuotes: [
    {
      quote:
        "Las instrucciones para el check-in nos llegaron justo cuando las necesitábamos, y la guía de bienvenida tenía la mejor taquería del pueblo. Fue como quedarse con un amigo que lo tiene todo planeado.",
      author: "Sarah K.",
      role: "Huésped, estancia de 4 noches",
      stars: 5,
    },
    {
      quote:
        "Nuestro vuelo aterrizó a medianoche y en minutos tuvimos respuesta sobre la llegada tarde. Lugar impecable, reglas de la casa claras, cero estrés.",
      author: "James T.",
      role: "Huésped, estancia de fin de semana",
      stars: 5,
    },
    {
      quote: "Cada pregunta recibió una respuesta amable en español y en inglés. Ya reservamos nuestra próxima visita.",
      author: "Lucía M.",
      role: "Huésped, estancia familiar",
      stars: 5,
    },
  ],
  closing: {
    title: "Su lanzamiento de cinco estrellas empieza aquí",
    text: `Elija hoy su kit y su anuncio estará listo en 7 días hábiles. ${todosIncluyen}`,
    primary: "Elegir mi kit de lanzamiento",
    secondary: "Recibir consejos gratuitos",
    consultation: "O agende su consulta gratuita de 30 minutos",
  },
  allPackagesGuarantee: todosIncluyen,
  // Short words: on a phone the table's feature column holds about 11 letters a line.
  comparison: {
    labels: { feature: "Incluye", yes: "Incluido", no: "No incluido" },
    rows: [
      { feature: "Anuncio configurado y optimizado", values: { basic: true, complete: true, pro: true } },
      { feature: "Manual de mensajes a la medida", values: { basic: true, complete: true, pro: true } },
      { feature: "Herramienta de precios integrada", values: { basic: true, complete: true, pro: true } },
      { feature: "Llamada de estrategia o coaching", values: kitCallLengths(kitCard.kits) },
      { feature: "Guía de bienvenida con su marca", values: { basic: false, complete: true, pro: true } },
      { feature: "Más de 50 plantillas de mensajes a la medida", values: { basic: false, complete: true, pro: true } },
      { feature: "Reglas de la casa, preguntas frecuentes y guiones para reseñas", values: { basic: false, complete: true, pro: true } },
      { feature: "Atención a huéspedes 24/7", values: { basic: false, complete: false, pro: "30 días" } },
      { feature: "Monitoreo diario de precios", values: { basic: false, complete: false, pro: "30 días" } },
      { feature: "Tablero a la medida", values: { basic: false, complete: false, pro: true } },
      { feature: "Listo en 7 días hábiles", values: { basic: true, complete: true, pro: true } },
      { feature: garantia, values: { basic: true, complete: true, pro: true } },
    ],
  },
};
