import { useEffect, useLayoutEffect, useRef, useState } from "react";
// eslint-disable-next-line no-restricted-imports -- the remembered language moves to the other language on purpose
import { useLocation, useNavigate } from "react-router";
import type { MexicoWords } from "~/content/mexico/en";
import { localizedPath, readLangPreference, useLang, type Lang } from "~/lib/i18n";
import { toast } from "~/lib/toast";
import type { LaunchLookup } from "./launch-product";
import { useLaunchProduct } from "./use-launch-product";

/**
 * What the Mexico landing page needs besides its sections: the launch product lookup (with the
 * spec's toasts), and whether the page hides while a remembered language moves the visitor.
 */
export function useMexicoLanding(words: MexicoWords): { lookup: LaunchLookup; hidden: boolean } {
  const hidden = useRememberedLanguage(useLang());
  const lookup = useLaunchProduct();
  useLookupToasts(lookup, words);
  return { lookup, hidden };
}

/**
 * On a document load the head script already sent a returning visitor to their language.
 * On an in-app navigation (a link to /airbnb-mexico from another page) this does the same,
 * before paint, keeping the page invisible until the other language renders.
 */
function useRememberedLanguage(lang: Lang): boolean {
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

/** The spec's toasts once the store has answered: product missing, or the store call failed. */
function useLookupToasts(lookup: LaunchLookup, copy: MexicoWords) {
  const shown = useRef<LaunchLookup["status"] | null>(null);
  useEffect(() => {
    if (shown.current === lookup.status) return;
    if (lookup.status === "missing") toast({ ...copy.toasts.productNotFound, variant: "destructive" });
    if (lookup.status === "error") toast({ ...copy.toasts.loadFailed, variant: "destructive" });
    shown.current = lookup.status;
  }, [lookup.status, copy]);
}
