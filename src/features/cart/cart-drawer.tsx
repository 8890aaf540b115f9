import { ImageOff, Loader2, Minus, Plus, ShoppingBag, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { createCheckout } from "~/features/commerce/store-client";
import type { CheckoutLocale } from "~/features/commerce/types";
import { toast } from "~/lib/toast";
import { track } from "~/lib/analytics";
import { currentOrigin } from "~/lib/config";
import { formatCents } from "~/lib/money";
import { availableStock, unitPriceCents, type CartLine } from "~/features/commerce/cart-core";
import { useCart } from "~/features/commerce/cart-context";

/** 'es' on the Spanish pages (their <html lang>), 'en' everywhere else. */
export function pageLocale(): CheckoutLocale {
  return typeof document !== "undefined" && document.documentElement.lang.toLowerCase().startsWith("es") ? "es" : "en";
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function LineItem({ line }: { line: CartLine }) {
  const { setQuantity, removeFromCart, closeCart } = useCart();
  const { product, variant, quantity } = line;
  const unit = unitPriceCents(variant);
  const atStockLimit = quantity >= availableStock(variant);
  const image = variant.image_url ?? product.image;
  const name = variant.title && variant.title !== "Default" ? `${product.title} (${variant.title})` : product.title;
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <Link to={`/product/${product.id}`} onClick={closeCart} className="shrink-0 rounded-xl" tabIndex={-1} aria-hidden="true">
        {image ? (
          <img src={image} alt="" width={80} height={60} loading="lazy" className="h-[60px] w-20 rounded-xl bg-sand-100 object-cover" />
        ) : (
          <span className="flex h-[60px] w-20 items-center justify-center rounded-xl bg-sand-100 text-muted">
            <ImageOff className="h-5 w-5" />
          </span>
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={`/product/${product.id}`}
              onClick={closeCart}
              className="block font-semibold leading-snug text-ink hover:text-brand-800 hover:underline"
            >
              {product.title}
            </Link>
            {variant.title && variant.title !== "Default" && <p className="text-sm text-muted">{variant.title}</p>}
          </div>
          <button
            type="button"
            onClick={() => removeFromCart(variant.id)}
            aria-label={`Remove ${name} from cart`}
            className="-mr-1 rounded-full p-1.5 text-muted hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-2 flex items-center justify-between gap-2">
          <div className="inline-flex items-center rounded-full border border-sand-200" role="group" aria-label={`Quantity of ${name}`}>
            <button
              type="button"
              onClick={() => setQuantity(variant.id, Math.max(1, quantity - 1))}
              disabled={quantity <= 1}
              aria-label={`Decrease quantity of ${name}`}
              className="rounded-full p-2 text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <Minus className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
            <span className="min-w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite" data-testid="line-quantity">
              {quantity}
            </span>
            <button
              type="button"
              onClick={() => setQuantity(variant.id, quantity + 1)}
              disabled={atStockLimit}
              aria-label={`Increase quantity of ${name}`}
              title={atStockLimit ? `Only ${availableStock(variant)} in stock` : undefined}
              className="rounded-full p-2 text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <Plus className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </div>
          <p className="text-right text-sm">
            <span className="font-semibold text-ink">{formatCents(unit * quantity)}</span>
            {quantity > 1 && <span className="block text-xs text-muted">{formatCents(unit)} each</span>}
          </p>
        </div>
      </div>
    </li>
  );
}

/** The slide-in cart: lines, total, checkout through the store's hosted page. */
export default function CartDrawer() {
  const { lines, totalCents, count, isOpen, closeCart, clearCart } = useCart();
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // Slide in on the frame after mounting; keep focus inside while open; give it back on close.
  useEffect(() => {
    if (!isOpen) {
      setVisible(false);
      return;
    }
    returnFocus.current = document.activeElement as HTMLElement | null;
    const frame = requestAnimationFrame(() => {
      setVisible(true);
      closeRef.current?.focus();
    });
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key === "Escape") closeCart();
    };
    document.addEventListener("keydown", onEscape);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("keydown", onEscape);
      document.body.style.overflow = overflow;
      returnFocus.current?.focus?.();
    };
  }, [isOpen, closeCart]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== "Tab" || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  async function checkout() {
    if (lines.length === 0) {
      toast({ title: "Your cart is empty", description: "Add some products to your cart before checking out.", variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      const { url } = await createCheckout(
        lines.map((l) => ({ variant_id: l.variant.id, quantity: l.quantity })),
        { locale: pageLocale(), successUrl: `${currentOrigin()}/success`, cancelUrl: window.location.href },
      );
      track("begin_checkout", { value: totalCents / 100, items: count });
      clearCart();
      window.location.assign(url);
    } catch {
      toast({ title: "Checkout Error", description: "There was a problem initializing checkout. Please try again.", variant: "destructive" });
      setBusy(false);
    }
  }

  const shown = isOpen && visible;
  return (
    <div className={isOpen ? "fixed inset-0 z-50" : "pointer-events-none fixed inset-0 z-50"} aria-hidden={!isOpen} inert={!isOpen}>
      <div
        className={`absolute inset-0 bg-ink/40 transition-opacity duration-200 ${shown ? "opacity-100" : "opacity-0"}`}
        onClick={closeCart}
        aria-hidden="true"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        onKeyDown={onKeyDown}
        className={`absolute inset-y-0 right-0 flex w-full max-w-md flex-col bg-white shadow-2xl transition-transform duration-200 ease-out motion-reduce:transition-none ${
          shown ? "translate-x-0" : "translate-x-full"
        } ${isOpen ? "" : "invisible"}`}
      >
        <div className="flex items-center justify-between border-b border-sand-200 px-5 py-4">
          <h2 id="cart-drawer-title" className="flex items-center gap-2 text-lg font-bold text-brand-900">
            <ShoppingBag className="h-5 w-5" aria-hidden="true" />
            Your Cart
            {count > 0 && <span className="text-sm font-medium text-muted">({count})</span>}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={closeCart}
            aria-label="Close cart"
            className="rounded-full p-2 text-brand-900 hover:bg-brand-50"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>

        <div className="flex-1 overflow-y-auto px-5">
          {lines.length === 0 ? (
            <div className="flex h-full flex-col items-center justify-center gap-3 py-12 text-center">
              <span className="flex h-14 w-14 items-center justify-center rounded-full bg-sand-100 text-brand-700">
                <ShoppingBag className="h-6 w-6" aria-hidden="true" />
              </span>
              <p className="font-semibold text-ink">Your cart is empty.</p>
              <p className="max-w-xs text-sm text-muted">Templates, setup sessions and guest-experience tools are waiting in the store.</p>
              <Link to="/store" onClick={closeCart} className="mt-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                Browse the store
              </Link>
            </div>
          ) : (
            <ul className="divide-y divide-sand-200" aria-label="Items in your cart">
              {lines.map((l) => (
                <LineItem key={l.variant.id} line={l} />
              ))}
            </ul>
          )}
        </div>

        <div className="border-t border-sand-200 bg-sand-50 px-5 py-5">
          <div className="flex items-baseline justify-between">
            <span className="font-semibold text-ink">Total</span>
            <span className="text-xl font-bold text-brand-900" data-testid="cart-total">
              {formatCents(totalCents)}
            </span>
          </div>
          <p className="mt-1 text-xs text-muted">Taxes and any shipping are shown on the secure checkout page.</p>
          <Button className="mt-4 w-full" size="lg" onClick={checkout} disabled={busy}>
            {busy ? (
              <>
                <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> Redirecting to checkout…
              </>
            ) : (
              "Checkout"
            )}
          </Button>
          {lines.length > 0 && (
            <button type="button" onClick={clearCart} className="mt-3 w-full text-center text-sm font-medium text-muted underline-offset-2 hover:text-red-700 hover:underline">
              Clear cart
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
