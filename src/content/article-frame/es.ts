import type { ArticleFrameWords } from "./en";

/** El marco de cada artículo en español: sus etiquetas. */
export const es: ArticleFrameWords = {
  allArticles: "Todos los artículos",
  by: "Por",
  minutesRead: (n: number) => `${n} min de lectura`,
  keepReading: "Siga leyendo",
  readArticle: "Leer artículo",
  postNav: "Más artículos",
  previous: "Artículo anterior",
  next: "Artículo siguiente",
  video: {
    consentNote: "Al reproducirlo, el video se carga desde YouTube (modo de privacidad mejorada), que puede guardar cookies.",
    playLabel: (title: string) => `Reproducir video: ${title}`,
    watchOnYouTube: "Ver en YouTube",
  },
  calendarToast: {
    title: "Redirigiendo al calendario...",
    description: "Nuestro calendario de citas se abre en una pestaña nueva. Elija un horario para su consulta gratuita de 30 minutos.",
    duration: 3000,
  },
};
