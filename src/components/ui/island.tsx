import type { ReactNode } from "react";
import type { HomeWords } from "~/content/home/en";
import type { KitButtonProps, KitLineProps } from "~/components/marketing/kit-islands";
import type { ItemListKey } from "~/lib/measurement-plan";
import type { MexicoWords } from "~/content/mexico/en";

/**
 * The parts of a page an islands page hydrates, each on its own, and the props each is drawn
 * with (src/islands/islands-boot.tsx renders each from these props alone). A feature's islands
 * are added where the feature renders them (`declare module "~/components/ui/island"`: the
 * store's, features/store/store-page.tsx and product-page.tsx), components/ naming no feature.
 */
// An interface, so that a feature's module can add its islands to it.
export interface IslandProps {
  header: Record<string, never>;
  promoBanner: { words: HomeWords["promo"] };
  kitListSeen: { list: ItemListKey; kits: KitLineProps[] };
  kitButton: KitButtonProps;
  mexicoToggle: { words: MexicoWords["toggle"] };
  mexicoFaq: { items: MexicoWords["faq"]["items"]; idBase: string };
  mexicoBuyNow: {
    words: Pick<MexicoWords["purchase"], "buyNow" | "checking" | "available" | "configuring">;
    toasts: Pick<MexicoWords["toasts"], "productNotFound" | "loadFailed" | "unavailable">;
  };
}
export type IslandName = keyof IslandProps;

/**
 * A part of a page that React hydrates on its own on an islands page (decision
 * 2026-11-28-islands): the rest of such a page is its prerendered HTML, with no React and no
 * router behind it. Elsewhere (a page the whole app hydrates, a soft navigation) it is its
 * children. Either way the wrapper takes no box (`display: contents`), so the layout is the same,
 * and it carries the props the island is drawn with, as JSON, for the islands' boot to read.
 */
export function Island<N extends IslandName>({
  name,
  props,
  hydrate,
  children,
}: {
  name: N;
  props?: IslandProps[N];
  /**
   * "near": hydrated when it comes near the screen (or is tapped, or takes focus): for a part far
   * below the first screen (islands/near-screen.ts). Without it the islands' boot decides: at the
   * visitor's first pointer, focus or tap, or with the page when the island must draw what its
   * HTML does not show (islands-boot.tsx `whenOf`, decision 2026-11-29-islands-on-intent).
   */
  hydrate?: "near";
  children: ReactNode;
}) {
  return (
    <div data-island={name} data-props={props ? JSON.stringify(props) : undefined} data-island-hydrate={hydrate} className="contents">
      {children}
    </div>
  );
}
