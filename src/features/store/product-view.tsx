import { ArrowLeft, CheckCircle2, ShoppingCart, TriangleAlert, XCircle } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import type { ProductViewWords } from "~/content/product-view/en";
import { useAddToCart } from "~/features/cart/cart-add";
import { cartErrorMessage } from "~/features/cart/cart-error-message";
import { MAX_LINE_QUANTITY } from "~/features/cart/cart-core";
import { fill, useLang, type Lang } from "~/lib/i18n";
import { formatCents } from "~/lib/money";
import { toast } from "~/lib/toast";
import { track } from "~/lib/analytics";
import { useTrackOnce } from "~/lib/use-track-once";
import { cn } from "~/lib/cn";
import { PriceTag } from "./price-tag";
import { ProductGallery } from "./product-gallery";
import { stockStatus } from "./stock-status";
import type { Product } from "~/features/store-api/types";

/** Gallery images: the product's, then any variant image it does not already hold. */
export function galleryImages(product: Product): string[] {
  const urls = product.images.map((i) => i.url);
  if (urls.length === 0 && product.image) urls.push(product.image);
  for (const v of product.variants) if (v.image_url && !urls.includes(v.image_url)) urls.push(v.image_url);
  return urls;
}

/**
 * Store HTML, sanitized with DOMPurify before it reaches the page: by the build or the loader
 * (`sanitized`), or here, once DOMPurify has loaded (it is not part of any page's first load).
 */
