import { ShoppingCart } from "lucide-react";
import { useSharedWords } from "~/content/shared-words";
import { useCart } from "~/features/cart/cart-context";
import { fill } from "~/lib/i18n";


/** The header's cart trigger: the item count, and the drawer on click. */
export function CartButton() {
  const { count, openCart } = useCart();
  const words = useSharedWords();
  const t = words.shell.cartButton;
  // The drawer's code and words are fetched as the pointer comes near (a failure here is the
  // drawer's to handle when it is opened: cart-drawer-mount.tsx).
  const preloadDrawer = () => {
    import("./cart-drawer").catch(() => {});
    words.cart().catch(() => {});
  };
  return (
    // eslint-disable-next-line no-restricted-syntax -- the header's cart icon with its count badge
    <button
      type="button"
      onClick={openCart}
      onPointerEnter={preloadDrawer}
      onFocus={preloadDrawer}
      aria-haspopup="dialog"
      aria-label={fill(count === 1 ? t.labelOne : t.labelMany, { count })}
      data-testid="cart-button"
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-900 transition-colors hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent-500/40"
    >
      <ShoppingCart className="h-5 w-5" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-[11px] font-bold leading-none text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </button>
  );
}
