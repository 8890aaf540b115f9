/**
 * Before hydration, the header's language switch goes where it will after (issue 43 point 4).
 *
 * The switch is a real link, so a tap before the app's scripts run follows its prerendered href:
 * the twin's path alone, as the build knew no query or hash (`/pricing#faq` -> `/es/precios`).
 * This inline script, written by the build into the <head> of each prerendered page that has the
 * switch (host-files.ts, before the CSP hashes are taken), keeps that href as React will render
 * it until React has the switch (the page hydrates: `window.__cxTaps` is still the tap-replay
 * list; on an islands page, until the header's island is live, `data-island-live`, which may be
 * long after the page is: it hydrates on the visitor's intent, islands/near-screen.ts): the twin's path
 * with location.search and location.hash, once the body is parsed (so hydration finds the same
 * attribute: no mismatch), on a hash change, and as a pointer comes down or a click lands on it,
 * before the browser follows it. A tap on it also remembers the choice, as the switch's onClick
 * does after hydration (lib/i18n saveLangPreference): a Mexico page's head script would otherwise
 * send a visitor who once chose the other language straight back.
 * An href that is already right (a page without a query or hash: most loads) is left alone:
 * setting a link's href, even to the same value, makes the browser restyle the link; and on such
 * a page the document is not even searched once the body is parsed (the prerendered href is the
 * twin's path alone): that first search of the whole document took 0.8-5 ms of a page's load at
 * 1x CPU (a trace's DOMContentLoaded listener; bench:script-time).
 * Written by the build and not rendered by React: no page's JavaScript carries it (`/es/` had 30
 * bytes of its first-load budget left). A sibling of tap-replay.ts's TAP_CAPTURE_SCRIPT.
 */
import { LANGUAGE_SWITCH } from "../src/components/layout/tap-replay";
import { LANG_COOKIE } from "../src/lib/i18n";
import { writeCookieJs } from "./cookie-script";

const q = JSON.stringify;

export const LANGUAGE_SWITCH_SCRIPT =
  `(function(d,w,l){var S=${q(LANGUAGE_SWITCH)},` +
  `P=function(a){return w.__cxTaps||d.documentElement.hasAttribute("data-islands")&&!a.closest("[data-island-live]")},` +
  `L=function(){if(w.__cxTaps||d.documentElement.hasAttribute("data-islands"))d.querySelectorAll(S).forEach(function(a){if(!P(a))return;var o=a.getAttribute("href")||"",h=o.split(/[?#]/)[0]+l.search+l.hash;if(h!==o)a.setAttribute("href",h)})};` +
  `d.addEventListener("DOMContentLoaded",function(){if(l.search||l.hash)L()});w.addEventListener("hashchange",L);d.addEventListener("pointerdown",L,true);` +
  `d.addEventListener("click",function(e){var t=e.target,a=t&&t.closest&&t.closest(S);` +
  `if(a&&P(a)){L();try{${writeCookieJs(LANG_COOKIE, "a.hreflang", "d")}}catch(x){}}},true)})(document,window,location)`;

/** A page with the header's language switch gets the script at the end of its <head>; any other page is returned as it is. */
export function withLanguageSwitchScript(html: string): string {
  if (!html.includes('data-language-switch="page"')) return html;
  return html.replace("</head>", `<script>${LANGUAGE_SWITCH_SCRIPT}</script></head>`);
}
