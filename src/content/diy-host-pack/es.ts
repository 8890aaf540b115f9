import { MONEY_BACK_DAYS } from "~/content/kits";
import { TWIN_PAGES } from "~/lib/twins";
import type { DiyHostPackWords } from "./en";

const garantia = `Garantía de devolución de ${MONEY_BACK_DAYS} días`;
const proximamente = "Próximamente";

/**
 * /es/kits-para-anfitriones: the do-it-yourself packs in Spanish (the twin of ./en.ts), for a
 * Mexican host, usted throughout. The competitor figures are US dollars and say so (lib/money).
 */
export const es: DiyHostPackWords = {
  path: TWIN_PAGES.diyHostPack.es,
  title: "Kits para anfitriones: hágalo usted mismo (próximamente)",
  metaDescription:
    "Kits para anfitriones de Airbnb para hacerlo usted mismo, muy pronto: lista de verificación, plantillas de anuncio ya redactadas, más de 15 mensajes para huéspedes y más de 50 escenarios de mensajes en el paquete completo. Únase a la lista de espera para tener acceso anticipado.",
  hero: {
    badge: proximamente,
    eyebrow: "Kits para anfitriones de Airbnb",
    title: "Administre su anuncio como un Superanfitrión, por su cuenta",
    intro:
      "Las mismas listas de verificación, plantillas de anuncio y mensajes para huéspedes que nuestro equipo usa con sus clientes, listos para que usted los aplique por su cuenta. Los kits saldrán muy pronto: los suscriptores tienen acceso anticipado y precio de lanzamiento antes que nadie.",
    primary: "Quiero acceso anticipado",
    note: `Cada kit tendrá nuestra garantía de devolución de ${MONEY_BACK_DAYS} días.`,
    image: {
      src: "/images/marketing/diy-hero.svg",
      alt: "Una caja de herramientas abierta con una lista de verificación, tarjetas de mensajes y una videolección",
      width: 520,
      height: 440,
    },
  },
  included: {
    title: "Qué incluye el kit para anfitriones",
    items: [
      "Una lista de verificación para anfitriones",
      "Plantillas de anuncio ya redactadas",
      "Más de 15 mensajes para huéspedes",
      "Más de 50 escenarios de mensajes en el paquete completo",
    ],
  },
  packsHeading: {
    eyebrow: "Tres kits",
    title: "Elija el kit que va con su forma de hospedar",
    intro: "Empiece con lo básico o vaya por todo. Cada kit suma al anterior.",
  },
  launchingSoonLabel: proximamente,
  fullestLabel: "El más completo",
  compare: {
    alternativesLabel: "Alternativas habituales",
    eyebrow: "Compare",
    title: "Lo que los anfitriones suelen pagar en otros lados",
    intro:
      "Muchos anfitriones juntan consejos de consultores, complementos de software y cursos. Nuestros kits reúnen lo práctico en un solo lugar.",
    oursTitle: "Kits para anfitriones",
    oursPoints: [
      "Listas, plantillas y mensajes que puede usar el mismo día",
      "Escritos por un equipo que atiende huéspedes 24/7",
      "Precio de acceso anticipado para suscriptores",
      garantia,
    ],
  },
  quote: { translation: "Traducción", stars: "{n} de 5 estrellas" },
  testimonialHeading: { eyebrow: "Grupo de prueba", title: "Lo que dicen quienes ya los probaron" },
  testimonial: {
    quote:
      "Usé las guías del kit Starter antes de que llegara mi primer huésped. La lista de verificación me recordó tres cosas que había olvidado y, con los mensajes ya redactados, nunca me quedé frente a una pantalla en blanco. Mi primera reseña dijo que la comunicación fue impecable.",
    author: "Priya N.",
    role: "Anfitriona nueva, grupo de prueba de los kits",
    stars: 5,
  },
  calendarToast: {
    title: "Abriendo el calendario...",
    description: "Nuestro calendario de citas se abre en una pestaña nueva. Elija un horario para su consulta gratuita de 30 minutos.",
    duration: 3000,
  },
  discovery: {
    title: "¿Prefiere que lo hagamos por usted?",
    text: "Si prefiere que nuestro equipo configure todo, agende una llamada de diagnóstico y le presentamos los kits de lanzamiento llave en mano y el servicio de coanfitrión.",
    button: "Agendar una llamada de diagnóstico",
    kitsLink: { label: "Ver los kits de lanzamiento llave en mano", to: "/airbnb-launch-kit" },
  },
  packs: [
    {
      id: "starter",
      title: "Starter Pack",
      description: "Para quienes hospedan por primera vez y quieren abrir su calendario con confianza, sin errores de principiante.",
      featuresHeader: "Qué incluye",
      features: [
        "15 guías esenciales, desde la configuración del anuncio hasta su primera salida de huéspedes",
        "Lista de verificación para el lanzamiento",
        "Plantillas de anuncio ya redactadas: título, descripción y reglas de la casa",
        "Más de 15 mensajes para huéspedes listos para enviar",
      ],
      ctaText: "Lista de espera de Starter",
      image: { src: "/images/marketing/diy-starter.svg", alt: "Una lista de verificación con tres casillas marcadas" },
    },
    {
      id: "pro-toolkit",
      title: "Pro Toolkit",
      description: "Para anfitriones activos que quieren responder cada conversación con huéspedes en segundos, con su propia voz.",
      featuresHeader: "Todo lo de Starter, más",
      features: [
        "Más de 50 plantillas de mensajes para cada etapa de la estancia",
        "Guiones para pedir reseñas y para resolver problemas de servicio",
        "Guía rápida de precios y estancias mínimas",
        "Listas de entrega para limpieza y cambio de huéspedes",
      ],
      ctaText: "Acceso anticipado a Pro",
      image: { src: "/images/marketing/diy-toolkit.svg", alt: "Una pila de tarjetas con plantillas de mensajes" },
    },
    {
      id: "host-pro-system",
      title: "Host Pro System + minicurso",
      description: "Para anfitriones que construyen un negocio de hospitalidad, no solo un anuncio: el sistema completo y la capacitación para operarlo.",
      featuresHeader: "Todo lo de Pro, más",
      features: [
        "Más de 50 escenarios de mensajes alineados con el recorrido de su huésped",
        "Minicurso con 3 módulos en video",
        "Guía para automatizar mensajes programados",
        "Tablero de experiencia del huésped para seguir sus reseñas mes a mes",
      ],
      ctaText: "Lista de espera de Host Pro",
      highlight: true,
      image: { src: "/images/marketing/diy-course.svg", alt: "Un reproductor de videolecciones con el botón de reproducir" },
    },
  ],
  competitors: [
    {
      name: "Consultor de anuncios por única vez",
      amount: 497,
      suffix: "+",
      drawback: "Una sola revisión de su anuncio, sin plantillas de mensajes ni manual para huéspedes que conservar.",
    },
    {
      name: "Bibliotecas de plantillas de software para anfitriones",
      amount: 99,
      suffix: "/mes",
      drawback: "Un cobro mensual por plantillas genéricas que no se escribieron para sus huéspedes.",
    },
    {
      name: "Curso genérico de hospedaje en línea",
      amount: 199,
      drawback: "Horas de teoría, pero ninguna lista ni mensaje que pueda usar esta misma noche.",
    },
  ],
};
