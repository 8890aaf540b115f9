import { useEffect, useRef, type RefObject } from "react";
import type { Lang } from "~/lib/i18n";
import type { TurnstileHandle } from "./turnstile";

/**
 * Turnstile for a form, kept off the page's first load (the Google Workspace article is at its
 * budget, so this stays small): when `box` (an empty element in the form) comes on screen,
 * ./turnstile.ts is fetched, injects Cloudflare's script and renders the widget there. `token()`
 * (on submit) starts it if it has not started yet and answers "" if it cannot (the function then
 * says the check failed); `reset()` after each use, since a token verifies once.
 */
export function useTurnstile(box: RefObject<HTMLElement | null>, lang: Lang) {
  const handle = useRef<Promise<TurnstileHandle> | null>(null);
  const start = () =>
    (handle.current ??= import("./turnstile")
      .then((m) => m.mountTurnstile(box.current!, lang))
      .catch((error: unknown) => {
        // A chunk that did not arrive is asked for again on the next submit.
        handle.current = null;
        throw error;
      }));

  useEffect(() => {
    // The box itself is hidden while empty (no size: never "on screen"): watch what holds it.
    const el = box.current?.parentElement;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start().catch(() => {});
      }
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      void handle.current?.then(
        (h) => h.remove(),
        () => {},
      );
      handle.current = null;
    };
    // Once per form: `start` reads the refs it needs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    token: () =>
      start().then(
        (h) => h.token(),
        () => "",
      ),
    reset: () =>
      void handle.current?.then(
        (h) => h.reset(),
        () => {},
      ),
  };
}
