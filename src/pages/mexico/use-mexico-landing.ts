import { useLayoutEffect, useState } from "react";
// eslint-disable-next-line no-restricted-imports -- the remembered language moves to the other language on purpose
import { useLocation, useNavigate } from "react-router";
import { localizedPath, readLangPreference, type Lang } from "~/lib/i18n";

/**
 * On a document load the head script already sent a returning visitor to their language.
 * On an in-app navigation (a link to /airbnb-mexico from another page) this does the same,
 * before paint, keeping the page invisible until the other language renders. (The launch
 * product's lookup and its toasts are Buy Now's own: sections/buy-now.tsx, an island.)
 */
export function useRememberedLanguage(lang: Lang): boolean {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const [redirecting, setRedirecting] = useState(false);
  useLayoutEffect(() => {
    const stored = readLangPreference();
    if (stored && stored !== lang) {
      setRedirecting(true);
      void navigate(`${localizedPath("mexico", stored)}${search}${hash}`, { replace: true });
    } else {
      setRedirecting(false);
    }
  }, [lang, navigate, search, hash]);
  return redirecting;
}
