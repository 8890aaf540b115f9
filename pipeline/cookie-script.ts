/**
 * The few characters an inline pre-paint script needs to read or write one of the site's own
 * cookies (the remembered language, the suggestion band's close): written here once for the
 * build's scripts. Names are plain ASCII tokens; values are matched by a pattern.
 */
import { LANG_COOKIE_MAX_AGE_S } from "../src/lib/i18n";

const TOKEN = /^[A-Za-z0-9_-]+$/;

function named(name: string): string {
  if (!TOKEN.test(name)) throw new Error(`A cookie name a script can match as it is: ${name}`);
  return name;
}

/** An expression: the cookie's value when it matches `valuePattern` (a regex source), else undefined. */
export function readCookieJs(name: string, valuePattern: string, doc = "document"): string {
  return `(/(?:^|;\\s*)${named(name)}=(${valuePattern})(?:;|$)/.exec(${doc}.cookie)||[])[1]`;
}

/** A statement: sets the cookie to the value of `valueJs` (an expression) for a year, on the whole site. */
export function writeCookieJs(name: string, valueJs: string, doc = "document"): string {
  return `${doc}.cookie=${JSON.stringify(`${named(name)}=`)}+${valueJs}+${JSON.stringify(`; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax`)}+(location.protocol==="https:"?"; Secure":"")`;
}
