import { config, introBlogPath } from "~/lib/config";

export type NavLink = { label: string; to: string; badge?: string };

/** Header items (spec part 2, global shell). */
export const headerLinks = {
  home: { label: "Home", to: "/" },
  whyChooseUs: { label: "Why Choose Us", to: "/why-choose-us" },
  services: {
    label: "Airbnb Services",
    items: [
      { label: "All Services", to: "/all-services" },
      { label: "DIY STR/Airbnb Host CX Toolkits", to: "/diy-host-pack", badge: "Launching Soon" },
      { label: "DFY STR/Airbnb Host CX Launch Pack", to: "/airbnb-launch-kit" },
    ] satisfies NavLink[],
  },
  hireUs: { label: "Hire Us", to: "/hire-us" },
  bookCall: { label: "Book a Call", href: config.links.calendar },
} as const;

export const footerQuickLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "All Services", to: "/all-services" },
  { label: "Pricing", to: "/pricing" },
  { label: "Launch Pack", to: "/airbnb-launch-kit" },
  { label: "DIY Host Toolkits", to: "/diy-host-pack" },
  { label: "Store", to: "/store" },
  { label: "Airbnb México", to: "/airbnb-mexico" },
  { label: "Case Study", to: "/case-study/studio-la-boheme" },
  { label: "Founder Story", to: "/founder-story" },
  { label: "Blog", to: "/blog" },
  { label: "Hire Us", to: "/hire-us" },
  { label: "Free Hosting Tips", to: "/subscribe" },
];

export const footerLegalLinks: NavLink[] = [
  { label: "Terms of Service", to: "/terms" },
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Returns & Refunds Policy", to: "/refund-policy" },
];

export type ExternalLink = { label: string; href: string };

export const followUsLinks: ExternalLink[] = [
  { label: "Facebook", href: config.links.facebook },
  { label: "Instagram", href: config.links.instagram },
  { label: "LinkedIn", href: config.links.linkedin },
  { label: "Google Business", href: config.links.googleBusiness },
].filter((l) => l.href);

export const supportLinks: ExternalLink[] = [
  { label: "FAQ Help Centre", href: config.links.helpCenter },
  { label: "Request Support", href: config.links.supportForm },
  { label: "Support Portal", href: config.links.support },
  { label: "Service Status", href: config.links.status },
  { label: "Team Blog", href: config.links.teamBlog },
].filter((l) => l.href);

export { introBlogPath };

/** Read by screen readers after a link that opens in a new tab. */
export const newTabNote = " (opens in a new tab)";
