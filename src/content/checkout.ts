import { localizedPath, type Lang } from "~/lib/i18n";
import { MONEY_BACK_DAYS, type KitId } from "./kits";

/**
 * Copy of the launch-kit checkout and the purchase-success screen
 * (spec part 1 §2 "Checkout", §2 "Success" and §8). Prices and kit names come from kits.ts, never from here.
 */

export type CheckoutTestimonial = {
  quote: string;
  author: string;
  role: string;
  stars: number;
};

export const checkoutCopy = {
  meta: {
    title: (kitName: string | null) => (kitName ? `Checkout: ${kitName}` : "Checkout"),
    description: (kitName: string | null) =>
      kitName
        ? `Secure checkout for the ${kitName} launch kit: one-time payment, ${MONEY_BACK_DAYS}-day satisfaction guarantee.`
        : "Secure checkout for a done-for-you launch kit.",
  },
  eyebrow: "Secure checkout",
  loading: "Loading your kit…",
  backToPricing: "Back to Pricing",
  kitLabel: "Done-for-you launch kit",
  mostPopular: "Most Popular",
  /** Screen-reader words before the struck-through price. */
  was: "Was",
  /** "Save {amount}". */
  save: "Save {amount}",
  bestFor: "Best for",
  includedHeading: "What's included",
  setupPromise: "Setup done in 7 business days, with a strategy call included.",
  orderSummary: "Order Summary",
  serviceFee: "Service Fee",
  total: "Total",
  oneTime: "One-time payment in USD. No subscription.",
  payButton: "Proceed to Secure Payment",
  processing: "Processing...",
  securedBy: "You'll pay on Stripe's secure checkout page. We never see or store your card details.",
  /** Shown, with the button disabled, when the kit has no Payment Link configured. */
  unavailable: {
    title: "Online checkout isn't available yet",
    body: "We're finishing the secure payment setup for this kit. Book a free call or e-mail us and we'll send you a payment link personally.",
    callLabel: "Book a free call",
    emailLabel: "E-mail us",
  },
  /** Legal line under the button: [label](href) links are rendered by RichText. */
  legal: "By continuing you agree to our [Terms of Service](/terms) and [Privacy Policy](/privacy).",
  testimonialsHeading: "Hosts who launched with a kit",
  notFound: {
    title: "Product Not Found",
    body: "We couldn't find a launch kit for this address. Taking you back to pricing…",
  },
} as const;

export const checkoutToasts = {
  notFound: {
    title: "Error: Product Not Found",
    description: "The product ID in the address may be wrong. Please choose your kit again on the pricing page.",
  },
  checkoutError: {
    title: "Checkout Error",
    description:
      "We couldn't open the secure payment page. Please check the kit's price ID and its Payment Link configuration, or contact us and we'll help you finish your order.",
  },
} as const;

export const checkoutGuarantee = {
  title: `${MONEY_BACK_DAYS}-Day Satisfaction Guarantee`,
  body: `If your launch kit doesn't deliver what we promised, tell us within ${MONEY_BACK_DAYS} days and we'll make it right or refund you in full.`,
  linkLabel: "Read our refund policy",
  href: "/refund-policy",
} as const;

/** Two hosts who bought a launch kit. */
export const checkoutTestimonials: readonly CheckoutTestimonial[] = [
  {
    quote:
      "I bought the Complete kit on a Tuesday and my listing was live, branded and priced the next week. The welcome guide alone earned us two five-star reviews in the first month.",
    author: "Jasmine W.",
    role: "Host of a two-bedroom bungalow in Tucson, AZ",
    stars: 5,
  },
  {
    quote:
      "The message templates and house rules saved me hours every week. Guests check in without a single question, and the strategy call paid for the kit on its own.",
    author: "Carlos M.",
    role: "Host of a beach condo in Mazatlán, Mexico",
    stars: 5,
  },
];

