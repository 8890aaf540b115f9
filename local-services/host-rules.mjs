// @ts-check
/**
 * The static host's rule files, read the way Netlify / Cloudflare Pages read them:
 * `_redirects` (path  target  status) and `_headers` (path, then indented "Name: value").
 */

/**
 * @typedef {{ from: string, to: string, status: number }} RedirectRule
 * @typedef {{ path: string, headers: [string, string][] }} HeaderRule
 */

/** @param {string} text @returns {RedirectRule[]} */
export function parseRedirects(text) {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const [from = "", to = "", status = "301"] = l.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

/** @param {string} text @returns {HeaderRule[]} */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else {
      const i = line.indexOf(":");
      const rule = rules[rules.length - 1];
      if (rule && i > 0) rule.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Does a rule path ("/product/:id", "/assets/*", "/terms") match a URL path?
 * @param {string} pattern @param {string} pathname
 */
export function matchPath(pattern, pathname) {
  // A path without placeholders or splats names exactly one URL ("/pricing" is not "/pricing/").
  if (!/[:*]/.test(pattern)) return pattern === pathname;
  const p = pattern.split("/").filter(Boolean);
  const u = pathname.split("/").filter(Boolean);
  for (let i = 0; i < p.length; i++) {
    const seg = p[i];
    if (seg === "*") return true;
    if (u[i] === undefined) return false;
    if (seg?.startsWith(":")) continue;
    if (seg !== u[i]) return false;
  }
  return p.length === u.length;
}

/**
 * Headers for a response: every matching rule, the exact path winning over splats.
 * @param {HeaderRule[]} rules @param {string[]} paths the request path and the served file's path
 */
export function headersFor(rules, paths) {
  /** @type {Map<string, string>} */
  const out = new Map();
  const matching = rules.filter((r) => paths.some((p) => matchPath(r.path, p)));
  // Splat rules first, specific rules last so they override.
  matching.sort((a, b) => Number(b.path.includes("*")) - Number(a.path.includes("*")));
  for (const r of matching) for (const [k, v] of r.headers) out.set(k, v);
  return out;
}
