import { ImageOff, Loader2, ShoppingBag, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import type { CartWords } from "~/content/cart/en";
import { checkCartWithStore, startStoreCheckout } from "~/features/checkout/store-checkout";
import { cartRepairMessage } from "~/features/cart/cart-repair";
import { toast, toastStore } from "~/lib/toast";
import { track } from "~/lib/analytics";
import { planLine, quantityChangeEntry, removedEntry } from "./cart-events";
import { fill, fillCount, useLang } from "~/lib/i18n";
import { formatCents } from "~/lib/money";
import { availableStock, isVariantTitled, MAX_LINE_QUANTITY, unitPriceCents, type CartLine } from "~/features/cart/cart-core";
import { useCart } from "~/features/cart/cart-context";

/**
 * Set on <html> while the drawer is open: a toast raised meanwhile sits clear of the drawer's
 * controls (app.css, `html[data-overlay-open] .toast-viewport`).
 */
const OVERLAY_OPEN_ATTRIBUTE = "data-overlay-open";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A line's product page link. The store's product pages are English, so a Spanish drawer names
 * the product without sending the visitor there.
 */
function ProductLink({ line, className, children, hidden }: { line: CartLine; className: string; children: ReactNode; hidden?: boolean }) {
  const { closeCart } = useCart();
  if (useLang() !== "en") return <span className={className} aria-hidden={hidden}>{children}</span>;
  return (
    <Link to={`/product/${line.product.id}`} onClick={closeCart} className={className} tabIndex={hidden ? -1 : undefined} aria-hidden={hidden}>
      {children}
    </Link>
  );
}

function LineItem({ line, t }: { line: CartLine; t: CartWords["drawer"] }) {
  const { setQuantity, removeFromCart } = useCart();
  const lang = useLang();
  const { product, variant, quantity } = line;
  const unit = unitPriceCents(variant);
  const stock = availableStock(variant);
  const image = variant.image_url ?? product.image;
  const name = isVariantTitled(variant.title) ? `${product.title} (${variant.title})` : product.title;
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <ProductLink line={line} className="shrink-0 rounded-xl" hidden>
        {image ? (
          <img src={image} alt="" width={80} height={60} loading="lazy" className="h-[60px] w-20 rounded-xl bg-sand-100 object-cover" />
        ) : (
          <span className="flex h-[60px] w-20 items-center justify-center rounded-xl bg-sand-100 text-muted">
            <ImageOff className="h-5 w-5" />
          </span>
        )}
      </ProductLink>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <ProductLink line={line} className="block font-semibold leading-snug text-ink hover:text-brand-800 hover:underline">
              {product.title}
            </ProductLink>
            {isVariantTitled(variant.title) && <p className="text-sm text-muted">{variant.title}</p>}
          </div>
          {/* eslint-disable-next-line no-restricted-syntax -- a line's small icon-only remove control */}
          <button
            type="button"
            onClick={() => {
              removeFromCart(variant.id);
              track((p) => removedEntry(p, [line]));
            }}
            aria-label={fill(t.remove, { name })}
            className="-mr-1 rounded-full p-1.5 text-muted hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-2 flex items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            value={quantity}
            max={Math.min(stock, MAX_LINE_QUANTITY)}
            onChange={(next) => {
              track((p) => quantityChangeEntry(p, line, next));
              setQuantity(variant.id, next);
            }}
            labels={{ group: fill(t.quantityGroup, { name }), decrease: fill(t.decrease, { name }), increase: fill(t.increase, { name }) }}
            limitNote={stock <= MAX_LINE_QUANTITY ? fillCount(t.onlyLeft, stock) : undefined}
            valueTestId="line-quantity"
          />
          <p className="text-right text-sm">
            <span className="font-semibold text-ink">{formatCents(unit * quantity, lang)}</span>
            {quantity > 1 && <span className="block text-xs text-muted">{fill(t.each, { price: formatCents(unit, lang) })}</span>}
          </p>
        </div>
      </div>
    </li>
  );
}

/**
 * The slide-in cart: lines, total, checkout through the store's hosted page. Its words are the
 * page's language's, fetched with this code (cart-drawer-mount.tsx).
 */
