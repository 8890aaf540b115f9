import { describe, expect, it } from "vitest";
import { createMemoryRouter, matchRoutes, type RouteObject } from "react-router";
import { NOT_FOUND_ROUTES, prerenderPaths } from "../route-table";
import { routeTree, type ManifestRoute } from "./route-match";
import { siteManifest } from "../site-manifest.fixture";
import { homeBranch, newRoutes, patchRoutesFrom, pick, routeIdsFor, startingRoutes } from "./route-discovery";

/** The site's route manifest (the 404 routes checked to exist in the table). */
function siteRoutes(): Record<string, ManifestRoute> {
  expect(NOT_FOUND_ROUTES.en).toBeDefined();
  return siteManifest();
}

/** A manifest's routes below `parentId` as route objects (what React Router's createClientRoutes builds in the browser). */
function build(routes: Record<string, ManifestRoute>, parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((r) => r.parentId === parentId)
    .map((r) => (r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: build(routes, r.id) }));
}

const ROUTES_ = siteRoutes();
const FULL = routeTree(ROUTES_);
const wholeTable = (path: string) => (matchRoutes(FULL, path) ?? []).map((m) => m.route.id!);
const pages = prerenderPaths({ productIds: ["prod_1"] });
const near = pages.flatMap((p) => [p, `${p}/`, p.toUpperCase(), `${p}/more`, `${p}x`, p.replace(/\/[^/]*$/, "/other")]);
const odd = ["/", "/es", "/es/", "/ES/Precios", "/product/a%20b", "/es/producto/x/y", "/checkout/price_1", "/es/pago/price_1/", "/nope/at/all", "/es/nada/de/nada"];

/** A router that starts with `start`'s routes only and learns the rest as the browser's does. */
function routerAt(start: string, prerendered?: string[]) {
  const idsFor = routeIdsFor(ROUTES_);
  const known = startingRoutes(ROUTES_, idsFor, start, prerendered);
  const router = createMemoryRouter(build(pick(ROUTES_, known), undefined), {
    initialEntries: [start],
    patchRoutesOnNavigation: patchRoutesFrom(ROUTES_, known, idsFor, build),
  });
  return { router, known };
}

describe("the router's routes", () => {
  it("has one route per path but for `/` (the root and the home page), so a known route without params is the one the whole table picks", () => {
    const full = (r: ManifestRoute): string => {
      const parent = r.parentId ? ROUTES_[r.parentId] : undefined;
      return `${parent ? full(parent) : ""}/${r.index ? "" : (r.path ?? "")}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1").toLowerCase();
    };
    // Every route React Router makes a branch of: an index route, or one with a path ("" too: the root).
    const branches = Object.values(ROUTES_).filter((r) => r.index || r.path !== undefined);
    const paths = branches.map(full);
    expect(paths.length).toBeGreaterThan(60);
    // The root matches `/` on its own as well as with the home page below it; the router always
    // knows the home page (`startingRoutes`), so it never stops at the root alone.
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual(["/"]);
  });

  it("starts with the routes the page opens, not the whole table", () => {
    expect(routerAt("/").known).toEqual(new Set(["root", "en", "en.home"]));
    expect([...routerAt("/es/precios").known]).toEqual(["root", "es", "es.pricing", "en", "en.home"]);
    expect([...routerAt("/product/prod_1").known]).toEqual([...wholeTable("/product/prod_1"), "en.home"]);
    expect(routerAt("/nope").router.routes).toHaveLength(1);
  });

  it("takes a static page's prerendered routes as they are, and matches a page with a param or a splat", () => {
    const never = () => {
      throw new Error("matched");
    };
    expect([...startingRoutes(ROUTES_, never, "/es/precios", ["root", "es", "es.pricing"])]).toEqual(["root", "es", "es.pricing", "en", "en.home"]);
    expect(homeBranch(ROUTES_)).toEqual(routeIdsFor(ROUTES_)("/"));
    expect(() => startingRoutes(ROUTES_, never, "/product/p2", ["root", "en", "routes/product.tsx"])).toThrow("matched");
    expect(() => startingRoutes(ROUTES_, never, "/x", ["root", "en", "en.notFound"])).toThrow("matched");
    expect(() => startingRoutes(ROUTES_, never, "/x", ["root", "gone"])).toThrow("matched");
    expect([...startingRoutes(ROUTES_, routeIdsFor(ROUTES_), "/product/p2", ["root"])]).toEqual([...wholeTable("/product/p2"), "en.home"]);
  });

  it("learns a route when a navigation first needs it, below the parent it knows", () => {
    const known = new Set(["root", "en", "en.home"]);
    expect(newRoutes(ROUTES_, ["root", "es", "es.pricing"], known)).toEqual([
      { parentId: "root", routes: { es: ROUTES_.es, "es.pricing": ROUTES_["es.pricing"] } },
    ]);
    expect(newRoutes(ROUTES_, ["root", "es", "es.home"], known)).toEqual([{ parentId: "es", routes: { "es.home": ROUTES_["es.home"] } }]);
    expect(newRoutes(ROUTES_, ["root", "es", "es.home"], known)).toEqual([]);
  });

  it("opens what the whole table opens, whatever page it starts on and wherever it goes", async () => {
    // ("//x" is another origin to a router: not a path the site links to.)
    const all = [...near, ...odd].filter((p) => !p.startsWith("//"));
    // Each page of the site as the first load, then a walk through paths the site links to and
    // paths near them (a step of 37 through the list: every path is visited from several starts).
    const differ: string[] = [];
    for (const [n, start] of pages.entries()) {
      // Half the starts as a prerendered page (its routes given), half as the SPA fallback would.
      const { router } = routerAt(start, n % 2 ? wholeTable(start) : undefined);
      const at = () => router.state.matches.map((m) => m.route.id);
      // Without hydration data (the browser has it) a first match with a splat asks first.
      if (!router.state.initialized) await new Promise<void>((resolve) => router.subscribe((s) => s.initialized && resolve()));
      if (JSON.stringify(at()) !== JSON.stringify(wholeTable(start))) differ.push(`${start}: ${at().join(">")}`);
      for (let i = 0; i < 12; i++) {
        const path = all[(n * 131 + i * 37) % all.length]!;
        await router.navigate(path);
        if (JSON.stringify(at()) !== JSON.stringify(wholeTable(path))) differ.push(`${start} -> ${path}: ${at().join(">")} (whole table: ${wholeTable(path).join(">")})`);
      }
      for (const back of [-1, -1]) {
        await router.navigate(back);
        const path = router.state.location.pathname;
        if (JSON.stringify(at()) !== JSON.stringify(wholeTable(path))) differ.push(`${start} back to ${path}`);
      }
      router.dispose();
    }
    expect(differ).toEqual([]);
  });

  it("knows a route once: a second visit asks nothing", async () => {
    const { router, known } = routerAt("/");
    await router.navigate("/es/precios");
    const size = known.size;
    const routes = JSON.stringify(router.routes.map((r) => r.id));
    await router.navigate("/");
    await router.navigate("/es/precios");
    expect(known.size).toBe(size);
    expect(JSON.stringify(router.routes.map((r) => r.id))).toBe(routes);
  });
});
