import type { Plugin } from "vite";
import { CLIENT_ENVIRONMENT } from "../local-services/react-router-contract.mjs";

/**
 * One stylesheet, loaded once (issue 43, docs/decisions/2026-11-29-root-stylesheet.md).
 *
 * The site has one stylesheet, the root route's (src/app.css, Tailwind). React Router links it on
 * every page as `/assets/<name>.css#`: it appends `#` to any CSS that a dynamic import also
 * loads, so that Vite's preload helper, which adds a dynamic import's CSS unless a `<link>` with
 * that very URL is on the page, adds a copy of its own and a route's CSS survives React Router
 * removing the route's link. Every lazy import of ours reaches the shell chunk, so each names the
 * stylesheet as its CSS: the islands boot, the cart drawer, the menu, the toasts. The first of
 * them on a page appended a second `<link rel="stylesheet">` of the same file, and the browser
 * restyled the whole document for it (583 elements, 9-19 ms of main thread on this machine, one
 * long task under Lighthouse's CPU; as the first tap's cost where a drawer opens).
 *
 * A root route's link is never removed, so the copy guards nothing: the dynamic imports name the
 * stylesheet by the URL React Router links it with, and the helper finds it on the page.
 */
export function rootStylesheetUrl(filename: string, context: { hostType: "js" | "css" | "html"; ssr: boolean }, base = "/"): string | undefined {
  if (context.ssr || context.hostType !== "js" || !filename.endsWith(".css")) return undefined;
  return `${base}${filename}#`;
}

/** The guard: a build with a second stylesheet (a route's own CSS) must look at this again. */
export class SecondStylesheetError extends Error {}

/** The client build's CSS files; more than one stops the build. */
export function checkOneStylesheet(fileNames: readonly string[]): void {
  const css = fileNames.filter((f) => f.endsWith(".css"));
  if (css.length > 1) {
    throw new SecondStylesheetError(
      `The client build has ${css.length} stylesheets (${css.join(", ")}); pipeline/root-stylesheet.ts names every dynamic import's CSS as the root route's, which holds only while the site has one stylesheet.`,
    );
  }
}

/** The check, as a plugin of the client build. */
export function oneStylesheet(): Plugin {
  return {
    name: "one-stylesheet",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === CLIENT_ENVIRONMENT,
    generateBundle(_options, bundle) {
      checkOneStylesheet(Object.keys(bundle));
    },
  };
}
