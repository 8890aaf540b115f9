import { lazy, Suspense, useState, type ComponentType } from "react";
import type { CartWords } from "~/content/cart/en";
import { useSharedWords } from "~/content/shared-words";
import { useCart } from "~/features/commerce/cart-context";

type LoadWords = () => Promise<CartWords>;

/**
 * The drawer of a language: its code and that language's words, fetched together (one wait, not
 * two). One component per words loader, i.e. per language, made once.
 */
const drawers = new Map<LoadWords, ComponentType>();
function drawerFor(loadWords: LoadWords): ComponentType {
  let drawer = drawers.get(loadWords);
  if (!drawer) {
    drawer = lazy(async () => {
      const [{ default: CartDrawer }, words] = await Promise.all([import("./cart-drawer"), loadWords()]);
      return { default: () => <CartDrawer words={words} /> };
    });
    drawers.set(loadWords, drawer);
  }
  return drawer;
}

/**
 * Mounts the drawer's code on first open; once opened it stays mounted, so closing can animate.
 * Its words are the page's language's (`SharedWords.cart`).
 */
export function CartDrawerMount() {
  const { isOpen } = useCart();
  const loadWords = useSharedWords().cart;
  const [mounted, setMounted] = useState(false);
  if (isOpen && !mounted) setMounted(true);
  if (!mounted && !isOpen) return null;
  const CartDrawer = drawerFor(loadWords);
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
