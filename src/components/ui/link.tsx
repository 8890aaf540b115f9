import { useCallback, useContext, type ComponentProps, type MouseEvent } from "react";
import {
  createPath,
  Link as RouterLink,
  NavLink as RouterNavLink,
  UNSAFE_DataRouterContext as DataRouterContext,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from "react-router";
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

/**
 * The `href` of a link whose target is a path from the site's root (`/pricing`, `/es/#faq`, or
 * such a path as an object), as React Router writes it; null for anything else (a relative path,
 * "#faq"), which React Router resolves against the page's route.
 */
export function rootHref(to: To): string | null {
  if (typeof to === "string") return to.startsWith("/") && !to.startsWith("//") ? to : null;
  return to.pathname?.startsWith("/") && !to.pathname.startsWith("//") ? createPath(to) : null;
}

/** What React Router's own link does with a click: a plain left click in the same tab, not yet handled. */
export function isSoftNavigationClick(event: Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && (!target || target === "_self") && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

type SoftRouter = { state: { location: Parameters<typeof createPath>[0] }; navigate: (to: string, options?: { replace?: boolean }) => unknown };

/**
 * What React Router's own link does beyond an `href` and a click (history state, scroll, a
 * document reload, view transitions, its own prefetching): no link of the site asks for any, and
 * the type keeps it so, rather than code in every page's first load to hand such a link over.
 */
type RouterOnly = "replace" | "state" | "preventScrollReset" | "relative" | "reloadDocument" | "viewTransition" | "discover" | "prefetch";

/**
 * An internal link. Most are a path from the root with nothing but a class and children: those
 * render a plain `<a>` that hands its click to the router (issue 43, decision
 * 2026-11-28-hydration-cost): React Router's own link runs some twenty hooks and two effects per link
 * to resolve a path that is already resolved, ~37 links on every page, at hydration and on every
 * soft navigation. The click is React Router's: a plain left click in the same tab becomes the
 * router's navigation (replacing the history entry when it leads to where the visitor already
 * is), anything else is the browser's. A relative link, or one outside a data router (a
 * component test's MemoryRouter), is React Router's own.
 */
export function Link({ to, ...props }: Omit<ComponentProps<typeof RouterLink>, RouterOnly>) {
  const localized = localizeTo(to, useLang());
  const router = useContext(DataRouterContext)?.router as SoftRouter | undefined;
  const href = rootHref(localized);
  if (!router || href === null) return <RouterLink to={localized} {...props} />;
  const { onClick, target } = props;
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isSoftNavigationClick(event, target)) return;
        event.preventDefault();
        void router.navigate(href, { replace: createPath(router.state.location) === href });
      }}
    />
  );
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
