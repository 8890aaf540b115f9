import { Play } from "lucide-react";
import { useState } from "react";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/**
 * Click-to-load video: a local poster and a play button. The player's iframe, and with it
 * every request to the video host, exists only after the visitor asks for it. Its words come from
 * the page's (the play button's name, the no-script link's label), in the page's language.
 */
export function VideoPreview({
  title,
  poster,
  posterAlt,
  embedUrl,
  watchUrl,
  note,
  playLabel,
  watchLabel,
}: {
  title: string;
  poster: string;
  posterAlt: string;
  embedUrl: string;
  /** Plain link for visitors without JavaScript. */
  watchUrl?: string;
  note?: string;
  /** The poster button's name: "Play video: {title}". */
  playLabel: string;
  /** The plain link's label ("Watch on YouTube"). */
  watchLabel: string;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <figure className="my-8">
      <div className={cn(cardVariants({ tone: "frame", pad: "none" }), "relative aspect-video w-full overflow-hidden bg-brand-900")}>
        {playing ? (
          <iframe
            src={embedUrl}
            title={title}
            className="absolute inset-0 h-full w-full"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          // Not <Button>: the whole poster is the play button.
          // eslint-disable-next-line no-restricted-syntax
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 h-full w-full focus-visible:outline-none"
            aria-label={playLabel}
          >
            <img
              src={poster}
              alt={posterAlt}
              width={1280}
              height={720}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
            <span className="absolute inset-0 flex items-center justify-center bg-brand-900/10 transition-colors group-hover:bg-brand-900/25">
              <span className="flex h-20 w-20 items-center justify-center rounded-full bg-accent-600 text-white shadow-lg ring-4 ring-white/70 transition-transform group-hover:scale-105 group-focus-visible:ring-accent-500 motion-reduce:transition-none">
                <Play className="ml-1 h-9 w-9 fill-current" aria-hidden="true" />
              </span>
            </span>
          </button>
        )}
      </div>
      <figcaption className="mt-3 text-sm text-muted">
        <span className="font-medium text-ink">{title}.</span> {note}
        {watchUrl && (
          <noscript>
            {" "}
            <a href={watchUrl} target="_blank" rel="noopener noreferrer" className="underline">
              {watchLabel}
            </a>
          </noscript>
        )}
      </figcaption>
    </figure>
  );
}
