import type { ReactNode } from "react";
import type { IslandProps } from "~/components/ui/island";
import { FaqAccordion } from "./faq-accordion";
import { LanguageToggle } from "./language-toggle";
import { MexicoBuyNow } from "./sections/buy-now";

/**
 * The Mexico landing page's islands (decision 2026-11-28-islands), drawn from their props: one
 * module, fetched by the islands' boot only on a page that has one of them (islands-boot.tsx), so
 * the store lookup and the accordion are not in any other islands page's load.
 */
export const MEXICO_ISLANDS: { [N in "mexicoToggle" | "mexicoFaq" | "mexicoBuyNow"]: (props: IslandProps[N]) => ReactNode } = {
  mexicoToggle: ({ words }) => <LanguageToggle words={words} />,
  mexicoFaq: (props) => <FaqAccordion {...props} />,
  mexicoBuyNow: (props) => <MexicoBuyNow {...props} />,
};
