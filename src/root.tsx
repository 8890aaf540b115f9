import { memo, useEffect, type ReactNode } from "react";
import { Links, Meta, Scripts, useMatches, type LinksFunction } from "react-router";
import "./app.css";
import { PageOutlet } from "./components/layout/page-outlet";
import { SiteShell } from "./components/layout/site-shell";
import { TAP_CAPTURE_SCRIPT } from "./components/layout/tap-replay";
import { HEADER_ACTIONS } from "./islands/shell-islands";
import { CartDrawerMount } from "./features/cart-drawer/cart-drawer-mount";
import { CartProvider } from "./features/cart/cart-context";
import { businessJsonLd } from "./content/business";
import { BEFORE_A_LANGUAGE } from "./content/before-a-language";
import { SharedWordsProvider, useOptionalShellWords, wordsOfMatches, type SharedWords } from "./content/shared-words";
import { HTML_LANG, useLang } from "./lib/i18n";
import { fallbackMeta } from "./lib/seo";
import { localizeHref } from "./lib/twins";
import type { Route } from "./+types/root";

/** The icons and the manifest (drawn from favicon.svg at build end: pipeline/site-icons.ts). */
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * The head of a page that has none of its own: the SPA fallback, which a link unfurler reads
 * for a product added after the build (it shows the store's card) and for the team tools.
 */
export const meta: Route.MetaFunction = () => fallbackMeta();

/**
 * A route may set a tiny inline head script (run before first paint) through its `handle`:
 * `export const handle = { headScript: "…" }`. The page's own route (the deepest match)
 * decides. The document language is the page's, from its URL (lib/i18n); its shared words are
 * those of its language layout route (routes/layouts/), English outside one.
 */
export type DocumentHandle = { headScript?: string; islands?: boolean };

function useDocumentHandle(): { lang: string; words: SharedWords | null } & DocumentHandle {
  const matches = useMatches();
  const handle = (matches.at(-1)?.handle ?? {}) as DocumentHandle;
  return { lang: HTML_LANG[useLang()], headScript: handle.headScript, islands: handle.islands, words: wordsOfMatches(matches) };
}

export function Layout({ children }: { children: ReactNode }) {
  const { lang, headScript, islands, words } = useDocumentHandle();
  // A per-visitor page (/es/pago/…, /es/producto/…) opens from the one SPA fallback, written in
  // English; hydration keeps the document's attributes as served, so the language is set here.
  useEffect(() => {
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);
  return (
    // An islands page (decision 2026-11-28-islands) says so to its boot (pipeline/defer-boot.ts,
    // entry.client.tsx), which reads it once, at load.
    <html lang={lang} data-islands={islands ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Keeps taps made before hydration, to replay them after (tap-replay.ts). */}
        <script dangerouslySetInnerHTML={{ __html: TAP_CAPTURE_SCRIPT }} />
        {headScript && <script dangerouslySetInnerHTML={{ __html: headScript }} />}
        <meta name="theme-color" content="#115e59" />
        <Meta />
        <Links />
        {/* In the page's language. The dev server draws the document before the page's language
            layout has matched (no description yet); prerendered pages match, so only dev differs. */}
        <script
          type="application/ld+json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: JSON.stringify(businessJsonLd(words?.shell.businessDescription ?? null)) }}
        />
      </head>
      <body>
        <SharedWordsProvider value={words}>{children}</SharedWordsProvider>
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The shell and the page. React Router re-renders the root's route component on every router
 * state change (new props each time), so the shell sits behind a memo with no props: what in it
 * depends on the router (the page, the header's current link) reads it itself and updates on its
 * own, and a tap's `loading` state does not redraw the header, the footer and the page being left
 * (issue 43; docs/decisions/2026-11-28-navigation-cost.md).
 */
const AppShell = memo(function AppShell() {
  return (
    <CartProvider>
      <SiteShell headerActions={HEADER_ACTIONS}>
        <PageOutlet />
      </SiteShell>
      <CartDrawerMount />
    </CartProvider>
  );
});

export default function App() {
  return <AppShell />;
}

/**
 * Shown by the SPA fallback while a dynamic page's code loads. Drawn at build time before any URL
 * (so before a language layout) is known: it says so in both languages.
 */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      <span className="sr-only">{BEFORE_A_LANGUAGE.loading}</span>
    </div>
  );
}

export function ErrorBoundary() {
  // An unknown address is the not-found routes' (routes.ts), so whatever arrives here is an error;
  // before a language layout loaded (it failed to), in both languages.
  const t = useOptionalShellWords()?.error ?? BEFORE_A_LANGUAGE.error;
  const home = localizeHref("/", useLang());
  return (
    <div className="mx-auto max-w-xl px-5 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{t.title}</h1>
      <p className="mt-4 text-muted">{t.body}</p>
      <a href={home} className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
        {t.home}
      </a>
    </div>
  );
}
