import { Home } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import type { NotFoundWords } from "~/content/not-found/en";
import { localizedPath, useLang } from "~/lib/i18n";

/** The unknown-route page, in the words its route passes (pages/not-found/route.tsx, one generated route per language). */
export function NotFoundPage({ words: t }: { words: NotFoundWords }) {
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
        <ButtonLink to={localizedPath("mexico", useLang())} variant="outline" size="lg">
          {t.mexico}
        </ButtonLink>
      </div>
    </div>
  );
}
