import { FIRST_SCREEN_ATTRIBUTE } from "../src/lib/first-screen";

/**
 * A page opened at its top lays out its first screen first (issue 43 part 2, decision
 * 2026-11-29-first-screen-first): the sections of `#main` and the footer are laid out as they
 * come near the screen (app.css, `html[data-first-screen-first]`: `content-visibility: auto`),
 * not all before the first frame. A tap on an islands page's link loads the next page as a
 * document, and the first style and layout of all its sections was half that page's own work
 * before its first paint; a cold load pays it too. Once the page's scripts run, the sections
 * take the mark over and those off screen are released when the browser is idle
 * (src/lib/first-screen.ts `adoptFirstScreen`).
 *
 * Only a page opened at its top: this inline script, the first of the head (before the
 * stylesheet, so it never waits for it), marks the page when its navigation is a new one
 * (`navigate`) with no `#hash`. Back, forward and reload restore a position measured on laid-out
 * sections, and a `#hash` lands below the top: those pages are laid out whole, as before, and so
 * is a page without scripts (nothing tells it how it was opened). A jump to an anchor of the page
 * before the release (a tap on a link to it, in the capture phase: before the browser scrolls;
 * any `hashchange`) lays the whole page out first, so the jump lands where it would have.
 */
export const FIRST_SCREEN_SCRIPT =
  `(function(d,w,l){try{var n=performance.getEntriesByType("navigation")[0],h=d.documentElement,A=${JSON.stringify(FIRST_SCREEN_ATTRIBUTE)},` +
  `U=function(){h.removeAttribute(A);d.querySelectorAll("[data-arrival]").forEach(function(e){e.removeAttribute("data-arrival")})};` +
  `if(n&&n.type==="navigate"&&!l.hash){h.setAttribute(A,"");w.addEventListener("hashchange",U);` +
  `d.addEventListener("click",function(e){var t=e.target,a=t&&t.closest&&t.closest("a[href]");` +
  `if(a&&a.hash&&a.host===l.host&&a.pathname===l.pathname&&a.search===l.search)U()},true)}}catch(e){}})(document,window,location)`;

/** `html` with the script first in its head, before its stylesheet and its other scripts. */
export function withFirstScreenFirst(html: string): string {
  const head = html.indexOf("</head>");
  if (head < 0) throw new Error("a page without </head>: nowhere to put its first-screen script");
  const at = html.slice(0, head).search(/<link rel="stylesheet"|<script/);
  const before = at >= 0 ? at : head;
  return `${html.slice(0, before)}<script>${FIRST_SCREEN_SCRIPT}</script>${html.slice(before)}`;
}
