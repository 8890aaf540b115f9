import { config } from "~/lib/config";

/** The schema.org business listing injected into every page's head. */
export function businessJsonLd(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: config.brand,
    url: `${config.siteOrigin}/`,
    telephone: config.phone,
    email: config.email,
    description:
      "24/7 on-demand customer-experience service for short-term-rental hosts in the US and Mexico: launch kits, co-hosting and guest communication.",
    areaServed: ["US", "MX"],
    sameAs: [config.links.facebook, config.links.instagram, config.links.linkedin, config.links.googleBusiness].filter(Boolean),
  };
}
