// @vitest-environment node
import { describe, expect, it } from "vitest";
import { TOKEN, fakeWorld } from "../_shared/test-fakes.ts";
import { en } from "../_shared/words/en.ts";
import { es } from "../_shared/words/es.ts";
import { isOneClick, unsubscribe } from "./handler.ts";

const base = "https://project.supabase.co/functions/v1/unsubscribe";
const at = (query: string) => `${base}?${query}`;

function oneClick(url: string, extra: Record<string, string> = {}) {
  // What Gmail sends (RFC 8058): a form-encoded POST, no cookies, no apikey, no Accept: text/html.
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...extra },
    body: "List-Unsubscribe=One-Click",
  });
}

describe("isOneClick", () => {
  it("recognises RFC 8058's body form-encoded and as multipart, and nothing else", async () => {
    expect(isOneClick("application/x-www-form-urlencoded", "List-Unsubscribe=One-Click")).toBe(true);
    expect(isOneClick("application/x-www-form-urlencoded", "List-Unsubscribe=One-Click\r\n")).toBe(true);
    expect(isOneClick("application/x-www-form-urlencoded", "")).toBe(false);
    expect(isOneClick("application/x-www-form-urlencoded", "List-Unsubscribe=Yes")).toBe(false);
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const multipart = new Request("https://x.example", { method: "POST", body: form });
    expect(isOneClick(multipart.headers.get("content-type")!, await multipart.text())).toBe(true);
    const other = new FormData();
    other.set("token", "One-Click");
    const notOne = new Request("https://x.example", { method: "POST", body: other });
    expect(isOneClick(notOne.headers.get("content-type")!, await notOne.text())).toBe(false);
  });
});

describe("unsubscribe", () => {
  it("handles the RFC 8058 one-click POST with a plain 200, and again when repeated", async () => {
    const world = fakeWorld({ rpc: { unsubscribe: { code: "unsubscribed", lang: "es" } } });
    const res = await unsubscribe(oneClick(at(`token=${TOKEN}&lang=es`)), world.deps);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(es.unsubscribed);
    expect(world.calls).toEqual([{ fn: "unsubscribe", args: { token: TOKEN } }]);

    const again = fakeWorld({ rpc: { unsubscribe: { code: "already_unsubscribed", lang: "en" } } });
    const second = await unsubscribe(oneClick(at(`token=${TOKEN}`)), again.deps);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(en.unsubscribed);
  });

  it("accepts the one-click POST as multipart form data too", async () => {
    const world = fakeWorld({ rpc: { unsubscribe: { code: "unsubscribed", lang: "en" } } });
    const body = new FormData();
    body.set("List-Unsubscribe", "One-Click");
    const res = await unsubscribe(new Request(at(`token=${TOKEN}`), { method: "POST", body }), world.deps);
    expect(res.status).toBe(200);
    expect(world.calls).toHaveLength(1);
  });

  it("answers the page's JSON POST with the code and language", async () => {
    const world = fakeWorld({ rpc: { unsubscribe: { code: "unsubscribed", lang: "en" } } });
    const res = await unsubscribe(
      new Request(at(`token=${TOKEN}`), { method: "POST", headers: { "Content-Type": "application/json", apikey: "anon-key" }, body: "{}" }),
      world.deps,
    );
    expect(await res.json()).toEqual({ code: "unsubscribed", lang: "en" });
  });

  it("takes the token from a JSON body too", async () => {
    const world = fakeWorld({ rpc: { unsubscribe: { code: "already_unsubscribed", lang: "en" } } });
    const res = await unsubscribe(new Request(base, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token: TOKEN }) }), world.deps);
    expect(await res.json()).toEqual({ code: "already_unsubscribed", lang: "en" });
    expect(world.calls[0]!.args).toEqual({ token: TOKEN });
  });

  it("sends the page's plain HTML form back to the page, done, in the subscriber's language", async () => {
    const world = fakeWorld({ rpc: { unsubscribe: { code: "unsubscribed", lang: "es" } } });
    const res = await unsubscribe(
      new Request(at(`token=${TOKEN}`), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
        body: "",
      }),
      world.deps,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("https://site.example/es/cancelar-suscripcion?done=1");
  });

  it("sends an HTML form with an unknown token back to the page saying so", async () => {
    const world = fakeWorld();
    const res = await unsubscribe(
      new Request(at("token=nope&lang=en"), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }, body: "" }),
      world.deps,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("https://site.example/unsubscribe?token=nope&unknown=1");
    expect(world.calls).toEqual([]);
  });

  it("sends a GET on to the site's page in the link's language, changing nothing", async () => {
    const world = fakeWorld();
    const es = await unsubscribe(new Request(at(`token=${TOKEN}&lang=es`)), world.deps);
    expect(es.status).toBe(303);
    expect(es.headers.get("location")).toBe(`https://site.example/es/cancelar-suscripcion?token=${TOKEN}`);
    const en = await unsubscribe(new Request(at(`token=${TOKEN}`)), world.deps);
    expect(en.headers.get("location")).toBe(`https://site.example/unsubscribe?token=${TOKEN}`);
    expect(world.calls).toEqual([]);
  });

  it("answers an unknown token's one-click in words, without a database call for a malformed one", async () => {
    const world = fakeWorld();
    const res = await unsubscribe(oneClick(at("token=tampered")), world.deps);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(en.unknownLink);
    expect(world.calls).toEqual([]);
  });

  it("answers a database failure in words, never SQL", async () => {
    const world = fakeWorld({ rpc: { unsubscribe: { error: { code: "XX000", message: "deadlock detected" }, status: 500 } } });
    const res = await unsubscribe(oneClick(at(`token=${TOKEN}`)), world.deps);
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain("deadlock");
    expect(world.logs.join()).toContain("deadlock");
  });
});
