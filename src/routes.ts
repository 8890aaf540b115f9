import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { ROUTES } from "./route-table";

export default [
  ...ROUTES.map((r) => (r.path === "/" ? index(r.file) : route(r.path.slice(1), r.file))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
