// @ts-check
/** The mail stand-in: Resend's API as the functions call it, the JSON the tests read, the faults, the inbox pages. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSiteServer } from "../server.mjs";
import { createService, extractLinks } from "./service.mjs";

/** @type {string} */
let origin;
/** @type {ReturnType<typeof createSiteServer>} */
let site;

beforeAll(async () => {
  const service = await createService();
  site = createSiteServer({ root: "/nonexistent", services: [service] });
  origin = `http://127.0.0.1:${await site.listen(0)}`;
});
afterAll(() => site.close());
beforeEach(async () => {
  await fetch(`${origin}/local-mail/api/messages`, { method: "DELETE" });
  await fetch(`${origin}/local-mail/api/faults`, { method: "POST", body: JSON.stringify({ all: false }) });
});

const KEY = "re_local_test";
/** Resend's POST /emails. @param {unknown} body @param {Record<string, string>} [headers] */
const send = (body, headers = { Authorization: `Bearer ${KEY}` }) =>
  fetch(`${origin}/local-mail/api/resend/emails`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
/** @param {string} [to] */
const messages = async (to) => (await fetch(`${origin}/local-mail/api/messages${to ? `?to=${encodeURIComponent(to)}` : ""}`)).json();

const confirmMail = (/** @type {string | string[]} */ to) => ({
  from: "CX Fusion <hello@cxfusion.example>",
  to,
  subject: "Please confirm your subscription to CX Fusion",
  html: `<html><head><title>x</title></head><body><p>Hi <b>&lt;there&gt;</b></p><a href="http://localhost:4173/confirm-subscription?token=${"a".repeat(64)}&amp;x=1">Confirm</a> <a href='http://localhost:4173/unsubscribe?token=${"b".repeat(64)}'>Unsubscribe</a></body></html>`,
  text: "Confirm: http://localhost:4173/confirm-subscription?token=aaa",
  headers: { "List-Unsubscribe": "<http://localhost:4173/supabase/functions/v1/unsubscribe?token=bbb&lang=en>, <mailto:u@x.example>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "Content-Language": "en" },
  tags: [{ name: "kind", value: "confirm" }],
});

describe("the Resend stand-in", () => {
  it("takes a mail as Resend does and answers its id; the JSON has everything, links extracted", async () => {
    const res = await send(confirmMail("Ann@Example.com"));
    expect(res.status).toBe(200);
    const { id } = await res.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await send({ ...confirmMail(["bob@example.com", "Carl <carl@example.com>"]), subject: "Second" });

    const all = await messages();
    expect(all.map((/** @type {any} */ m) => m.subject)).toEqual(["Second", "Please confirm your subscription to CX Fusion"]); // newest first
    const [ann] = await messages("ann@example.com");
    expect(ann).toMatchObject({ id, from: "CX Fusion <hello@cxfusion.example>", to: ["Ann@Example.com"], subject: "Please confirm your subscription to CX Fusion", tags: [{ name: "kind", value: "confirm" }] });
    expect(ann.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(ann.text).toContain("Confirm:");
    expect(ann.links).toEqual([`http://localhost:4173/confirm-subscription?token=${"a".repeat(64)}&x=1`, `http://localhost:4173/unsubscribe?token=${"b".repeat(64)}`]);
    expect(new Date(ann.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await messages("carl@example.com")).toHaveLength(1);
    expect(await messages("nobody@example.com")).toEqual([]);
    const one = await (await fetch(`${origin}/local-mail/api/messages/${id}`)).json();
    expect(one.id).toBe(id);
  });

  it("refuses as Resend does: 401 without a key, 403 with a wrong one, 422 naming a missing field", async () => {
    const no = await send(confirmMail("a@example.com"), {});
    expect(no.status).toBe(401);
    expect(await no.json()).toMatchObject({ statusCode: 401, name: "missing_api_key" });
    const wrong = await send(confirmMail("a@example.com"), { Authorization: "Bearer sk_nope" });
    expect(wrong.status).toBe(403);
    for (const field of ["from", "to", "subject"]) {
      const body = /** @type {Record<string, unknown>} */ ({ ...confirmMail("a@example.com") });
      delete body[field];
      const res = await send(body);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ statusCode: 422, name: "missing_required_field", message: `Missing \`${field}\` field.` });
    }
    const noBody = await send({ ...confirmMail("a@example.com"), html: undefined, text: undefined });
    expect(noBody.status).toBe(422);
    const badTo = await send(confirmMail("not an address"));
    expect(badTo.status).toBe(422);
    expect((await badTo.json()).name).toBe("validation_error");
    expect(await messages()).toEqual([]);
  });

  it("gives the same id for a repeated Idempotency-Key, storing the mail once", async () => {
    const headers = { Authorization: `Bearer ${KEY}`, "Idempotency-Key": "confirm/123" };
    const a = await (await send(confirmMail("a@example.com"), headers)).json();
    const b = await (await send(confirmMail("a@example.com"), headers)).json();
    expect(a.id).toBe(b.id);
    expect(await messages()).toHaveLength(1);
  });

  it("fails with 503 for an address switched down, or for all, until switched back", async () => {
    const fault = (/** @type {object} */ body) => fetch(`${origin}/local-mail/api/faults`, { method: "POST", body: JSON.stringify(body) });
    expect((await fault({ to: "Down@Example.com", down: true })).status).toBe(200);
    const refused = await send(confirmMail("down@example.com"));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ statusCode: 503, name: "application_error" });
    expect((await send(confirmMail("up@example.com"))).status).toBe(200);
    await fault({ to: "down@example.com", down: false });
    expect((await send(confirmMail("down@example.com"))).status).toBe(200);
    await fault({ all: true });
    expect((await send(confirmMail("up@example.com"))).status).toBe(503);
    await fault({ all: false });
    expect((await send(confirmMail("up@example.com"))).status).toBe(200);
    expect((await fault({ nonsense: 1 })).status).toBe(400);
  });
});

