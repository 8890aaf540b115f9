import { config, introBlogPath } from "~/lib/config";
import { TWIN_PAGES } from "~/lib/twins";
import type { FounderStoryWords } from "./en";

/** Nuestra historia (/es/nuestra-historia): la historia de quien fundó la empresa, en español. */
export const es: FounderStoryWords = {
  meta: {
    title: "Nuestra historia",
    description: `Cómo ${config.founderName} convirtió años de mensajes de huéspedes a medianoche en ${config.brand}: un equipo bilingüe de atención a huéspedes 24/7 para anfitriones de rentas vacacionales en México y EE. UU.`,
    path: TWIN_PAGES.founderStory.es,
  },
  hero: {
    eyebrow: "Nuestra historia",
    title: `Por qué creé ${config.brand}`,
    intro:
      "Cada anfitrión que conocía tenía el mismo problema que yo tuve: un teléfono que no deja de sonar, huéspedes que merecen algo mejor que una respuesta ocho horas después, y nadie a quien pasarle el trabajo. Así fue como eso se convirtió en una empresa.",
    portrait: {
      src: "/images/founder/founder-desk.svg",
      alt: `Ilustración del escritorio de ${config.founderName} de noche: una laptop con mensajes de huéspedes, un teléfono, una taza de café y un mapa de México y EE. UU.`,
      width: 560,
      height: 440,
    },
  },
  about: {
    title: `Acerca de ${config.founderName}`,
    paragraphs: [
      `Soy ${config.founderName} y fundé ${config.brand}. Pasé más de diez años en atención a huéspedes y servicio al cliente: primero en la recepción de un hotel y después al frente de equipos de soporte de empresas de viajes. Ahí aprendí algo que nunca ha cambiado: los huéspedes perdonan casi todo, menos el silencio.`,
      "Cuando empecé a rentar una pequeña casita propia, me convertí en toda la recepción. Contestaba dudas sobre la llegada en la fila del súper, traducía al inglés las instrucciones del Wi-Fi a medianoche y reescribía mis reglas de la casa después de cada sorpresa. Mis reseñas eran buenas. Mis noches ya no eran mías.",
      "Otros anfitriones empezaron a preguntarme cómo lograba responder tan rápido. La respuesta honesta era: sin soltar nunca el teléfono. Eso no es un sistema, y no alcanza para un segundo anuncio, mucho menos para un décimo.",
    ],
    signature: config.founderName,
  },
  problem: {
    title: "El problema",
    intro:
      "Desde afuera, ser anfitrión de rentas vacacionales parece un ingreso pasivo. Desde adentro, es un trabajo de atención al cliente de 24 horas con una propiedad incluida.",
    points: [
      {
        title: "Los huéspedes esperan respuesta en minutos",
        text: "Un huésped frente a una puerta cerrada a las 11 de la noche no va a esperar hasta la mañana, y las plataformas lo notan: para ser Superanfitrión (Superhost) se necesita una tasa de respuesta de al menos 90%.",
      },
      {
        title: "Una respuesta lenta se vuelve una mala reseña",
        text: "Casi todas las reseñas de tres estrellas que he leído no hablaban de la propiedad. Hablaban de una pregunta que nadie contestó, o de una respuesta que llegó demasiado tarde para servir.",
      },
      {
        title: "Dos países, dos idiomas, un solo anfitrión",
        text: "Los anfitriones en México y EE. UU. atienden a huéspedes en español y en inglés, con personal de limpieza, propietarios y huéspedes repartidos en distintas zonas horarias.",
      },
      {
        title: "El agotamiento es el verdadero costo",
        text: "Los anfitriones que lo hacen todo por su cuenta dejan de crecer o dejan de disfrutarlo. Casi siempre, las dos cosas.",
      },
    ],
  },
  solution: {
    title: `La solución de ${config.brand}`,
    paragraphs: [
      `${config.brand} es la recepción que me hubiera gustado tener: un equipo bilingüe y capacitado que atiende a sus huéspedes 24/7, con procedimientos por escrito hechos para su propiedad, y que lo involucra a usted solo cuando de verdad hace falta.`,
      "Empezamos con una sola promesa a un puñado de anfitriones: cada mensaje de un huésped, respondido, de día o de noche. Luego pusimos por escrito todo lo que hacía que esas estancias salieran bien y lo convertimos en kits de lanzamiento, plantillas y un servicio completo de coanfitrión.",
    ],
    pillars: [
      { title: "Comunicación con huéspedes 24/7", text: "Personas reales que responden en español y en inglés, antes, durante y después de cada estancia." },
      { title: "Procedimientos, no heroísmos", text: "Procedimientos de mensajería a la medida, guías de bienvenida y guiones para reseñas, para que cada huésped reciba su mejor versión." },
      { title: "Del lanzamiento a las cinco estrellas", text: "Configuración del anuncio, integración de la herramienta de precios y asesoría, con todo listo en 7 días hábiles." },
    ],
    servicesLink: { label: "Ver todos los servicios", to: "/all-services" },
  },
  whyChoose: {
    title: `Por qué elegir ${config.brand}`,
    points: [
      "Hemos sido anfitriones. Sabemos la diferencia entre una plantilla y una respuesta que suena a usted.",
      "Cubrimos México y EE. UU., en español y en inglés, para que ningún huésped espere una traducción.",
      "Sin comisión sobre sus reservaciones en el servicio de coanfitrión: usted se queda con lo que gana su anuncio.",
      "Resultados que se pueden medir. Nuestro estudio destacado llegó a Superanfitrión 21 días después del lanzamiento.",
      "Garantía de devolución de 30 días en nuestras ofertas para hágalo usted mismo y llave en mano.",
    ],
    caseStudyLink: { label: "Leer el caso de éxito", to: "/case-study/studio-la-boheme" },
  },
  social: {
    title: `Conecte con ${config.brand}`,
    intro: "Salúdenos, síganos o lea la primera entrada de nuestro blog, donde explico qué estamos construyendo y por qué.",
    profileLabel: `Perfil profesional de ${config.founderFirstName}`,
    emailLabel: `Escribir a ${config.email}`,
    blogLabel: "Leer la entrada de bienvenida del blog",
    blogPath: introBlogPath,
    followOn: (network: string) => `${config.brand} en ${network}`,
  },
  labels: {
    glanceTitle: `${config.brand} en resumen`,
    glance: [
      { label: "Atendemos a", value: "Anfitriones en México y EE. UU." },
      { label: "Idiomas", value: "Español e inglés" },
      { label: "Horario", value: "24/7, fines de semana y días festivos" },
      { label: "Especialidad", value: "Comunicación con huéspedes y lanzamientos" },
    ],
    allServices: `Ver todos los servicios de ${config.brand}`,
  },
};
