import { createContext, useCallback, useContext, type ComponentProps, type MouseEvent } from "react";
import {
  createPath,
  Link as RouterLink,
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigate as useRouterNavigate,
  type NavigateOptions,
  type To,
} from "react-router";
import { langForPath, useLang, type Lang } from "~/lib/i18n";
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

/** A site link's props: React Router's, but those only its own link understands. */
export type LinkProps = Omit<ComponentProps<typeof RouterLink>, RouterOnly>;

/**
 * True inside an island (src/islands/): a part of a prerendered page that React hydrates on its
 * own, with no router on the page (decision 2026-11-28-islands). Its links are the page's plain
 * links: the browser follows them, as it follows every other link of that page.
 */
export const PlainLinks = createContext(false);

/**
 * An internal link. Most are a path from the root with nothing but a class and children: those
 * render a plain `<a>` that hands its click to the router (issue 43, decision
 * 2026-11-28-hydration-cost): React Router's own link keeps 11 hook states and 3 effects per link
 * (measured, `npm run bench:hydrated`) to resolve a path that is already resolved, 37 links on `/`,
 * at hydration and on every soft navigation. The click is React Router's: a plain left click in the same tab becomes the
 * router's navigation (replacing the history entry when it leads to where the visitor already
 * is), anything else is the browser's. A relative link, or one outside a data router (a
 * component test's MemoryRouter), is React Router's own.
 */
export function Link({ to, ...props }: LinkProps) {
  return softLink(localizeTo(to, useLang()), props, useContext(DataRouterContext)?.router as SoftRouter | undefined, useContext(PlainLinks));
}

/** The anchor of a link to `to` (already in the page's language, or a twin's own URL). */
function softLink(to: To, props: Omit<LinkProps, "to">, router: SoftRouter | undefined, plain: boolean) {
  const href = rootHref(to);
  if (plain && href !== null) return <a {...props} href={href} />;
  if (!router || href === null) return <RouterLink to={to} {...props} />;
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

/**
 * Whether a navigation link's page is the one the visitor is on, as React Router's NavLink decides
 * it (case-insensitive): its path exactly, or, unless `end`, a page below it.
 */
export function isActivePath(locationPathname: string, toPathname: string, end = false): boolean {
  const here = locationPathname.toLowerCase();
  const to = toPathname.toLowerCase();
  const below = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
  return here === to || (!end && here.startsWith(to) && here.charAt(below) === "/");
}

type NavLinkClass = string | ((state: { isActive: boolean }) => string);

/**
 * A link that says whether it leads to the page the visitor is on (`aria-current="page"`, and its
 * class): `Link` plus a comparison of paths, instead of React Router's NavLink, which adds its
 * pending and transition states (no link of the site shows them) on top of React Router's link.
 * A string class gets "active" as React Router's does.
 */
export function NavLink({ to, end, className, ...props }: Omit<ComponentProps<typeof Link>, "className"> & { end?: boolean; className?: NavLinkClass }) {
  const { pathname } = useLocation();
  const localized = localizeTo(to, langForPath(pathname));
  const toPathname = typeof localized === "string" ? localized.replace(/[?#].*$/, "") : (localized.pathname ?? pathname);
  const isActive = isActivePath(pathname, toPathname, end);
  return (
    <Link
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : [className, isActive ? "active" : null].filter(Boolean).join(" ") || undefined}
      {...props}
    />
  );
}

/**
 * The one link that crosses languages: the language switch's and the Spanish suggestion's, to the
 * twin they computed themselves (lib/twins `twinPath`), taken as written.
 */
export function TwinLink({ to, ...props }: LinkProps) {
  return softLink(to, props, useContext(DataRouterContext)?.router as SoftRouter | undefined, useContext(PlainLinks));
}

/**
 * react-router's navigate, with the page's language applied to a path it is given. Inside an
 * island (PlainLinks) there is no router to navigate with: the next page is loaded as a document,
 * as the island's links load it.
 */
export function useNavigate(): (to: To, options?: NavigateOptions) => void | Promise<void> {
  const navigate = useRouterNavigate();
  const lang = useLang();
  const plain = useContext(PlainLinks);
  // Stable while the language is: effects may list it as a dependency.
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      const localized = localizeTo(to, lang);
      if (!plain) return navigate(localized, options);
      const href = typeof localized === "string" ? localized : createPath(localized);
      if (options?.replace) window.location.replace(href);
      else window.location.assign(href);
    },
    [navigate, lang, plain],
  );
}
