/* global window */
/**
 * The local fbevents.js (served as /local-analytics/en_US/fbevents.js, after common.js): takes
 * over the `fbq` stub the page made (its `queue`, then `callMethod`), as Meta's script does, and
 * sends each event to the stand-in instead of facebook.com.
 *   init(pixelId)                              a pixel to send to (and the _fbp cookie)
 *   track(name, data, { eventID })             a standard event (its name as given)
 *   trackCustom(name, data, { eventID })       a custom event
 *   trackSingle / trackSingleCustom(pixelId, …) one pixel only
 *   consent("revoke" | "grant")                events wait while revoked, then go
 * An event before any init is dropped with a warning, as the pixel drops it. The pixel has no
 * Consent Mode: each hit records the page's Consent Mode state (its dataLayer) when it was sent.
 */
(function () {
  "use strict";
  var core = window.__localAnalytics;
  var fbq = window.fbq;
  if (!core || !fbq || fbq.__local) return;
  fbq.__local = true;

  var pixels = [];
  var revoked = false;
  var held = [];

  function fbp() {
    var cookie = core.readCookie("_fbp");
    if (cookie) return cookie;
    var value = "fb.1." + Date.now() + "." + Math.floor(Math.random() * 2147483647);
    core.writeCookie("_fbp", value, 7776000);
    return value;
  }

  function send(pixelId, method, name, data, options) {
    var hit = {
      tool: "meta",
      id: pixelId,
      event: String(name),
      params: data && typeof data === "object" ? data : {},
      consent: core.pageConsent(),
      method: method,
      event_id: options && options.eventID !== undefined ? String(options.eventID) : null,
      client: fbp(),
    };
    if (revoked) held.push(hit);
    else core.send(hit);
  }

  function call(args) {
    var method = args[0];
    if (method === "init" && typeof args[1] === "string") {
      if (pixels.indexOf(args[1]) < 0) pixels.push(args[1]);
      fbp();
    } else if (method === "consent") {
      revoked = args[1] === "revoke";
      if (!revoked) held.splice(0).forEach(core.send);
    } else if (method === "track" || method === "trackCustom") {
      if (!pixels.length) return console.warn("[local fbevents] " + method + "('" + args[1] + "') before fbq('init'): dropped, as the pixel drops it");
      pixels.forEach(function (id) {
        send(id, method, args[1], args[2], args[3]);
      });
    } else if (method === "trackSingle" || method === "trackSingleCustom") {
      if (pixels.indexOf(args[1]) < 0) return console.warn("[local fbevents] " + method + " for a pixel never initialised: dropped");
      send(args[1], method, args[2], args[3], args[4]);
    }
  }

  fbq.callMethod = function () {
    call(Array.prototype.slice.call(arguments));
  };
  var queued = (fbq.queue || []).splice(0);
  queued.forEach(function (args) {
    call(Array.prototype.slice.call(args));
  });
})();
