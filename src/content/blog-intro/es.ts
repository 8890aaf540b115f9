import { config } from "~/lib/config";
import { es as frame } from "../article-frame/es";
import type { ArticleBlock } from "../blog/post-facts";
import { introPostEs } from "../blog/posts-es";
import type { BlogIntroWords } from "./en";

/* La entrada de bienvenida del blog en español (/es/blog/bienvenida): su texto y sus enlaces finales. */

const calendarText = "una consulta gratuita de 30 minutos";

const body: ArticleBlock[] = [
  {
    type: "p",
    text: `Hola, soy ${config.founderFirstName}. Durante años fui la persona a la que los huéspedes le escribían a las 2 de la mañana cuando el código de la caja de llaves no funcionaba. Aprendí que los huéspedes casi nunca recuerdan la calidad de las sábanas; recuerdan si alguien les respondió. Por eso fundé ${config.brand}: un equipo que atiende a cada huésped, en español o en inglés, a cualquier hora, para que los anfitriones puedan dormir.`,
  },
  { type: "h2", id: "why-this-blog", text: "Por qué un blog, y por qué ahora" },
  {
    type: "p",
    text: "El hospedaje ha madurado. Los huéspedes comparan su anuncio con hoteles boutique, las plataformas premian las respuestas rápidas y amables, y una sola reseña de tres estrellas puede costarle semanas de reservaciones. Casi nada de lo que funciona es un secreto; simplemente no está escrito en ningún lado. Este blog es donde lo escribimos.",
  },
  { type: "h2", id: "what-we-will-cover", text: "De qué vamos a hablar" },
  {
    type: "ul",
    items: [
      "Comunicación con huéspedes: los mensajes que enviamos antes, durante y después de una estancia, y por qué existe cada uno.",
      "Reseñas y reputación: cómo ganarse las cinco estrellas, y cómo responder a la reseña que no las trae.",
      "Precios y calendarios: ajustes pequeños y constantes que rinden más que un gran descuento.",
      "Hospedaje entre dos países: qué cambia cuando sus huéspedes, su personal de limpieza o sus coanfitriones están en México y en EE. UU.",
      "Herramientas: las configuraciones de correo, calendario y automatización en las que confiamos, y las que dejamos de usar.",
    ],
  },
  { type: "h2", id: "how-to-use-it", text: "Cómo sacarle el máximo provecho" },
  {
    type: "p",
    text: "Cada artículo termina con algo que usted puede hacer en menos de una hora: una plantilla para copiar, una lista de verificación o un ajuste que cambiar. Empiece por [De las opiniones a las cinco estrellas](/from-feedback-to-five-stars-online-reputation-management) si las reseñas le quitan el sueño, o por [Por qué los creadores prosperan con Google Workspace](/why-creators-thrive-with-google-workspace) si el que se lo quita es su bandeja de entrada.",
  },
  {
    type: "quote",
    text: "La hospitalidad no es una característica del anuncio. Es qué tan rápido y con qué amabilidad alguien responde cuando algo sale mal.",
    cite: config.founderName,
  },
  {
    type: "callout",
    title: "¿Quiere recibir esto en su correo?",
    text: `Reciba consejos para anfitriones, acceso anticipado a nuestros kits para hágalo usted mismo y ofertas exclusivas para la comunidad: [súmese a la lista](/subscribe). O vea [todo lo que ofrecemos](/all-services) y agende ${calendarText}.`,
  },
];

export const es: BlogIntroWords = {
  post: introPostEs,
  frame,
  body,
  tipsLabel: "Recibir consejos para anfitriones",
  founderLabel: "Leer nuestra historia",
};
