import { NotFoundPage } from "~/components/layout/not-found-page";
import { en } from "~/content/not-found/en";
import { NOT_FOUND_PATHS } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";

// Any unknown English address; prerendered at /404 (published as /404.html). Spanish: pagina-no-encontrada.tsx.
export const meta = () => pageMeta({ title: en.metaTitle, description: en.metaDescription, path: NOT_FOUND_PATHS.en, noindex: true });

export default function NotFound() {
  return <NotFoundPage words={en} />;
}
