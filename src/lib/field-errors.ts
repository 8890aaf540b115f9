import { hearFailures, type FailureKind } from "./failure";

/**
 * Failures in the field as GA4 `exception` events (issue 44 item 3): uncaught errors, unhandled
 * rejections, a chunk that did not load (Vite's `vite:preloadError`; a route module React Router
 * could not import, which it logs and answers with a reload), an error the route error boundary
 * shows, and a hosted service that did not answer (lib/failure.ts). Each is
 * `{ description, fatal }`: a short description with no address, query, e-mail or number that
 * could be a person's, at most MAX_PER_PAGE_VIEW a page view, each description once.
 *
 * Installed by the tag loader (analytics-loader.ts), which arrives with the consent banner after
 * hydration, only in builds with analytics ids: never in a page's first load. Events go through
 * `gtag`, so before consent they wait in the dataLayer under Consent Mode's denied defaults and
 * nothing leaves; gtag.js, loaded on consent, sends them.
 */

export const MAX_PER_PAGE_VIEW = 3;
/** GA4 keeps at most 100 characters of an event parameter's value. */
export const MAX_DESCRIPTION = 100;

/** React Router's own words (react-router lib/dom/ssr/routeModules.js, lib/hooks.js): pinned by field-errors.test.ts. */
export const ROUTE_MODULE_FAILED = "Error loading route module";
export const ROUTE_RENDER_ERROR = "React Router caught the following error during render";

export type Exception = { description: string; fatal: boolean };

/** A chunk's name from its URL, without its content hash: /assets/pricing-AbC12_x.js → pricing. */
export function chunkNameOf(url: string): string {
  // A stack's "file.js:12:34" too.
  const file = (url.split(/[?#]/)[0]!.split("/").pop() ?? "").replace(/(:\d+)+$/, "");
  return file.replace(/\.m?js$/, "").replace(/-[\w-]{8}$/, "") || "unknown";
}

/**
 * `text` fit to leave the browser: addresses (URLs, paths with a query) reduced to their file,
 * e-mail addresses, long numbers and token-like strings removed, one line, at most MAX_DESCRIPTION.
 */
export function scrub(text: string): string {
  return text
    .replace(/[^\s@<>"'()]+@[^\s@<>"'()]+\.[a-z]{2,}/gi, "[email]")
    .replace(/\b(?:https?|blob|data|file|chrome-extension|moz-extension):[^\s"'()<>]*/gi, (url) => (/\.m?js\b/.test(url) ? chunkNameOf(url) : "[url]"))
    .replace(/(?:^|(?<=\s))\/[^\s"'()<>]*/g, (p) => (/\.m?js\b/.test(p) ? chunkNameOf(p) : p.split(/[?#]/)[0]!))
    .replace(/[?#][^\s]*/g, "")
    .replace(/\b[A-Za-z0-9_-]{24,}\b/g, "[id]")
    .replace(/\+?\d[\d\s().-]{5,}\d/g, "[number]")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_DESCRIPTION);
}

/** `name: message` of anything thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === "string") return error;
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") return error.message;
  return "non-error value thrown";
}

/**
 * What a console.error call says about a React Router failure, or null: a route module it could
 * not import (it reloads the page: fatal) or an error its route error boundary caught.
 */
export function routerFailure(args: readonly unknown[]): Exception | null {
  const first = args[0];
  if (typeof first !== "string") return null;
  if (first.startsWith(ROUTE_MODULE_FAILED)) {
    const module = /`([^`]+)`/.exec(first)?.[1] ?? "";
    return { description: `chunk failed to load: ${chunkNameOf(module)}`, fatal: true };
  }
  if (first.startsWith(ROUTE_RENDER_ERROR)) return { description: `route error: ${describeError(args[1])}`, fatal: true };
  return null;
}

/** The service failures worth counting: it did not answer (a refusal is an answer). */
export const serviceException = (kind: FailureKind): Exception | null => (kind === "refused" ? null : { description: `service did not answer: ${kind}`, fatal: false });

/**
 * The cap and the once-each rule of one page view; a new page view (path or query changed) starts
 * them again. `send` gets what passes.
 */
export function exceptionCounter(send: (e: Exception) => void, pageOf: () => string) {
  let page = "";
  let seen = new Set<string>();
  return (e: Exception): boolean => {
    const now = pageOf();
    if (now !== page) {
      page = now;
      seen = new Set();
    }
    const description = scrub(e.description) || "unknown error";
    if (seen.has(description) || seen.size >= MAX_PER_PAGE_VIEW) return false;
    seen.add(description);
    send({ description, fatal: e.fatal });
    return true;
  };
}

type Gtag = (...args: unknown[]) => void;
let installed = false;

/** Listens for failures from now on and reports each through `gtag` (queued under Consent Mode until consent). */
export function startFieldErrors(w: Window & { gtag?: Gtag }): void {
  if (installed) return;
  installed = true;
  const report = exceptionCounter(
    (e) => w.gtag?.("event", "exception", e),
    () => w.location.pathname + w.location.search,
  );
  w.addEventListener("error", (event: ErrorEvent) => {
    // A cross-origin script's error says nothing ("Script error.") and is not ours.
    if (!event.error && (!event.message || event.message === "Script error.")) return;
    report({ description: event.error ? describeError(event.error) : event.message, fatal: false });
  });
  w.addEventListener("unhandledrejection", (event: PromiseRejectionEvent) => report({ description: `unhandled rejection: ${describeError(event.reason)}`, fatal: false }));
  // A script or module preload of the site's own that failed (a route's code the link layer
  // prefetches, which the tap then cannot run): an element's error reaches window only when captured.
  w.addEventListener(
    "error",
    (event: Event) => {
      const el = event.target;
      const url = el instanceof HTMLLinkElement ? el.href : el instanceof HTMLScriptElement ? el.src : "";
      if (/\/assets\/[^/?#]+\.m?js/.test(url)) report({ description: `chunk failed to load: ${chunkNameOf(url)}`, fatal: false });
    },
    true,
  );
  // Vite's preload helper: a lazy chunk (or a file it needs) did not load.
  w.addEventListener("vite:preloadError", (event: Event) => {
    const reason = (event as Event & { payload?: unknown }).payload;
    const url = /\/[^\s'"]+\.m?js/.exec(describeError(reason))?.[0];
    report({ description: `chunk failed to load: ${url ? chunkNameOf(url) : describeError(reason)}`, fatal: false });
  });
  // React Router catches these itself and only logs them: its words are how we hear of them.
  const log = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const failure = routerFailure(args);
    if (failure) report(failure);
    log(...args);
  };
  hearFailures((kind) => {
    const e = serviceException(kind);
    if (e) report(e);
  });
}
