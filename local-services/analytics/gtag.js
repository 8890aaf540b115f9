/* global window, document, location, history */
/**
 * The local gtag.js (served as /local-analytics/gtag/js and /local-analytics/gtm.js, after
 * common.js): reads what Google's tag reads, the `dataLayer`, and sends each GA4 hit to the
 * stand-in instead of google-analytics.com, with the Consent Mode state at that hit.
 *
 * As gtag.js does: only `arguments` objects are commands (`gtag()` pushes its `arguments`); they
 * are read in order, those already queued first, then each push; `consent default|update`
 * changes the state the commands after it see; `config` on a GA4 id (G-…) sends a page_view
 * (unless send_page_view is false) and receives the events (an event before any config waits for
 * one); `set` adds parameters to every event; `get … client_id` answers; `event_callback` runs
 * once the hit is sent. Enhanced measurement's default "page changes based on browser history
 * events" sends a page_view when pushState/replaceState/popstate changes the path or query.
 * Not emulated: first_visit, session_start, user_engagement, scroll and the other automatic events.
 */
(function () {
  "use strict";
  var core = window.__localAnalytics;
  var layer = (window.dataLayer = window.dataLayer || []);
  if (!core || layer.__localGtag) return;
  layer.__localGtag = true;

  var defaults = {};
  var updates = {};
  var globals = {};
  /** GA4 destinations configured so far (ids starting G-). */
  var configured = [];
  /** Events read before any config: [name, params, consent]. */
  var waiting = [];
  var warned = false;
  var lastPage = null;

  function isArguments(x) {
    return Object.prototype.toString.call(x) === "[object Arguments]";
  }

  function consentNow() {
    return core.consentState(defaults, updates);
  }

  function analyticsGranted() {
    return consentNow().analytics_storage === "granted";
  }

  /** GA4's client id, from the _ga cookie it writes once analytics_storage is granted; null before. */
  function clientId() {
    var cookie = core.readCookie("_ga");
    if (cookie) return cookie.replace(/^GA\d\.\d\./, "");
    if (!analyticsGranted()) return null;
    var id = Math.floor(Math.random() * 2147483647) + "." + Math.floor(Date.now() / 1000);
    core.writeCookie("_ga", "GA1.1." + id, 63072000);
    return id;
  }

  function pageParams(referrer) {
    return { page_location: location.href, page_referrer: referrer, page_title: document.title };
  }

  function hit(id, name, params, consent, method, callback) {
    var clean = {};
    var key;
    for (key in globals) clean[key] = globals[key];
    for (key in params || {}) {
      if (key === "send_to" || key === "event_callback" || key === "event_timeout") continue;
      if (typeof params[key] === "function") continue;
      clean[key] = params[key];
    }
    core.send({ tool: "ga4", id: id, event: String(name), params: clean, consent: consent, method: method, event_id: null, client: consent.analytics_storage === "granted" ? clientId() : null }).then(function () {
      if (typeof callback === "function") callback(id);
    });
  }

  function targetsOf(params) {
    var sendTo = params && params.send_to;
    if (!sendTo) return configured;
    var list = Array.isArray(sendTo) ? sendTo : [sendTo];
    return configured.filter(function (id) {
      return list.indexOf(id) >= 0;
    });
  }

  function emit(name, params, consent, method) {
    var targets = targetsOf(params);
    var callback = params && params.event_callback;
    targets.forEach(function (id, i) {
      hit(id, name, params, consent, method, i === targets.length - 1 ? callback : null);
    });
  }

  function read(item) {
    if (!isArguments(item)) {
      // A plain array is not a gtag command: gtag.js ignores it (GTM reads plain objects).
      if (Array.isArray(item) && !warned) {
        warned = true;
        console.warn("[local gtag] dataLayer.push([...]) is not a gtag command and is ignored, as gtag.js ignores it: push the `arguments` object (call gtag()).", item);
      }
      return;
    }
    var command = item[0];
    var key;
    if (command === "consent" && item[2] && typeof item[2] === "object") {
      var target = item[1] === "default" ? defaults : item[1] === "update" ? updates : null;
      if (target) for (key in item[2]) target[key] = item[2][key];
    } else if (command === "set") {
      if (item[1] && typeof item[1] === "object") for (key in item[1]) globals[key] = item[1][key];
      else if (typeof item[1] === "string") globals[item[1]] = item[2];
    } else if (command === "config" && typeof item[1] === "string") {
      var id = item[1];
      if (!/^G-/.test(id)) return;
      if (configured.indexOf(id) < 0) configured.push(id);
      var params = item[2] || {};
      if (params.send_page_view !== false) {
        lastPage = location.pathname + location.search;
        hit(id, "page_view", pageParams(document.referrer), consentNow(), "config", null);
      }
      var held = waiting.splice(0);
      held.forEach(function (w) {
        emit(w[0], w[1], w[2], "event");
      });
    } else if (command === "event" && typeof item[1] === "string") {
      if (!configured.length) waiting.push([item[1], item[2] || {}, consentNow()]);
      else emit(item[1], item[2] || {}, consentNow(), "event");
    } else if (command === "get" && item[2] === "client_id" && typeof item[3] === "function") {
      item[3](clientId());
    }
  }

  function historyChange() {
    var referrer = lastPage === null ? document.referrer : location.origin + lastPage;
    // After the router has drawn the new page (its title), as the real listener reads it a moment later.
    window.setTimeout(function () {
      var now = location.pathname + location.search;
      if (now === lastPage || !configured.length) return;
      lastPage = now;
      configured.forEach(function (id) {
        hit(id, "page_view", pageParams(referrer), consentNow(), "history", null);
      });
    }, 50);
  }

  ["pushState", "replaceState"].forEach(function (name) {
    var original = history[name];
    history[name] = function () {
      var result = original.apply(this, arguments);
      historyChange();
      return result;
    };
  });
  window.addEventListener("popstate", historyChange);

  for (var i = 0; i < layer.length; i++) read(layer[i]);
  var push = layer.push;
  layer.push = function () {
    var result = push.apply(layer, arguments);
    for (var j = 0; j < arguments.length; j++) read(arguments[j]);
    return result;
  };
})();
