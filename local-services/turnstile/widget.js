/* global window, document */
/**
 * The local Turnstile widget (served as /local-turnstile/turnstile/v0/api.js): Cloudflare's
 * `window.turnstile` surface (render, reset, remove, getResponse, execute, isExpired, ready),
 * implicit rendering of `.cf-turnstile` elements, and `?onload=<function>` like the real script.
 * No challenge: a token comes about 100 ms after render (or execute), and is marked to fail
 * verification when `localStorage["local-turnstile"] === "fail"`. Tokens last 300 s; then the
 * expired-callback runs and, as Cloudflare's default refresh-expired "auto", a new one comes.
 */
(function () {
  "use strict";
  if (window.turnstile && window.turnstile.__local) return;
  var script = document.currentScript;
  var params = new URLSearchParams(script && script.src ? script.src.split("?")[1] || "" : "");
  var LIFETIME_MS = 300000;
  var DELAY_MS = 100;
  var BLOCK_SITE_KEY = "2x00000000000000000000AB";
  var widgets = {};
  var count = 0;

  function failing() {
    try {
      return localStorage.getItem("local-turnstile") === "fail";
    } catch {
      return false; // storage blocked: tokens pass
    }
  }

  function base64url(text) {
    var bytes = new TextEncoder().encode(text);
    var binary = "";
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function makeToken(w) {
    var payload = { o: failing() ? "fail" : "pass", t: Date.now(), a: w.options.action || null, c: w.options.cdata || null, h: window.location.hostname };
    var random = Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(16)), function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
    return "local1." + base64url(JSON.stringify(payload)) + "." + random;
  }

  function call(fn, arg) {
    if (typeof fn === "string") fn = window[fn];
    if (typeof fn === "function") {
      try {
        fn(arg);
      } catch (e) {
        console.error(e);
      }
    }
  }

  function find(ref) {
    if (ref === undefined) {
      for (var id in widgets) return widgets[id];
      return undefined;
    }
    if (typeof ref === "string" && widgets[ref]) return widgets[ref];
    var el = typeof ref === "string" ? document.querySelector(ref) : ref;
    for (var key in widgets) if (widgets[key].container === el) return widgets[key];
    return undefined;
  }

  function show(w, text, state) {
    if (!w.box) return;
    w.box.setAttribute("data-state", state);
    w.label.textContent = text;
  }

  function issue(w) {
    clearTimeout(w.timer);
    clearTimeout(w.expiry);
    w.token = undefined;
    w.expired = false;
    if (w.input) w.input.value = "";
    show(w, "Local Turnstile stand-in: verifying…", "verifying");
    w.timer = setTimeout(function () {
      if (w.options.sitekey === BLOCK_SITE_KEY) {
        show(w, "Local Turnstile stand-in: blocked (test site key)", "error");
        call(w.options["error-callback"], "600010");
        return;
      }
      w.token = makeToken(w);
      if (w.input) w.input.value = w.token;
      var fails = failing();
      show(w, fails ? "Local Turnstile stand-in: verified (this token will fail: localStorage local-turnstile = fail)" : "Local Turnstile stand-in: verified", fails ? "will-fail" : "verified");
      call(w.options.callback, w.token);
      w.expiry = setTimeout(function () {
        w.expired = true;
        w.token = undefined;
        if (w.input) w.input.value = "";
        call(w.options["expired-callback"], undefined);
        if ((w.options["refresh-expired"] || "auto") === "auto") issue(w);
      }, LIFETIME_MS);
    }, DELAY_MS);
  }

  function optionsFrom(el) {
    var o = {};
    var names = ["sitekey", "action", "cdata", "callback", "error-callback", "expired-callback", "theme", "size", "appearance", "execution", "language", "response-field", "response-field-name", "refresh-expired"];
    for (var i = 0; i < names.length; i++) {
      var v = el.getAttribute("data-" + names[i]);
      if (v !== null) o[names[i]] = v;
    }
    return o;
  }

  function render(container, options) {
    var el = typeof container === "string" ? document.querySelector(container) : container;
    if (!el) throw new Error("[Local Turnstile] render: no element for " + container);
    var existing = find(el);
    if (existing) return existing.id;
    options = Object.assign({}, optionsFrom(el), options || {});
    if (!options.sitekey) throw new Error('[Local Turnstile] Invalid or missing type for parameter "sitekey", expected "string", got "undefined"');
    var id = "cf-local-" + ++count;
    var w = { id: id, container: el, options: options };
    if (options.appearance !== "interaction-only") {
      var box = document.createElement("div");
      box.id = id;
      box.setAttribute("role", "status");
      box.style.cssText = "display:inline-flex;align-items:center;gap:8px;box-sizing:border-box;min-height:40px;padding:6px 12px;border:1px dashed #9ca3af;border-radius:6px;font:13px/1.3 system-ui,sans-serif;color:#374151;background:#f9fafb;max-width:100%";
      var label = document.createElement("span");
      box.appendChild(label);
      el.appendChild(box);
      w.box = box;
      w.label = label;
    }
    if (options["response-field"] !== false && options["response-field"] !== "false") {
      var input = document.createElement("input");
      input.type = "hidden";
      input.name = options["response-field-name"] || "cf-turnstile-response";
      el.appendChild(input);
      w.input = input;
    }
    widgets[id] = w;
    if (options.execution === "execute") show(w, "Local Turnstile stand-in: waiting for execute()", "idle");
    else issue(w);
    return id;
  }

  window.turnstile = {
    __local: true,
    render: render,
    reset: function (ref) {
      var w = find(ref);
      if (w) issue(w);
    },
    remove: function (ref) {
      var w = find(ref);
      if (!w) return;
      clearTimeout(w.timer);
      clearTimeout(w.expiry);
      if (w.box) w.box.remove();
      if (w.input) w.input.remove();
      delete widgets[w.id];
    },
    getResponse: function (ref) {
      var w = find(ref);
      return w ? w.token : undefined;
    },
    isExpired: function (ref) {
      var w = find(ref);
      return w ? w.expired : false;
    },
    execute: function (ref, options) {
      var w = find(ref);
      if (!w && ref !== undefined && typeof ref !== "string") return void render(ref, Object.assign({}, options, { execution: "render" }));
      if (!w && typeof ref === "string" && document.querySelector(ref)) return void render(ref, Object.assign({}, options, { execution: "render" }));
      if (w) issue(w);
    },
    ready: function (fn) {
      setTimeout(fn, 0);
    },
  };

  function implicit() {
    if (params.get("render") === "explicit") return;
    var els = document.querySelectorAll(".cf-turnstile");
    for (var i = 0; i < els.length; i++) {
      try {
        render(els[i]);
      } catch (e) {
        console.error(e);
      }
    }
  }

  var onload = params.get("onload");
  var start = function () {
    implicit();
    if (onload) call(onload, undefined);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else setTimeout(start, 0);
})();
