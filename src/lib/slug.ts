/**
 * Lower-case words joined by "-", accents dropped: "¿Qué cambió?" -> "que-cambio". The brand's and
 * founder's URL parts (lib/config) and a new post's slug (`npm run new:post`) are made by it.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