/**
 * The purchase-success pages (/checkout-success, /success and /es/compra-exitosa): a store order's
 * receipt, a launch kit's confirmation, or, with nothing to confirm, "no recent purchase"
 * (decision 2026-11-23-purchase-journeys). English keeps the spec's strings ('Payment
 * Successful!', 'Order Confirmation ID'); `{name}` placeholders are filled with `fill`.
 */
export type SuccessText = {
  /** Neutral on purpose: the prerendered page does not know yet whether anything was bought. */
  meta: { title: string; storeDescription: string; kitDescription: string };
  checking: string;
  title: string;
  storeLead: string;
  kitLead: string;
  /** "You bought {kit}." */
  kitLine: string;
  order: {
    heading: string;
    orderedAt: string;
    quantity: string;
    each: string;
    total: string;
    receiptNote: string;
    continueShopping: { label: string; to: string };
  };
  confirmation: {
    label: string;
    hint: string;
    copy: string;
    copied: string;
    /** Accessible name of the copy button. */
    copyLabel: string;
    copyFailed: { title: string; description: string };
  };
  nextStepsHeading: string;
  /** When the kit bought is not known. */
  nextSteps: string[];
  kitNextSteps: Record<KitId, string[]>;
  homeLink: string;
  servicesLink: string;
  help: string;
  none: {
    title: string;
    body: string;
    email: string;
    storeLink: { label: string; to: string };
    pricingLink: { label: string; to: string };
    supportLink: string;
  };
};

const receiptStep = "Your receipt arrives by e-mail within a few minutes.";
const reciboPaso = "Su recibo llega por correo electrónico en unos minutos.";

const successEn = {
  meta: {
    title: "Order Status",
    storeDescription: "The status of a store order placed in this browser, and what happens next.",
    kitDescription: "The status of a launch kit payment: your Order Confirmation ID and next steps.",
  },
  checking: "Checking your order…",
  title: "Payment Successful!",
  storeLead: "Thank you for your order. Your payment went through and your receipt is on its way to your inbox.",
  kitLead: "Thank you for your purchase. Your payment went through and your receipt is on its way to your inbox.",
  kitLine: "You bought {kit}.",
  order: {
    heading: "Your order",
    orderedAt: "Ordered {date}",
    quantity: "Qty {n}",
    each: "{price} each",
    total: "Total",
    receiptNote: "The store's e-mail receipt is the record of this order; keep it for any question.",
    continueShopping: { label: "Continue shopping", to: "/store" },
  },
  confirmation: {
    label: "Order Confirmation ID",
    hint: "Keep this ID handy if you contact us about your order.",
    copy: "Copy",
    copied: "Copied",
    copyLabel: "Copy the full confirmation ID",
    copyFailed: { title: "Copy this ID", description: "Your clipboard is blocked here. Your full confirmation ID is {id}." },
  },
  nextStepsHeading: "What happens next",
  nextSteps: [
    receiptStep,
    "Within one business day our team e-mails you to schedule your kickoff call.",
    "Launch kits are set up within 7 business days, and we walk you through every change.",
  ],
  kitNextSteps: {
    basic: [
      receiptStep,
      "Within one business day we e-mail you to schedule your 30-minute strategy call.",
      "Your listing, messaging procedures and pricing tool are set up within 7 business days.",
    ],
    complete: [
      receiptStep,
      "Within one business day we e-mail you to schedule your 1-hour launch coaching call.",
      "Your listing, branded welcome guide, 50+ message templates and house rules are ready within 7 business days.",
    ],
    pro: [
      receiptStep,
      "Within one business day we e-mail you to schedule your kickoff call.",
      "Setup is done within 7 business days; your 30 days of 24/7 guest communication and daily price monitoring start with your first booking.",
      "A 60-minute post-launch optimization call closes your first month.",
    ],
  },
  homeLink: "Return to Homepage",
  servicesLink: "Explore All Services",
  help: "Questions about your order?",
  none: {
    title: "No recent purchase found",
    body: "We couldn't find a recent purchase in this browser, so there is nothing to confirm on this page.",
    email: "If you paid, your order confirmation is in your e-mail: it has everything you need. It can take a few minutes to arrive.",
    storeLink: { label: "Visit the store", to: "/store" },
    pricingLink: { label: "See launch kit pricing", to: "/pricing" },
    supportLink: "Contact support",
  },
} satisfies SuccessText;

