// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.ts";
import { readJsonObject, readText } from "./http.ts";
import { sendWithResend, type OutgoingMail } from "./resend.ts";
import { verifyTurnstile } from "./turnstile.ts";

describe("clientAddress", () => {
  it("takes the first x-forwarded-for entry, then cf-connecting-ip, and refuses anything not an address", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": " 2001:db8::1 , 10.0.0.1" }))).toBe("2001:db8::1");
    expect(clientAddress(new Headers({ "cf-connecting-ip": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientAddress(new Headers({ "x-forwarded-for": "'; drop table x; --", "x-real-ip": "192.0.2.1" }))).toBe("192.0.2.1");
    expect(clientAddress(new Headers())).toBeNull();
  });
});

describe("request bodies", () => {
  const streamed = (text: string) =>
    new Request("https://x.example", {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);

  it("stop reading past the limit even without a Content-Length", async () => {
    const big = await readText(streamed("x".repeat(100)), 50);
    expect(big.ok).toBe(false);
    if (!big.ok) expect(big.response.status).toBe(413);
    const small = await readText(streamed("héllo"), 50);
    expect(small).toEqual({ ok: true, value: "héllo" });
  });

  it("answer anything but a JSON object in words", async () => {
    for (const body of ["", "null", "[1]", '"text"', "{"]) {
      const result = await readJsonObject(new Request("https://x.example", { method: "POST", body }));
      expect(result.ok).toBe(false);
      if (!result.ok) expect((await result.response.json()).code).toBe("error");
    }
  });
});

describe("verifyTurnstile", () => {
  const check = { token: "tok", secret: "sec", url: "https://cf.test/siteverify", log: () => undefined };
  it("is true only for Cloudflare's success", async () => {
    const answer = (body: unknown, status = 200) => (async () => Response.json(body, { status })) as unknown as typeof fetch;
    expect(await verifyTurnstile({ ...check, fetch: answer({ success: true }) })).toBe(true);
    expect(await verifyTurnstile({ ...check, fetch: answer({ success: false, "error-codes": ["timeout-or-duplicate"] }) })).toBe(false);
    expect(await verifyTurnstile({ ...check, fetch: answer({ success: true }, 500) })).toBe(false);
    expect(await verifyTurnstile({ ...check, fetch: answer("success") })).toBe(false);
    expect(await verifyTurnstile({ ...check, secret: "", fetch: answer({ success: true }) })).toBe(false);
  });

  it("gives up after its timeout", async () => {
    const hang = ((_: unknown, init?: RequestInit) =>
      new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)))) as typeof fetch;
    const started = Date.now();
    expect(await verifyTurnstile({ ...check, fetch: hang, timeoutMs: 50 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("sendWithResend", () => {
  const mail: OutgoingMail = { from: "a@x.example", to: ["b@x.example"], subject: "s", html: "<p>h</p>", text: "h", headers: {}, tags: [] };
  const settings = { apiUrl: "https://resend.test/", apiKey: "re_key", timeoutMs: 100 };

  it("posts the mail to /emails with the key and returns Resend's id", async () => {
    let seen: Request | undefined;
    const fake = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen = new Request(input, init);
      return Response.json({ id: "re_123" });
    }) as typeof fetch;
    expect(await sendWithResend(mail, { ...settings, fetch: fake })).toEqual({ id: "re_123" });
    expect(seen?.url).toBe("https://resend.test/emails");
    expect(seen?.headers.get("authorization")).toBe("Bearer re_key");
    expect(await seen?.json()).toEqual(mail);
  });

  it("throws a short reason, never the key", async () => {
    const refuse = (async () => Response.json({ name: "validation_error", message: "Invalid `to` field" }, { status: 422 })) as unknown as typeof fetch;
    await expect(sendWithResend(mail, { ...settings, fetch: refuse })).rejects.toThrow("Resend 422: Invalid `to` field");
    const html = (async () => new Response("<html>bad gateway</html>", { status: 502, statusText: "Bad Gateway" })) as unknown as typeof fetch;
    await expect(sendWithResend(mail, { ...settings, fetch: html })).rejects.toThrow("Resend 502: Bad Gateway");
    const noId = (async () => Response.json({})) as unknown as typeof fetch;
    await expect(sendWithResend(mail, { ...settings, fetch: noId })).rejects.toThrow("without an id");
    await expect(sendWithResend(mail, { ...settings, apiKey: "" })).rejects.toThrow("RESEND_API_KEY is not set");
  });
});
