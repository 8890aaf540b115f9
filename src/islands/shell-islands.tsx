import { CartButton } from "~/features/cart-drawer/cart-button";

/**
 * What the header holds beside its links: the cart's button. One element for both ways a page
 * draws its header (root.tsx's shell, and an islands page's header island, islands/islands-boot.tsx), so
 * the island hydrates exactly what the prerender wrote.
 */
export const HEADER_ACTIONS = <CartButton />;
