import { introBlogPath } from "./config";
import type { PageRow } from "./page-table";

/**
 * The blog's posts as rows of the page table (lib/page-table.ts spreads them in after the blog).
 * Each post has hand-written route modules today; the content collection (issue 45 part 2)
 * replaces this module with rows built from the posts' files, of the same shape.
 */
export const POST_PAGES = {
  blogIntro: { en: introBlogPath, es: "/es/blog/bienvenida", routes: { en: "blog-intro.tsx", es: "es/blog-bienvenida.tsx" } },
  articleGoogleWorkspace: {
    en: "/why-creators-thrive-with-google-workspace",
    es: "/es/por-que-los-creadores-prosperan-con-google-workspace",
    routes: { en: "article-google-workspace.tsx", es: "es/por-que-los-creadores-prosperan-con-google-workspace.tsx" },
  },
  articleFiveStars: {
    en: "/from-feedback-to-five-stars-online-reputation-management",
    es: "/es/de-las-opiniones-a-las-cinco-estrellas-reputacion-en-linea",
    routes: { en: "article-five-stars.tsx", es: "es/de-las-opiniones-a-las-cinco-estrellas.tsx" },
  },
} as const satisfies Record<string, PageRow>;
