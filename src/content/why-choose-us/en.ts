import { en as toasts } from "~/content/action-toasts/en";
import type { ComparisonLabels, ComparisonValue } from "~/content/page-parts";
import type { Testimonial } from "~/content/testimonials";
import { config } from "~/lib/config";

/** /why-choose-us (spec part 2 §2 "Full route list"). Icons are keys the page maps to lucide icons. */
export type ReasonIcon = "clock" | "languages" | "home" | "clipboard" | "handshake" | "chart";
type Reason = { icon: ReasonIcon; title: string; text: string };
/** A host's words; one quoted in another language than the page's carries it and a translation. */
type HostQuote = Testimonial & { lang?: string; translation?: string };

export const en = {
  meta: {
    title: "Why Choose Us",
    description: `Why short-term-rental hosts in the US and Mexico trust ${config.brand}: 24/7 bilingual guest communication, written procedures for every property and no booking commission split.`,
    path: "/why-choose-us",
  },
  hero: {
    eyebrow: "Why choose us",
    title: `Why Hosts Trust ${config.brand} with Their Guests`,
    intro:
      "Your guests message at all hours, in two languages, about things that cannot wait. We answer every one of them as if the property were our own, so your reviews reflect your best day, every day.",
  },
  /** The page's own headings and labels. */
  labels: {
    servicesLink: "See Our Services",
    reasons: {
      title: "Six reasons hosts stay with us",
      intro: "We are not a call centre reading scripts. We are hosts who built the guest desk we always wanted.",
    },
    testimonialsTitle: "Hosts in their own words",
  },
  reasons: [
    {
      icon: "clock",
      title: "Always on, 24/7",
      text: "Real people answer your guests day and night, including weekends and holidays. No auto-replies pretending to be help.",
    },
    {
      icon: "languages",
      title: "Bilingual across the US and Mexico",
      text: "Fluent English and Spanish, and hands-on experience with hosting on both sides of the border.",
    },
    {
      icon: "home",
      title: "Built by hosts",
      text: "We started as hosts. Our procedures come from real check-ins, real lockbox failures and real five-star stays.",
    },
    {
      icon: "clipboard",
      title: "Procedures, not guesswork",
      text: "Every property gets written messaging procedures, templates and escalation rules, so every reply sounds like you.",
    },
    {
      icon: "handshake",
      title: "No booking commission split",
      text: "Our Platinum co-host plan is a flat monthly fee. Your booking revenue stays yours.",
    },
    {
      icon: "chart",
      title: "Results you can measure",
      text: "Response time, review scores and bookings, reported plainly. Most launch clients see results in 2-4 weeks.",
    },
  ] satisfies Reason[] as Reason[],
  howWeWork: {
    title: "How we work together",
    steps: [
      { title: "Free 30-minute consultation", text: "We look at your listing, your reviews and your goals, and tell you honestly what we would do first." },
      { title: "Setup in 7 business days", text: "Listing, messaging procedures, templates and pricing tool, ready and tested before your next guest arrives." },
      { title: "24/7 guest care", text: "Our team takes over the inbox, with you copied on anything that needs an owner's decision." },
      { title: "Review and improve", text: "Monthly check-ins on the numbers and the feedback, and the fixes that follow." },
    ],
  },
  comparison: {
    title: `${config.brand} compared`,
    intro: "What changes when a dedicated guest-experience team joins your hosting business.",
    labels: { feature: "Feature", yes: "Yes", no: "No" } satisfies ComparisonLabels,
    columns: [config.brand, "Doing it yourself", "Typical virtual assistant"],
    rows: [
      { feature: "Replies around the clock", values: [true, false, "Business hours"] },
      { feature: "English and Spanish", values: [true, "If you speak both", "Varies"] },
      { feature: "Written procedures for your property", values: [true, false, false] },
      { feature: "Short-term-rental experience", values: [true, true, "Rarely"] },
      { feature: "Review and reputation strategy", values: [true, "Ad hoc", false] },
      { feature: "Flat pricing, no booking commission split", values: [true, "Costs your evenings", "Hourly billing"] },
    ] satisfies { feature: string; values: ComparisonValue[] }[] as { feature: string; values: ComparisonValue[] }[],
  },
  proofStats: {
    title: "Proof from a real launch",
    caption: "Studio La Bohème, Mexico City",
    stats: [
      { value: "$9k+", label: "in bookings in 7 days" },
      { value: "14 days", label: "to Guest Favorite" },
      { value: "21 days", label: "to Superhost" },
      { value: "48 hours", label: "to 100% ROI" },
    ],
    link: { label: "Read the full case study", to: "/case-study/studio-la-boheme" },
  },
  testimonials: [
    {
      quote:
        "I used to sleep with my phone on the pillow. Now the guest messages are handled before I wake up, and my response rate has stayed at 100% ever since.",
      author: "Rachel M.",
      role: "Host of two cabins, Flagstaff, Arizona",
    },
    {
      quote:
        "Mis huéspedes son de Estados Unidos y de México. Por fin alguien les contesta a todos, en su idioma, a cualquier hora.",
      author: "Jorge A.",
      role: "Host in Puerto Vallarta, Mexico",
      lang: "es",
      translation: "My guests come from the US and Mexico. Finally someone answers all of them, in their language, at any hour.",
    },
  ] satisfies HostQuote[] as HostQuote[],
  cta: {
    title: "Let's make your next review a five-star one",
    text: "Book a free 30-minute consultation, or browse everything we offer first.",
    calendarLabel: "Book Free Consultation",
    servicesLabel: "Explore All Solutions",
  },
  /** The calls to action's toasts. */
  toasts,
};

export type WhyChooseUsWords = typeof en;
