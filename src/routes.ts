import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import type { Lang } from "./lib/i18n";
import { writeRouteModules } from "./page-routes";
import { NOT_FOUND_ROUTES, ROUTES, routeLang, type RouteEntry } from "./route-table";

// The page table's generated route modules exist before the router reads them (src/page-routes.ts).
writeRouteModules(import.meta.dirname);

const routeFor = (path: string, r: Omit<RouteEntry, "path">) => {
  const options = r.id ? { id: r.id } : {};
  return path === "" ? index(r.file, options) : route(path, r.file, options);
};

const routesIn = (lang: Lang) => ROUTES.filter((r) => routeLang(r) === lang).map((r) => routeFor(r.path.slice(1), r));

/**
 * The route table as React Router's routes. A page's language is its URL (lib/i18n); each
 * language's pages, and its unknown-route page, sit under that language's layout route, which
 * brings its shared words (docs/architecture.md, decision 3). Nothing else makes a page Spanish.
 */
export default [
  layout("routes/layouts/english.ts", { id: "en" }, [...routesIn("en"), routeFor("*", NOT_FOUND_ROUTES.en)]),
  // Short ids: every page's manifest names them.
  layout("routes/layouts/spanish.ts", { id: "es" }, [...routesIn("es"), routeFor("es/*", NOT_FOUND_ROUTES.es)]),
] satisfies RouteConfig;
