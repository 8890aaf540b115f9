import type { KitCopyWords } from "./en";

/**
 * The launch kits' words in Spanish (the twin of ./en.ts). The kits keep their names, Stripe's
 * product names (the brand and product names stay, as on the Spanish services and case-study
 * pages), which the buyer sees again on Stripe's payment page and receipt; "el kit Basic" and the
 * like name them short.
 */
export const es: KitCopyWords = {
  listName: "Kits de lanzamiento para Airbnb",
  category: "Servicio de lanzamiento para rentas de corta estancia",
  kits: {
    basic: {
      audience: "Anfitriones independientes o anuncios de una recámara en mercados de gama media.",
      description:
        "Todo lo que un anuncio nuevo necesita para arrancar bien: un anuncio optimizado, un manual de mensajes para sus huéspedes y precios dinámicos integrados.",
      features: [
        "Configuración y optimización del anuncio",
        "Procedimiento de mensajes a la medida",
        "Integración de una herramienta de precios",
        "Una llamada de estrategia de 30 minutos",
      ],
      buttonText: "Elegir el kit Basic",
      callLength: "30 min",
      imageAlt: "Lista de verificación de un anuncio con el ícono de una casa",
    },
    complete: {
      audience: "Ubicaciones premium o varias unidades.",
      description:
        "Nuestro kit recomendado: todo el kit Basic más una experiencia de marca para sus huéspedes, que gana reseñas de cinco estrellas desde la primera estancia.",
      features: [
        "Todo lo del kit Basic",
        "Guía de bienvenida con su marca",
        "Más de 50 plantillas de mensajes a la medida",
        "Reglas de la casa, preguntas frecuentes y guiones para reseñas",
        "Sesión de coaching de lanzamiento de 1 hora",
      ],
      buttonText: "Elegir el kit Complete",
      callLength: "1 hora",
      imageAlt: "Guía de bienvenida con marca y plantillas de mensajes",
    },
    pro: {
      audience: "Casas boutique o VIP.",
      description:
        "Todo el kit Complete más nuestro equipo al frente de la atención a sus huéspedes durante los primeros 30 días, para que el mes de lanzamiento marche solo.",
      features: [
        "Todo lo del kit Complete",
        "30 días de atención a huéspedes 24/7",
        "Monitoreo diario de precios durante 30 días",
        "Configuración de un tablero a la medida",
        "Llamada de optimización de 60 minutos después del lanzamiento",
      ],
      buttonText: "Elegir el kit Pro",
      callLength: "1 h + ajuste posterior",
      imageAlt: "Tablero con atención a huéspedes 24/7",
    },
  },
};
