import type { BlogCategoryWords } from "./en";

/** Las categorías del blog en español: su nombre y el segmento de su página (/es/blog/categoria/<slug>). */
export const es: BlogCategoryWords = {
  "our-story": { label: "Nuestra historia", slug: "nuestra-historia" },
  productivity: { label: "Productividad", slug: "productividad" },
  reputation: { label: "Reputación en línea", slug: "reputacion-en-linea" },
  "guest-communication": { label: "Comunicación con huéspedes", slug: "comunicacion-con-huespedes" },
  pricing: { label: "Precios", slug: "precios" },
};
