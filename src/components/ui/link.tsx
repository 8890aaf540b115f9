import { useCallback, type ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, useNavigate as useRouterNavigate, type LinkProps, type NavigateOptions, type NavLinkProps, type To } from "react-router";
import { useLang, type Lang } from "~/lib/i18n";
import { localizeHref } from "~/lib/twins";

/**
 * The site's internal links (issue 23: "Spanish links stay Spanish"). On a Spanish page every
 * internal link leads to the Spanish twin of the page it names (lib/twins), so words, navigation
 * and components name a page once, by its English URL. English pages keep links as written (an
 * English page may send a visitor to the Spanish Mexico landing on purpose). The language switch
 * is the one link that crosses languages: it names its target's own URL (twinPath).
 * Every internal link goes through these (eslint.one-way.js forbids react-router's own).
 */
export function localizeTo(to: To, lang: Lang): To {
  if (lang !== "es") return to;
  if (typeof to === "string") return localizeHref(to, lang);
  return to.pathname ? { ...to, pathname: localizeHref(to.pathname, lang) } : to;
}

export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={localizeTo(to, useLang())} {...props} />;
}

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={localizeTo(to, useLang())} {...props} />;
}

/**
 * The one link that crosses languages: the language switch's and the Spanish suggestion's, to the
 * twin they computed themselves (lib/twins `twinPath`), taken as written.
 */
export function TwinLink(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink {...props} />;
}

/** react-router's navigate, with the page's language applied to a path it is given. */
export function useNavigate(): (to: To, options?: NavigateOptions) => void | Promise<void> {
  const navigate = useRouterNavigate();
  const lang = useLang();
  // Stable while the language is: effects may list it as a dependency.
  return useCallback((to: To, options?: NavigateOptions) => navigate(localizeTo(to, lang), options), [navigate, lang]);
}

export type { LinkProps, NavLinkProps };
