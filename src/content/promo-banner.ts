/*
 * The Mexico promo banner's switches (not words: the same in every language). Its words are the
 * page's that shows it (content/home/en.ts, `promo`).
 */

/**
 * The session cookie that keeps a closed banner closed until the browser closes (lib/session-cookies.ts
 * `sessionCookies`): read before the banner paints, where a cookie costs less than opening
 * sessionStorage.
 */
export const PROMO_BANNER_COOKIE = "promo-mx-dismissed";
/** Class set on <html> before paint when the banner was closed in this session. */
export const PROMO_BANNER_CLOSED_CLASS = "promo-mx-closed";
