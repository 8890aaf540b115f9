import { ShoppingCart } from "lucide-react";
import { useContext, type MouseEvent } from "react";
import { UNSAFE_DataRouterNavigationContext as DataRouterNavigationContext } from "react-router";
import { Link } from "~/components/ui/link";
import { Button, ButtonLink } from "~/components/ui/button";
import { useAddToCart } from "~/features/cart/cart-add";
import { cartErrorMessage } from "~/features/cart/cart-error-message";
import type { ProductViewWords } from "~/content/product-view/en";
import type { StoreWords } from "~/content/store/en";
import { fill, useLang, type Lang } from "~/lib/i18n";
import { formatCents } from "~/lib/money";

import { toast } from "~/lib/toast";
import { track, type Plan } from "~/lib/analytics";
import type { PlanEntry } from "~/lib/measurement-plan";
import { PriceTag } from "./price-tag";
import { ProductImage } from "./product-image";
import { productHref } from "./store-routes";
import { catalogueLangOn } from "~/features/store-api/types";
import type { StoreCardProduct } from "./live-fields";
import { cardVariants } from "~/components/ui/card";

/** A phrase of the page's words around a product's title ("{title}"), the title marked when it is in another language. */
function Named({ template, title, lang }: { template: string; title: string; lang: Lang | undefined }) {
  if (!lang) return <>{fill(template, { title })}</>;
  const [before = "", after = ""] = template.split("{title}");
  return (
    <>
      {before}
      <span lang={lang}>{title}</span>
      {after}
    </>
  );
}

/** The product view's words a card shows (its toasts, stock, price and picture are the product page's). */
export type CardProductWords = Pick<ProductViewWords, "addToCart" | "stock" | "toasts" | "image" | "price" | "cartProblems">;

/**
 * How a card's link leaves an islands page (decision 2026-11-28-islands), where the tap loads a
 * document: once the tags have the select_item (features/store/store-islands.tsx). A page the
 * whole app hydrates navigates in the client, and the page stays to send the event.
 */
export type LeaveForProduct = (click: MouseEvent<HTMLAnchorElement>, moment: (plan: Plan) => PlanEntry | null) => void;

/**
 * A store card: links to the product's page in the page's language (/product/{id},
 * /es/producto/{id}). With several variants its button goes to the product page (to choose a
 * style); with one it adds a unit of it to the cart. `words`: the card's own; `productWords`: the
 * product view's (toasts, stock, price), shared with the product page.
 */
export function ProductCard({
  product,
  words: copy,
  productWords: t,
  priority = false,
  index = 0,
  leave,
}: {
  product: StoreCardProduct;
  words: StoreWords["card"];
  productWords: CardProductWords;
  priority?: boolean;
  /** The card's place in the store's grid, from 0 (GA4's item list `index`). */
  index?: number;
  /** On an islands page: how a tap on the card's links leaves it (LeaveForProduct). */
  leave?: LeaveForProduct;
}) {
  const addToCart = useAddToCart();
  const lang = useLang();
  const first = product.variants[0];
  const href = productHref(product.id, lang);
  const productLang = catalogueLangOn(lang);
  // English shows the store's own price strings (the spec's "$29.00"); Spanish says the currency,
  // "USD 29.00": in Mexico "$" means pesos (lib/money).
  const price = (cents: number, formatted: string) => (lang === "en" ? formatted : formatCents(cents, lang));
  const several = product.variants.length > 1;
  // The product page loads its product before it shows: say so on the card that was opened. Only
  // under a data router (a page the whole app hydrates): on an islands page a tap loads a document.
  const opening = useContext(DataRouterNavigationContext)?.navigation.location?.pathname === href;
  // Opening the product from the grid (its picture, its title, "choose a style").
  const selected = (click: MouseEvent<HTMLAnchorElement>) => {
    if (!first) return;
    const moment = (p: Plan) => p.selectItem(p.ITEM_LISTS.store, p.storeLine(product, first), index);
    if (leave) leave(click, moment);
    else void track(moment);
  };

  function add() {
    if (!first) return;
    try {
      addToCart(product, first, 1);
      track((p) => p.addToCart(p.storeLine(product, first, 1)));
      toast({ title: t.toasts.added.title, description: fill(t.toasts.added.description, { title: product.title }), duration: 3000 });
    } catch (error) {
      toast({
        title: copy.addFailed,
        // In the page's language: a Spanish card said the stock rule's refusal in English.
        description: cartErrorMessage(error, t.cartProblems),
        variant: "destructive",
        duration: 5000,
      });
    }
  }

  return (
    <article
      className={`${cardVariants({ pad: "none" })} group flex flex-col overflow-hidden transition-shadow hover:shadow-lg`}
      data-testid="product-card"
      aria-labelledby={`card-${product.id}`}
    >
      <Link to={href} onClick={selected} className="relative block overflow-hidden" tabIndex={-1} aria-hidden="true">
        <ProductImage
          words={t.image}
          src={product.image}
          alt=""
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        {opening && (
          <span className="absolute inset-0 flex items-center justify-center bg-white/60" data-testid="card-opening">
            <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
          </span>
        )}
        {/* Over the image, so availability can change after load without moving anything. */}
        {!product.purchasable && (
          <span className="absolute inset-0 flex items-center justify-center bg-white/60">
            <span className="rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-red-700 shadow-md ring-1 ring-red-200" data-testid="card-unavailable">
              {t.stock.unavailable}
            </span>
          </span>
        )}
        {product.ribbon_text && (
          <span lang={productLang} className="absolute left-3 top-3 rounded-full bg-accent-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white shadow">
            {product.ribbon_text}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <div className="relative z-10 -mt-10 mb-3 self-end rounded-full bg-white px-3 py-1.5 shadow-md ring-1 ring-sand-200" data-testid="price-badge">
          {first?.sale_price_in_cents_formatted ? (
            <PriceTag
              price={price(first.price_in_cents, first.price_in_cents_formatted)}
              salePrice={price(first.sale_price_in_cents ?? first.price_in_cents, first.sale_price_in_cents_formatted)}
              size="sm"
              words={t.price}
            />
          ) : (
            <PriceTag price={price(product.price_in_cents, product.price_formatted)} salePrice={null} size="sm" words={t.price} />
          )}
        </div>
        <div>
          <h2 id={`card-${product.id}`} lang={productLang} className="text-lg font-semibold leading-snug text-ink">
            <Link to={href} onClick={selected} className="hover:text-brand-800 hover:underline focus-visible:underline">
              {product.title}
            </Link>
          </h2>
        </div>
        {/* The fallback is the page's words; the store's subtitle, the catalogue's. */}
        <p lang={product.subtitle ? productLang : undefined} className="mt-2 flex-1 text-sm leading-relaxed text-muted">
          {product.subtitle ?? copy.subtitleFallback}
        </p>
        <div className="mt-4">
          {several ? (
            <ButtonLink to={href} onClick={selected} variant="secondary" size="sm" className="w-full">
              <ShoppingCart className="h-4 w-4" aria-hidden="true" />
              {t.addToCart}
              <span className="sr-only">
                <Named template={copy.chooseStyleOf} title={product.title} lang={productLang} />
              </span>
            </ButtonLink>
          ) : (
            <Button variant="secondary" size="sm" className="w-full" onClick={add} disabled={!product.purchasable || !first}>
              <ShoppingCart className="h-4 w-4" aria-hidden="true" />
              {t.addToCart}
              <span className="sr-only">
                <Named template={copy.addNamed} title={product.title} lang={productLang} />
                {!product.purchasable && copy.unavailableSuffix}
              </span>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
