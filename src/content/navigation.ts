import { config, introBlogPath } from "~/lib/config";
import { localizedPath, type Lang } from "~/lib/i18n";
import type { ShellWords } from "./shell/en";

export type NavLink = { label: string; to: string; badge?: string };

/** Header items (spec part 2 §2 "Global shell"), in the words of the page's language. */
export function headerLinksFor(t: ShellWords["header"]) {
  return {
    home: { label: t.home, to: "/" },
    whyChooseUs: { label: t.whyChooseUs, to: "/why-choose-us" },
    services: {
      label: t.services,
      /** The overview page, where the menu's trigger leads when the menu itself cannot load. */
      to: "/all-services",
      items: [
        { label: t.allServices, to: "/all-services" },
        { label: t.diyToolkits, to: "/diy-host-pack", badge: t.launchingSoon },
        { label: t.dfyLaunchPack, to: "/airbnb-launch-kit" },
      ] satisfies NavLink[],
    },
    hireUs: { label: t.hireUs, to: "/hire-us" },
    bookCall: { label: t.bookCall, href: config.links.calendar },
  } as const;
}

/** The footer's quick links; the Mexico one goes to the page of the language (`lang`). */
export function footerQuickLinksFor(t: ShellWords["footer"]["quick"], lang: Lang): NavLink[] {
  return [
    { label: t.home, to: "/" },
    { label: t.allServices, to: "/all-services" },
    { label: t.pricing, to: "/pricing" },
    { label: t.launchPack, to: "/airbnb-launch-kit" },
    { label: t.diyToolkits, to: "/diy-host-pack" },
    { label: t.store, to: "/store" },
    { label: t.mexico, to: localizedPath("mexico", lang) },
    { label: t.caseStudy, to: "/case-study/studio-la-boheme" },
    { label: t.founderStory, to: "/founder-story" },
    { label: t.blog, to: "/blog" },
    { label: t.hireUs, to: "/hire-us" },
    { label: t.tips, to: "/subscribe" },
  ];
}

export function footerLegalLinksFor(t: ShellWords["footer"]["legalLinks"]): NavLink[] {
  return [
    { label: t.terms, to: "/terms" },
    { label: t.privacy, to: "/privacy" },
    { label: t.refunds, to: "/refund-policy" },
  ];
}

export type ExternalLink = { label: string; href: string };

/** Brand names: the same in both languages. */
export const followUsLinks: ExternalLink[] = [
  { label: "Facebook", href: config.links.facebook },
  { label: "Instagram", href: config.links.instagram },
  { label: "LinkedIn", href: config.links.linkedin },
  { label: "Google Business", href: config.links.googleBusiness },
].filter((l) => l.href);

export function supportLinksFor(t: ShellWords["footer"]["supportLinks"]): ExternalLink[] {
  return [
    { label: t.helpCenter, href: config.links.helpCenter },
    { label: t.request, href: config.links.supportForm },
    { label: t.portal, href: config.links.support },
    { label: t.status, href: config.links.status },
    { label: t.teamBlog, href: config.links.teamBlog },
  ].filter((l) => l.href);
}


export { introBlogPath };

