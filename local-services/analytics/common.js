/* global window, document, location */
/**
 * What the local stand-ins for gtag.js and fbevents.js share (served in front of each; the first
 * to run installs it): how a hit reaches the stand-in, cookies, and Consent Mode's state.
 */
(function () {
  "use strict";
  if (window.__localAnalytics) return;
  var script = document.currentScript;
  var collect = new URL("__COLLECT_PATH__", script && script.src ? script.src : location.href).href;
  var KEYS = ["ad_storage", "analytics_storage", "ad_user_data", "ad_personalization"];

  function isArguments(x) {
    return Object.prototype.toString.call(x) === "[object Arguments]";
  }

  window.__localAnalytics = {
    /**
     * Consent Mode's state from `default` then `update` values; a key nobody set counts as
     * granted, as Google's tags read it.
     */
    consentState: function (defaults, updates) {
      var out = {};
      KEYS.forEach(function (k) {
        var v = updates[k] !== undefined ? updates[k] : defaults[k];
        out[k] = v === "denied" ? "denied" : "granted";
      });
      return out;
    },
    /** The page's Consent Mode state now, read from its whole dataLayer (for the pixel's hits). */
    pageConsent: function () {
      var defaults = {};
      var updates = {};
      (window.dataLayer || []).forEach(function (item) {
        if (!isArguments(item) || item[0] !== "consent" || !item[2] || typeof item[2] !== "object") return;
        var target = item[1] === "default" ? defaults : item[1] === "update" ? updates : null;
        if (target) for (var k in item[2]) target[k] = item[2][k];
      });
      return window.__localAnalytics.consentState(defaults, updates);
    },
    readCookie: function (name) {
      var found = document.cookie.split("; ").filter(function (c) {
        return c.indexOf(name + "=") === 0;
      })[0];
      return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
    },
    writeCookie: function (name, value, maxAge) {
      document.cookie = name + "=" + encodeURIComponent(value) + "; max-age=" + maxAge + "; path=/; SameSite=Lax";
    },
    /** Sends one hit with the page it came from; resolves when sent (or failed: a tag never throws). */
    send: function (hit) {
      hit.page = location.pathname + location.search;
      hit.title = document.title;
      var body = JSON.stringify(hit);
      try {
        // keepalive: a hit sent as the page goes away (a reload, web-vitals on pagehide) still arrives.
        return fetch(collect, { method: "POST", headers: { "Content-Type": "application/json" }, body: body, keepalive: body.length < 60000, credentials: "same-origin" }).then(
          function () {},
          function () {},
        );
      } catch {
        if (navigator.sendBeacon) navigator.sendBeacon(collect, body);
        return Promise.resolve();
      }
    },
  };
})();
