import { LANG_COOKIE, langForPath, LOCALIZED_PAGES } from "./i18n";

/*
 * The localized pages' pre-paint script, in a module of its own: only those pages' routes import
 * it, so its code is in their chunks, not in the shell every page loads (the launch-kit pages'
 * first load has a few bytes to spare).
 */

const PAIRS: [string, string][] = Object.values(LOCALIZED_PAGES).flatMap((urls) => [
  [urls.es, urls.en],
  [urls.en, urls.es],
]);

/**
 * Runs in the <head> of every localized page, before any CSS or body: a returning visitor who
 * chose the other language is sent to that language's URL with location.replace, and the page
 * is hidden meanwhile, so the wrong language never paints. A plain constant (identical in the
 * prerendered HTML and the client bundle); the host's CSP allows it by its sha256 hash.
 */
export const LANG_HEAD_SCRIPT =
  `(function(){try{var s=(/(?:^|;\\s*)${LANG_COOKIE}=(en|es)(?:;|$)/.exec(document.cookie)||[])[1],` +
  `p=location.pathname.replace(/(.)\\/+$/,"$1"),m=${JSON.stringify(Object.fromEntries(PAIRS.map(([from, to]) => [from, to])))},` +
  `l=${JSON.stringify(Object.fromEntries(PAIRS.map(([from]) => [from, langForPath(from)])))};` +
  `if(s&&m[p]&&l[p]!==s){document.documentElement.style.display="none";location.replace(m[p]+location.search+location.hash)}}catch(e){}})()`;

/** The route `handle` of every localized page: the pre-paint language script (see root.tsx). */
export const LOCALIZED_HANDLE = { headScript: LANG_HEAD_SCRIPT };
