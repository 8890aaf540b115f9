import { config } from "~/lib/config";
import { es as frame } from "../article-frame/es";
import { TWIN_PAGES } from "~/lib/twins";
import type { BlogWords } from "./en";
import { POST_CATALOGUE_ES } from "../posts/catalogue";

/** El blog en español (/es/blog): sus palabras; las entradas están en ./posts-es.ts. */
export const es: BlogWords = {
  meta: {
    title: "Blog",
    description:
      "Comunicación con huéspedes, reseñas, precios y herramientas: guías prácticas para anfitriones de rentas vacacionales en México y EE. UU., del equipo que atiende a huéspedes 24/7.",
    path: TWIN_PAGES.blog.es,
  },
  blogName: `Blog de ${config.brand}`,
  eyebrow: `El blog de ${config.brand}`,
  title: "Notas sobre la experiencia del huésped para anfitriones",
  intro:
    "Guías prácticas del equipo que responde mensajes de huéspedes a toda hora: comunicación, reseñas, precios y las herramientas que mantienen en calma un negocio de hospedaje.",
  teamBlogTitle: "Más de nuestro equipo",
  teamBlogText:
    "Nuestro equipo de soporte también lleva un blog con respuestas rápidas, plantillas actualizadas y cambios de las plataformas conforme suceden.",
  teamBlogLabel: "Visitar el blog del equipo",
  teamBlogToast: { title: "Abriendo el blog del equipo", description: "El blog de nuestro equipo se abre en una pestaña nueva." },
  tipsLabel: "Recibir consejos por correo",
  listLabel: "Artículos",
  posts: POST_CATALOGUE_ES.posts,
  categories: POST_CATALOGUE_ES.categories,
  filterLabel: "Filtrar por categoría",
  allCategories: "Todos",
  categoryTitle: (label: string) => `${label} | Blog`,
  categoryHeading: (label: string) => `Artículos sobre ${label.toLowerCase()}`,
  categoryDescription: (label: string) => `Todos los artículos del blog de ${config.brand} sobre ${label.toLowerCase()}: guías prácticas para anfitriones de rentas vacacionales en México y EE. UU.`,
  readArticle: frame.readArticle,
};
