import { config } from "~/lib/config";
import { TWIN_PAGES } from "~/lib/twins";
import { POST_FACTS, type BlogPost } from "./post-facts";

/**
 * The Spanish blog's catalogue (issue 23): the same articles as ./posts.ts, written for a Mexican
 * host, at their Spanish URLs (lib/twins), with the dates as Mexicans write them (./posts.test.ts
 * holds each label to Intl es-MX). The facts are the English posts' (./post-facts.ts).
 */
const slugOf = (path: string) => path.slice(1);

export const introPostEs: BlogPost = {
  ...POST_FACTS.intro,
  slug: slugOf(TWIN_PAGES.blogIntro.es),
  category: "Nuestra historia",
  title: `Le damos la bienvenida al blog de ${config.brand}: hospitalidad que nunca duerme`,
  excerpt: `Por qué ${config.founderFirstName} formó un equipo de atención a huéspedes 24/7 para anfitriones de rentas vacacionales, de qué hablaremos en este blog y cómo sacarle el máximo provecho.`,
  imageAlt: "El teléfono de un anfitrión de noche, con el mensaje de un huésped respondido en minutos y la luna sobre una casita",
  dateLabel: "2 de junio de 2025",
  description: `Conozca a ${config.founderName}, quien fundó ${config.brand}, y lo que encontrará en el blog: comunicación con huéspedes, reseñas, precios y un negocio de hospedaje más tranquilo en México y EE. UU.`,
};

export const workspacePostEs: BlogPost = {
  ...POST_FACTS.workspace,
  slug: slugOf(TWIN_PAGES.articleGoogleWorkspace.es),
  category: "Productividad",
  title: "Por qué los creadores prosperan con Google Workspace",
  excerpt:
    "Un buzón compartido, un solo calendario para todas las reservaciones y una carpeta con todos los manuales de la casa: así llevan anfitriones y creadores un negocio ordenado con Google Workspace.",
  imageAlt: "Ilustración de una laptop con los paneles de correo, calendario y documentos uno junto al otro",
  dateLabel: "13 de agosto de 2025",
  description:
    "Cómo anfitriones de rentas vacacionales y creadores independientes usan Google Workspace: correo profesional, calendarios compartidos, manuales de la casa y plantillas, con un video breve.",
};

export const fiveStarsPostEs: BlogPost = {
  ...POST_FACTS.fiveStars,
  slug: slugOf(TWIN_PAGES.articleFiveStars.es),
  category: "Reputación en línea",
  title: "De las opiniones a las cinco estrellas: reputación en línea para anfitriones",
  excerpt:
    "Las reseñas deciden quién reserva con usted después. Un sistema práctico para pedir, escuchar, responder y corregir, para que cada estancia mueva su calificación en la dirección correcta.",
  imageAlt: "Cinco estrellas que salen de un globo de diálogo sobre una tarjeta de reseña",
  dateLabel: "21 de julio de 2025",
  description:
    "Un sistema paso a paso para anfitriones de Airbnb y rentas vacacionales: evitar malas reseñas, pedirlas a tiempo, responder bien en público y convertir opiniones en estancias de cinco estrellas.",
};

/** Newest first on the hub, as in English. */
export const BLOG_POSTS_ES: readonly BlogPost[] = [workspacePostEs, fiveStarsPostEs, introPostEs];
