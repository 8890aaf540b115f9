import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { loadAllSubscribers } from "./subscribers-api";
import type { Subscriber } from "./types";

/** A PostgREST-shaped fake for GET /rest/v1/subscribers: order, offset, limit and exact counts. */
function fakePostgrest(rows: Subscriber[], opts: { failOnRequest?: number; insertDuringLoad?: Subscriber[] } = {}) {
  const requests: URL[] = [];
  let inserted = false;
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    requests.push(url);
    const offset = Number(url.searchParams.get("offset") ?? 0);
    const limit = Number(url.searchParams.get("limit") ?? 1000);
    if (opts.failOnRequest === requests.length) {
      return new Response(JSON.stringify({ code: "42501", message: "permission denied for table subscribers", details: null, hint: null }), {
        status: 403,
        headers: { "Content-Type": "application/json" },
      });
    }
    if (opts.insertDuringLoad && offset > 0 && !inserted) {
      inserted = true;
      rows = [...opts.insertDuringLoad, ...rows];
    }
    const order = url.searchParams.get("order") ?? "";
    const asc = order.startsWith("created_at.asc");
    const filter = url.searchParams.get("created_at");
    const ops: Record<string, (a: string, b: string) => boolean> = {
      eq: (a, b) => a === b,
      lt: (a, b) => a < b,
      lte: (a, b) => a <= b,
      gt: (a, b) => a > b,
      gte: (a, b) => a >= b,
    };
    const [op, value] = filter ? [filter.slice(0, filter.indexOf(".")), filter.slice(filter.indexOf(".") + 1)] : [null, ""];
    const sorted = rows.filter((r) => !op || ops[op]!(r.created_at, value)).sort((a, b) => {
      const d = a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
      return asc ? d : -d;
    });
    const page = sorted.slice(offset, offset + Math.min(limit, 1000));
    const headers = new Headers({ "Content-Type": "application/json" });
    const prefer = new Headers(init?.headers).get("Prefer") ?? "";
    const end = page.length ? offset + page.length - 1 : offset;
    headers.set("Content-Range", `${page.length ? `${offset}-${end}` : "*"}/${prefer.includes("count=exact") ? sorted.length : "*"}`);
    return new Response(JSON.stringify(page), { status: 200, headers });
  };
  const client = createClient("http://supabase.test", "public-anon-key", {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchImpl as typeof fetch },
  });
  return { client, requests };
}

const make = (n: number, start = Date.UTC(2024, 0, 1)): Subscriber[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `id-${String(i).padStart(6, "0")}`,
    email: `guest${i}@example.com`,
    source: i % 3 ? "EmailSignUpPage" : null,
    // Pairs share a timestamp, so the id must break ties for pages not to overlap.
    created_at: new Date(start + Math.floor(i / 2) * 60_000).toISOString(),
  }));

describe("loading every subscriber in pages of 1,000", () => {
  it("reads 2,500 rows completely, newest first, with progress", async () => {
    const rows = make(2500);
    const { client, requests } = fakePostgrest(rows);
    const progress: number[] = [];
    const all = await loadAllSubscribers(client, { onProgress: (p) => progress.push(p.loaded) });
    expect(all).toHaveLength(2500);
    expect(new Set(all.map((r) => r.id)).size).toBe(2500);
    expect(all[0]!.created_at >= all[2499]!.created_at).toBe(true);
    // Each page starts at the last timestamp seen (keyset), never at a growing offset.
    expect(requests.map((u) => [u.searchParams.get("created_at"), u.searchParams.get("offset"), u.searchParams.get("limit")])).toEqual([
      [null, "0", "1000"],
      [`lte.${all[999]!.created_at}`, "0", "1000"],
      [expect.stringMatching(/^lte\./), "0", "1000"],
    ]);
    expect(requests[0]!.searchParams.get("order")).toBe("created_at.desc,id.desc");
    expect(requests[0]!.searchParams.get("select")).toBe("id,email,source,created_at");
    expect(progress[0]).toBe(1000);
    expect(progress[progress.length - 1]).toBe(2500);
  });

  it("reads oldest first on request, in order, without duplicates", async () => {
    const rows = make(4200);
    const { client, requests } = fakePostgrest(rows);
    const all = await loadAllSubscribers(client, { ascending: true });
    const keys = all.map((r) => r.created_at + r.id);
    expect(keys).toEqual([...keys].sort());
    expect(all).toHaveLength(4200);
    expect(requests[1]!.searchParams.get("created_at")).toMatch(/^gte\./);
  });

  it("gets past a full page of rows sharing one timestamp", async () => {
    const bulk = Array.from({ length: 2300 }, (_, i) => ({
      id: `bulk-${String(i).padStart(5, "0")}`,
      email: `bulk${i}@example.com`,
      source: "import",
      created_at: "2024-03-01T00:00:00.000Z",
    }));
    const rows = [...make(1500, Date.UTC(2024, 5, 1)), ...bulk, ...make(700, Date.UTC(2023, 0, 1)).map((r) => ({ ...r, id: `old-${r.id}` }))];
    const { client } = fakePostgrest(rows);
    const all = await loadAllSubscribers(client);
    expect(all).toHaveLength(rows.length);
    expect(new Set(all.map((r) => r.id)).size).toBe(rows.length);
    const keys = all.map((r) => r.created_at + r.id);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it("reads on past the count when rows arrive during the load, without duplicates", async () => {
    const rows = make(2000);
    const late = make(3, Date.UTC(2030, 0, 1)).map((r) => ({ ...r, id: `late-${r.id}` }));
    const { client } = fakePostgrest(rows, { insertDuringLoad: late });
    const all = await loadAllSubscribers(client);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    // Every original row is there; rows that pushed others down are not lost either.
    for (const r of rows) expect(all.some((a) => a.id === r.id)).toBe(true);
  });

  it("asks once for an empty table", async () => {
    const { client, requests } = fakePostgrest([]);
    expect(await loadAllSubscribers(client)).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it("throws the server's message when a page fails", async () => {
    const { client } = fakePostgrest(make(1500), { failOnRequest: 2 });
    await expect(loadAllSubscribers(client)).rejects.toThrow("permission denied for table subscribers");
  });
});
