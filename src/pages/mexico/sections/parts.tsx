import { ExternalLink } from "lucide-react";
import type { MexicoWords } from "~/content/mexico/en";

/** Section ids, the same in both languages. */
export const MEXICO_SECTION_IDS = {
  buy: "buy",
  operation: "mexico-us",
  services: "services",
  offer: "offer",
  stories: "success-stories",
  faq: "faq",
  final: "get-started",
} as const;

/** The icon and screen-reader note of a link that opens a new tab. */
export function NewTab({ copy }: { copy: MexicoWords }) {
  return (
    <>
      <ExternalLink className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="sr-only"> {copy.newTab}</span>
    </>
  );
}
