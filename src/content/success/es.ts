import type { SuccessWords } from "./en";

const reciboPaso = "Su recibo llega por correo electrónico en unos minutos.";

/**
 * The success pages in Spanish (/es/compra-exitosa for the store, /es/pago-exitoso for a launch
 * kit): the twin of ./en.ts, imported only by the Spanish routes, so English success pages never
 * download it. Links name the English URL; the link layer leads a Spanish page to the Spanish twin.
 */
export const es: SuccessWords = {
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
    continueShopping: { label: "Seguir comprando", to: "/store" },
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
    storeLink: { label: "Visitar la tienda", to: "/store" },
    pricingLink: { label: "Ver los precios de los kits de lanzamiento", to: "/pricing" },
    supportLink: "Contactar a soporte",
  },
};
