import { config } from "~/lib/config";
import type { ToastInput } from "~/lib/toast";
import { kitById, MONEY_BACK_DAYS } from "~/content/kits";
import { actionToasts, CLAIMS } from "~/content/offer-facts";
import { quoteCopy } from "~/content/blocks/quote-card";

const pro = kitById("pro");

export type AffiliateLink = {
  id: "host" | "service" | "experience";
  label: string;
  /** The button's own words. */
  cta: string;
  text: string;
  href: string;
  toast: ToastInput;
};

/** The featured client case study (spec part 1 §2 "Case study"). */
export const en = {
  meta: {
    title: "Case Study: Studio La Bohème",
    description:
      "How a new Mexico City studio booked $9k+ in 7 days, earned Guest Favorite in 14 days and reached Superhost in 21 days with a full launch and 24/7 bilingual guest care.",
    path: "/case-study/studio-la-boheme",
  },
  caseStudy: {
    eyebrow: "Client case study",
    title: "Studio La Bohème: From New Listing to Superhost in 21 Days",
    intro:
      "A brand-new studio in Mexico City's Roma Norte, an owner living two time zones away, and no reviews yet. Here is how a full launch and round-the-clock guest care turned it into one of the neighbourhood's most-booked stays.",
    hero: {
      src: "/images/case-study/studio-la-boheme.svg",
      alt: "Illustration of Studio La Bohème: a sunlit studio with a reading chair, a floor lamp, plants and balcony doors over a tree-lined street",
      width: 640,
      height: 460,
    },
    facts: [
      { label: "Property", value: "Studio, 1 queen bed, sleeps 2" },
      { label: "Location", value: "Roma Norte, Mexico City" },
      { label: "Owner", value: "Based in the US, hosting remotely" },
      { label: "Service", value: pro.name },
    ],
  },
  challenge: {
    title: "The Challenge",
    intro:
      "The owner had furnished the studio beautifully, but the listing was not doing it justice, and the owner could not be on call in two languages around the clock.",
    points: [
      "A new listing with zero reviews, competing with hundreds of established stays nearby.",
      "Generic photo captions and a one-paragraph description that buried the balcony, the quiet street and the walkable location.",
      "Default nightly pricing that ignored weekends, holidays and the city's event calendar.",
      "Guests writing in English and Spanish at all hours, while the owner worked a full-time job in another time zone.",
    ],
  },
  solution: {
    title: "The Solution",
    intro: `We ran our ${pro.name} package: the full launch, then our team running guest operations through the first month. Setup was done in 7 business days.`,
    steps: [
      {
        title: "Listing rebuilt to convert",
        text: "New title, description and photo order led by the balcony and the light; amenities completed; house rules written in a friendly tone in English and Spanish.",
      },
      {
        title: "Messaging procedures and templates",
        text: "A custom messaging SOP covering inquiry to check-out: pre-arrival, check-in with photos of the door, a first-morning check-in, and a review request after departure.",
      },
      {
        title: "Dynamic pricing connected",
        text: "A pricing tool integrated and tuned to Roma Norte's weekends, holidays and concerts, with daily price monitoring during the first 30 days.",
      },
      {
        title: "24/7 bilingual guest care",
        text: "Our team answered every message, day and night, and handled a late-arrival lockbox issue and a Wi-Fi outage before either could become a review.",
      },
    ],
  },
  /** Results as the spec states them (spec part 1 §1). */
  keyResults: {
    title: "Key Results",
    intro: "Measured from the day the optimized listing went live.",
    stats: [
      { value: "$9k+", label: "in bookings in 7 days", detail: "Over $9,000 booked in the first week after launch." },
      { value: "48 hours", label: "to 100% ROI", detail: "The launch package paid for itself within 48 hours." },
      { value: "14 days", label: "to Guest Favorite", detail: "Guest Favorite badge earned within 14 days." },
      { value: "21 days", label: "to Superhost", detail: "Superhost status reached in 21 days." },
    ],
    note:
      "Every property is different. Most of our launch clients see results in 2-4 weeks: more inquiries, faster bookings and five-star reviews.",
  },
  guestQuotes: {
    title: "What Guests Said",
    quotes: [
      {
        quote:
          "We landed at midnight and had a message with photos of the door before we even reached the taxi line. The studio was even lovelier than the pictures.",
        author: "Megan R.",
        role: "Guest from Austin, Texas",
        stars: 5,
      },
      {
        quote:
          "Nos respondieron en minutos y en español. El balcón, la cafetería de la esquina y la calma de la calle: todo perfecto.",
        author: "Lucía G.",
        role: "Guest from Monterrey, Mexico",
        stars: 5,
        lang: "es",
        translation:
          "They replied within minutes, and in Spanish. The balcony, the café on the corner and the quiet street: everything was perfect.",
      },
      {
        quote:
          "The Wi-Fi went down on our first evening and someone had a fix for us in ten minutes. That is better service than most hotels we stay in.",
        author: "Tom & Priya K.",
        role: "Guests from Toronto, Canada",
        stars: 5,
      },
    ],
  },
  /** Partner affiliate links to the booking platform; each opens in a new tab with a toast. Those whose link is not configured are not shown. */
  affiliates: [
    {
      id: "host",
      label: "Become an Airbnb Host",
      cta: "Start Hosting",
      text: "Have a space like Studio La Bohème? List it on Airbnb.",
      href: config.links.affiliateHost,
      toast: { title: "Opening Airbnb Hosting", description: "Airbnb's host sign-up opens in a new tab." },
    },
    {
      id: "service",
      label: "Offer a Service on Airbnb",
      cta: "Offer a Service",
      text: "Chef, photographer or stylist? Offer your service to guests.",
      href: config.links.affiliateService,
      toast: { title: "Opening Airbnb Services", description: "Airbnb's service-host sign-up opens in a new tab." },
    },
    {
      id: "experience",
      label: "Host an Airbnb Experience",
      cta: "Host an Experience",
      text: "Share your city with a tour, class or tasting.",
      href: config.links.affiliateExperience,
      toast: { title: "Opening Airbnb Experiences", description: "Airbnb's experience-host sign-up opens in a new tab." },
    },
  ] satisfies readonly AffiliateLink[] as readonly AffiliateLink[],
  affiliateDisclosure: "These are referral links. We may earn a reward if you sign up through them, at no cost to you.",
  cta: {
    title: "Want results like these for your listing?",
    text: "Start with a free 30-minute consultation. We will look at your listing together and tell you honestly what we would change first.",
    primary: { label: "Book Free Consultation", toast: actionToasts.calendar as ToastInput },
    secondary: { label: "See Launch Kit Pricing", to: "/pricing#airbnb-launch-kit" },
  },
  /** The promises under the story, worded from the shared claims. */
  launchPromises: {
    title: "What every launch includes",
    items: [
      `A ${CLAIMS.consultation} before you commit to anything.`,
      `${CLAIMS.setup}.`,
      `Results typically in ${CLAIMS.results.value}.`,
      `A ${MONEY_BACK_DAYS}-day money-back guarantee. See our [refund policy](/refund-policy).`,
    ],
  },
  /** The page's own headings and labels. */
  labels: {
    seeResults: "See the Results",
    projectFacts: "Project facts",
    before: "Before",
    whatWeDid: "What we did",
    step: (n: number) => `Step ${n}`,
    /** The guest quotes' cards (components/marketing/quote-card.tsx). */
    quote: quoteCopy,
    startHosting: {
      title: "Start your own hosting story",
      intro: "Whether you have a spare room, a skill or a city you love to show off, these are the places to begin.",
    },
  },
};

export type CaseStudyWords = typeof en;
