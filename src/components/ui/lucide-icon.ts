import { icon, type IconNode } from "./icon";

/**
 * The build draws lucide-react's icons with our tiny `icon()` component instead of Lucide's
 * runtime (vite.config.ts, `lucideWithoutRuntime`): pages import icons from "lucide-react" as
 * usual and pay only for each icon's path data. Lucide's `key`s are React keys, not attributes.
 */
export function lucideIcon(data: { node: [string, Record<string, string>][] }) {
  return icon(data.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs] as IconNode));
}
