import type { Lang } from "~/lib/i18n";

/**
 * The words of the shell around every page: skip link, header and its menus, the cart button,
 * footer, consent banner, toasts' region, the 404 page and the error page. The shell speaks the
 * page's language (`useLang`). English carries the spec's strings verbatim (header items, 404);
 * Spanish is Mexican Spanish, usted. Link targets live in navigation.ts.
 */
export type ShellText = {
  skipLink: string;
  /** While a page's code loads (screen readers). */
  loading: string;
  /** Screen-reader text after a link that opens a new tab. */
  newTab: string;
  header: {
    /** Accessible name of the logo link. */
    logoLabel: string;
    mainNav: string;
    mobileNav: string;
    openMenu: string;
    closeMenu: string;
    home: string;
    whyChooseUs: string;
    services: string;
    allServices: string;
    diyToolkits: string;
    dfyLaunchPack: string;
    launchingSoon: string;
    hireUs: string;
    bookCall: string;
  };
  cartButton: {
    /** Accessible name: "Open cart, 1 item". */
    labelOne: string;
    labelMany: string;
  };
  footer: {
    logoLabel: string;
    tagline: string;
    quickLinks: string;
    legal: string;
    followUs: string;
    support: string;
    rights: string;
    quick: {
      home: string;
      allServices: string;
      pricing: string;
      launchPack: string;
      diyToolkits: string;
      store: string;
      mexico: string;
      caseStudy: string;
      founderStory: string;
      blog: string;
      hireUs: string;
      tips: string;
    };
    legalLinks: { terms: string; privacy: string; refunds: string };
    supportLinks: { helpCenter: string; request: string; portal: string; status: string; teamBlog: string };
  };
  consent: {
    label: string;
    /** Before the privacy link. */
    body: string;
    privacy: string;
    accept: string;
    reject: string;
  };
  toasts: {
    /** The toasts' region: "{region} (F8)". */
    region: string;
    /** How a screen reader announces one toast. */
    item: string;
    close: string;
  };
  notFound: {
    metaTitle: string;
    metaDescription: string;
    title: string;
    body: string;
    home: string;
    /** A second way on: the Mexico page of the same language. */
    mexico: string;
  };
  error: {
    title: string;
    body: string;
    home: string;
  };
};

const en = {
  skipLink: "Skip to content",
  loading: "Loading…",
  newTab: "(opens in a new tab)",
  header: {
    logoLabel: "Home",
    mainNav: "Main",
    mobileNav: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    home: "Home",
    whyChooseUs: "Why Choose Us",
    services: "Airbnb Services",
    allServices: "All Services",
    diyToolkits: "DIY STR/Airbnb Host CX Toolkits",
    dfyLaunchPack: "DFY STR/Airbnb Host CX Launch Pack",
    launchingSoon: "Launching Soon",
    hireUs: "Hire Us",
    bookCall: "Book a Call",
  },
  cartButton: {
    labelOne: "Open cart, {count} item",
    labelMany: "Open cart, {count} items",
  },
  footer: {
    logoLabel: "{brand} home",
    tagline: "24/7 on-demand guest experience for short-term-rental hosts in the US and Mexico.",
    quickLinks: "Quick Links",
    legal: "Legal",
    followUs: "Follow Us",
    support: "Support",
    rights: "All rights reserved.",
    quick: {
      home: "Home",
      allServices: "All Services",
      pricing: "Pricing",
      launchPack: "Launch Pack",
      diyToolkits: "DIY Host Toolkits",
      store: "Store",
      mexico: "Airbnb México",
      caseStudy: "Case Study",
      founderStory: "Founder Story",
      blog: "Blog",
      hireUs: "Hire Us",
      tips: "Free Hosting Tips",
    },
    legalLinks: { terms: "Terms of Service", privacy: "Privacy Policy", refunds: "Returns & Refunds Policy" },
    supportLinks: { helpCenter: "FAQ Help Centre", request: "Request Support", portal: "Support Portal", status: "Service Status", teamBlog: "Team Blog" },
  },
  consent: {
    label: "Cookie consent",
    body: "We use analytics cookies to understand which pages help hosts most. Nothing is loaded unless you accept. See our",
    privacy: "Privacy Policy",
    accept: "Accept",
    reject: "Reject",
  },
  toasts: {
    region: "Notifications",
    item: "Notification",
    close: "Close notification",
  },
  notFound: {
    metaTitle: "Page Not Found",
    metaDescription: "This page could not be found.",
    title: "Oops! Page Not Found",
    body: "The page you are looking for doesn't exist or has moved. Let's get you back on track.",
    home: "Return to Homepage",
    mexico: "Airbnb hosting in Mexico",
  },
  error: {
    title: "Something went wrong",
    body: "An unexpected error stopped this page. Please reload, or go back to the homepage.",
    home: "Return to Homepage",
  },
} satisfies ShellText;

const es = {
  skipLink: "Saltar al contenido",
  loading: "Cargando…",
  newTab: "(se abre en una pestaña nueva)",
  header: {
    logoLabel: "Inicio",
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

export const shellText: Record<Lang, ShellText> = { en, es };
