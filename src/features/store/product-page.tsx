import { ArrowLeft, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { Island } from "~/components/ui/island";
import { Link } from "~/components/ui/link";
import { Button, ButtonLink } from "~/components/ui/button";
import type { StoreWords } from "~/content/store/en";
import { useFailureSentence } from "~/content/failure-words";
import type { FailureKind } from "~/lib/failure";
import { fill, useLang } from "~/lib/i18n";
import { catalogueLangOn } from "~/features/store-api/types";
import type { ProductViewWords } from "~/content/product-view/en";
import type { Product } from "~/features/store-api/types";
import { withLiveFields } from "./live-fields";
import { liveProduct } from "./live-product";
import { isNotFound, type ProductPageData } from "./product-page-data";
import { ProductView } from "./product-view";

/**
 * /product/:id's body for every state of ProductPageData. A prerendered product asks the store
 * for its current prices, stock and purchasability once the page has loaded and shows them in
 * place; the rest of the page stays as built. `words`: the product page's own states
 * (content/store's `product`); `productWords`: the product view's.
 */
type ProductPageWords = StoreWords["product"];

declare module "~/components/ui/island" {
  interface IslandProps {
    /** A prerendered product's view (features/store/product-islands.tsx). */
    productView: { id: string; product: Product; words: ProductViewWords };
  }
}

export function ProductPage({ id, data, words, productWords }: { id: string; data: ProductPageData; words: ProductPageWords; productWords: ProductViewWords }) {
  const productLang = catalogueLangOn(useLang());
  switch (data.kind) {
    case "prerendered": {
      // An island (decision 2026-11-28-islands: `productView`, features/store/product-islands.tsx):
      // on the prerendered page it hydrates on its own, with no router.
      const props = { id, product: data.product, words: productWords };
      return (
        <Island name="productView" props={props}>
          <PrerenderedProduct {...props} />
        </Island>
      );
    }
    case "live":
      return <ProductView product={data.product} words={productWords} productLang={productLang} sanitized />;
    case "not-found":
      return <ProductNotFound words={words} />;
    case "error":
      return <ProductLoadError words={words} failure={data.failure} />;
    case "pending":
      return <ProductPending words={words} />;
  }
}

/**
 * A prerendered product: the store is asked for its current prices, stock and purchasability once
 * the page has loaded, and they show in place. Its ids are its own (`idBase`), the same whether it
 * hydrates with the whole app or on its own (`useId` in a root of its own is not the page's).
 */
export function PrerenderedProduct({ id, product, words }: { id: string; product: Product; words: ProductViewWords }) {
  const productLang = catalogueLangOn(useLang());
  // The built product brought up to date, once the store has answered (for this very product).
  const [refreshed, setRefreshed] = useState<{ from: Product; shown: Product } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // null: the store no longer has it. A refresh that changes nothing sets nothing (withLiveFields
    // gives back the built product): the view is not drawn a second time.
    const show = (live: Product | null) => {
      const shown = withLiveFields(product, live);
      if (!controller.signal.aborted && shown !== product) setRefreshed({ from: product, shown });
    };
    // Shared with the store's listing and a prefetch of this page's link (live-product.ts).
    liveProduct(id)
      .then(show)
      .catch((error: unknown) => {
        // A failed refresh leaves the built figures; checkout checks stock and prices anyway.
        if (isNotFound(error)) show(null);
      });
    return () => controller.abort();
  }, [id, product]);

  return <ProductView product={refreshed?.from === product ? refreshed.shown : product} words={words} productLang={productLang} sanitized idBase="product" />;
}

/** No catalogue at build time for this page (the dev server): the route reads it in the browser, under the router. */
function ProductPending({ words }: { words: ProductPageWords }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    void revalidator.revalidate();
    // Once per page: the router's revalidator changes identity with its state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <ProductLoading words={words} />;
}

export function ProductLoading({ words: copy }: { words: ProductPageWords }) {
  return (
    <div className="flex min-h-[70vh] items-center justify-center" role="status" aria-live="polite">
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
      <span className="sr-only">{copy.loading}</span>
    </div>
  );
}

function ProductNotFound({ words: copy }: { words: ProductPageWords }) {
  return (
    <div className="mx-auto max-w-xl px-5 py-20 text-center sm:py-28" data-testid="product-not-found">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{copy.notFound.heading}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{copy.notFound.body}</p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to="/store" variant="secondary" size="lg">
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          {copy.notFound.backToStore}
        </ButtonLink>
      </div>
    </div>
  );
}

/** A product read in the browser that failed (the SPA fallback, under the router): its Retry asks the route again. */
function ProductLoadError({ words: copy, failure }: { words: ProductPageWords; failure: FailureKind }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === "loading";
  const onRetry = () => void revalidator.revalidate();
  const message = useFailureSentence(failure, copy.loadErrorDefault);
  // Until the sentence is here the page is still loading, as it looks: one message, not two.
  if (message === null) return <ProductLoading words={copy} />;
  return (
    <div className="mx-auto max-w-xl px-5 py-20 text-center sm:py-28" role="alert">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{fill(copy.loadError, { message })}</h1>
      <p className="mt-4 text-muted">{copy.errorBody}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? "h-4 w-4 animate-spin motion-reduce:animate-none" : "h-4 w-4"} aria-hidden="true" />
          {retrying ? copy.retrying : copy.retry}
        </Button>
        <Link to="/" className="inline-flex items-center gap-2 rounded-full border-2 border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {copy.goBack}
        </Link>
        <Link to="/store" className="inline-flex items-center rounded-full px-5 py-2.5 font-semibold text-brand-800 underline-offset-4 hover:underline">
          {copy.browseStore}
        </Link>
      </div>
    </div>
  );
}