export default function CartDrawer({ words: text }: { words: CartWords }) {
  const { lines, totalCents, count, isOpen, closeCart, clearCart, setQuantity, removeFromCart } = useCart();
  const lang = useLang();
  const t = text.drawer;
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  // The lines as they are, for the moment the drawer opens (view_cart) without reopening it on every change.
  const linesNow = useRef(lines);
  useEffect(() => {
    linesNow.current = lines;
  });

  // Slide in on the frame after mounting; keep focus inside while open; give it back on close.
  useEffect(() => {
    if (!isOpen) {
      setVisible(false);
      return;
    }
    returnFocus.current = document.activeElement as HTMLElement | null;
    // The cart was looked at (an empty one tells GA4 nothing: its view_cart needs items).
    const seen = linesNow.current;
    if (seen.length > 0) track((p) => p.viewCart(seen.map((l) => planLine(p, l))));
    // Nothing may sit on the drawer's controls (issue 27): the "Added to Cart!" toast goes, and
    // a toast raised while the drawer is open sits clear of it (app.css).
    for (const t of toastStore.getSnapshot()) if (t.open) toastStore.dismiss(t.id);
    document.documentElement.setAttribute(OVERLAY_OPEN_ATTRIBUTE, "");
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
      document.documentElement.removeAttribute(OVERLAY_OPEN_ATTRIBUTE);
      returnFocus.current?.focus?.();
    };
  }, [isOpen, closeCart]);

  // Back from the hosted checkout may restore this page from the back/forward cache, still
  // 'Redirecting…': the cart was kept, so make Checkout usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

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
      toast({ ...text.toasts.empty, variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      // The repair step: a line the store would refuse is fixed and named, and checkout waits for the visitor.
      const repairs = await checkCartWithStore(lines);
      if (repairs.length > 0) {
        for (const r of repairs) {
          if (r.kind === "removed") removeFromCart(r.variantId);
          else setQuantity(r.variantId, r.to);
        }
        // One toast at a time: every change in it.
        const description = repairs.map((r) => cartRepairMessage(r, text.toasts.repaired)).join(" ");
        toast({ title: text.toasts.repaired.title, description, variant: "destructive" });
        setBusy(false);
        return;
      }
      const url = await startStoreCheckout(lines, lang);
      // The tags get begin_checkout before the page is left (at most 300 ms later, as
      // lib/track-before-leaving.ts does for the kits: a module of its own here would be one more
      // chunk every route shares, pipeline/route-copies.ts).
      await Promise.race([track((p) => p.beginCheckout(lines.map((l) => planLine(p, l)))), new Promise((resolve) => setTimeout(resolve, 300))]);
      window.location.assign(url);
    } catch {
      toast({ ...text.toasts.checkoutError, variant: "destructive" });
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
            {t.title}
            {count > 0 && <span className="text-sm font-medium text-muted">({count})</span>}
          </h2>
          {/* eslint-disable-next-line no-restricted-syntax -- the drawer's icon-only close control */}
          <button
            ref={closeRef}
            type="button"
            onClick={closeCart}
            aria-label={t.close}
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
              <p className="font-semibold text-ink">{t.empty}</p>
              <p className="max-w-xs text-sm text-muted">{t.emptyHint}</p>
              <Link to={t.shopLink.to} onClick={closeCart} className="mt-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {t.shopLink.label}
              </Link>
            </div>
          ) : (
            <ul className="divide-y divide-sand-200" aria-label={t.itemsLabel}>
              {lines.map((l) => (
                <LineItem key={l.variant.id} line={l} t={t} />
              ))}
            </ul>
          )}
        </div>

        <div className="border-t border-sand-200 bg-sand-50 px-5 py-5">
          <div className="flex items-baseline justify-between">
            <span className="font-semibold text-ink">{t.total}</span>
            <span className="text-xl font-bold text-brand-900" data-testid="cart-total">
              {formatCents(totalCents, lang)}
            </span>
          </div>
          <p className="mt-1 text-xs text-muted">{t.taxesNote}</p>
          <Button className="mt-4 w-full" size="lg" onClick={checkout} disabled={busy}>
            {busy ? (
              <>
                <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> {t.redirecting}
              </>
            ) : (
              t.checkout
            )}
          </Button>
          {lines.length > 0 && (
            // eslint-disable-next-line no-restricted-syntax -- a quiet secondary action under Checkout, drawn as text
            <button
              type="button"
              onClick={() => {
                track((p) => removedEntry(p, lines));
                clearCart();
              }}
              className="mt-3 w-full text-center text-sm font-medium text-muted underline-offset-2 hover:text-red-700 hover:underline">
              {t.clear}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
