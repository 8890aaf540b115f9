import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import type { Lang } from "./lib/i18n";
import { ROUTES, routeLang } from "./route-table";

const routesIn = (lang: Lang) =>
  ROUTES.filter((r) => routeLang(r) === lang).map((r) => (r.path === "/" ? index(r.file) : route(r.path.slice(1), r.file, r.id ? { id: r.id } : {})));

/**
 * The route table as React Router's routes. A page's language is its URL (lib/i18n); each
 * language's pages, and its unknown-route page, sit under that language's layout route, which
 * brings its shared words (docs/architecture.md, decision 3). Nothing else makes a page Spanish.
 */
export default [
  layout("routes/layouts/english.ts", { id: "en" }, [...routesIn("en"), route("*", "routes/not-found.tsx")]),
  // Short ids: every page's manifest names them.
  layout("routes/layouts/spanish.ts", { id: "es" }, [...routesIn("es"), route("es/*", "routes/pagina-no-encontrada.tsx", { id: "es-404" })]),
] satisfies RouteConfig;
