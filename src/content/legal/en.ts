import { config } from "~/lib/config";
import { formatPhone } from "~/lib/phone";
import { PRIVACY_NOTICE_VERSION } from "~/content/consent/versions";
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
  /** The version a sign-up records (the privacy notice's); shown under the date. */
  version?: string;
  intro: string;
  sections: LegalSection[];
  /** Links shown at the end of the page. */
  related: { label: string; to: string }[];
};

const { brand, email, phone, legal } = config;

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

/**
 * The privacy notice (issue 42): the facts of the Spanish aviso de privacidad integral (./es.ts,
 * written to Mexico's 2025 LFPDPPP), laid out for an American reader. Both name the business
 * that answers for the data (`config.legal`, set per deployment: check:deploy fails placeholders)
 * and carry the notice's version, which every sign-up records beside its consent.
 */
export const privacy: LegalDocument = {
  path: "/privacy",
  title: "Privacy Policy",
  metaDescription: `What personal data ${brand} collects, why, who it is shared with, how long it is kept, and how to see, correct or delete yours.`,
  lastUpdated: "November 28, 2026",
  version: PRIVACY_NOTICE_VERSION,
  intro: `This Privacy Policy explains what personal data ${legal.name} ("${brand}", "we") collects through this website and our Services, why we use it, who we share it with, how long we keep it, and how you can see, correct or delete it. It applies to visitors, subscribers and customers wherever they live. Our Spanish-language aviso de privacidad states the same facts for readers in Mexico.`,
  sections: [
    {
      id: "controller",
      heading: "1. Who We Are",
      paragraphs: [`${legal.name} runs the ${brand} website and Services and is responsible for your personal data (its "controller"; in Mexico, its "responsable").`],
      list: [`Postal address: ${legal.postalAddress}`, `Privacy requests: [${legal.privacyEmail}](mailto:${legal.privacyEmail})`],
    },
    {
      id: "data-collected",
      heading: "2. What We Collect",
      paragraphs: ["We collect only what each part of the site needs:"],
      list: [
        "When you subscribe to our e-mails: your e-mail address, the language of the page, which form you used and the page it was on, the exact consent words you were shown and their version, the version of this Privacy Policy, and when you signed up, confirmed your address and unsubscribed.",
        "When you submit a form: a Cloudflare Turnstile check, which reads technical signals from your browser to tell people from bots, and a one-way hash of your IP address, used to limit sign-ups per network and deleted after one hour.",
        "When you buy a kit: the kit, your name, e-mail address and, where Stripe asks for it, your billing address, and the amount paid. Stripe collects your card details directly; we never see or store your card number.",
        "When you book a call, request an audit or ask for support: what you enter in our scheduling calendar or support form (such as your name, e-mail address, phone number and questions), and the property information you share so we can set up or manage your listing.",
        "When you browse: the technical data of each request (such as IP address, browser and time), which our web host logs to deliver and protect the site; and, only if you accept analytics cookies, the pages you visit and your device and browser type.",
      ],
      after: ["We do not ask for sensitive personal data, such as data about your health, beliefs, sex life or ethnic origin."],
    },
    {
      id: "purposes",
      heading: "3. Why We Use It",
      paragraphs: ["We use your data for these purposes, which we need in order to give you what you ask for:"],
      list: [
        "To confirm your e-mail sign-up (we send a link to the address first), keep a record of your consent, honor your unsubscribe and answer your requests about your data.",
        "To deliver the kits and Services you buy or request, take payments, handle refunds and send the messages that go with them.",
        "To answer your questions, calls and support requests.",
        "To keep the site and its forms secure and free of abuse.",
        "To meet our legal, tax and accounting obligations.",
      ],
    },
    {
      id: "optional-purposes",
      heading: "4. Marketing E-mail and Analytics: Only With Your Consent",
      paragraphs: ["These purposes are optional. Saying no never affects a purchase or any Service:"],
      list: [
        "Our e-mails with hosting tips, early access to new DIY toolkits and subscriber-only offers, sent only after you confirm your address.",
        "Analytics and ad measurement with Google Analytics 4, Google Tag Manager and the Meta Pixel, loaded only if you accept them on the cookie banner.",
      ],
      after: [
        `To say no, leave the sign-up form empty, or unsubscribe at any time with the one-click link in every e-mail; reject the cookie banner, or change your choice as described under "Cookies and Analytics" below. You can also write to [${legal.privacyEmail}](mailto:${legal.privacyEmail}).`,
      ],
    },
    {
      id: "sharing",
      heading: "5. Who We Share It With",
      paragraphs: [
        "We do not sell your personal data. We share it with the service providers that run parts of our Services for us, who may use it only to serve us, and with the others below only as described:",
      ],
      list: [
        "Supabase, our database and the server functions that handle sign-ups and data requests.",
        "Resend, which sends our e-mails (confirmation links and data reports).",
        "Cloudflare, which runs the Turnstile check, and our web host (Cloudflare Pages or Netlify).",
        "The platform that serves our store's catalog and your cart.",
        "Stripe, which takes kit payments and also uses payment data for its own fraud prevention and legal duties, under its own privacy policy.",
        "Google and Meta, only if you accept analytics cookies: they receive data about your visit for analytics and ad measurement, under their own privacy policies.",
        "Authorities, when the law requires it, or when needed to protect our rights, your safety or that of others, or to investigate fraud.",
      ],
      after: ["Some of these companies store data outside your country, including in the United States."],
    },
    {
      id: "retention",
      heading: "6. How Long We Keep It",
      list: [
        "A sign-up never confirmed: deleted 30 days after it was made.",
        "The hash of your IP address used to limit sign-ups: deleted after one hour.",
        "Your subscription: while you are subscribed. After you unsubscribe, we keep your address marked as unsubscribed, with the record of your consent and of when you withdrew it, so that we never write to you again and can show what you agreed to, until you ask us to delete it.",
        "Purchase records: as long as tax and accounting laws require.",
      ],
      after: [
        "When you delete your data from our data page, we erase at once your subscriber record, its consent record, the links in our e-mails and the record of the e-mails we sent you; copies in our database provider's backups disappear as those backups are replaced.",
      ],
    },
    {
      id: "your-rights",
      heading: "7. Your Choices and Rights",
      paragraphs: ["Wherever you live, you can:"],
      list: [
        "See the data we hold on your e-mail address: enter it on [our data page](/my-data) and we e-mail everything we hold to that address, so that only the person who reads that mailbox receives it.",
        "Delete it: the e-mail from the data page has a link, valid for 7 days, that erases your subscriber record at once.",
        "Stop our e-mails at any time with the one-click unsubscribe link in every one of them.",
        `Correct your data, object to a use of it, withdraw a consent you gave or ask anything else about it: write to [${legal.privacyEmail}](mailto:${legal.privacyEmail}). We may ask you to confirm the request from the e-mail address concerned.`,
      ],
      after: [
        "We answer within 20 days and carry out what we agreed within 15 days after our answer. Using these rights is free, and we will not treat you differently for it.",
        "Residents of some U.S. states, of Mexico and of the European Union have these rights by law and may complain to their data protection authority (in Mexico, the Secretaría Anticorrupción y Buen Gobierno).",
      ],
    },
    {
      id: "cookies",
      heading: "8. Cookies and Analytics",
      paragraphs: [
        "Without your consent the site sets no analytics or advertising cookies. It keeps in your browser only what it needs to work: your cart, your language, your cookie choice and, until you close your browser, that you closed the Mexico offer banner. The Turnstile check on our forms guards against bots and is not used to follow you.",
        'When analytics tools are set up, a banner asks first. Only if you click "Accept" do Google Analytics 4, Google Tag Manager and the Meta Pixel load and set their cookies; "Reject" loads none of them.',
        "To change your choice, clear this site's cookies and site data in your browser's settings: the banner asks again on your next visit. You can also block third-party cookies in your browser, or install Google's opt-out add-on for Google Analytics.",
      ],
    },
    {
      id: "security",
      heading: "9. Security of Your Information",
      paragraphs: [
        "We protect your data with encryption in transit, access limited to the team members who need it (with two-step sign-in), and a database visitors cannot read: every public request goes through our server functions. The links in our e-mails are stored only as one-way hashes. No method of transmission or storage is 100% secure, but we work to protect your information and to act quickly if something goes wrong, including telling you when the law requires it.",
      ],
    },
    {
      id: "children",
      heading: "10. Children",
      paragraphs: [
        "Our Services are meant for adults running a business. We do not knowingly collect personal data from anyone under 18. If you believe a minor has given us personal data, write to us and we will delete it.",
      ],
    },
    {
      id: "links",
      heading: "11. Links to Other Websites",
      paragraphs: [
        "Our website links to other sites, such as booking platforms, our scheduling calendar, our support form and partner offers. This policy does not cover them: please read their privacy policies.",
      ],
    },
    {
      id: "changes",
      heading: "12. Changes to This Policy",
      paragraphs: [
        "When we change this policy we publish the new version on this page with its version date. If a change would use your data for a new purpose that needs your consent, we ask for it by e-mail before it applies to you.",
      ],
    },
    {
      id: "contact",
      heading: "13. Contact Us",
      paragraphs: ["Questions about this Privacy Policy or your data? Contact us:"],
      list: [
        `Privacy requests: [${legal.privacyEmail}](mailto:${legal.privacyEmail})`,
        `By mail: ${legal.name}, ${legal.postalAddress}`,
        ...contactLines,
      ],
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
  version: "Version",
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

/** Each legal page's words (its row in lib/page-table.ts): a page imports its own, the other documents stay out of its chunk. */
export const termsPage = { frame, doc: terms };
export const privacyPage = { frame, doc: privacy };
export const refundPolicyPage = { frame, doc: refundPolicy };
