import { config } from "~/lib/config";

/**
 * The founder story (spec part 1 §2 "Founder story"). Section ids come from configuration:
 * about-{name}, the-problem, the-{brand}-solution, why-choose-{brand}, {brand}-social-links.
 */
export const FOUNDER_SECTION_IDS = {
  about: `about-${config.founderSlug}`,
  problem: "the-problem",
  solution: `the-${config.brandSlug}-solution`,
  whyChoose: `why-choose-${config.brandSlug}`,
  social: `${config.brandSlug}-social-links`,
} as const;
