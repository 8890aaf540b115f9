/*
 * The Mexico promo banner's switches (not words: the same in every language). Its words are the
 * page's that shows it (content/home/en.ts, `promo`).
 */

/** sessionStorage key: a closed banner stays closed for the browser session. */
export const PROMO_BANNER_STORAGE_KEY = "promo-mx-dismissed";
/** Class set on <html> before paint when the banner was closed in this session. */
export const PROMO_BANNER_CLOSED_CLASS = "promo-mx-closed";
