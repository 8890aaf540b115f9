import type { ToastInput } from "~/lib/toast";
// The toasts' own module, not offer-facts (which re-exports it): that one is a page's, not every post's.
import { en as actionToasts } from "../action-toasts/en";

/** The article frame's words (components/editorial/article.tsx, post-card.tsx, pages/blog-post): every post page's. */
export const en = {
  allArticles: "All articles",
  by: "By",
  minutesRead: (n: number) => `${n} min read`,
  keepReading: "Keep reading",
  readArticle: "Read article",
  /** Previous and next post, under the article. */
  postNav: "More posts",
  previous: "Previous post",
  next: "Next post",
  /** A post's video (VideoPreview in its MDX): a local poster until the visitor asks for the player. */
  video: {
    consentNote: "Playing loads the video from YouTube (privacy-enhanced mode), which may set cookies.",
    /** The poster button's name for screen readers. */
    playLabel: (title: string) => `Play video: ${title}`,
    /** The plain link for visitors without JavaScript. */
    watchOnYouTube: "Watch on YouTube",
  },
  /** BookCallBand's toast while the calendar opens. */
  calendarToast: actionToasts.calendar as ToastInput,
};

export type ArticleFrameWords = typeof en;
