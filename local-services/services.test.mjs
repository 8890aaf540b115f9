// @ts-check
import { describe, expect, it } from "vitest";
import { createLocalServices, describeLatency, latencyFromEnv, withLatency } from "./services.mjs";

/** A service that records when it was asked and answers at once. */
function recorder() {
  /** @type {number[]} */
  const handled = [];
  /** @type {import("./server.mjs").LocalService} */
  const service = { name: "x", prefix: "/x", handle: () => void handled.push(performance.now()) };
  return { service, handled };
}
const call = (/** @type {import("./server.mjs").LocalService} */ s) => s.handle(/** @type {any} */ ({}), /** @type {any} */ ({}), new URL("http://x/x"));

describe("the local network", () => {
  it("reads LOCAL_LATENCY_MS and LOCAL_JITTER_MS (0 by default; nonsense is 0; jitter at most the latency)", () => {
    expect(latencyFromEnv({})).toEqual({ latency: 0, jitter: 0 });
    expect(latencyFromEnv({ LOCAL_LATENCY_MS: "100", LOCAL_JITTER_MS: "20" })).toEqual({ latency: 100, jitter: 20 });
    expect(latencyFromEnv({ LOCAL_LATENCY_MS: "-5", LOCAL_JITTER_MS: "abc" })).toEqual({ latency: 0, jitter: 0 });
    expect(latencyFromEnv({ LOCAL_LATENCY_MS: "10", LOCAL_JITTER_MS: "50" })).toEqual({ latency: 10, jitter: 10 });
    expect(describeLatency({ LOCAL_LATENCY_MS: "100", LOCAL_JITTER_MS: "20" })).toBe("100 ms ± 20 ms");
    expect(describeLatency({ LOCAL_LATENCY_MS: "100" })).toBe("100 ms");
    expect(describeLatency({})).toBeNull();
  });

  it("delays each answer by the latency, plus or minus the jitter, and overlaps concurrent requests", async () => {
    const { service, handled } = recorder();
    const slow = withLatency(service, { latency: 60, jitter: 0 });
    const t0 = performance.now();
    await Promise.all([call(slow), call(slow), call(slow)]);
    expect(handled).toHaveLength(3);
    for (const t of handled) expect(t - t0).toBeGreaterThanOrEqual(55);
    // Three requests in parallel take one round trip, not three (a network, not a queue).
    expect(performance.now() - t0).toBeLessThan(60 * 3);

    const delays = [];
    for (const r of [0, 0.5, 0.999]) {
      const { service: s, handled: h } = recorder();
      const start = performance.now();
      await call(withLatency(s, { latency: 40, jitter: 30 }, () => r));
      delays.push((h[0] ?? Infinity) - start);
    }
    expect(delays[0]).toBeGreaterThanOrEqual(5); // 40 - 30
    // The low end answers sooner than the high end (an upper bound in milliseconds failed on a
    // busy machine, where every timer fires late).
    expect(delays[0]).toBeLessThan(delays[2] ?? 0);
    expect(delays[2]).toBeGreaterThanOrEqual(65); // 40 + 30
  });

  it("does not delay the Edge Functions' own calls to the services (Deno's fetch)", async () => {
    const { service, handled } = recorder();
    const slow = withLatency(service, { latency: 200, jitter: 0 });
    const t0 = performance.now();
    await slow.handle(/** @type {any} */ ({ headers: { "user-agent": "Deno/2.9.6" } }), /** @type {any} */ ({}), new URL("http://x/x"));
    expect((handled[0] ?? Infinity) - t0).toBeLessThan(100);
  });

  it("leaves a service alone without latency", () => {
    const { service } = recorder();
    expect(withLatency(service, { latency: 0, jitter: 0 })).toBe(service);
  });

  it("wraps every stand-in: Supabase, the store API, the Stripe pages, the mail and Turnstile stand-ins", async () => {
    // The Edge Functions proxy to a Deno process (their own tests: edge-functions/service.test.mjs).
    const services = await createLocalServices({ log: () => {}, env: { LOCAL_LATENCY_MS: "30", LOCAL_SEED: "none" }, except: ["edge-functions"] });
    try {
      expect(services.map((s) => s.prefix).sort()).toEqual(["/local-analytics", "/local-mail", "/local-stripe", "/local-turnstile", "/store-api", "/supabase"]);
      for (const s of services) {
        let answered = 0;
        const t0 = performance.now();
        const res = /** @type {any} */ ({ writeHead: () => res, setHeader: () => {}, end: () => (answered = performance.now() - t0), headersSent: false });
        const req = /** @type {any} */ ({ method: "OPTIONS", headers: {}, url: `${s.prefix}/x`, on: () => {} });
        await s.handle(req, res, new URL(`http://x${s.prefix}/nothing-here`));
        expect(answered, s.name).toBeGreaterThanOrEqual(25);
      }
    } finally {
      await Promise.all(services.map((s) => s.close?.()));
    }
  }, 60_000);
});

describe("the start-up summary of npm start and npm run dev", () => {
  it("names the URL, every service on the same origin, the data mode, the accounts and the network", async () => {
    const { servicesSummary, serviceFor } = await import("./services.mjs");
    const services = [
      { name: "Store API", prefix: "/store-api", handle() {} },
      { name: "Supabase", prefix: "/supabase", handle() {}, data: "in memory", accounts: [{ email: "a@x", password: "p", note: "team" }] },
    ];
    const text = servicesSummary({ origin: "http://localhost:5173", services, env: { LOCAL_LATENCY_MS: "100", LOCAL_JITTER_MS: "20" } }).join("\n");
    expect(text).toContain("  Open http://localhost:5173/\n");
    expect(text).toMatch(/http:\/\/localhost:5173\/store-api +Store API/);
    expect(text).toContain("  Data: in memory");
    expect(text).toContain("    a@x / p  (team)");
    expect(text).toContain("after 100 ms ± 20 ms");
    expect(serviceFor(services, "/supabase/rest/v1/x")?.name).toBe("Supabase");
    expect(serviceFor(services, "/supabase-other")).toBeUndefined();
    // The longest prefix wins, whatever the order: the Edge Functions live inside Supabase's.
    const edge = { name: "Edge", prefix: "/supabase/functions/v1", handle() {} };
    expect(serviceFor([...services, edge], "/supabase/functions/v1/signup")?.name).toBe("Edge");
    expect(serviceFor([edge, ...services], "/supabase/functions/v1")?.name).toBe("Edge");
    expect(serviceFor([edge, ...services], "/supabase/functions/v2/signup")?.name).toBe("Supabase");
  });
});
