import { NotFoundPage } from "~/components/layout/not-found-page";
import type { NotFoundWords } from "~/content/not-found/en";
import { NOT_FOUND_PATHS } from "~/lib/i18n";
import type { PageMeta } from "~/lib/page-table";
import { pageMeta } from "~/lib/seo";

/** Any unknown address, in the language of its URL (each language's splat route); prerendered at /404 and /es/404. */
export const meta: PageMeta<NotFoundWords> = (words, lang) => pageMeta({ title: words.metaTitle, description: words.metaDescription, path: NOT_FOUND_PATHS[lang], noindex: true });

export default NotFoundPage;
