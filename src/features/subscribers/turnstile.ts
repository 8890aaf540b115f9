import { config, resolveServiceUrl } from "~/lib/config";
import type { Lang } from "~/lib/i18n";

/**
 * Cloudflare Turnstile for the visitor forms (sign-up, my-data), loaded by ./use-turnstile.ts
 * only when a form scrolls into view: neither this module nor the script is in any page's
 * first-load JavaScript. The widget is
 * rendered "interaction-only" (invisible unless Cloudflare wants the visitor to click), and a
 * token is used once, then the widget is reset for the next submit. Locally the script is the
 * stand-in at /local-turnstile (same surface).
 */

/** The part of `window.turnstile` we use (Cloudflare's client-side rendering API). */
export type TurnstileApi = {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  reset(widgetId?: string): void;
  remove(widgetId?: string): void;
  getResponse(widgetId?: string): string | undefined;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** How long a submit waits for a token before it is sent without one (the server then says the check failed). */
export const TURNSTILE_TOKEN_TIMEOUT_MS = 8_000;

let loading: Promise<TurnstileApi> | null = null;

/** The script's URL with explicit rendering (we render into our own box). */
export function turnstileScriptSrc(scriptUrl: string = config.turnstile.scriptUrl): string {
  const url = new URL(resolveServiceUrl(scriptUrl) || "https://challenges.cloudflare.com/turnstile/v0/api.js", currentBase());
  url.searchParams.set("render", "explicit");
  return url.toString();
}

function currentBase(): string {
  return typeof window !== "undefined" ? window.location.href : "http://localhost/";
}

/** Injects the script once; resolves with `window.turnstile`. A failed load may be retried. */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (typeof window === "undefined") return Promise.reject(new Error("no window"));
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = turnstileScriptSrc();
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not start")));
    script.onerror = () => reject(new Error("Turnstile did not load"));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * A token waited for with a deadline: resolves with the first token, or "" at the deadline or
 * on a widget error (the server then answers turnstile_failed, which the form puts in words).
 */
export function tokenWithin(current: () => string, subscribe: (listener: () => void) => () => void, ms: number): Promise<string> {
  const now = current();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = (token: string) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(token);
    };
    const timer = setTimeout(() => done(current()), ms);
    const unsubscribe = subscribe(() => done(current()));
  });
}

/** One form's widget: a token when asked (waited for up to `ms`), reset after each use, removed with the form. */
export type TurnstileHandle = { token(ms?: number): Promise<string>; reset(): void; remove(): void };

/**
 * Loads the script (once) and renders an interaction-only widget into `box`. Without a
 * configured site key, token() answers "" (the function then decides).
 */
export function mountTurnstile(box: HTMLElement, lang: Lang): TurnstileHandle {
  const state = { token: "", widget: undefined as string | undefined, removed: false, listeners: new Set<() => void>() };
  const notify = () => {
    for (const listener of [...state.listeners]) listener();
  };
  let started: Promise<void> | null = null;
  const start = () => {
    if (!config.turnstile.siteKey || state.removed) return;
    started ??= loadTurnstile()
      .then((api) => {
        if (state.removed) return;
        state.widget = api.render(box, {
          sitekey: config.turnstile.siteKey,
          appearance: "interaction-only",
          language: lang,
          callback: (token: string) => {
            state.token = token;
            notify();
          },
          "expired-callback": () => {
            state.token = "";
          },
          "error-callback": () => {
            state.token = "";
            notify();
            // Handled: the visitor reads our words when the submit comes back refused.
            return true;
          },
        });
      })
      .catch(() => {
        // The script did not load (blocked, offline): the next submit tries again.
        started = null;
        notify();
      });
  };
  start();
  return {
    token(ms = TURNSTILE_TOKEN_TIMEOUT_MS) {
      if (!config.turnstile.siteKey) return Promise.resolve("");
      start();
      return tokenWithin(
        () => state.token,
        (listener) => {
          state.listeners.add(listener);
          return () => state.listeners.delete(listener);
        },
        ms,
      );
    },
    reset() {
      state.token = "";
      if (state.widget !== undefined) window.turnstile?.reset(state.widget);
    },
    remove() {
      state.removed = true;
      if (state.widget !== undefined) window.turnstile?.remove(state.widget);
      state.widget = undefined;
    },
  };
}
