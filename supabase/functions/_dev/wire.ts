/**
 * The functions over real HTTP under Deno, with the world faked on loopback ports: a PostgREST
 * look-alike answering the SQL functions, Resend's API and Turnstile's siteverify. Proves what the
 * Vitest tests (Node, injected fakes) cannot: supabase-js, fetch timeouts and React Email under
 * Deno, and the env wiring of live.ts. Run from supabase/functions:
 *   ../../node_modules/.bin/deno run --allow-read --allow-env --allow-net _dev/wire.ts
 */
const rpcCalls: { fn: string; args: Record<string, unknown> }[] = [];
const mails: Record<string, unknown>[] = [];
let resendDown = false;

const TOKEN = "ab".repeat(32);
const fake = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => undefined }, async (request) => {
  const url = new URL(request.url);
  if (url.pathname === "/siteverify") {
    const form = new URLSearchParams(await request.text());
    return Response.json({ success: form.get("response") === "good", "error-codes": [] });
  }
  if (url.pathname === "/resend/emails") {
    if (resendDown) return Response.json({ name: "application_error", message: "down" }, { status: 503 });
    mails.push(await request.json());
    return Response.json({ id: `re_${mails.length}` });
  }
  const match = /^\/supabase\/rest\/v1\/rpc\/(.+)$/.exec(url.pathname);
  if (match) {
    const fn = match[1]!;
    const args = (await request.json()) as Record<string, unknown>;
    rpcCalls.push({ fn, args });
    const answers: Record<string, unknown> = {
      subscribe: args.email === "limit@example.com" ? null : { code: "pending", mail_id: `mail-${rpcCalls.length}` },
      mail_to_send: {
        id: args.mail_id,
        kind: "confirm",
        to: "ann@example.com",
        lang: "es",
        confirm_token: TOKEN,
        unsubscribe_token: TOKEN,
        subscriber: { email: "ann@example.com", status: "pending", source: "EmailSignUpPage", lang: "es", page: "/es/suscribirse" },
      },
      mail_sent: { ok: true },
      mail_failed: { retry_at: null },
      mails_due: [],
      unsubscribe: { code: "unsubscribed", lang: "es" },
    };
    if (args.email === "limit@example.com") return Response.json({ code: "PT429", message: "limit" }, { status: 429 });
    return Response.json(answers[fn] ?? null);
  }
  return new Response("not found", { status: 404 });
});
const origin = `http://127.0.0.1:${(fake.addr as Deno.NetAddr).port}`;

Deno.env.set("SUPABASE_URL", `${origin}/supabase`);
Deno.env.set("SUPABASE_SERVICE_ROLE_KEY", "sb_secret_test");
Deno.env.set("SUPABASE_ANON_KEY", "sb_publishable_test");
Deno.env.set("SITE_ORIGIN", "http://localhost:4603");
Deno.env.set("RESEND_API_URL", `${origin}/resend`);
Deno.env.set("RESEND_API_KEY", "re_test");
Deno.env.set("MAIL_FROM", "Brand <hello@example.com>");
Deno.env.set("UNSUBSCRIBE_MAILTO", "unsubscribe@example.com");
Deno.env.set("TURNSTILE_SECRET_KEY", "secret");
Deno.env.set("TURNSTILE_VERIFY_URL", `${origin}/siteverify`);
Deno.env.set("BRAND", "CX Fusion");

const { serveWith } = await import("../_shared/live.ts");
const { signup } = await import("../signup/handler.ts");
const { unsubscribe } = await import("../unsubscribe/handler.ts");
const { sendMail } = await import("../send-mail/handler.ts");

const form = (email: string, turnstileToken = "good") =>
  new Request("http://fn/signup", {
    method: "POST",
    headers: { apikey: "sb_publishable_test", "Content-Type": "application/json", "x-forwarded-for": "203.0.113.9" },
    body: JSON.stringify({ email, source: "EmailSignUpPage", lang: "es", page: "/es/suscribirse", consentVersion: "2026-11-28", website: "", turnstileToken }),
  });

let failures = 0;
const expect = (what: string, actual: unknown, wanted: unknown) => {
  const ok = JSON.stringify(actual) === JSON.stringify(wanted);
  if (!ok) failures++;
  console.log(`${ok ? "ok  " : "FAIL"} ${what}: ${JSON.stringify(actual)}${ok ? "" : ` (wanted ${JSON.stringify(wanted)})`}`);
};

const handle = serveWith(signup);
let started = performance.now();
let res = await handle(form("ann@example.com"));
expect("signup sends at once", await res.json(), { code: "pending", mail: "sent" });
console.log(`     (first sign-up, cold: ${Math.round(performance.now() - started)} ms)`);
started = performance.now();
res = await handle(form("ann@example.com"));
await res.body?.cancel();
console.log(`     (second sign-up, warm: ${Math.round(performance.now() - started)} ms)`);
const mail = mails[0] as { subject: string; headers: Record<string, string>; text: string; html: string };
expect("the mail's subject", mail.subject, "Confirme su suscripción a CX Fusion");
expect("its one-click header", mail.headers["List-Unsubscribe"], `<${origin}/supabase/functions/v1/unsubscribe?token=${TOKEN}&lang=es>, <mailto:unsubscribe@example.com?subject=unsubscribe>`);
expect("its link", mail.text.includes(`http://localhost:4603/es/confirmar-suscripcion?token=${TOKEN}`), true);
expect("client address passed", rpcCalls[0]?.args.client_address, "203.0.113.9");

resendDown = true;
res = await handle(form("bob@example.com"));
expect("signup with Resend down", await res.json(), { code: "pending", mail: "queued" });
expect("mail_failed recorded", rpcCalls.some((c) => c.fn === "mail_failed"), true);
resendDown = false;

res = await handle(form("limit@example.com"));
expect("per-address limit", [res.status, (await res.json()).code], [429, "rate_limited"]);
res = await handle(form("eve@example.com", "bad"));
expect("Turnstile refused", [res.status, (await res.json()).code], [400, "turnstile_failed"]);

res = await serveWith(unsubscribe)(
  new Request(`http://fn/unsubscribe?token=${TOKEN}&lang=es`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }),
);
expect("one-click", [res.status, await res.text()], [200, "Su suscripción fue cancelada. Ya no le enviaremos más correos."]);
res = await serveWith(sendMail)(new Request("http://fn/send-mail", { method: "POST", headers: { Authorization: "Bearer sb_secret_test" } }));
expect("send-mail", await res.json(), { sent: 0, failed: 0, skipped: 0 });

await fake.shutdown();
if (failures) {
  console.error(`${failures} check(s) failed`);
  Deno.exit(1);
}
export {};
