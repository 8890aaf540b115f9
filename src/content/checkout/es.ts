import { es as kits } from "../kit-copy/es";
import { MONEY_BACK_DAYS } from "../kits";
import type { CheckoutWords } from "./en";

/**
 * The launch-kit checkout in Spanish (/es/pago/{priceId}), the twin of ./en.ts: imported only by
 * the Spanish route. Prices say their currency (USD, lib/money); the kits keep Stripe's names,
 * which the buyer sees again on Stripe's payment page.
 */
export const es: CheckoutWords = {
  kits,
  meta: {
    title: (kitName: string | null) => (kitName ? `Pago: ${kitName}` : "Pago"),
    description: (kitName: string | null) =>
      kitName
        ? `Pago seguro del kit de lanzamiento ${kitName}: un solo pago en dólares estadounidenses (USD) y garantía de satisfacción de ${MONEY_BACK_DAYS} días.`
        : "Pago seguro de un kit de lanzamiento llave en mano.",
  },
  eyebrow: "Pago seguro",
  loading: "Cargando su kit…",
  backToPricing: "Volver a precios",
  kitLabel: "Kit de lanzamiento llave en mano",
  mostPopular: "El más popular",
  was: "Antes",
  save: "Ahorre {amount}",
  bestFor: "Ideal para",
  includedHeading: "Qué incluye",
  setupPromise: "Configuración lista en 7 días hábiles, con una llamada de estrategia incluida.",
  orderSummary: "Resumen del pedido",
  serviceFee: "Cargo por servicio",
  total: "Total",
  oneTime: "Pago único en dólares estadounidenses (USD). Sin suscripción.",
  payButton: "Ir al pago seguro",
  processing: "Procesando...",
  securedBy: "Pagará en la página de pago segura de Stripe. Nunca vemos ni guardamos los datos de su tarjeta.",
  unavailable: {
    title: "El pago en línea aún no está disponible",
    body: "Estamos terminando de configurar el pago seguro de este kit. Agende una llamada gratuita o escríbanos y le enviaremos personalmente un enlace de pago.",
    callLabel: "Agendar una llamada gratuita",
    emailLabel: "Escríbanos",
  },
  legal: "Al continuar, usted acepta nuestros [Términos del servicio](/terms) y nuestro [Aviso de privacidad](/privacy).",
  quote: { translation: "Traducción", stars: "{n} de 5 estrellas" },
  testimonialsHeading: "Anfitriones que lanzaron su anuncio con un kit",
  notFound: {
    title: "Producto no encontrado",
    body: "No encontramos un kit de lanzamiento para esta dirección. Lo llevamos de vuelta a precios…",
  },
  oneTimeLabel: "pago único",
  toasts: {
    notFound: {
      title: "Error: producto no encontrado",
      description: "Es posible que el identificador del producto en la dirección sea incorrecto. Elija su kit de nuevo en la página de precios.",
    },
    checkoutError: {
      title: "Error en el pago",
      description:
        "No pudimos abrir la página de pago segura. Revise el identificador de precio del kit y la configuración de su enlace de pago, o contáctenos y le ayudamos a terminar su pedido.",
    },
  },
  guarantee: {
    title: `Garantía de satisfacción de ${MONEY_BACK_DAYS} días`,
    body: `Si su kit de lanzamiento no cumple lo que le prometimos, avísenos dentro de los ${MONEY_BACK_DAYS} días siguientes y lo corregimos o le devolvemos todo su dinero.`,
    linkLabel: "Lea nuestra política de reembolso",
    href: "/refund-policy",
  },
  testimonials: [
    {
      quote:
        "Compré el kit Complete un martes y a la semana siguiente mi anuncio ya estaba publicado, con mi marca y con sus precios. Tan solo la guía de bienvenida nos dio dos reseñas de cinco estrellas el primer mes.",
      author: "Jasmine W.",
      role: "Anfitriona de un bungalow de dos recámaras en Tucson, Arizona",
      stars: 5,
    },
    {
      quote:
        "Las plantillas de mensajes y las reglas de la casa me ahorran horas cada semana. Los huéspedes hacen su llegada sin una sola pregunta, y la llamada de estrategia pagó el kit por sí sola.",
      author: "Carlos M.",
      role: "Anfitrión de un departamento frente al mar en Mazatlán, México",
      stars: 5,
    },
  ],
};
