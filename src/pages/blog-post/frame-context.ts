import { createContext, useContext } from "react";
import { en, type ArticleFrameWords } from "~/content/article-frame/en";

/** The post frame's words in the post's language, for the pieces its Markdown names (./parts). */
export const PostFrameWords = createContext<ArticleFrameWords>(en);

export const usePostFrameWords = (): ArticleFrameWords => useContext(PostFrameWords);