function StoreHtml({ html, className, sanitized, lang }: { html: string; className?: string; sanitized: boolean; lang?: Lang }) {
  const [cleaned, setCleaned] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    if (sanitized) return;
    let current = true;
    // Without DOMPurify (its chunk could not be fetched) the store's HTML stays out.
    import("./sanitize").then(
      ({ sanitizeStoreHtml }) => {
        if (current) setCleaned({ from: html, html: sanitizeStoreHtml(html) });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [html, sanitized]);
  const clean = sanitized ? html : cleaned?.from === html ? cleaned.html : "";
  if (!clean) return null;
  // Contained (decision 2026-11-25-nothing-to-fake): whatever the store's HTML holds is laid out and painted inside this box.
  return <div lang={lang} className={cn("prose-site relative overflow-hidden [contain:layout_paint] [&_img]:h-auto [&_img]:max-w-full", className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}

type ProductViewProps = {
  product: Product;
  /** The words of the page's language: its route passes them. */
  words: ProductViewWords;
  /** The product title is the page's h1 unless the page has its own. */
  headingLevel?: 1 | 2;
  /** The 'Back to Store' link above the product. */
  showBackLink?: boolean;
  /** The product's HTML was sanitized already (by the build, or the page's loader): render it as it is. */
  sanitized?: boolean;
  /**
   * The language of the product's own words when it is not the page's (`lang` on them, so a
   * screen reader reads them as English on a Spanish page): the store's pages set it from
   * `catalogueLangOn` (features/store-api/types.ts); a page that shows its own words for the product (the Spanish Mexico offer) does not.
   */
  productLang?: Lang;
  /**
   * The base of the view's ids (its style choice, its quantity, its info headings), where they must
   * be the same in a root of its own as in the whole page (an island: product-page.tsx); `useId`'s otherwise.
   */
  idBase?: string;
};

/**
 * The product page's body, reusable by any page that shows one product (/product/:id, the
 * Mexico offer): gallery, ribbon, title, prices, description, style selector, quantity,
 * stock messages, Add to Cart and the additional-info blocks.
 */
export function ProductView(props: ProductViewProps) {
  // A new product starts fresh: first style, quantity 1, first image.
  return <ProductViewInner key={props.product.id} {...props} />;
}

function ProductViewInner({ product, words: t, headingLevel = 1, showBackLink = true, sanitized = false, productLang, idBase }: ProductViewProps) {
  const addToCart = useAddToCart();
  const lang = useLang();
  const images = useMemo(() => galleryImages(product), [product]);
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? "");
  const [quantity, setQuantity] = useState(1);
  const [imageIndex, setImageIndex] = useState(0);
  const generatedIds = useId();
  const ids = idBase ?? generatedIds;
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  const status = stockStatus(product, variant, quantity, t.stock);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const InfoHeading = headingLevel === 1 ? "h2" : "h3";
  // The product was shown (its first style, one unit): once for each product.
  const firstVariant = product.variants[0];
  useTrackOnce(firstVariant ? product.id : null, (p) => (firstVariant ? p.viewItem(p.storeLine(product, firstVariant)) : null));

  function chooseVariant(id: string) {
    setVariantId(id);
    const chosen = product.variants.find((v) => v.id === id);
    if (chosen?.image_url) {
      const at = images.indexOf(chosen.image_url);
      if (at >= 0) setImageIndex(at);
    }
  }

  function add() {
    if (!variant) return;
    try {
      addToCart(product, variant, quantity);
      track((p) => p.addToCart(p.storeLine(product, variant, quantity)));
      toast({ title: t.toasts.added.title, description: fill(t.toasts.added.description, { title: product.title }), duration: 3000 });
    } catch (error) {
      toast({
        title: t.toasts.addFailed,
        description: cartErrorMessage(error, t.cartProblems),
        variant: "destructive",
        duration: 5000,
      });
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-14" data-testid="product-view">
      {showBackLink && (
        <Link
          to="/store"
          className="mb-6 inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t.backToStore}
        </Link>
      )}
      <div className="grid gap-10 @5xl:grid-cols-2 lg:gap-14">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProductGallery images={images} title={product.title} index={imageIndex} onIndexChange={setImageIndex} words={t} />
        </div>

        <div>
          {product.ribbon_text && (
            <span lang={productLang} className="inline-flex rounded-full bg-accent-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-accent-700" data-testid="ribbon">
              {product.ribbon_text}
            </span>
          )}
          <Heading lang={productLang} className="mt-3 text-3xl font-bold leading-tight text-brand-900 sm:text-4xl">
            {product.title}
          </Heading>
          {product.subtitle && (
            <p lang={productLang} className="mt-2 text-lg text-muted">
              {product.subtitle}
            </p>
          )}
          {variant && (
            <PriceTag
              className="mt-5"
              size="lg"
              price={formatCents(variant.price_in_cents, lang)}
              salePrice={variant.sale_price_in_cents === null ? null : formatCents(variant.sale_price_in_cents, lang)}
              words={t.price}
            />
          )}

          <StoreHtml html={product.description} sanitized={sanitized} lang={productLang} className="mt-5 [&>p:first-child]:mt-0" />

          {product.variants.length > 1 && (
            <fieldset className="mt-6">
              <legend className="text-sm font-semibold text-ink">{t.style}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {product.variants.map((v) => (
                  <label
                    key={v.id}
                    className={cn(
                      "cursor-pointer rounded-full border-2 px-4 py-2 text-sm font-semibold transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-accent-500/40",
                      v.id === variant?.id ? "border-brand-700 bg-brand-50 text-brand-900" : "border-sand-200 bg-white text-ink hover:border-brand-200",
                    )}
                  >
                    <input
                      type="radio"
                      name={`${ids}-style`}
                      value={v.id}
                      checked={v.id === variant?.id}
                      onChange={() => chooseVariant(v.id)}
                      className="sr-only"
                    />
                    <span lang={productLang}>{v.title}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          <div className="mt-6">
            <span id={`${ids}-qty`} className="block text-sm font-semibold text-ink">
              {t.quantity}
            </span>
            <QuantityStepper
              className="mt-2"
              value={quantity}
              max={MAX_LINE_QUANTITY}
              onChange={setQuantity}
              labelledBy={`${ids}-qty`}
              labels={{ decrease: t.decreaseQuantity, increase: t.increaseQuantity }}
              valueTestId="quantity"
            />
          </div>

          <div className="mt-6 rounded-2xl border border-sand-200 bg-sand-50 p-4">
            {status.text && (
              <p
                role="status"
                data-testid="stock-status"
                data-kind={status.kind}
                className={cn(
                  "mb-3 flex items-center gap-2 text-sm font-semibold",
                  status.kind === "in-stock" && "text-green-800",
                  status.kind === "short" && "text-amber-800",
                  status.kind === "unavailable" && "text-red-700",
                )}
              >
                {status.kind === "in-stock" && <CheckCircle2 className="h-4 w-4" aria-hidden="true" />}
                {status.kind === "short" && <TriangleAlert className="h-4 w-4" aria-hidden="true" />}
                {status.kind === "unavailable" && <XCircle className="h-4 w-4" aria-hidden="true" />}
                {status.text}
              </p>
            )}
            <Button size="lg" className="w-full" onClick={add} disabled={!status.canAdd}>
              <ShoppingCart className="h-5 w-5" aria-hidden="true" />
              {t.addToCart}
            </Button>
          </div>

          {product.additional_info.length > 0 && (
            <div className="mt-8 divide-y divide-sand-200 border-y border-sand-200" data-testid="additional-info">
              {product.additional_info.map((info) => (
                <section key={info.id} lang={productLang} className="py-5" aria-labelledby={`${ids}-${info.id}`}>
                  <InfoHeading id={`${ids}-${info.id}`} className="text-base font-semibold text-brand-900">
                    {info.title}
                  </InfoHeading>
                  <StoreHtml html={info.description} sanitized={sanitized} className="mt-1 text-sm [&>p:first-child]:mt-0 [&>ul:first-child]:mt-1" />
                </section>
              ))}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
