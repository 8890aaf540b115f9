import type { ConsentWords } from "./en";

/** The consent banner's words in Spanish (Mexican Spanish, usted): the twin of ./en.ts. */
export const es: ConsentWords = {
  label: "Consentimiento de cookies",
  body: "Usamos cookies de analítica para saber qué páginas ayudan más a los anfitriones. No se carga nada si usted no acepta. Consulte nuestro",
  privacy: "Aviso de privacidad",
  accept: "Aceptar",
  reject: "Rechazar",
};