const successEs = {
  meta: {
    title: "Estado de su pedido",
    storeDescription: "El estado de un pedido hecho en este navegador y los siguientes pasos.",
    kitDescription: "El estado del pago de un kit de lanzamiento: su número de confirmación y los siguientes pasos.",
  },
  checking: "Verificando su pedido…",
  title: "¡Pago realizado con éxito!",
  storeLead: "Gracias por su pedido. Su pago se procesó correctamente y su recibo va en camino a su correo.",
  kitLead: "Gracias por su compra. Su pago se procesó correctamente y su recibo va en camino a su correo.",
  kitLine: "Usted compró {kit}.",
  order: {
    heading: "Su pedido",
    orderedAt: "Pedido realizado el {date}",
    quantity: "Cant. {n}",
    each: "{price} c/u",
    total: "Total",
    receiptNote: "El recibo que le envía la tienda por correo es el comprobante de este pedido; consérvelo para cualquier aclaración.",
    continueShopping: { label: "Volver a Airbnb México", to: "/airbnb-mexico" },
  },
  confirmation: {
    label: "Número de confirmación del pedido",
    hint: "Tenga a la mano este número si nos contacta sobre su pedido.",
    copy: "Copiar",
    copied: "Copiado",
    copyLabel: "Copiar el número de confirmación completo",
    copyFailed: { title: "Copie este número", description: "Su navegador bloqueó el portapapeles. Su número de confirmación completo es {id}." },
  },
  nextStepsHeading: "Qué sigue",
  nextSteps: [
    reciboPaso,
    "En un día hábil nuestro equipo le escribe para agendar su llamada de arranque.",
    "Los kits de lanzamiento quedan listos en 7 días hábiles, y le explicamos cada cambio.",
  ],
  kitNextSteps: {
    basic: [
      reciboPaso,
      "En un día hábil le escribimos para agendar su llamada de estrategia de 30 minutos.",
      "Su anuncio, sus procedimientos de mensajería y su herramienta de precios quedan listos en 7 días hábiles.",
    ],
    complete: [
      reciboPaso,
      "En un día hábil le escribimos para agendar su sesión de coaching de lanzamiento de 1 hora.",
      "Su anuncio, su guía de bienvenida con su marca, más de 50 plantillas de mensajes y sus reglas de la casa quedan listos en 7 días hábiles.",
    ],
    pro: [
      reciboPaso,
      "En un día hábil le escribimos para agendar su llamada de arranque.",
      "La configuración queda lista en 7 días hábiles; sus 30 días de comunicación con huéspedes 24/7 y de monitoreo diario de precios empiezan con su primera reservación.",
      "Una llamada de optimización de 60 minutos cierra su primer mes.",
    ],
  },
  homeLink: "Volver al inicio",
  servicesLink: "Ver todos los servicios",
  help: "¿Tiene preguntas sobre su pedido?",
  none: {
    title: "No encontramos una compra reciente",
    body: "No encontramos una compra reciente en este navegador, así que no hay nada que confirmar en esta página.",
    email: "Si usted pagó, la confirmación de su pedido está en su correo electrónico y contiene todo lo que necesita. Puede tardar unos minutos en llegar.",
    storeLink: { label: "Ver la oferta para México", to: localizedPath("mexicoOffer", "es") },
    pricingLink: { label: "Precios de los kits de lanzamiento (en inglés)", to: "/pricing" },
    supportLink: "Contactar a soporte",
  },
} satisfies SuccessText;

export const successText: Record<Lang, SuccessText> = { en: successEn, es: successEs };
