import { Home } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { useShellWords, wordsOfMatches } from "~/content/shared-words";
import { langForPath, localizedPath, NOT_FOUND_PATHS, useLang } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

// Prerendered at /404 and /es/404 (published as /404.html and /es/404.html): the page speaks
// the language of the address that was not found (routes.ts mounts it under each language).
export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = wordsOfMatches(matches).shell.notFound;
  return pageMeta({ title: t.metaTitle, description: t.metaDescription, path: NOT_FOUND_PATHS[langForPath(location.pathname)], noindex: true });
};

export default function NotFound() {
  const lang = useLang();
  const t = useShellWords().notFound;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-5 py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">{t.title}</h1>
      <p className="mt-4 text-lg text-muted">{t.body}</p>
      <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row">
        <ButtonLink to="/" variant="secondary" size="lg">
          <Home className="h-5 w-5" aria-hidden="true" />
          {t.home}
        </ButtonLink>
        <ButtonLink to={localizedPath("mexico", lang)} variant="outline" size="lg">
          {t.mexico}
        </ButtonLink>
      </div>
    </div>
  );
}
