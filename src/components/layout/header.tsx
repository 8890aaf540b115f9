import { ChevronDown, Menu, X } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/components/ui/link";
import { ExternalButtonLink } from "~/components/ui/button";
import { headerLinksFor } from "~/content/navigation";
import { useShellWords } from "~/content/shared-words";
import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { config } from "~/lib/config";
import { fill } from "~/lib/i18n";
import { lazyOr } from "~/lib/lazy-or";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { servicesTriggerClass } from "./services-menu-style";

// The Radix dropdown loads when the visitor reaches for the menu (its code is fetched as the
// pointer comes near, and mounted on the first press), so it is neither in the first load nor in
// the work after it. Until then the same trigger is rendered. If its code cannot be fetched, the
// trigger becomes a link to the services overview (lib/lazy-or.ts).
const loadServicesMenu = () => import("./services-menu");
const ServicesMenuLazy = lazyOr(loadServicesMenu, ServicesOverviewLink);
/** Fetches the menu's code ahead of the press; a failure here is the press's to handle (above). */
const warmServicesMenu = () => void loadServicesMenu().catch(() => {});

/** The services menu's stand-in when its code could not be fetched: a link to all services. */
function ServicesOverviewLink() {
  const { services } = headerLinksFor(useShellWords().header);
  return (
    <Link to={services.to} className={servicesTriggerClass}>
      {services.label}
    </Link>
  );
}

function ServicesMenu() {
  const headerLinks = headerLinksFor(useShellWords().header);
  const [ready, setReady] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const placeholder = (
    // eslint-disable-next-line no-restricted-syntax -- the services menu's trigger, in the nav items' style (no Button variant), until Radix's menu loads
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={servicesTriggerClass}
      onPointerEnter={warmServicesMenu}
      onFocus={warmServicesMenu}
      onClick={() => {
        setOpenOnLoad(true);
        setReady(true);
      }}
    >
      {headerLinks.services.label}
      <ChevronDown className="h-4 w-4" aria-hidden="true" />
    </button>
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ServicesMenuLazy defaultOpen={openOnLoad} />
    </Suspense>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-full px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-900", isActive ? "text-brand-800" : "text-ink");

function BookCallButton({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const headerLinks = headerLinksFor(useShellWords().header);
  return (
    <ExternalButtonLink
      href={headerLinks.bookCall.href}
      size="sm"
      className={className}
      onClick={() => track((p) => p.bookCallClick(pathname))}
    >
      {headerLinks.bookCall.label}
    </ExternalButtonLink>
  );
}

/**
 * Closes the phone menu when the page changes. The location is read here, not in the header, so
 * a navigation re-renders only what shows it (the current link, the language switch), not the
 * whole header (issue 43; docs/decisions/2026-11-28-navigation-cost.md).
 */
function CloseOnNavigation({ setOpen }: { setOpen: (open: boolean) => void }) {
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname, setOpen]);
  return null;
}

export function Header({ actions }: { actions?: React.ReactNode }) {
  const t = useShellWords().header;
  const headerLinks = headerLinksFor(t);
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    // The shell speaks the page's language (<html lang>). The desktop row shows when the page (a
    // size container, app.css) is 64rem wide *in its own rem*, so with the text at 200% (WCAG
    // 1.4.4) a 1280 px window gets the phone menu instead of a row that no longer fits (a media
    // query's rem is the browser's initial 16 px and would not notice; issue 27).
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <CloseOnNavigation setOpen={setMobileOpen} />
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link to="/" aria-label={fill(t.logoLabel, { brand: config.brand })} className="rounded-lg">
          <Logo />
        </Link>
        <nav aria-label={t.mainNav} className="hidden items-center gap-1 @5xl:flex">
          <NavLink to={headerLinks.home.to} end className={navClass}>
            {headerLinks.home.label}
          </NavLink>
          <NavLink to={headerLinks.whyChooseUs.to} className={navClass}>
            {headerLinks.whyChooseUs.label}
          </NavLink>
          <ServicesMenu />
          <NavLink to={headerLinks.hireUs.to} className={navClass}>
            {headerLinks.hireUs.label}
          </NavLink>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          {actions}
          <span className="hidden @5xl:block">
            <BookCallButton />
          </span>
          {/* eslint-disable-next-line no-restricted-syntax -- an icon-only menu toggle in the nav items' style; no Button variant fits */}
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 @5xl:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t.closeMenu : t.openMenu}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label={t.mobileNav}
        hidden={!mobileOpen}
        className="border-t border-sand-200 bg-white px-5 pb-5 pt-2 @5xl:hidden"
      >
        <ul className="grid gap-1">
          <li>
            <NavLink to={headerLinks.home.to} end className={navClass}>
              {headerLinks.home.label}
            </NavLink>
          </li>
          <li>
            <NavLink to={headerLinks.whyChooseUs.to} className={navClass}>
              {headerLinks.whyChooseUs.label}
            </NavLink>
          </li>
          <li className="px-3 pt-2 text-xs font-semibold uppercase tracking-wider text-muted">{headerLinks.services.label}</li>
          {headerLinks.services.items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={cn(navClass({ isActive: false }), "flex items-center gap-2 pl-6")}>
                {item.label}
                {"badge" in item && item.badge && (
                  <span className="rounded-full bg-accent-100 px-2 py-0.5 text-[11px] font-semibold text-accent-700">{item.badge}</span>
                )}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={headerLinks.hireUs.to} className={navClass}>
              {headerLinks.hireUs.label}
            </NavLink>
          </li>
          <li className="pt-2">
            <BookCallButton className="w-full" />
          </li>
        </ul>
      </nav>
    </header>
  );
}
