import type { NotFoundWords } from "./en";

/** The unknown-route page in Spanish (Mexican Spanish, usted): the twin of ./en.ts. */
export const es: NotFoundWords = {
  metaTitle: "Página no encontrada",
  metaDescription: "No encontramos esta página.",
  title: "¡Ups! No encontramos esta página",
  body: "La página que busca no existe o cambió de dirección. Le ayudamos a retomar el camino.",
  home: "Volver al inicio",
  mexico: "Airbnb en México",
};