describe("the inbox", () => {
  it("lists the mail newest first, and shows one with its headers, sandboxed HTML, text and links", async () => {
    const empty = await (await fetch(`${origin}/local-mail`)).text();
    expect(empty).toContain("No mail yet");
    const { id } = await (await send({ ...confirmMail("ann@example.com"), subject: "Confirme <su> suscripción" })).json();
    const res = await fetch(`${origin}/local-mail`);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const inbox = await res.text();
    expect(inbox).toContain(`<a href="/local-mail/${id}">Confirme &lt;su&gt; suscripción</a>`);
    expect(inbox).toContain("<td>ann@example.com</td>");
    expect(inbox).toContain("<td>en</td>");

    const page = await (await fetch(`${origin}/local-mail/${id}`)).text();
    expect(page).toContain("<th>List-Unsubscribe-Post</th><td>List-Unsubscribe=One-Click</td>");
    expect(page).toMatch(/<iframe title="The mail's HTML" sandbox="[^"]*allow-popups[^"]*" srcdoc="[^"]*&lt;base target=&quot;_top&quot;&gt;/);
    // The mail's own markup is in the srcdoc attribute, escaped, never the page's.
    expect(page).not.toContain("<b>&lt;there&gt;</b>");
    expect(page).toContain(`<a href="http://localhost:4173/confirm-subscription?token=${"a".repeat(64)}&amp;x=1" target="_blank" rel="noopener">`);
    expect(page).toContain("<pre>Confirm: http://localhost:4173/confirm-subscription?token=aaa</pre>");
    // The mail client's one-click unsubscribe (RFC 8058), to try by hand.
    expect(page).toContain('<form method="post" action="http://localhost:4173/supabase/functions/v1/unsubscribe?token=bbb&amp;lang=en"');
    expect(page).toContain('name="List-Unsubscribe" value="One-Click"');

    const missing = await fetch(`${origin}/local-mail/00000000-0000-0000-0000-000000000000`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("No such mail");

    const cleared = await fetch(`${origin}/local-mail/clear`, { method: "POST", redirect: "manual" });
    expect(cleared.status).toBe(303);
    expect(await messages()).toEqual([]);
  });
});

describe("extractLinks", () => {
  it("takes the HTML's hrefs once each, in order, else the text's URLs", () => {
    expect(extractLinks('<a class="x" href="https://a.example/1?x=1&amp;y=2">1</a><a href="https://a.example/1?x=1&amp;y=2">again</a><A HREF=\'mailto:m@x.example\'>m</A>', null)).toEqual(["https://a.example/1?x=1&y=2", "mailto:m@x.example"]);
    expect(extractLinks(null, "Open https://a.example/confirm?token=1, or (https://a.example/b).")).toEqual(["https://a.example/confirm?token=1", "https://a.example/b"]);
  });
});
