import { NotFoundPage } from "~/components/layout/not-found-page";
import { es } from "~/content/not-found/es";
import { NOT_FOUND_PATHS } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";

// Any unknown address under /es/; prerendered at /es/404 (published as /es/404.html).
export const meta = () => pageMeta({ title: es.metaTitle, description: es.metaDescription, path: NOT_FOUND_PATHS.es, noindex: true });

export default function PaginaNoEncontrada() {
  return <NotFoundPage words={es} />;
}
