/**
 * Nothing a visitor taps before hydration is lost (issue 11 point 3).
 *
 * The app's JavaScript arrives after the first paint (pipeline/defer-boot.ts), so on a slow phone
 * the page is readable, and tappable, for a moment before React runs. Links and the header's
 * links work without JavaScript (they are real links); a button does nothing until React is
 * there. So a tiny inline script in the head (TAP_CAPTURE_SCRIPT, run before the body is parsed)
 * keeps every tap on a button (or a style or quantity radio/checkbox) that happens before then:
 * it stops the click, remembers which control it was and marks it `data-tap-pending` (drawn as
 * busy by app.css). Once hydrated, `replayTaps()` clicks the same controls again, in order,
 * and React does what they say: the mobile menu, the Airbnb Services menu, the cart button,
 * Add to Cart, the banner's close.
 *
 * An internal link whose click also says something (a toast: "Feature Not Implemented", the
 * calendar's note) carries `data-tap-replay`: followed before hydration it would navigate and
 * lose its message, so it is kept and replayed like a button. Links to other sites (new tabs)
 * are not kept: a replayed click is no gesture, and a browser may block the new tab.
 *
 * A control is found again by its position among the same kind of controls in the document:
 * hydration keeps the prerendered DOM, so positions do not move.
 *
 * On an islands page most islands hydrate later than the page goes live (decision
 * 2026-11-29-islands-on-intent: the header with an empty cart, the banner, a kit's button, the
 * Mexico toggle, the store's grid, a product's view, at the visitor's first pointer or focus on
 * them; Buy Now and the FAQ near the screen): a tap on one of their controls before their island
 * has committed is held and replayed by the island (islands/near-screen.ts), the same controls as
 * below, and so is a tap this script kept and replays into such an island.
 *
 * The controls replayed on the main pages, by their English words (a product's or a question's
 * own words and counts left out), and what the replay does; e2e/before-hydration.spec.ts reads
 * the main pages and fails when this list (or the first-paint decision record's) names one
 * too many or too few:
 *   - "Open menu": the header's mobile menu opens.
 *   - "Airbnb Services": the header's services menu opens (its code is fetched on the press).
 *   - "Open cart": the cart drawer opens.
 *   - "Cerrar la sugerencia": the Spanish suggestion's close; its own inline script then hides
 *     the band and remembers (pipeline/language-suggestion.ts).
 *   - "Cerrar anuncio": the promo banner closes, for the session.
 *   - "Add to Cart": the product goes in the cart (a store card, a product page).
 *   - "radio: Style": a product page's style is chosen.
 *   - "Decrease quantity": a product page's quantity goes down one.
 *   - "Increase quantity": and up one.
 *   - "Previous image": a product's gallery shows the image before.
 *   - "Next image": and after.
 *   - "Go to image N": the gallery's dots.
 *   - "Show image N of N": the gallery's thumbnails.
 *   - "ES": the Mexico page's own language toggle: remembers Spanish, goes to the Spanish page.
 *   - "EN": and English.
 *   - "Buy Now": the Mexico offer's purchase (its checkout, once the product is in). On the
 *     islands page Buy Now hydrates near the screen: a tap before then is held and replayed by its
 *     island (islands/near-screen.ts), and one while the store is asked is answered when it has.
 *   - "a question of the FAQ": the Mexico page's FAQ opens that answer (held and replayed by its
 *     island likewise).
 *   - "Sign Me Up & Get The Goods!": the sign-up form is sent with what was typed (/subscribe).
 *   - "Preview the toolkits": a link with a message (data-tap-replay): it goes, and says it.
 *   - "Explore All Solutions": idem.
 *   - "Preview the packs": idem.
 *   - "Explore the DIY Toolkits": idem.
 *   - "Get the free host guide": idem (the Mexico page).
 * Not kept, and not listed: every other link, the language switch among them, which the head
 * script's sibling keeps with the page's query and hash instead (LANGUAGE_SWITCH below,
 * pipeline/language-switch-script.ts).
 */

/** The controls whose taps are kept: they need JavaScript to do anything. */
export const REPLAYED_CONTROLS = 'button,input[type="radio"],input[type="checkbox"],a[data-tap-replay]';

/**
 * The header's language switch (language-switch.tsx): the same page in the other language. Its
 * prerendered href is the twin's path alone (the build knows no query or hash); React's is the
 * path with the page's query and hash, and so is the prerendered one from the first tap, by the
 * build's inline script beside the one above (pipeline/language-switch-script.ts).
 */
export const LANGUAGE_SWITCH = 'a[data-language-switch="page"]';

/** Inline in <head>; its CSP hash is added by the build (pipeline/host-files.ts). */
export const TAP_CAPTURE_SCRIPT = `(function(d,w){var s=${JSON.stringify(REPLAYED_CONTROLS)},q=w.__cxTaps=[];d.addEventListener("click",function(e){if(w.__cxTaps!==q)return;var t=e.target,c=t&&t.closest&&t.closest(s);if(!c||c.disabled)return;e.preventDefault();e.stopImmediatePropagation();q.push(Array.prototype.indexOf.call(d.querySelectorAll(s),c));c.setAttribute("data-tap-pending","")},true)})(document,window)`;

type TapWindow = Window & { __cxTaps?: number[] | null };

/**
 * Stops keeping taps (React handles them now) and replays those kept, in the order they came.
 * Call once, after hydration.
 */
export function replayTaps(doc: Document = document): number {
  const w = doc.defaultView as TapWindow | null;
  const taps = w?.__cxTaps;
  if (!w || !taps) return 0;
  w.__cxTaps = null;
  const controls = doc.querySelectorAll<HTMLElement>(REPLAYED_CONTROLS);
  // Resolve every target first: a replayed tap may change the document.
  const targets = taps.map((i) => controls[i]).filter((c): c is HTMLElement => c !== undefined);
  for (const c of doc.querySelectorAll("[data-tap-pending]")) c.removeAttribute("data-tap-pending");
  for (const c of targets) if (c.isConnected) c.click();
  return targets.length;
}
