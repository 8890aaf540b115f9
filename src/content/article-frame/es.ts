import { BLOG_POSTS_ES } from "../blog/posts-es";
import type { ArticleFrameWords } from "./en";

/** El marco de cada artículo en español: sus etiquetas y las entradas del blog en español. */
export const es: ArticleFrameWords = {
  allArticles: "Todos los artículos",
  by: "Por",
  minutesRead: (n: number) => `${n} min de lectura`,
  keepReading: "Siga leyendo",
  readArticle: "Leer artículo",
  posts: BLOG_POSTS_ES,
};
