import { TWIN_PAGES } from "~/lib/twins";
import type { StoreWords } from "./en";

/**
 * The store's chrome in Spanish (/es/tienda, /es/producto/{id}; Mexican Spanish, usted): the twin
 * of ./en.ts. Product titles and descriptions stay as the store API gives them.
 */
export const es: StoreWords = {
  meta: {
    title: "Tienda",
    description:
      "Plantillas de manual de bienvenida, guiones de mensajes para huéspedes, sesiones de configuración y kits de lanzamiento para anfitriones de rentas de corto plazo, listos para usar hoy.",
    path: TWIN_PAGES.store.es,
  },
  eyebrow: "Tienda de herramientas para anfitriones",
  heading: "Le damos la bienvenida a nuestra tienda",
  intro:
    "Plantillas, guiones y sesiones prácticas que usamos con nuestros propios anfitriones, para que sus huéspedes se sientan bien atendidos desde el primer mensaje hasta la reseña de cinco estrellas.",
  productsLabel: "Productos",
  loading: "Cargando productos…",
  loadError: "Error al cargar los productos: {message}",
  loadErrorDefault: "No se pudieron cargar los productos",
  tryAgain: "Intentar de nuevo",
  empty: "Por el momento no hay productos disponibles.",
  card: {
    subtitleFallback: "¡Descubra este gran producto!",
    addFailed: "Error al agregar al carrito",
    chooseStyleOf: ": elija una modalidad de {title}",
    addNamed: ": {title}",
    unavailableSuffix: ", no disponible por el momento",
  },
  product: {
    title: "{title} - Nuestra tienda",
    loading: "Cargando el producto…",
    loadError: "Error al cargar el producto: {message}",
    loadErrorDefault: "No se pudo cargar el producto",
    errorTitle: "Error al cargar el producto - Nuestra tienda",
    errorBody: "La tienda no respondió como esperábamos. Suele ser algo breve: inténtelo de nuevo en un momento.",
    retry: "Reintentar",
    retrying: "Reintentando…",
    goBack: "Regresar",
    browseStore: "Ver la tienda",
    notFound: {
      title: "Producto no disponible - Nuestra tienda",
      description: "Este producto ya no está en nuestra tienda.",
      heading: "Este producto no está disponible",
      body: "Es posible que lo hayamos retirado de la tienda o que el enlace tenga un error. Todo lo que ofrecemos hoy está en la tienda.",
      backToStore: "Volver a la tienda",
    },
  },
};
