import type { ComponentType, ReactNode } from "react";
import { ArticleLayout, type ArticleFrame } from "~/components/editorial/article";
import { Action, Actions, Callout, ProseLink, Quote } from "~/components/editorial/prose";

/**
 * A blog post's page (issue 45): each src/content/posts/<key>.<lang>.mdx is its own route module,
 * compiled at build; pipeline/posts-plugin.ts ends it with a default export that renders this with
 * the post's facts, its neighbours and related posts, and its body. The plugin groups the body's
 * top-level parts: its text (PostProse) and closing buttons in the column (PostColumn), and the
 * full-width sections a post names (BookCallBand, StarterKit) after it.
 */
export function PostPage({ words, children }: { words: ArticleFrame; children: ReactNode }) {
  return <ArticleLayout words={words}>{children}</ArticleLayout>;
}

function PostColumn({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-5 pb-16 sm:px-8">{children}</div>;
}

function PostProse({ children }: { children: ReactNode }) {
  return <div className="prose-site text-lg">{children}</div>;
}

/**
 * The names every post's Markdown may use without an import, and how its links render. The pieces
 * only some posts use (a video, a sign-up form) are imported by the posts that name them
 * (pipeline/posts-plugin.ts), so a post carries only its own.
 */
export const POST_COMPONENTS: Record<string, ComponentType<never>> = {
  a: ProseLink,
  PostColumn,
  PostProse,
  Quote,
  Callout,
  Actions,
  Action,
} as Record<string, ComponentType<never>>;
