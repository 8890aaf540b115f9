/**
 * The probe: the first script of every page the engine journeys load (the harness's proxy puts
 * `<script src="/__engines/probe.js">` at the top of each HTML document whose policy allows
 * same-origin scripts). It runs before the site's own scripts and sends home, with
 * `navigator.sendBeacon` (connect-src 'self' allows it), each uncaught error, unhandled
 * rejection, `console.error` call, failed resource and CSP violation event, so a journey hears
 * of the ones that happen before WebDriver can run anything in the page (hydration, the first
 * fetch) and of the ones on a page it has already left. WebKit's driver reports no console or
 * error at all; Firefox's BiDi log reports the first three, and the probe runs there too so both
 * engines load the same pages.
 *
 * Sent as source text: no imports, no outer variables.
 */
export function probe(): void {
  const w = window as unknown as { __engineProbe?: boolean };
  if (w.__engineProbe) return;
  w.__engineProbe = true;
  const send = (kind: string, message: string) => {
    const body = JSON.stringify({ kind, message, page: location.pathname + location.search });
    try {
      if (!navigator.sendBeacon("/__engines/report", body)) void fetch("/__engines/report", { method: "POST", body, keepalive: true });
    } catch {
      /* a page being torn down: nothing left to tell */
    }
  };
  const text = (v: unknown): string => {
    if (v instanceof Error) return `${v.name}: ${v.message}`;
    if (typeof v === "string") return v;
    try {
      return JSON.stringify(v);
    } catch {
      return String(v);
    }
  };
  // Once the page is on its way out, WebKit fails the preloads still in flight (the prefetcher's
  // `<link rel="modulepreload">` of the links on screen): the page cut them short, nothing it
  // needed failed. A module the page imports and cannot load still reports, as a rejection.
  let leaving = false;
  addEventListener("beforeunload", () => (leaving = true));
  addEventListener("pageshow", () => (leaving = false));
  addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof Element) {
        if (leaving && target instanceof HTMLLinkElement && /\b(modulepreload|preload|prefetch)\b/.test(target.rel)) return;
        // A resource that failed to load (error events of elements do not bubble: caught on the way down).
        const url = target.getAttribute("src") ?? target.getAttribute("href") ?? "";
        send("resource", `${target.tagName.toLowerCase()} failed to load ${url}`);
        return;
      }
      const e = event as ErrorEvent;
      send("pageerror", `${e.message} (${e.filename}:${e.lineno}:${e.colno})`);
    },
    true,
  );
  addEventListener("unhandledrejection", (event) => send("pageerror", `Unhandled rejection: ${text(event.reason)}`));
  document.addEventListener(
    "securitypolicyviolation",
    (e) => send("csp", `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`),
    true,
  );
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    send("console", args.map(text).join(" "));
    original(...args);
  };
}
