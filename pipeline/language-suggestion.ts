/**
 * The Spanish suggestion on English pages (issue 23; docs/decisions/2026-11-25-spanish-twins.md),
 * written into the prerendered HTML by the build rather than rendered by React: the band and its one
 * inline script are the same on every English page, and no page's JavaScript carries them.
 *
 * The script runs while the HTML is parsed, before the band below it paints: it shows the band
 * (a class on <html>) when the browser's first language is Spanish or the visitor chose Spanish,
 * unless they chose English or closed it; so the band is there from the first frame or never, and
 * nothing shifts. It never redirects. Its clicks: "close" remembers for good, the link remembers
 * Spanish and goes to the page's Spanish twin (read from the page's hreflang link when clicked,
 * which client navigations keep up to date). React leaves the band alone: it is not part of the
 * app's markup, and React 19 skips unexpected tags at the start of <body> when it hydrates. The
 * band hides itself on a Spanish page (<html lang="es-MX"> after a client navigation).
 */
import { LANG_SUGGEST_CLASS, LANG_SUGGEST_DISMISSED_KEY, languageSuggestion as words } from "../src/content/language-choice";
import { LANG_COOKIE } from "../src/lib/i18n";
import { readCookieJs, writeCookieJs } from "./cookie-script";

/** Whether an English page suggests its Spanish twin: the rule the script below runs. */
export function suggestsSpanish(preference: string | null, languages: readonly string[], dismissed: boolean): boolean {
  if (dismissed || preference === "en") return false;
  return preference === "es" || /^es\b/i.test(languages[0] ?? "");
}

const q = JSON.stringify;

/** The band's one script: the rule, before paint; then its two clicks. */
export const LANG_SUGGEST_SCRIPT =
  `(function(d){var C=${q(LANG_SUGGEST_CLASS)};` +
  `try{var p=${readCookieJs(LANG_COOKIE, "en|es", "d")},x=${readCookieJs(LANG_SUGGEST_DISMISSED_KEY, "1", "d")},n=navigator.languages&&navigator.languages[0]||navigator.language||"";` +
  `if(!x&&p!=="en"&&(p==="es"||/^es\\b/i.test(n)))d.documentElement.classList.add(C)}catch(e){}` +
  `d.addEventListener("click",function(e){var t=e.target,c=t&&t.closest&&t.closest("[data-suggest-close],[data-suggest-go]");if(!c)return;` +
  `var close=c.hasAttribute("data-suggest-close");` +
  `try{if(close)${writeCookieJs(LANG_SUGGEST_DISMISSED_KEY, '"1"', "d")};else{${writeCookieJs(LANG_COOKIE, '"es"', "d")};var l=d.querySelector('link[rel="alternate"][hreflang="es"]');if(l)c.href=new URL(l.href).pathname+location.search+location.hash}}catch(e){}` +
  `if(close){d.documentElement.classList.remove(C);c.closest("aside").hidden=true}})})(document)`;

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The band, linking `twinPath` (the page's Spanish twin). Lucide's X, drawn inline. */
export function suggestionBand(twinPath: string): string {
  return (
    `<script>${LANG_SUGGEST_SCRIPT}</script>` +
    `<aside lang="es" aria-label="${esc(words.label)}" data-language-suggestion="" class="hidden bg-sand-100 text-ink [.lang-suggest_&]:block [html[lang^=es]_&]:!hidden">` +
    `<div class="mx-auto flex max-w-6xl items-center gap-3 px-5 py-2 sm:px-8">` +
    `<p class="flex flex-1 flex-wrap items-center gap-x-3 gap-y-1 text-sm"><span>${esc(words.text)}</span>` +
    `<a href="${esc(twinPath)}" hreflang="es" data-suggest-go="" class="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">${esc(words.action)}</a></p>` +
    `<button type="button" data-suggest-close="" aria-label="${esc(words.dismiss)}" class="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-brand-900 hover:bg-sand-200">` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="h-5 w-5"><path d="M18 6 6 18"></path><path d="m6 6 12 12"></path></svg>` +
    `</button></div></aside>`
  );
}

const SPANISH_ALTERNATE = /<link rel="alternate" hrefLang="es" href="([^"]+)"\/?>/;

/** An English page with a Spanish twin gets the band first in its <body>; any other page is returned as it is. */
export function withLanguageSuggestion(html: string): string {
  if (!/<html lang="en"/.test(html)) return html;
  const twin = SPANISH_ALTERNATE.exec(html)?.[1];
  if (!twin) return html;
  return html.replace(/<body>/, `<body>${suggestionBand(new URL(twin.replace(/&amp;/g, "&")).pathname)}`);
}
