import { es as toasts } from "~/content/action-toasts/es";
import { config } from "~/lib/config";
import { TWIN_PAGES } from "~/lib/twins";
import type { WhyChooseUsWords } from "./en";

/** /es/por-que-elegirnos in Spanish (Mexico), usted. Internal links keep the English URL (lib/twins maps them). */
export const es: WhyChooseUsWords = {
  meta: {
    title: "Por qué elegirnos",
    description: `Por qué los anfitriones de rentas de corta estancia en México y Estados Unidos confían en ${config.brand}: atención bilingüe a huéspedes 24/7, procedimientos por escrito para cada propiedad y sin comisión sobre sus reservaciones.`,
    path: TWIN_PAGES.whyChooseUs.es,
  },
  hero: {
    eyebrow: "Por qué elegirnos",
    title: `Por qué los anfitriones confían a sus huéspedes a ${config.brand}`,
    intro:
      "Sus huéspedes escriben a cualquier hora, en dos idiomas, sobre asuntos que no pueden esperar. Contestamos cada mensaje como si la propiedad fuera nuestra, para que sus reseñas reflejen su mejor día, todos los días.",
  },
  labels: {
    servicesLink: "Ver nuestros servicios",
    reasons: {
      title: "Seis razones por las que los anfitriones se quedan con nosotros",
      intro: "No somos un centro de llamadas que lee guiones. Somos anfitriones que creamos el equipo de atención a huéspedes que siempre quisimos tener.",
    },
    testimonialsTitle: "Los anfitriones, en sus propias palabras",
  },
  reasons: [
    {
      icon: "clock",
      title: "Siempre disponibles, 24/7",
      text: "Personas reales atienden a sus huéspedes de día y de noche, incluso fines de semana y días festivos. Nada de respuestas automáticas que fingen ayudar.",
    },
    {
      icon: "languages",
      title: "Bilingües en México y Estados Unidos",
      text: "Dominamos el español y el inglés, y tenemos experiencia práctica como anfitriones a ambos lados de la frontera.",
    },
    {
      icon: "home",
      title: "Creado por anfitriones",
      text: "Empezamos como anfitriones. Nuestros procedimientos vienen de llegadas reales, cajas de llaves que fallaron de verdad y estancias de cinco estrellas reales.",
    },
    {
      icon: "clipboard",
      title: "Procedimientos, no improvisación",
      text: "Cada propiedad recibe procedimientos de mensajes por escrito, plantillas y reglas para escalar casos, para que cada respuesta suene como usted.",
    },
    {
      icon: "handshake",
      title: "Sin comisión sobre sus reservaciones",
      text: "Nuestro plan de coanfitrión Platinum es una tarifa mensual fija. Los ingresos de sus reservaciones son suyos.",
    },
    {
      icon: "chart",
      title: "Resultados que se pueden medir",
      text: "Tiempo de respuesta, calificaciones de las reseñas y reservaciones, reportados con claridad. La mayoría de nuestros clientes de lanzamiento ve resultados en 2 a 4 semanas.",
    },
  ],
  howWeWork: {
    title: "Cómo trabajamos juntos",
    steps: [
      { title: "Consulta gratuita de 30 minutos", text: "Revisamos su anuncio, sus reseñas y sus metas, y le decimos con honestidad qué haríamos primero." },
      { title: "Configuración en 7 días hábiles", text: "Anuncio, procedimientos de mensajes, plantillas y herramienta de precios, listos y probados antes de que llegue su próximo huésped." },
      { title: "Atención a huéspedes 24/7", text: "Nuestro equipo se encarga de la bandeja de entrada y le avisa de todo lo que requiera una decisión del propietario." },
      { title: "Revisar y mejorar", text: "Revisiones mensuales de los números y de los comentarios, y los ajustes que resulten de ellas." },
    ],
  },
  comparison: {
    title: `${config.brand} frente a las alternativas`,
    intro: "Lo que cambia cuando un equipo dedicado a la experiencia del huésped se suma a su negocio de hospedaje.",
    labels: { feature: "Característica", yes: "Sí", no: "No" },
    columns: [config.brand, "Hacerlo usted mismo", "Asistente virtual típico"],
    rows: [
      { feature: "Respuestas a toda hora", values: [true, false, "En horario de oficina"] },
      { feature: "Español e inglés", values: [true, "Si usted habla ambos", "Depende"] },
      { feature: "Procedimientos por escrito para su propiedad", values: [true, false, false] },
      { feature: "Experiencia en rentas de corta estancia", values: [true, true, "Rara vez"] },
      { feature: "Estrategia de reseñas y reputación", values: [true, "Sobre la marcha", false] },
      { feature: "Precio fijo, sin comisión sobre sus reservaciones", values: [true, "Le quita sus noches", "Cobro por hora"] },
    ],
  },
  proofStats: {
    title: "Pruebas de un lanzamiento real",
    caption: "Studio La Bohème, Ciudad de México",
    stats: [
      { value: "USD\u00a09k+", label: "en reservaciones en 7 días" },
      { value: "14 días", label: "para ser Favorito entre huéspedes" },
      { value: "21 días", label: "para ser Superanfitrión" },
      { value: "48 horas", label: "para 100% de ROI" },
    ],
    link: { label: "Leer el caso de éxito completo", to: "/case-study/studio-la-boheme" },
  },
  testimonials: [
    {
      quote:
        "Antes dormía con el teléfono en la almohada. Ahora los mensajes de los huéspedes ya están resueltos antes de que me despierte, y desde entonces mi tasa de respuesta se ha mantenido en 100%.",
      author: "Rachel M.",
      role: "Anfitriona de dos cabañas en Flagstaff, Arizona",
    },
    {
      // Jorge's own words: on the Spanish page they need no translation (content/dictionaries.test.ts lists the difference).
      quote:
        "Mis huéspedes son de Estados Unidos y de México. Por fin alguien les contesta a todos, en su idioma, a cualquier hora.",
      author: "Jorge A.",
      role: "Anfitrión en Puerto Vallarta, México",
      lang: "es",
    },
  ],
  cta: {
    title: "Hagamos que su próxima reseña sea de cinco estrellas",
    text: "Agende una consulta gratuita de 30 minutos o, si lo prefiere, conozca primero todo lo que ofrecemos.",
    calendarLabel: "Agendar consulta gratuita",
    servicesLabel: "Ver todas las soluciones",
  },
  toasts,
};
