import { es as toasts } from "~/content/action-toasts/es";
import { es as kitCard } from "~/content/kit-card/es";
import { KIT_STARTING_PRICE, MONEY_BACK_DAYS } from "~/content/kits";
import { CO_HOST_PLAN } from "~/content/offer-facts";
import { formatDollars } from "~/lib/money";
import { TWIN_PAGES } from "~/lib/twins";
import type { PricingWords } from "./en";

/** "de USD 297 a USD 797 al mes" */
const coHostRange = `de ${formatDollars(CO_HOST_PLAN.monthlyMin, "es")} a ${formatDollars(CO_HOST_PLAN.monthlyMax, "es")} al mes`;


/** /es/precios in Spanish (Mexico), usted. Internal links keep the English URL (lib/twins maps them). */
export const es: PricingWords = {
  path: TWIN_PAGES.pricing.es,
  title: "Precios del kit de lanzamiento para Airbnb",
  metaDescription: `Kits de lanzamiento para Airbnb llave en mano desde ${formatDollars(KIT_STARTING_PRICE, "es")}, en un solo pago: configuración del anuncio, procedimientos de mensajes para huéspedes e integración de la herramienta de precios, listos en 7 días hábiles y con garantía de devolución de ${MONEY_BACK_DAYS} días.`,
  hero: {
    eyebrow: "Precios",
    title: "Un solo pago para un lanzamiento de cinco estrellas",
    intro:
      "Elija el kit de lanzamiento que mejor le va a su propiedad. Nuestro equipo configura su anuncio, sus mensajes y sus precios, y cada dólar de sus reservaciones es suyo. Precios en dólares estadounidenses (USD).",
  },
  mostPopular: "El más popular",
  kitCard,
  kitsHeading: {
    eyebrow: "Kits de lanzamiento llave en mano",
    title: "Kit de lanzamiento para Airbnb",
    intro: "Un solo pago, sin comisión sobre sus reservaciones y sin contrato mensual. Su kit queda configurado en 7 días hábiles.",
    guarantee: `Todos los paquetes incluyen nuestra garantía de devolución de ${MONEY_BACK_DAYS} días.`,
  },
  diyCard: {
    badge: "Muy pronto",
    title: "Kit de éxito para anfitriones",
    description:
      "¿Prefiere hacerlo usted mismo? Una lista de verificación, plantillas de anuncio ya redactadas y más de 15 mensajes para huéspedes, con más de 50 situaciones de mensajería en el kit completo.",
    priceLabel: "¡Muy pronto!",
    features: ["Lista de verificación para anfitriones", "Plantillas de anuncio ya redactadas", "Más de 15 mensajes para huéspedes"],
    button: "Conozca los kits para hágalo usted mismo",
    to: "/diy-host-pack",
  },
  custom: {
    title: "¿Necesita una solución a la medida?",
    text: `¿Administra varias propiedades, un hotel boutique o una empresa de administración de propiedades? Cuéntenos lo que necesita en una consulta gratuita de 30 minutos y armaremos un plan a su medida, que puede incluir nuestro servicio de coanfitrión Platinum ${coHostRange} más una tarifa única de configuración.`,
    button: "Agende una llamada inicial",
  },
  faqHeading: "Preguntas sobre precios",
  faq: [
    {
      question: "¿Es un pago único?",
      answer: "Sí. Cada kit de lanzamiento se paga una sola vez. No hay suscripción y nunca nos quedamos con una parte de sus reservaciones.",
    },
    {
      question: "¿Cuánto tarda la configuración?",
      answer:
        "La configuración queda lista en 7 días hábiles a partir de que recibimos el acceso a su anuncio y los datos de su propiedad. La mayoría de los anfitriones ve resultados en 2 a 4 semanas.",
    },
    {
      question: "¿Y si no es lo que necesito?",
      answer: `Todos los paquetes incluyen nuestra garantía de devolución de ${MONEY_BACK_DAYS} días. Consulte los detalles en nuestra [política de devoluciones y reembolsos](/refund-policy).`,
    },
    {
      question: "¿Qué kit me conviene?",
      answer:
        "El kit básico es para anfitriones independientes y anuncios de una recámara en mercados de gama media; el completo, para ubicaciones premium y varias unidades; el Pro, para casas boutique o VIP que quieren que nuestro equipo atienda a sus huéspedes durante los primeros 30 días. Compárelos punto por punto en la [página del kit de lanzamiento](/airbnb-launch-kit).",
    },
  ],
  toasts,
};
