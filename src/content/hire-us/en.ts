import { en as toasts } from "~/content/action-toasts/en";
import { config } from "~/lib/config";

/** /hire-us (spec part 2 §2 "Hire Us page"): consulting services for hospitality and small businesses. */
export type ServiceIcon = "trending" | "route" | "headset" | "settings" | "users" | "message";
type ServiceCard = { icon: ServiceIcon; title: string; description: string };

export const en = {
  meta: {
    title: "Hire Us",
    description: `Hire ${config.brand} for CX strategy, journey mapping, 24/7 bilingual support outsourcing, managed CX, team training and customer feedback insights.`,
    path: "/hire-us",
  },
  hero: {
    eyebrow: `Hire ${config.brand}`,
    title: "Don't Just Compete. Dominate.",
    intro:
      "Customer experience is the one advantage competitors cannot copy overnight. We design it, staff it and measure it for hospitality brands, small businesses, startups and solopreneurs.",
    primaryLabel: "Get My Free CX Audit",
    secondaryLabel: "Book a Strategy Call",
  },
  advantagePoints: [
    { title: "Hospitality-grade service", text: "Standards learned at the front desk and on thousands of guest conversations, applied to your customers." },
    { title: "Available 24/7", text: "Support that answers when your customers write, not when your office opens." },
    { title: "Bilingual by default", text: "English and Spanish support for businesses serving the US and Mexico." },
    { title: "Systems you keep", text: "Every engagement leaves written playbooks, templates and dashboards that stay with your team." },
  ],
  /** The six named service cards (spec part 2 §2 "Hire Us page"). */
  serviceCards: [
    {
      icon: "trending",
      title: "CX Strategy & Growth",
      description:
        "A clear plan that ties customer experience to revenue: where customers drop off, what keeps them coming back, and the few changes worth making first.",
    },
    {
      icon: "route",
      title: "Journey Mapping & Design",
      description:
        "We map every step from first search to repeat purchase or return stay, then redesign the moments that frustrate customers or cost you sales.",
    },
    {
      icon: "headset",
      title: "Support Team Outsourcing",
      description:
        "A trained, bilingual team answering e-mail, chat, phone and platform messages around the clock, working from your procedures and in your voice.",
    },
    {
      icon: "settings",
      title: "Managed CX Services",
      description:
        "We run your customer-experience operation end to end: tools, queues, quality reviews and reporting, with one accountable lead.",
    },
    {
      icon: "users",
      title: "Employee Training & Culture",
      description:
        "Hands-on workshops and coaching that give your team the habits of great hospitality: empathy, ownership and fast, clear replies.",
    },
    {
      icon: "message",
      title: "Customer Feedback & Insights",
      description:
        "Surveys, review analysis and voice-of-customer reports that turn scattered feedback into a ranked list of fixes.",
    },
  ] satisfies readonly ServiceCard[] as readonly ServiceCard[],
  testimonials: [
    {
      quote:
        "They rebuilt our booking-to-check-in journey in three weeks. Fewer 'where is the key?' calls, calmer front-line staff, and our review average went up.",
      author: "Daniela P.",
      role: "Operations Manager, boutique hotel group",
    },
    {
      quote:
        "We are a two-person startup and suddenly have 24/7 support that customers compliment. It feels like we hired a whole department.",
      author: "Marcus L.",
      role: "Co-founder, travel gear startup",
    },
  ],
  impact: {
    title: "The impact you can expect",
    points: [
      "Faster first replies, day and night, in English and Spanish.",
      "Higher review scores and more repeat customers.",
      "Fewer escalations, because problems are caught early.",
      "A calmer team working from clear, written playbooks.",
      "Reports that show what changed, in numbers you can check.",
    ],
  },
  cta: {
    title: "Ready to lead your market on experience?",
    text: "Start with a free CX audit of your customer journey, or book a strategy call to talk through your goals. Either way, you leave with a plan.",
  },
  /** The page's own headings and labels. */
  labels: {
    advantage: "Our advantage",
    services: {
      eyebrow: "What we do",
      title: "Services that set you apart",
      intro: "Pick one, or let us combine them into a single engagement with one accountable lead.",
    },
    testimonialsTitle: "What our clients say",
    impactEyebrow: "Impact",
    impactNote: "Every engagement starts with a baseline, so you can see exactly what moved and by how much.",
  },
  /** The calls to action's toasts. */
  toasts,
};

export type HireUsWords = typeof en;
