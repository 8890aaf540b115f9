import { es as toasts } from "~/content/action-toasts/es";
import { KIT_STARTING_PRICE, KITS, MONEY_BACK_DAYS } from "~/content/kits";
import { CO_HOST_PLAN } from "~/content/offer-facts";
import { config } from "~/lib/config";
import { formatDollars } from "~/lib/money";
import { TWIN_PAGES } from "~/lib/twins";
import type { AllServicesWords } from "./en";

const kitStarting = `desde ${formatDollars(KIT_STARTING_PRICE, "es")}`;
/** "de USD 297 a USD 797 al mes" */
const coHostRange = `de ${formatDollars(CO_HOST_PLAN.monthlyMin, "es")} a ${formatDollars(CO_HOST_PLAN.monthlyMax, "es")} al mes`;
const moneyBack = `Garantía de devolución de ${MONEY_BACK_DAYS} días`;

/** /es/servicios: every offer, in Spanish (Mexico), usted. Internal links keep the English URL (lib/twins maps them). */
export const es: AllServicesWords = {
  path: TWIN_PAGES.allServices.es,
  title: "Todos los servicios",
  metaDescription: `Todas las formas en que ${config.brand} ayuda a los anfitriones de rentas de corta estancia: kits para hágalo usted mismo (muy pronto), kits de lanzamiento para Airbnb llave en mano ${kitStarting} y coanfitrión Platinum ${coHostRange}.`,
  hero: {
    eyebrow: "Servicios para Airbnb",
    title: "Así ayudamos a los anfitriones a lograr estancias de cinco estrellas",
    intro:
      "Ya sea que quiera las herramientas para hacerlo usted mismo, un anuncio lanzado por nosotros o un equipo que se encargue de la experiencia de sus huéspedes todos los días, elija el nivel de apoyo que mejor le va a su propiedad.",
  },
  offersHeading: {
    title: "Elija su nivel de apoyo",
    intro: `Todas nuestras ofertas están hechas por anfitriones para anfitriones, en español e inglés. Los kits para hágalo usted mismo y los servicios llave en mano tienen nuestra garantía de devolución de ${MONEY_BACK_DAYS} días.`,
  },
  testimonialsHeading: { eyebrow: "Lo que dicen nuestros anfitriones", title: "Anfitriones que dejaron de hacerlo todo solos" },
  testimonials: [
    {
      quote:
        "Contestaba a mis huéspedes a las 2 de la mañana y aun así se me pasaban mensajes. Desde que el equipo se encarga de la comunicación, mi tasa de respuesta es del 100%, mis reseñas hablan de lo bien atendidos que se sintieron los huéspedes y por fin duermo toda la noche.",
      author: "Maria G.",
      role: "Superanfitriona, departamento de dos recámaras en Scottsdale, Arizona",
      stars: 5,
    },
    {
      quote:
        "Rehicieron mi anuncio, configuraron precios dinámicos y me dieron plantillas de mensajes en español e inglés. Las reservaciones subieron en tres semanas, y nadie se queda con una comisión.",
      author: "Daniel R.",
      role: "Anfitrión de tres unidades en Puerto Vallarta, México",
      stars: 5,
    },
  ],
  quote: { translation: "Traducción", stars: "{n} de 5 estrellas" },
  offerCards: [
    {
      id: "launch-kit",
      eyebrow: "Llave en mano",
      title: "Kit de lanzamiento para Airbnb",
      description:
        "Configuramos su anuncio, redactamos sus procedimientos de mensajes para huéspedes y conectamos una herramienta de precios, para que abra su calendario listo para recibir estancias de cinco estrellas.",
      priceLabel: kitStarting,
      priceNote: "pago único, tres niveles",
      features: [
        "Configuración y optimización del anuncio",
        "Procedimientos de mensajes a la medida",
        "Integración de la herramienta de precios",
        "Configuración lista en 7 días hábiles",
        // The kits' names are kit copy (content/kits.ts), twinned apart.
        `Niveles: ${KITS.map((k) => k.name).join(", ")}`,
      ],
      guarantee: true,
      cta: { label: "Ver precios de los kits", kind: "internal", to: "/pricing#airbnb-launch-kit" },
      secondary: { label: "Qué incluye cada kit", to: "/airbnb-launch-kit" },
      image: { src: "/images/marketing/offer-launch-kit.svg", alt: "Un anuncio en plena configuración, con una lista de verificación y una etiqueta de precio" },
    },
    {
      id: "diy",
      eyebrow: "Hágalo usted mismo",
      title: "Kits de éxito para anfitriones",
      description:
        "Lleve un anuncio de cinco estrellas por su cuenta con una lista de verificación, plantillas de anuncio ya redactadas y más de 15 mensajes para huéspedes, y más de 50 situaciones de mensajería en el kit completo.",
      priceLabel: "Muy pronto",
      priceNote: "los suscriptores tendrán acceso anticipado",
      features: [
        "Lista de verificación para anfitriones",
        "Plantillas de anuncio ya redactadas",
        "Más de 15 mensajes para huéspedes",
        "Más de 50 situaciones de mensajería en el kit completo",
      ],
      launchingSoon: true,
      guarantee: true,
      cta: { label: "Únase a la lista de acceso anticipado", kind: "internal", to: "/subscribe" },
      secondary: { label: "Vea un adelanto de los kits", to: "/diy-host-pack", toast: toasts.diy },
      image: { src: "/images/marketing/offer-diy.svg", alt: "La caja de herramientas de un anfitrión, con una lista de verificación y tarjetas de mensajes" },
    },
    {
      id: "co-host",
      eyebrow: "Servicio completo",
      title: "Coanfitrión Platinum",
      description:
        "Déjenos el día a día. Nuestro equipo bilingüe contesta a cada huésped a toda hora, revisa sus precios a diario y coordina la operación con su personal de limpieza y sus proveedores.",
      priceLabel: coHostRange,
      priceNote: "más una tarifa única de configuración",
      features: ["Comunicación con huéspedes 24/7", "Monitoreo diario de precios", "Soporte operativo completo", "Sin comisión sobre sus reservaciones"],
      guarantee: false,
      cta: { label: "Agende una llamada informativa", kind: "calendar", toast: toasts.calendar },
      image: { src: "/images/marketing/offer-co-host.svg", alt: "Un integrante del equipo con diadema atendiendo a huéspedes de noche" },
    },
  ],
  offerLabels: { guarantee: moneyBack, launchingSoon: "Muy pronto" },
  ctas: {
    audit: {
      title: "¿No sabe en qué punto su anuncio pierde reservaciones?",
      text: "Solicite una auditoría gratuita de experiencia del cliente. Revisamos su anuncio, sus mensajes y sus reseñas, y le enviamos una lista breve y concreta de mejoras.",
      button: "Quiero mi auditoría de CX gratuita",
    },
    tips: {
      title: "¿Prefiere aprender a su propio ritmo?",
      text: "Reciba cada semana consejos gratuitos para anfitriones, y acceso anticipado a los kits para hágalo usted mismo antes de su lanzamiento.",
      button: "Reciba consejos gratuitos",
    },
  },
  toasts,
};
