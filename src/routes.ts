import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { langForPath, type Lang } from "./lib/i18n";
import { ROUTES } from "./route-table";

const routesIn = (lang: Lang) =>
  ROUTES.filter((r) => langForPath(r.sample ?? r.path) === lang).map((r) => (r.path === "/" ? index(r.file) : route(r.path.slice(1), r.file)));

/**
 * The route table as React Router's routes. A page's language is its URL (lib/i18n); the Spanish
 * ones, and the Spanish unknown-route page, sit under the Spanish layout route, which brings the
 * Spanish shared words (docs/architecture.md, decision 3). Nothing else makes a page Spanish.
 */
export default [
  ...routesIn("en"),
  route("*", "routes/not-found.tsx"),
  // Short ids: every page's manifest names them.
  layout("routes/layouts/spanish.ts", { id: "es" }, [...routesIn("es"), route("es/*", "routes/pagina-no-encontrada.tsx", { id: "es-404" })]),
] satisfies RouteConfig;
