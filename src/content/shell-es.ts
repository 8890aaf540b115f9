import { cartProblemText, type CartProblemText } from "./cart-problems";
import { shellText, type ShellText } from "./shell";

/**
 * The shell's Spanish words (Mexican Spanish, usted). Imported for its effect by every route
 * that can render in Spanish, so English pages never load it: see `shellText` in ./shell.
 */
export const shellTextEs = {
  skipLink: "Saltar al contenido",
  loading: "Cargando…",
  newTab: "(se abre en una pestaña nueva)",
  header: {
    logoLabel: "{brand}: inicio",
    mainNav: "Principal",
    mobileNav: "Menú",
    openMenu: "Abrir el menú",
    closeMenu: "Cerrar el menú",
    home: "Inicio",
    whyChooseUs: "Por qué elegirnos",
    services: "Servicios Airbnb",
    allServices: "Todos los servicios",
    diyToolkits: "Kits para anfitriones: hágalo usted mismo",
    dfyLaunchPack: "Paquete de lanzamiento llave en mano",
    launchingSoon: "Muy pronto",
    hireUs: "Contrátenos",
    bookCall: "Agendar una llamada",
  },
  cartButton: {
    labelOne: "Abrir el carrito, {count} artículo",
    labelMany: "Abrir el carrito, {count} artículos",
  },
  footer: {
    logoLabel: "{brand}: inicio",
    tagline: "Atención a huéspedes 24/7, cuando la necesite, para anfitriones de rentas vacacionales en Estados Unidos y México.",
    quickLinks: "Enlaces rápidos",
    legal: "Información legal",
    followUs: "Síganos",
    support: "Soporte",
    rights: "Todos los derechos reservados.",
    quick: {
      home: "Inicio",
      allServices: "Todos los servicios",
      pricing: "Precios",
      launchPack: "Paquete de lanzamiento",
      diyToolkits: "Kits para anfitriones",
      store: "Tienda",
      mexico: "Airbnb México",
      caseStudy: "Caso de éxito",
      founderStory: "Nuestra historia",
      blog: "Blog",
      hireUs: "Contrátenos",
      tips: "Consejos gratuitos para anfitriones",
    },
    legalLinks: { terms: "Términos del servicio", privacy: "Aviso de privacidad", refunds: "Política de devoluciones y reembolsos" },
    supportLinks: { helpCenter: "Centro de ayuda", request: "Solicitar soporte", portal: "Portal de soporte", status: "Estado del servicio", teamBlog: "Blog del equipo" },
  },
  consent: {
    label: "Consentimiento de cookies",
    body: "Usamos cookies de analítica para saber qué páginas ayudan más a los anfitriones. No se carga nada si usted no acepta. Consulte nuestro",
    privacy: "Aviso de privacidad",
    accept: "Aceptar",
    reject: "Rechazar",
  },
  toasts: {
    region: "Notificaciones",
    item: "Notificación",
    close: "Cerrar la notificación",
  },
  notFound: {
    metaTitle: "Página no encontrada",
    metaDescription: "No encontramos esta página.",
    title: "¡Ups! No encontramos esta página",
    body: "La página que busca no existe o cambió de dirección. Le ayudamos a retomar el camino.",
    home: "Volver al inicio",
    mexico: "Airbnb en México",
  },
  error: {
    title: "Algo salió mal",
    body: "Un error inesperado detuvo esta página. Vuelva a cargarla o regrese al inicio.",
    home: "Volver al inicio",
  },
} satisfies ShellText;

shellText.es = shellTextEs;

/** The cart rule's refusals (./cart-problems), in Spanish. */
export const cartProblemTextEs: CartProblemText = {
  notEnoughStock: { one: "No hay suficientes existencias de {title} ({variant}). Solo queda {n}.", other: "No hay suficientes existencias de {title} ({variant}). Solo quedan {n}." },
  notEnoughStockUntitled: { one: "No hay suficientes existencias de {title}. Solo queda {n}.", other: "No hay suficientes existencias de {title}. Solo quedan {n}." },
  unavailable: "{title} no está disponible por el momento.",
};

cartProblemText.es = cartProblemTextEs;
