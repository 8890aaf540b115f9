import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { ProductCard } from "~/features/store/product-card";
import { listProducts } from "~/features/commerce/store-client";
import type { Product } from "~/features/commerce/types";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Store",
    description:
      "Welcome book templates, guest message scripts, setup sessions and launch kits for short-term-rental hosts, ready to use today.",
    path: "/store",
  });

/** Products asked for at once: the whole demo catalogue and then some. */
const PAGE_SIZE = 100;

type State = { status: "loading" } | { status: "error"; message: string } | { status: "loaded"; products: Product[] };

export default function StorePage() {
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listProducts({ limit: PAGE_SIZE, signal: controller.signal })
      .then(({ products }) => setState({ status: "loaded", products }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: "error", message: (error instanceof Error && error.message) || "Failed to load products" });
      });
    return () => controller.abort();
  }, [attempt]);

  return (
    <div className="bg-sand-50">
      <section className="border-b border-sand-200 bg-white">
        <div className="mx-auto max-w-6xl px-5 py-12 text-center sm:px-8 sm:py-16">
          <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-accent-700">Host toolkit store</p>
          <h1 className="text-4xl font-bold text-brand-900 sm:text-5xl">Welcome to Our Store</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-muted">
            Templates, scripts and hands-on sessions we use with our own hosts, so your guests feel looked after from the first
            message to the five-star review.
          </p>
        </div>
      </section>

      {/* Tall while loading, so nothing below it is on screen to be pushed down when the grid arrives. */}
      <section aria-label="Products" className="mx-auto min-h-[85vh] max-w-6xl px-5 py-10 sm:px-8 sm:py-14" aria-busy={state.status === "loading"}>
        {state.status === "loading" && (
          <div className="flex justify-center py-24" role="status" aria-live="polite">
            <span className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" aria-hidden="true" />
            <span className="sr-only">Loading products…</span>
          </div>
        )}

        {state.status === "error" && (
          <div className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-red-200 bg-red-50 p-6 text-center" role="alert">
            <p className="font-semibold text-red-800">Error loading products: {state.message}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-4"
              onClick={() => {
                setState({ status: "loading" });
                setAttempt((n) => n + 1);
              }}
            >
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Try again
            </Button>
          </div>
        )}

        {state.status === "loaded" && state.products.length === 0 && (
          <p className="py-24 text-center text-lg text-muted">No products available at the moment.</p>
        )}

        {state.status === "loaded" && state.products.length > 0 && (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="product-grid">
            {state.products.map((p, i) => (
              <ProductCard key={p.id} product={p} priority={i < 4} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
