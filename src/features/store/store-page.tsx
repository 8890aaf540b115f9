import { RefreshCw } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import type { ProductViewWords } from "~/content/product-view/en";
import type { StoreWords } from "~/content/store/en";
import { Island } from "~/components/ui/island";
import { loadFailureWords } from "~/content/failure-words";
import { failureSentence } from "~/lib/failure";
import { fill, useLang } from "~/lib/i18n";
import { listProducts } from "~/features/store-api/store-client";
import { refreshCards, toCardProduct, type StoreCardProduct } from "./live-fields";
import { rememberLiveProducts } from "./live-product";
import { ProductCard, type CardProductWords, type LeaveForProduct } from "./product-card";
import { useTrackOnce } from "~/lib/use-track-once";
import { cardVariants } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";

/** Products asked for at once: the whole demo catalogue and then some. */
const PAGE_SIZE = 100;

/**
 * The store's listing as the page asked for it while it loaded, before the grid hydrated (an
 * islands page's watcher, store-islands.tsx): the grid's first refresh takes it, so the store is
 * asked once.
 */
let listingAtLoad: ReturnType<typeof listProducts> | null = null;

/** Asks the store for its listing on the page's load, once. */
export const askListingAtLoad = (): ReturnType<typeof listProducts> => (listingAtLoad ??= listProducts({ limit: PAGE_SIZE }));

function takeListingAtLoad(): ReturnType<typeof listProducts> | null {
  const asked = listingAtLoad;
  listingAtLoad = null;
  return asked;
}

type State =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "loaded"; products: StoreCardProduct[]; refreshError?: string };

declare module "~/components/ui/island" {
  interface IslandProps {
    /** /store's grid (features/store/store-islands.tsx). */
    storeGrid: { built: StoreCardProduct[] | null; words: StoreGridWords; productWords: CardProductWords };
  }
}

/** The store's words its grid shows: the rest (the heading, the intro) is the page's static HTML. */
export type StoreGridWords = Pick<StoreWords, "productsLabel" | "loading" | "loadError" | "loadErrorDefault" | "tryAgain" | "empty" | "card">;

/** The product view's words a card shows (product-card.tsx), taken from all of them. */
export function cardProductWords({ addToCart, stock, toasts, image, price, cartProblems }: ProductViewWords): CardProductWords {
  return { addToCart, stock, toasts, image, price, cartProblems };
}

/**
 * /store's body. `built` is the catalogue the build prerendered the grid from (null when the
 * build had none: the grid then loads here, behind a spinner). `words`: the store's chrome
 * (content/store); `productWords`: the product view's, which its cards share. The heading and the
 * intro are static; the grid is an island (decision 2026-11-28-islands: `storeGrid`, which
 * hydrates on its own on the prerendered page, features/store/store-islands.tsx).
 */
export function StorePage({ built, words: copy, productWords }: { built: StoreCardProduct[] | null; words: StoreWords; productWords: ProductViewWords }) {
  // The island's props: one object while the page's data is the same, so the grid's refresh runs once.
  const props = useMemo(() => {
    const { productsLabel, loading, loadError, loadErrorDefault, tryAgain, empty, card } = copy;
    return { built, words: { productsLabel, loading, loadError, loadErrorDefault, tryAgain, empty, card }, productWords: cardProductWords(productWords) };
  }, [built, copy, productWords]);
  return (
    <div className="bg-sand-50">
      <section className="border-b border-sand-200 bg-white">
        <div className="mx-auto max-w-6xl px-5 py-12 text-center sm:px-8 sm:py-16">
          <Eyebrow className="mb-2">{copy.eyebrow}</Eyebrow>
          <h1 className="text-4xl font-bold text-brand-900 sm:text-5xl">{copy.heading}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-muted">{copy.intro}</p>
        </div>
      </section>

      <Island name="storeGrid" props={props}>
        <StoreGrid {...props} />
      </Island>
    </div>
  );
}

/**
 * The store's grid: once the page has loaded, the store is asked for current prices, stock and
 * purchasability; built cards change in place and products added since the build join at the
 * end. `leave`: on an islands page, how a card's link leaves it (product-card.tsx).
 */
export function StoreGrid({
  built,
  words: copy,
  productWords,
  leave,
}: {
  built: StoreCardProduct[] | null;
  words: StoreGridWords;
  productWords: CardProductWords;
  leave?: LeaveForProduct;
}) {
  const lang = useLang();
  const [state, setState] = useState<State>(built ? { status: "loaded", products: built } : { status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const asked = attempt === 0 ? takeListingAtLoad() : null;
    (asked ?? listProducts({ limit: PAGE_SIZE, signal: controller.signal }))
      .then(({ products }) => {
        if (controller.signal.aborted) return;
        rememberLiveProducts(products);
        const live = products.map(toCardProduct);
        const next = built ? refreshCards(built, live) : live;
        // The store says what the build said (the grid itself comes back): the state stays, and
        // the grid is not drawn again (on a phone, a second render of every card).
        setState((s) => (s.status === "loaded" && s.products === next && s.refreshError === undefined ? s : { status: "loaded", products: next }));
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        // In words the visitor understands, with what to do next (lib/failure.ts): never the browser's.
        const message = await loadFailureWords(lang).then(
          (words) => failureSentence(error, words),
          () => copy.loadErrorDefault,
        );
        if (controller.signal.aborted) return;
        setState((s) => (s.status === "loaded" ? { ...s, refreshError: message } : { status: "error", message }));
      });
    return () => controller.abort();
  }, [built, attempt, lang, copy]);

  const retry = () => {
    setState((s) => (s.status === "loaded" ? { status: "loaded", products: s.products } : { status: "loading" }));
    setAttempt((n) => n + 1);
  };
  const error = state.status === "error" ? state.message : state.status === "loaded" ? state.refreshError : undefined;
  // The grid was shown: once a page view, with the products it first showed (each with its first style).
  const shown = state.status === "loaded" && state.products.length > 0 ? state.products : null;
  useTrackOnce(shown && "store", (p) => p.viewItemList(p.ITEM_LISTS.store, (shown ?? []).flatMap((c) => (c.variants[0] ? [p.storeLine(c, c.variants[0])] : []))));

  // Tall while loading, so nothing below it is on screen to be pushed down when the grid arrives.
  return (
    <section aria-label={copy.productsLabel} className="mx-auto min-h-[85vh] max-w-6xl px-5 py-10 sm:px-8 sm:py-14" aria-busy={state.status === "loading"}>
      {state.status === "loading" && (
        <div className="flex justify-center py-24" role="status" aria-live="polite">
          <span className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
          <span className="sr-only">{copy.loading}</span>
        </div>
      )}

      {error !== undefined && (
        <div className={`${cardVariants({ tone: "danger" })} mx-auto mb-8 max-w-xl text-center`} role="alert">
          <p className="font-semibold text-red-800">{fill(copy.loadError, { message: error })}</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={retry}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {copy.tryAgain}
          </Button>
        </div>
      )}

      {state.status === "loaded" && state.products.length === 0 && <p className="py-24 text-center text-lg text-muted">{copy.empty}</p>}

      {state.status === "loaded" && state.products.length > 0 && (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 @5xl:grid-cols-3 @7xl:grid-cols-4" data-testid="product-grid">
          {state.products.map((p, i) => (
            <ProductCard key={p.id} product={p} words={copy.card} productWords={productWords} priority={i < 4} index={i} leave={leave} />
          ))}
        </div>
      )}
    </section>
  );
}
