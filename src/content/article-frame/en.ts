import { BLOG_POSTS } from "../blog/posts";

/** The article frame's words (components/editorial/article.tsx, post-card.tsx): every article page's. */
export const en = {
  allArticles: "All articles",
  by: "By",
  minutesRead: (n: number) => `${n} min read`,
  keepReading: "Keep reading",
  readArticle: "Read article",
  /** The blog's posts: the "keep reading" cards are the others. */
  posts: BLOG_POSTS,
};

export type ArticleFrameWords = typeof en;
