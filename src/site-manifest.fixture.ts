import { ROUTES, routeLang } from "./route-table";
import type { ManifestRoute } from "./lib/route-match";

/**
 * For tests: the site's route manifest as src/routes.ts gives it to the router (the root, a layout
 * per language, every page of the route table, each language's 404), keyed by route id.
 */
export function siteManifest(): Record<string, ManifestRoute> {
  const routes: Record<string, ManifestRoute> = { root: { id: "root", path: "" }, en: { id: "en", parentId: "root" }, es: { id: "es", parentId: "root" } };
  const add = (parentId: string, path: string, id: string) => (routes[id] = path === "" ? { id, parentId, index: true } : { id, parentId, path });
  for (const r of ROUTES) add(routeLang(r), r.path.slice(1), r.id ?? r.file);
  add("en", "*", "en.notFound");
  add("es", "es/*", "es.notFound");
  return routes;
}
