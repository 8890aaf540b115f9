import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, type PointerEvent } from "react";
import type { ProductViewWords } from "~/content/product-view/en";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/i18n";
import { ProductImage } from "./product-image";
import { cardVariants } from "~/components/ui/card";
import { followsFinger, swipeStep } from "./swipe";

/** Previous and next wrap around: from the first image back to the last, and on. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** A finger (or pen) on the large image: where and when it went down. */
type Touch = { id: number; x: number; y: number; at: number };

/**
 * Swiping the large image sideways with a finger or a pen, as phones do: the image follows the
 * finger, and a swipe (./swipe) shows the next or previous image (wrapping as the arrows do);
 * anything else springs back. The browser keeps vertical panning and pinch-zoom (`touch-action` on
 * the element), so those gestures scroll or zoom the page and cancel the pointer here. A mouse
 * keeps the arrows.
 */
function useSwipe(onStep: (step: 1 | -1) => void) {
  const touch = useRef<Touch | null>(null);
  const slide = useRef<HTMLDivElement>(null);
  const follow = (dx: number) => {
    const el = slide.current;
    if (!el) return;
    el.toggleAttribute("data-dragging", dx !== 0);
    el.style.transform = dx ? `translateX(${dx}px)` : "";
  };
  const ours = (e: PointerEvent) => touch.current !== null && touch.current.id === e.pointerId;
  const end = (e: PointerEvent, judge: boolean) => {
    if (!ours(e)) return;
    const start = touch.current!;
    touch.current = null;
    const step = judge ? swipeStep({ dx: e.clientX - start.x, dy: e.clientY - start.y, ms: e.timeStamp - start.at }) : 0;
    // The next image shows in place at once (moved back while transitions are still off, the
    // style flushed); an image that was not swiped away springs back.
    const el = slide.current;
    if (step !== 0 && el) {
      el.style.transform = "";
      void el.offsetWidth;
    }
    follow(0);
    if (step !== 0) onStep(step);
  };
  return {
    slide,
    handlers: {
      onPointerDown: (e: PointerEvent) => {
        if (e.pointerType === "mouse" || !e.isPrimary) return;
        touch.current = { id: e.pointerId, x: e.clientX, y: e.clientY, at: e.timeStamp };
      },
      onPointerMove: (e: PointerEvent) => {
        if (!ours(e)) return;
        const dx = e.clientX - touch.current!.x;
        follow(followsFinger(dx, e.clientY - touch.current!.y) ? dx : 0);
      },
      onPointerUp: (e: PointerEvent) => end(e, true),
      onPointerCancel: (e: PointerEvent) => end(e, false),
    },
  };
}

/**
 * The product gallery: one large image, previous/next arrows that wrap around, dots, and
 * thumbnails on desktop; on a touch screen the large image is swiped too. A product without
 * images gets a placeholder. The index is controlled by the product view, so choosing a style
 * can jump to its image.
 */
export function ProductGallery({
  images,
  title,
  index,
  onIndexChange,
  words,
}: {
  images: string[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  words: ProductViewWords;
}) {
  const t = words.gallery;
  const count = images.length;
  const current = wrapIndex(index, count);
  const go = (i: number) => onIndexChange(wrapIndex(i, count));
  const swipe = useSwipe((step) => go(current + step));

  if (count === 0) {
    return (
      <div className={cn(cardVariants({ tone: "outline", pad: "none" }), "overflow-hidden")} data-testid="gallery">
        <ProductImage src={null} alt={title} words={words.image} />
      </div>
    );
  }

  return (
    <div data-testid="gallery" aria-roledescription="carousel" aria-label={fill(t.label, { title })} role="region">
      <div
        className={cn(cardVariants({ tone: "stone", pad: "none" }), "relative overflow-hidden", count > 1 && "touch-pan-y touch-pinch-zoom")}
        {...(count > 1 ? swipe.handlers : {})}
      >
        <div ref={swipe.slide} className="transition-transform duration-150 ease-out data-[dragging]:transition-none motion-reduce:transition-none">
          <ProductImage
            words={words.image}
            key={images[current]}
            src={images[current] ?? null}
            alt={count > 1 ? fill(t.imageAlt, { title, n: current + 1, count }) : title}
            priority
          />
        </div>
        {count > 1 && (
          <>
            {/* eslint-disable-next-line no-restricted-syntax -- a round arrow over the image; no Button variant fits */}
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label={t.previous}
              className="absolute left-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2.5 text-brand-900 shadow-md transition hover:bg-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent-500/40"
            >
              <ChevronLeft className="h-5 w-5" aria-hidden="true" />
            </button>
            {/* eslint-disable-next-line no-restricted-syntax -- a round arrow over the image; no Button variant fits */}
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label={t.next}
              className="absolute right-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2.5 text-brand-900 shadow-md transition hover:bg-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent-500/40"
            >
              <ChevronRight className="h-5 w-5" aria-hidden="true" />
            </button>
            <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5" data-testid="gallery-dots">
              {images.map((src, i) => (
                // eslint-disable-next-line no-restricted-syntax -- a dot of the gallery's pager
                <button
                  key={src}
                  type="button"
                  onClick={() => go(i)}
                  aria-label={fill(t.goTo, { n: i + 1 })}
                  aria-current={i === current ? "true" : undefined}
                  className="flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent-500/40"
                >
                  <span className={cn("block h-2.5 rounded-full shadow transition-all", i === current ? "w-6 bg-white" : "w-2.5 bg-white/60")} />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="mt-3 hidden grid-cols-5 gap-3 sm:grid" data-testid="gallery-thumbnails">
          {images.map((src, i) => (
            // eslint-disable-next-line no-restricted-syntax -- the thumbnail image is the control
            <button
              key={src}
              type="button"
              onClick={() => go(i)}
              aria-label={fill(t.show, { n: i + 1, count })}
              aria-current={i === current ? "true" : undefined}
              className={cn(
                "overflow-hidden rounded-xl border-2 transition focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent-500/40",
                i === current ? "border-brand-700" : "border-transparent opacity-80 hover:opacity-100",
              )}
            >
              <img src={src} alt="" width={160} height={120} loading="lazy" decoding="async" className="aspect-[4/3] h-auto w-full bg-sand-100 object-cover" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
