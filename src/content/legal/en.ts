import { config } from "~/lib/config";
import { formatPhone } from "~/lib/phone";
import { GUARANTEE_DAYS, TERMS_CHANGE_NOTICE_DAYS } from "./days";

export type LegalSection = {
  id: string;
  heading: string;
  /** Paragraphs; inline links as [label](href). */
  paragraphs?: string[];
  list?: string[];
  after?: string[];
};

export type LegalDocument = {
  path: string;
  title: string;
  metaDescription: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
  /** Links shown at the end of the page. */
  related: { label: string; to: string }[];
};

const { brand, email, phone } = config;

const contactLines = [
  `E-mail: [${email}](mailto:${email})`,
  `Phone: [${formatPhone(phone)}](tel:${phone})`,
];

export const terms: LegalDocument = {
  path: "/terms",
  title: "Terms of Service",
  metaDescription: `The terms that govern your use of the ${brand} website, launch kits, co-hosting and customer-experience services.`,
  lastUpdated: "September 18, 2025",
  intro: `These Terms of Service ("Terms") govern your access to and use of the ${brand} website and the services, launch kits, toolkits and co-hosting plans we offer (together, the "Services"). By using the Services you agree to these Terms. If you do not agree, please do not use the Services.`,
  sections: [
    {
      id: "introduction",
      heading: "1. Introduction",
      paragraphs: [
        `${brand} provides customer-experience services for short-term-rental hosts, hospitality businesses, small businesses, startups and solopreneurs in the United States and Mexico. These Terms apply to every visitor, customer and subscriber. Some Services carry additional terms shown at purchase; where they conflict with these Terms, the additional terms apply to that Service.`,
        "You must be at least 18 years old and able to enter into a binding contract to purchase our Services.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "2. Intellectual Property",
      paragraphs: [
        `All content on this website, including text, graphics, logos, templates, checklists, message scripts, guides and course materials, is the property of ${brand} or its licensors and is protected by copyright and trademark laws.`,
        "When you purchase a launch kit or toolkit, we grant you a personal, non-exclusive, non-transferable licence to use the materials for your own properties. You may adapt templates for your listings, but you may not resell, redistribute or publish them as your own product.",
      ],
    },
    {
      id: "disclaimer",
      heading: "3. Disclaimer",
      paragraphs: [
        'The Services and this website are provided "as is" and "as available". Results shared on this site, such as bookings, reviews or Superhost status reached by clients, describe real outcomes but are not a promise of the same results for your property: occupancy, pricing and reviews depend on your market, property, season and the booking platforms\' own rules.',
        `${brand} is not affiliated with, endorsed by or sponsored by Airbnb, Vrbo or any other booking platform.`,
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "4. Limitation of Liability",
      paragraphs: [
        `To the fullest extent permitted by law, ${brand} will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, bookings or revenue, arising from your use of the Services. Our total liability for any claim relating to the Services is limited to the amount you paid us for the Service concerned in the twelve months before the claim.`,
      ],
    },
    {
      id: "third-party-links",
      heading: "5. Third-Party Links",
      paragraphs: [
        "Our website links to third-party sites and tools, such as our scheduling calendar, support-request form, booking platforms, payment provider and partner offers. We do not control these sites and are not responsible for their content, policies or practices. Some links are affiliate links: we may earn a commission at no extra cost to you.",
      ],
    },
    {
      id: "termination",
      heading: "6. Termination",
      paragraphs: [
        "We may suspend or end your access to the Services if you breach these Terms or use the Services unlawfully. Co-hosting agreements may be ended by either party as set out in the agreement itself; sections of these Terms that by their nature should survive termination (intellectual property, disclaimers and limitation of liability) continue to apply.",
      ],
    },
    {
      id: "governing-law",
      heading: "7. Governing Law",
      paragraphs: [
        "These Terms are governed by the laws of the State of Arizona, United States, without regard to its conflict-of-law rules. Any dispute will be brought in the state or federal courts located in Arizona, and you consent to their jurisdiction.",
      ],
    },
    {
      id: "changes",
      heading: "8. Changes to These Terms",
      paragraphs: [
        `We may update these Terms from time to time. For material changes we will give at least ${TERMS_CHANGE_NOTICE_DAYS} days' notice by posting the new Terms on this page and updating the "last updated" date. Continuing to use the Services after the changes take effect means you accept them.`,
      ],
    },
    {
      id: "contact",
      heading: "9. Contact Us",
      paragraphs: ["Questions about these Terms? Reach us at:"],
      list: contactLines,
    },
  ],
  related: [
    { label: "Home", to: "/" },
    { label: "Privacy Policy", to: "/privacy" },
  ],
};

export const privacy: LegalDocument = {
  path: "/privacy",
  title: "Privacy Policy",
  metaDescription: `How ${brand} collects, uses and protects your personal data, and the rights you have over it.`,
  lastUpdated: "June 16, 2025",
  intro: `${brand} respects your privacy. This Privacy Policy explains what personal data we collect when you visit our website or use our Services, why we process it, and the choices and rights you have.`,
  sections: [
    {
      id: "data-collected",
      heading: "1. Data We Collect",
      list: [
        "Contact details you give us: your name, e-mail address and phone number when you subscribe, book a call or request an audit.",
        "Order details: the package you buy and your billing details. Card payments are handled by our payment provider; we never see or store your full card number.",
        "Property information you share with us so we can set up or manage your listing.",
        "Usage data: pages visited, device and browser type, collected by analytics tools only if you accept analytics cookies.",
      ],
    },
    {
      id: "why-we-process",
      heading: "2. Why We Process Your Data",
      list: [
        "To deliver the Services you ask for, such as launch kits, co-hosting and guest communication.",
        "To send the hosting tips, early-access news and offers you subscribed to. You can unsubscribe at any time.",
        "To answer your questions and support requests.",
        "To improve our website and Services, with your consent for analytics.",
        "To meet our legal, tax and accounting obligations.",
      ],
    },
    {
      id: "your-rights",
      heading: "3. Your Rights (European Residents)",
      paragraphs: ["If you are a resident of the European Economic Area, you have the following rights over your personal data:"],
      list: [
        "The right to be informed about how your data is used.",
        "The right of access to the data we hold about you.",
        "The right to rectification of inaccurate or incomplete data.",
        "The right to erasure (the right to be forgotten).",
        "The right to restrict processing.",
        "The right to data portability.",
        "The right to object to processing, including direct marketing.",
        "Rights related to automated decision-making and profiling.",
      ],
      after: [
        `To exercise any of these rights, e-mail us at [${email}](mailto:${email}). We will answer within 30 days. You may also lodge a complaint with your local data protection authority.`,
      ],
    },
    {
      id: "links",
      heading: "4. Links to Other Websites",
      paragraphs: [
        "Our website links to other sites, such as booking platforms, our scheduling calendar and partner offers. This policy does not cover them: please read their privacy policies.",
      ],
    },
    {
      id: "security",
      heading: "5. Security of Your Information",
      paragraphs: [
        "We protect your data with encryption in transit, access limited to the team members who need it, and database rules that let visitors add their e-mail address but never read anyone else's. No method of transmission or storage is 100% secure, but we work to protect your information and to act quickly if something goes wrong.",
      ],
    },
    {
      id: "legal-disclosure",
      heading: "6. Legal Disclosure",
      paragraphs: [
        "We will disclose information we hold if the law requires it, or when we believe disclosure is necessary to protect our rights, to protect your safety or the safety of others, to investigate fraud, or to respond to a government request.",
      ],
    },
    {
      id: "contact",
      heading: "7. Contact Information",
      paragraphs: ["Questions about this Privacy Policy? Contact us:"],
      list: contactLines,
    },
  ],
  related: [
    { label: "Home", to: "/" },
    { label: "Terms of Service", to: "/terms" },
  ],
};

export const refundPolicy: LegalDocument = {
  path: "/refund-policy",
  title: "Returns & Refunds Policy",
  metaDescription: `${brand}'s ${GUARANTEE_DAYS}-day money-back guarantee and how refunds and returns work.`,
  lastUpdated: "June 16, 2025",
  intro: `Thank you for choosing ${brand}. We want you to be completely satisfied with your purchase, so our do-it-yourself toolkits and done-for-you launch kits come with a ${GUARANTEE_DAYS}-day money-back guarantee.`,
  sections: [
    {
      id: "guarantee",
      heading: `1. Our ${GUARANTEE_DAYS}-Day Money-Back Guarantee`,
      paragraphs: [
        `If you are not satisfied with a launch kit or toolkit, tell us within ${GUARANTEE_DAYS} days of your purchase and we will make it right: we will first offer to revise the work, and if you still are not happy, we will refund you in full.`,
      ],
    },
    {
      id: "eligibility",
      heading: "2. Eligibility",
      list: [
        `Your request reaches us within ${GUARANTEE_DAYS} days of purchase.`,
        "You include your order confirmation ID and a short description of what did not meet your expectations.",
        "Monthly co-hosting fees for months already served and third-party costs paid on your behalf (for example, pricing-tool subscriptions) are not refundable.",
      ],
    },
    {
      id: "returns",
      heading: "3. Returns of Physical Goods",
      paragraphs: [
        `Physical items from our store (such as printed welcome books) can be returned unused in their original packaging within ${GUARANTEE_DAYS} days of delivery. We will reimburse you within ${GUARANTEE_DAYS} days of receiving the goods back, using the payment method you used for the purchase.`,
      ],
    },
    {
      id: "how-to-request",
      heading: "4. How to Request a Refund",
      paragraphs: [
        `E-mail [${email}](mailto:${email}) with the subject "Refund request" and your order confirmation ID. We reply within two business days.`,
      ],
    },
    {
      id: "contact",
      heading: "5. Contact Us",
      paragraphs: ["Questions about returns and refunds?"],
      list: contactLines,
    },
  ],
  related: [
    { label: "Home", to: "/" },
    { label: "Terms of Service", to: "/terms" },
    { label: "Privacy Policy", to: "/privacy" },
  ],
};

/**
 * What the three legal pages' frame says around their document: the note a translated page
 * opens with (which version governs, and a link to it: the English page, the twin of this one,
 * pages/legal; English is the governing text: none), the date's label and the related links'.
 */
export const frame = {
  courtesyTranslation: null as { note: string; englishVersion: string } | null,
  lastUpdated: "Last updated:",
  relatedPages: "Related pages",
};

export type LegalFrame = typeof frame;

/**
 * The legal pages (/terms, /privacy, /refund-policy: the spec's legal text, exact) and their
 * frame's labels; the Spanish twin (a courtesy translation; the English governs) is ./es.ts. A
 * route imports its frame and its one document, so its chunk carries no other.
 */
export const en = { ...frame, terms, privacy, refundPolicy };

export type LegalWords = typeof en;
