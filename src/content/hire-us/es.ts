import { es as toasts } from "~/content/action-toasts/es";
import { config } from "~/lib/config";
import { TWIN_PAGES } from "~/lib/twins";
import type { HireUsWords } from "./en";

/** /es/contratenos in Spanish (Mexico), usted: consulting for hospitality brands and small businesses. */
export const es: HireUsWords = {
  meta: {
    title: "Contrátenos",
    description: `Contrate a ${config.brand} para estrategia de CX, mapeo del recorrido del cliente, subcontratación de soporte bilingüe 24/7, CX administrada, capacitación de equipos y análisis de la opinión de sus clientes.`,
    path: TWIN_PAGES.hireUs.es,
  },
  hero: {
    eyebrow: `Contrate a ${config.brand}`,
    title: "No solo compita. Domine.",
    intro:
      "La experiencia del cliente es la única ventaja que la competencia no puede copiar de la noche a la mañana. La diseñamos, le ponemos equipo y la medimos para marcas de hospitalidad, pequeñas empresas, startups y emprendedores independientes.",
    primaryLabel: "Quiero mi auditoría de CX gratuita",
    secondaryLabel: "Agende una llamada estratégica",
  },
  advantagePoints: [
    { title: "Servicio con estándares de hotelería", text: "Estándares aprendidos en la recepción y en miles de conversaciones con huéspedes, aplicados a sus clientes." },
    { title: "Disponibles 24/7", text: "Un soporte que contesta cuando sus clientes escriben, no cuando abre su oficina." },
    { title: "Bilingües de origen", text: "Soporte en español e inglés para empresas que atienden a clientes en México y Estados Unidos." },
    { title: "Sistemas que se quedan con usted", text: "Cada proyecto deja manuales, plantillas y tableros por escrito que se quedan con su equipo." },
  ],
  serviceCards: [
    {
      icon: "trending",
      title: "Estrategia y crecimiento de CX",
      description:
        "Un plan claro que vincula la experiencia del cliente con sus ingresos: dónde se van sus clientes, qué los hace volver y los pocos cambios que vale la pena hacer primero.",
    },
    {
      icon: "route",
      title: "Mapeo y diseño del recorrido del cliente",
      description:
        "Trazamos cada paso, desde la primera búsqueda hasta la siguiente compra o la siguiente estancia, y rediseñamos los momentos que frustran a sus clientes o le cuestan ventas.",
    },
    {
      icon: "headset",
      title: "Subcontratación de equipos de soporte",
      description:
        "Un equipo bilingüe y capacitado que atiende correo electrónico, chat, teléfono y mensajes de plataformas a toda hora, con sus procedimientos y con su estilo.",
    },
    {
      icon: "settings",
      title: "Servicios de CX administrados",
      description:
        "Operamos de principio a fin su área de experiencia del cliente: herramientas, filas de atención, revisiones de calidad y reportes, con un solo responsable.",
    },
    {
      icon: "users",
      title: "Capacitación y cultura del equipo",
      description:
        "Talleres prácticos y acompañamiento que dan a su equipo los hábitos de la gran hospitalidad: empatía, sentido de responsabilidad y respuestas rápidas y claras.",
    },
    {
      icon: "message",
      title: "Opiniones y análisis de clientes",
      description:
        "Encuestas, análisis de reseñas e informes de la voz del cliente que convierten comentarios dispersos en una lista de mejoras por orden de prioridad.",
    },
  ],
  testimonials: [
    {
      quote:
        "Rediseñaron en tres semanas todo nuestro recorrido, de la reservación a la llegada. Menos llamadas de '¿dónde está la llave?', un personal de primera línea más tranquilo y un mejor promedio en nuestras reseñas.",
      author: "Daniela P.",
      role: "Gerente de operaciones, grupo de hoteles boutique",
    },
    {
      quote:
        "Somos una startup de dos personas y de pronto tenemos soporte 24/7 que nuestros clientes elogian. Es como si hubiéramos contratado un departamento completo.",
      author: "Marcus L.",
      role: "Cofundador, startup de artículos de viaje",
    },
  ],
  impact: {
    title: "El impacto que puede esperar",
    points: [
      "Primeras respuestas más rápidas, de día y de noche, en español e inglés.",
      "Mejores calificaciones en las reseñas y más clientes que regresan.",
      "Menos escalamientos, porque los problemas se detectan a tiempo.",
      "Un equipo más tranquilo que trabaja con manuales claros y por escrito.",
      "Reportes que muestran qué cambió, con números que usted puede verificar.",
    ],
  },
  cta: {
    title: "¿Listo para liderar su mercado en experiencia?",
    text: "Empiece con una auditoría de CX gratuita del recorrido de sus clientes, o agende una llamada estratégica para hablar de sus metas. En ambos casos, usted se lleva un plan.",
  },
  labels: {
    advantage: "Nuestra ventaja",
    services: {
      eyebrow: "Lo que hacemos",
      title: "Servicios que lo distinguen",
      intro: "Elija uno, o permítanos combinarlos en un solo proyecto con un solo responsable.",
    },
    testimonialsTitle: "Lo que dicen nuestros clientes",
    impactEyebrow: "Impacto",
    impactNote: "Cada proyecto empieza con una medición inicial, para que usted vea exactamente qué cambió y cuánto.",
  },
  toasts,
};
