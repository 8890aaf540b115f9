import type { MouseEvent, ReactNode } from "react";
import { ToastButtonLink } from "~/components/ui/links";
import { track, type Plan } from "~/lib/analytics";
import type { ItemListKey, PlanEntry } from "~/lib/measurement-plan";
import type { ToastInput } from "~/lib/toast";
import { useTrackOnce } from "~/lib/use-track-once";

/**
 * How a button leaves for checkout on an islands page, where the tap loads a document: once the
 * tags have the moment, with the link's message kept for the next page (islands/leave.ts). Given
 * by the islands' boot only; a page the whole app hydrates navigates in the client and the page
 * stays to send the event.
 */
export type LeaveAfter = (click: MouseEvent<HTMLAnchorElement>, moment: (plan: Plan) => PlanEntry | null, message: ToastInput) => void;

/**
 * What a kit card does with JavaScript, as islands (decision 2026-11-28-islands): the list's
 * view_item_list once the cards are shown, and each card's button's select_item. Kept apart from
 * kit-card.tsx so that the islands' boot carries these and not the kits' content.
 */

/** A kit as the measurement plan reads it (its Stripe price id and name: one in both languages). */
export type KitLineProps = { stripePriceId: string; name: string; price: number };

/** A page's kit cards were shown: GA4's view_item_list, once a page view (the kits' Stripe price ids, one in both languages). */
export function useKitListSeen(list: ItemListKey, kits: readonly KitLineProps[]): void {
  useTrackOnce(list, (p) => p.viewItemList(p.ITEM_LISTS[list], kits.map((k) => p.kitLine(k))));
}

/** The list's view_item_list, as an island of its own: it draws nothing. */
export function KitListSeen({ list, kits }: { list: ItemListKey; kits: readonly KitLineProps[] }): null {
  useKitListSeen(list, kits);
  return null;
}

export type KitButtonProps = {
  to: string;
  toast: ToastInput;
  label: string;
  highlight: boolean;
  /** The card's heading id: the button's description. */
  describedBy: string;
  /** The list the card is in, its place in it from 0, and its kit: the button sends GA4's select_item. */
  list?: ItemListKey;
  index: number;
  line: KitLineProps;
};

/**
 * A kit card's button: the "taking you to checkout" toast, then /checkout/{priceId} (the link
 * layer gives a Spanish page's card /es/pago/{priceId}).
 */
export function KitButton({ to, toast, label, highlight, describedBy, list, index, line, leave }: KitButtonProps & { leave?: LeaveAfter }): ReactNode {
  // On an islands page the document load would unload the page before the tags had the event
  // (lost one run in two in the analytics funnel): `leave` holds the tap until they have it.
  const selectItem = (e: MouseEvent<HTMLAnchorElement>) => {
    const moment = (p: Plan) => p.selectItem(p.ITEM_LISTS[list!], p.kitLine(line), index);
    if (leave) leave(e, moment, toast);
    else void track(moment);
  };
  return (
    <ToastButtonLink
      to={to}
      toast={toast}
      onClick={list ? selectItem : undefined}
      // The checkout page says what the toast says: a tap before the scripts goes there at once.
      holdForMessage={false}
      variant={highlight ? "primary" : "secondary"}
      size="lg"
      className="mt-7 w-full"
      aria-describedby={describedBy}
    >
      {label}
    </ToastButtonLink>
  );
}
