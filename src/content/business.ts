import { config } from "~/lib/config";

/**
 * The schema.org business listing injected into every page's head, described in the page's
 * language (the shell's words); the SPA fallback, drawn before a language is known, has none.
 */
export function businessJsonLd(description: string | null): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: config.brand,
    url: `${config.siteOrigin}/`,
    telephone: config.phone,
    email: config.email,
    ...(description ? { description } : {}),
    areaServed: ["US", "MX"],
    sameAs: [config.links.facebook, config.links.instagram, config.links.linkedin, config.links.googleBusiness].filter(Boolean),
  };
}
