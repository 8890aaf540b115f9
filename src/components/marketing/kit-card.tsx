import { Sparkles } from "lucide-react";
import { checkoutPath, type Kit } from "~/content/kits";
import type { LaunchTier } from "~/content/launch-tiers";
import type { KitCardWords } from "~/content/kit-card/en";
import { cn } from "~/lib/cn";
import { useLang } from "~/lib/i18n";
import { formatDollars } from "~/lib/money";
import { CheckList } from "~/components/ui/check-list";
import { cardVariants } from "~/components/ui/card";
import { Island } from "~/components/ui/island";
import type { ItemListKey } from "~/lib/measurement-plan";
import { KitButton, KitListSeen, type KitButtonProps } from "./kit-islands";

export { useKitListSeen } from "./kit-islands";

/**
 * A page's kit cards were shown (view_item_list, once a page view): an island that draws nothing,
 * so an islands page sends it too. Its kits are what the plan reads of them.
 */
export function KitListSeenIsland({ list, kits }: { list: ItemListKey; kits: readonly Pick<Kit, "stripePriceId" | "name" | "price">[] }) {
  const props = { list, kits: kits.map(({ stripePriceId, name, price }) => ({ stripePriceId, name, price })) };
  return (
    <Island name="kitListSeen" props={props}>
      <KitListSeen {...props} />
    </Island>
  );
}

/** A card shows a launch tier (the kit, with its words in the page's language). */
export type KitCardKit = LaunchTier;

/** Price, optional original price and "one-time", as one readable line, in the page's language ("$799" / "USD 799"). */
export function KitPrice({ kit, words, size = "lg" }: { kit: Pick<Kit, "price" | "originalPrice">; words: KitCardWords; size?: "lg" | "md" }) {
  const lang = useLang();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span data-price className={cn("font-bold text-brand-900", size === "lg" ? "text-4xl" : "text-3xl")}>
        {formatDollars(kit.price, lang)}
      </span>
      {kit.originalPrice !== undefined && (
        <span className="text-lg text-muted">
          <span className="sr-only">{words.regularPrice} </span>
          <s data-price>{formatDollars(kit.originalPrice, lang)}</s>
        </span>
      )}
      <span className="text-sm font-medium text-muted">{words.oneTime}</span>
    </p>
  );
}

/**
 * A launch kit card: the pricing page and the launch-kit page's tiers. Its button raises the
 * "taking you to checkout" toast and goes to /checkout/{priceId} (the link layer gives a Spanish
 * page's card /es/pago/{priceId}).
 */
export function KitCard({
  kit,
  badgeLabel,
  words,
  headingLevel = "h3",
  list,
  index = 0,
}: {
  kit: KitCardKit;
  /** Shown on the highlighted kit ('Most Popular' on /pricing). */
  badgeLabel: string;
  /** Its price's and button's words, from the page's words. */
  words: KitCardWords;
  headingLevel?: "h2" | "h3";
  /** The list the card is in, and its place in it from 0: its button sends GA4's select_item. */
  list?: ItemListKey;
  index?: number;
}) {
  const Heading = headingLevel;
  // The button is an island (components/ui/island.tsx): on an islands page it alone hydrates.
  const button: KitButtonProps = {
    to: checkoutPath(kit),
    toast: words.checkoutToast(kit.name),
    label: kit.buttonText,
    highlight: Boolean(kit.highlight),
    describedBy: `kit-${kit.id}-name`,
    list,
    index,
    line: { stripePriceId: kit.stripePriceId, name: kit.name, price: kit.price },
  };
  return (
    <article
      id={`kit-${kit.id}`}
      aria-labelledby={`kit-${kit.id}-name`}
      className={cn(
        cardVariants({ tone: kit.highlight ? "popular" : "white", pad: "none" }),
        "relative flex h-full flex-col p-6 sm:p-7",
      )}
    >
      {kit.highlight && (
        <span className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 whitespace-nowrap rounded-full bg-accent-600 px-4 py-1 text-xs font-bold uppercase tracking-wide text-white shadow">
          <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
          {badgeLabel}
        </span>
      )}
      <div className="flex items-start gap-4">
        <img
          src={kit.image.src}
          alt={kit.image.alt}
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
          className="h-[72px] w-[72px] shrink-0"
        />
        <div>
          <Heading id={`kit-${kit.id}-name`} className="text-xl font-bold leading-snug text-pretty text-brand-900">
            {kit.name}
          </Heading>
          <p className="mt-1 text-sm text-muted">{kit.audience}</p>
        </div>
      </div>
      <div className="mt-5">
        <KitPrice kit={kit} words={words} />
      </div>
      <p className="mt-3 leading-relaxed text-muted">{kit.description}</p>
      <CheckList items={kit.features} className="mt-5 flex-1 text-[15px]" />
      <Island name="kitButton" props={button}>
        <KitButton {...button} />
      </Island>
    </article>
  );
}
