import { es as toasts } from "~/content/action-toasts/es";
import { KIT_STARTING_PRICE, MONEY_BACK_DAYS } from "~/content/kits";
import { OFFER_MIN_MONTHS, OFFER_SETUP_DISCOUNT_PERCENT } from "~/content/mexico/offer-terms";
import { CO_HOST_PLAN } from "~/content/offer-facts";
import { config } from "~/lib/config";
import { formatDollars } from "~/lib/money";
import { TWIN_PAGES } from "~/lib/twins";
import type { HomeWords } from "./en";

/** "Garantía de devolución de 30 días", as the Mexico pages word it. */
const moneyBack = `Garantía de devolución de ${MONEY_BACK_DAYS} días`;
/** "de USD 297 a USD 797 al mes" */
const coHostRange = `De ${formatDollars(CO_HOST_PLAN.monthlyMin, "es")} a ${formatDollars(CO_HOST_PLAN.monthlyMax, "es")} al mes`;

/** The home page in Spanish (Mexico), usted; internal links keep the English URL (lib/twins maps them). */
export const es: HomeWords = {
  page: {
    path: TWIN_PAGES.home.es,
    title: "Atención a huéspedes 24/7 para anfitriones de Airbnb",
    metaDescription: `Mejoramos la experiencia de sus huéspedes en rentas de corta estancia en México y Estados Unidos: kits de lanzamiento desde ${formatDollars(KIT_STARTING_PRICE, "es")}, kits para hágalo usted mismo y coanfitrión Platinum con atención a huéspedes 24/7.`,
  },
  promo: {
    label: "Oferta especial para México",
    badge: "México",
    text: `¡${OFFER_SETUP_DISCOUNT_PERCENT}% de descuento en el kit de lanzamiento para su Airbnb en México!`,
    detail: `En la tarifa de configuración, con un contrato de coanfitrión mínimo de ${OFFER_MIN_MONTHS} meses.`,
    link: { label: "Ver la oferta para México", to: "/airbnb-mexico" },
    close: "Cerrar anuncio",
  },
  hero: {
    eyebrow: "Atención a huéspedes 24/7 para rentas de corta estancia",
    title: "Experiencias que sus huéspedes recuerdan",
    intro: `${config.brand} ayuda a anfitriones de rentas de corta estancia en México y Estados Unidos a lanzar anuncios que encantan a los huéspedes, a contestar cada mensaje en minutos, de día o de noche, y a convertir las primeras estancias en reseñas de cinco estrellas y reservaciones que se repiten.`,
    primary: "Agende su llamada gratis",
    secondary: "Auditoría de CX gratis",
    tipsLink: { label: "Reciba consejos gratuitos para anfitriones", to: "/subscribe" },
    caseStudyLink: { label: `Vea cómo un estudio generó más de ${formatDollars(9000, "es")} en 7 días`, to: "/case-study/studio-la-boheme" },
    image: {
      src: "/images/marketing/home-hero.svg",
      alt: "Una casa de renta acogedora al atardecer, rodeada de mensajes de huéspedes y reseñas de cinco estrellas",
      width: 560,
      height: 480,
    },
  },
  trustBadgesLabel: "Por qué confían en nosotros los anfitriones",
  trustBadges: [
    { icon: "award", label: "Superanfitrión en 30 días" },
    { icon: "heart", label: "Favorito entre huéspedes en 14 días" },
    { icon: "clock", label: "Respuestas a huéspedes 24/7" },
    { icon: "shield", label: moneyBack },
    { icon: "languages", label: "Bilingües, México y EE. UU." },
  ],
  catalysts: {
    eyebrow: "Lo que impulsa un anuncio",
    title: "Lo que hay detrás de una estancia de cinco estrellas",
    intro:
      "Ser un gran anfitrión no es cuestión de suerte. Cuatro palancas deciden si los huéspedes reservan, lo recomiendan y regresan, y nosotros las movemos todas por usted.",
    items: [
      {
        icon: "message",
        title: "Respuestas en minutos, no en horas",
        text: "Los huéspedes reservan con el anfitrión que contesta primero. Respondemos a toda hora en español e inglés, para que ninguna pregunta espere hasta el día siguiente.",
      },
      {
        icon: "home",
        title: "Un anuncio que vende la estancia",
        text: "Títulos, orden de las fotos, descripciones y amenidades ajustados a lo que los viajeros realmente buscan en su mercado.",
      },
      {
        icon: "chart",
        title: "Precios que siguen la demanda",
        text: "Una herramienta de precios conectada a su calendario y revisada a diario, para que no deje ir fines de semana ni eventos.",
      },
      {
        icon: "star",
        title: "Reseñas que generan impulso",
        text: "Guías de llegada, reglas de la casa y mensajes para pedir reseñas en el momento justo, para que los huéspedes contentos lo digan públicamente después de cada estancia.",
      },
    ],
  },
  whyPartner: {
    eyebrow: `Por qué ${config.brand}`,
    title: "Por qué los anfitriones trabajan con nosotros",
    intro:
      "Ante todo somos un equipo de experiencia del cliente. Los anfitriones nos buscan porque tratamos a cada huésped como una reseña de cinco estrellas a punto de suceder.",
    items: [
      {
        icon: "trending",
        title: "Resultados en 2 a 4 semanas",
        text: "La mayoría de los anfitriones recibe más consultas, reservaciones más rápidas y reseñas más cálidas en las primeras dos a cuatro semanas.",
      },
      {
        icon: "calendar",
        title: "Configuración lista en 7 días hábiles",
        text: "Envíenos los accesos y los datos de su propiedad; su kit de lanzamiento queda listo en 7 días hábiles.",
      },
      {
        icon: "sparkles",
        title: "100% de ROI en 48 horas",
        text: "Uno de los estudios que lanzamos recuperó el costo completo de su kit de lanzamiento en las 48 horas siguientes a su publicación.",
      },
      {
        icon: "users",
        title: "Sin comisión sobre sus reservaciones",
        text: "Precios fijos y transparentes. Los ingresos de sus reservaciones son suyos, incluso con el servicio de coanfitrión.",
      },
      {
        icon: "languages",
        title: "Equipo bilingüe en ambos países",
        text: "Atendemos a anfitriones y huéspedes en español e inglés, en México y en Estados Unidos.",
      },
      {
        icon: "shield",
        title: moneyBack,
        text: `Nuestros kits para hágalo usted mismo y nuestros servicios llave en mano tienen una garantía de devolución de ${MONEY_BACK_DAYS} días.`,
      },
    ],
  },
  solutions: {
    id: "solutions",
    eyebrow: "Nuestras soluciones",
    title: "Tres maneras de conquistar a cada huésped",
    intro: "Hágalo usted mismo, deje que lo hagamos por usted o entréguenos las llaves. Cada camino sigue la misma estrategia probada de experiencia del huésped.",
    cardLabels: { guarantee: moneyBack, launchingSoon: "Muy pronto", doneForYou: "Llave en mano", fullService: "Servicio completo" },
  },
  solutionCards: [
    {
      id: "diy",
      title: "Kit de éxito para anfitriones",
      description:
        "Para anfitriones que prefieren hacerlo ellos mismos: la misma guía que usamos con nuestros clientes, lista para que usted la aplique. Una lista de verificación, plantillas de anuncio ya redactadas y más de 15 mensajes para huéspedes.",
      link: "/subscribe",
      priceInfo: "¡Muy pronto!",
      features: [
        "Lista de verificación para anfitriones",
        "Plantillas de anuncio ya redactadas",
        "Más de 15 mensajes para huéspedes",
        "Más de 50 situaciones de mensajería en el kit completo",
      ],
      guarantee: true,
      launchingSoon: true,
      buttonText: "Más información y lista de espera",
      secondary: { label: "Vea un adelanto de los kits", to: "/diy-host-pack", toast: toasts.diy },
    },
    {
      id: "done-for-you",
      title: "Kit de lanzamiento llave en mano",
      description:
        "Configuramos y optimizamos su anuncio, redactamos sus procedimientos de mensajes para huéspedes e integramos una herramienta de precios, para que usted lance listo para recibir estancias de cinco estrellas.",
      link: "/pricing#airbnb-launch-kit",
      priceInfo: `Desde ${formatDollars(KIT_STARTING_PRICE, "es")}`,
      priceNote: "pago único",
      features: [
        "Configuración y optimización del anuncio",
        "Procedimientos de mensajes a la medida",
        "Integración de la herramienta de precios",
        "Configuración lista en 7 días hábiles",
      ],
      guarantee: true,
      launchingSoon: false,
      buttonText: "Ver los kits de lanzamiento",
    },
    {
      id: "co-host",
      title: "Coanfitrión Platinum",
      description:
        "Nuestro equipo se convierte en su departamento de experiencia del huésped: contestamos a cada huésped 24/7, revisamos los precios a diario y llevamos la operación, mientras usted conserva cada dólar de sus reservaciones.",
      link: "/all-services#offers",
      priceInfo: coHostRange,
      priceNote: "más una tarifa única de configuración",
      features: ["Comunicación con huéspedes 24/7", "Monitoreo diario de precios", "Soporte operativo completo", "Sin comisión sobre sus reservaciones"],
      guarantee: false,
      launchingSoon: false,
      buttonText: "Conozca el servicio de coanfitrión",
    },
  ],
  caseStudyTeaser: {
    eyebrow: "Caso de éxito",
    title: "Studio La Bohème: del calendario vacío a lleno",
    text: `Un estudio de una habitación con todo a su favor y ninguna reservación. Rehicimos el anuncio, configuramos los mensajes para huéspedes y fijamos precios según la demanda. En una semana generó más de ${formatDollars(9000, "es")} en reservaciones y en 14 días obtuvo la distinción Favorito entre huéspedes.`,
    stats: [
      { value: "USD\u00a09k+", label: "en reservaciones en 7 días" },
      { value: "14 días", label: "para ser Favorito entre huéspedes" },
      { value: "100% ROI", label: "en 48 horas" },
    ],
    quote: {
      quote:
        "A una semana del relanzamiento mi calendario estaba lleno, y los huéspedes no dejaban de comentar lo rápido que les contestábamos. Ojalá lo hubiera hecho desde el primer día.",
      author: "Propietario de Studio La Bohème",
      role: "Anfitrión de un estudio",
      stars: 5,
    },
    starsLabel: "{n} de 5 estrellas",
    link: { label: "Leer el caso de éxito", to: "/case-study/studio-la-boheme" },
    image: {
      src: "/images/marketing/studio-teaser.svg",
      alt: "Ilustración de un estudio acogedor con cama, plantas y lámparas de luz cálida",
      width: 560,
      height: 420,
    },
  },
  closingCta: {
    title: "¿Listo para tener reseñas que vendan su estancia?",
    text: "Agende una consulta gratuita de 30 minutos. Revisaremos juntos su anuncio, le mostraremos las mejoras más rápidas y le diremos con honestidad qué opción le conviene. La mayoría de los anfitriones ve resultados en 2 a 4 semanas.",
    consultation: "Agendar consulta gratuita",
    services: { label: "Ver todas las soluciones", to: "/all-services" },
    tips: { label: "Reciba consejos gratuitos para anfitriones", to: "/subscribe" },
  },
  toasts,
};
