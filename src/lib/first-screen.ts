/**
 * A page drawn at its top lays out its first screen first (decisions 2026-11-25-page-arrival and
 * 2026-11-29-first-screen-first): its sections and footer are laid out as they come near the view
 * (app.css: `content-visibility: auto`), and once the browser is idle after the first frame the
 * ones off screen are released and laid out as always, so that a jump (back, an anchor, the
 * scrollbar) lands on real heights. Two ways in: a client navigation marks the sections it draws
 * (`markArrival`, components/layout/page-arrival.ts); a document load is marked on `<html>` by its
 * head's first script (pipeline/first-screen-first.ts), and the page's scripts hand that mark over
 * to the sections once they run (`adoptFirstScreen`: the islands' boot, or page-arrival once the
 * whole app has hydrated).
 */
export const FIRST_SCREEN_ATTRIBUTE = "data-first-screen-first";

/** How long a new page's below-the-fold may wait to be laid out when the browser is never idle. */
const ARRIVAL_SETTLE_MS = 1000;

/**
 * What a page just drawn at its top may leave unlaid until it is on screen: `#main`'s outermost
 * sections and the footer (app.css has the same list for a document's first load). Not a legal
 * text's sections: a contained section keeps its heading's margin inside it, and the text below
 * would move when it is released. Not a section inside a grid (a product's details): while it is
 * skipped, Chromium keeps the width it last had, and after a resize the grid's track grew to it
 * (the reflow sweep's product pages at 1024 px, their text at 200%).
 */
const LAID_OUT_LATER = "#main section:not(section section, .prose-site section, .grid section), body > footer";

/**
 * What a document loaded at its top leaves unlaid (app.css has the same list, and the test holds
 * them together): the same, less the
 * first two sections of their parent. A section the parser adds after the page's first frame is
 * drawn once at its placeholder size before it is laid out; on screen, what follows it moved (the
 * Mexico offer page's card: a layout shift of 0.15). The third section of a parent starts 824 px
 * down or more on every page at 1280 × 800 (1,207 at 390 × 844): below the first screen.
 */
export const LAID_OUT_LATER_ON_LOAD = "#main section:nth-of-type(n + 3):not(section section, .prose-site section, .grid section), body > footer";

/** Whether any of `el` is on screen: releasing it then could move its text by a pixel in view. */
function onScreen(el: HTMLElement, win: Window): boolean {
  const box = el.getBoundingClientRect();
  return box.bottom > 0 && box.top < win.innerHeight;
}

/** Counts arrivals: an earlier page's idle callback finds a newer count and leaves its marks alone. */
let arrivals = 0;

/** How many pages have arrived (`markArrival`): a newer count means a newer page. */
export const arrivalCount = (): number => arrivals;

/**
 * A page a client navigation has just drawn at its top (`arriving`): its sections and the footer
 * get `data-arrival` (app.css: `content-visibility: auto`), so the browser lays out the first
 * screen before the first frame and the rest when it comes near the view. Once the browser is
 * idle after that frame, the sections off screen are released one by one and laid out as always;
 * those on screen keep the attribute (releasing them could move their text by a pixel in view).
 * Back and forward and a #hash never mark, and unmark the page: they land below the top, at a
 * position measured on laid-out sections.
 */
export function markArrival(win: Window, arriving: boolean, laidOutLater: string = LAID_OUT_LATER): void {
  const arrival = ++arrivals;
  const doc = win.document;
  for (const el of doc.querySelectorAll("[data-arrival]")) el.removeAttribute("data-arrival");
  if (!arriving) return;
  const marked = [...doc.querySelectorAll<HTMLElement>(laidOutLater)];
  for (const el of marked) el.setAttribute("data-arrival", "");
  const idle = (then: () => void) => (win.requestIdleCallback ? win.requestIdleCallback(then, { timeout: ARRIVAL_SETTLE_MS }) : win.setTimeout(then, 100));
  const settle = () => {
    if (arrival !== arrivals) return;
    // Where each one is, read once while the layout is clean (nothing is forced); then one section
    // at a time, each in an idle period of its own, so each is laid out in a frame of its own: all
    // at once was one long task of layout (the whole page below the first screen) forced inside
    // this callback.
    const off = marked.filter((el) => el.isConnected && !onScreen(el, win));
    const release = () => {
      if (arrival !== arrivals) return;
      off.shift()?.removeAttribute("data-arrival");
      if (off.length) idle(release);
    };
    release();
  };
  win.requestAnimationFrame(() => win.setTimeout(() => idle(settle), 0));
}

/**
 * A page opened at its top by a document load came with its first screen laid out first (`<html
 * data-first-screen-first>`): once its scripts run, its sections take `markArrival`'s marks
 * instead, and what is off screen is released when the browser is idle, as after a client
 * navigation. Nothing to do on a page opened by back, forward, reload or a #hash, or already
 * unmarked by a jump to an anchor.
 */
export function adoptFirstScreen(win: Window): void {
  const html = win.document.documentElement;
  if (!html.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return;
  markArrival(win, true, LAID_OUT_LATER_ON_LOAD);
  html.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
}

