// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DbError, call, createRpc } from "./db.ts";

/** A PostgREST look-alike: /rest/v1/rpc/<fn> answers from a table, and records what it got. */
let server: Server;
let base = "";
const seen: { path: string; headers: IncomingMessage["headers"]; body: unknown }[] = [];
const answers: Record<string, { status: number; body: unknown }> = {
  subscribe: { status: 200, body: { code: "pending", mail_id: "m1" } },
  limited: { status: 429, body: { code: "PT429", message: "too many sign-ups from this address", details: null, hint: null } },
  refused: { status: 400, body: { code: "22023", message: "unknown source: Nope", details: null, hint: null } },
  mail_to_send: { status: 200, body: null },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => {
      const fn = (req.url ?? "").replace(/^.*\/rest\/v1\/rpc\//, "").split("?")[0]!;
      seen.push({ path: req.url ?? "", headers: req.headers, body: text ? JSON.parse(text) : null });
      const answer = answers[fn] ?? { status: 404, body: { code: "PGRST202", message: "not found" } };
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // A base with a path, as the local stand-in's (<origin>/supabase).
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/supabase`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("createRpc + call (through supabase-js, over HTTP)", () => {
  it("posts the arguments to /rest/v1/rpc/<fn> under the base path, with the service key", async () => {
    const rpc = createRpc(base, "sb_secret_local");
    expect(await call(rpc, "subscribe", { email: "a@b.example", client_address: null })).toEqual({ code: "pending", mail_id: "m1" });
    const last = seen.at(-1)!;
    expect(last.path).toBe("/supabase/rest/v1/rpc/subscribe");
    expect(last.body).toEqual({ email: "a@b.example", client_address: null });
    expect(last.headers.apikey).toBe("sb_secret_local");
    expect(await call(rpc, "mail_to_send", { mail_id: "m1" })).toBeNull();
  });

  it("turns PostgREST's 429 (PT429) and 22023 into DbErrors the handlers recognise", async () => {
    const rpc = createRpc(base, "k");
    const limited = await call(rpc, "limited").catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(DbError);
    expect((limited as DbError).rateLimited).toBe(true);
    const refused = await call(rpc, "refused").catch((e: unknown) => e);
    expect((refused as DbError).badArgument).toBe(true);
    expect((refused as DbError).message).toContain("unknown source: Nope");
    const missing = await call(rpc, "nope").catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(DbError);
    expect((missing as DbError).rateLimited).toBe(false);
  });

  it("turns a database that cannot be reached into a DbError too", async () => {
    const rpc = createRpc("http://127.0.0.1:9/supabase", "k");
    await expect(call(rpc, "subscribe")).rejects.toBeInstanceOf(DbError);
  });
});
