import { config, introBlogPath } from "~/lib/config";

/** The founder story (spec part 1 §2 "Founder story"). Its section ids are in ./ids.ts. */
export const en = {
  meta: {
    title: "Founder Story",
    description: `How ${config.founderName} turned years of late-night guest messages into ${config.brand}: a 24/7 bilingual guest-experience team for short-term-rental hosts in the US and Mexico.`,
    path: "/founder-story",
  },
  hero: {
    eyebrow: "Founder story",
    title: `Why I Built ${config.brand}`,
    intro:
      "Every host I met had the same problem I once had: a phone that never stops, guests who deserve better than a reply eight hours later, and no one to hand it to. This is how that became a company.",
    portrait: {
      src: "/images/founder/founder-desk.svg",
      alt: `Illustration of ${config.founderName}'s desk at night: a laptop with guest messages, a phone, a coffee cup and a map of the US and Mexico`,
      width: 560,
      height: 440,
    },
  },
  about: {
    title: `About ${config.founderName}`,
    paragraphs: [
      `I'm ${config.founderName}, founder of ${config.brand}. I spent more than a decade in guest services and customer support, first at a hotel front desk, then leading support teams for travel companies. I learned one thing there that has never changed: guests forgive almost anything except silence.`,
      "When I started hosting a small casita of my own, I became the whole front desk. I answered check-in questions in the grocery line, translated Wi-Fi instructions into Spanish at midnight and rewrote my house rules after every surprise. My reviews were good. My evenings were gone.",
      "Other hosts started asking how I kept my response time so low. The honest answer was: by never putting the phone down. That is not a system, and it does not scale to a second listing, let alone a tenth.",
    ],
    signature: config.founderName,
  },
  problem: {
    title: "The Problem",
    intro:
      "Short-term rental hosting looks passive from the outside. From the inside it is a 24-hour customer-service job with a property attached.",
    points: [
      {
        title: "Guests expect answers in minutes",
        text: "A guest at a locked door at 11 p.m. will not wait until morning, and the platforms notice: Superhost status needs a response rate of at least 90%.",
      },
      {
        title: "One slow reply becomes one low review",
        text: "Most three-star reviews I read were not about the property. They were about a question nobody answered, or an answer that came too late to help.",
      },
      {
        title: "Two countries, two languages, one host",
        text: "Hosts in the US and Mexico serve guests in English and Spanish, with cleaners, owners and guests spread across time zones.",
      },
      {
        title: "Burnout is the real cost",
        text: "Hosts who do it all themselves either stop growing or stop enjoying it. Usually both.",
      },
    ],
  },
  solution: {
    title: `The ${config.brand} Solution`,
    paragraphs: [
      `${config.brand} is the front desk I wished I'd had: a trained, bilingual team that answers your guests 24/7, working from written procedures built for your property, with you in the loop only when you need to be.`,
      "We started with a single promise to a handful of hosts: every guest message answered, day or night. Then we wrote down everything that made those stays go well, and turned it into launch kits, templates and a full co-hosting service.",
    ],
    pillars: [
      { title: "24/7 guest communication", text: "Real people answering in English and Spanish, before, during and after every stay." },
      { title: "Procedures, not heroics", text: "Custom messaging SOPs, welcome guides and review scripts so every guest gets your best day." },
      { title: "Launch to five stars", text: "Listing setup, pricing-tool integration and coaching, with setup done in 7 business days." },
    ],
    servicesLink: { label: "Explore All Services", to: "/all-services" },
  },
  whyChoose: {
    title: `Why Choose ${config.brand}`,
    points: [
      "We have been hosts. We know the difference between a template and a reply that sounds like you.",
      "We cover the US and Mexico, in English and Spanish, so no guest waits for a translation.",
      "No booking commission split on co-hosting: you keep what your listing earns.",
      "Results you can measure. Our featured studio reached Superhost in 21 days after launch.",
      "A 30-day money-back guarantee on our DIY and done-for-you offers.",
    ],
    caseStudyLink: { label: "Read the case study", to: "/case-study/studio-la-boheme" },
  },
  social: {
    title: `Connect with ${config.brand}`,
    intro: "Say hello, follow along, or read the first post on our blog, where I explain what we are building and why.",
    profileLabel: `${config.founderFirstName}'s professional profile`,
    emailLabel: `E-mail ${config.email}`,
    blogLabel: "Read the intro blog post",
    /** A social network's link: "{brand} on Instagram". */
    followOn: (network: string) => `${config.brand} on ${network}`,
    blogPath: introBlogPath,
  },
  /** The page's own labels: the side panel, the links. */
  labels: {
    glanceTitle: `${config.brand} at a glance`,
    glance: [
      { label: "Serving", value: "Hosts in the US and Mexico" },
      { label: "Languages", value: "English and Spanish" },
      { label: "Hours", value: "24/7, weekends and holidays" },
      { label: "Specialty", value: "Guest communication and launches" },
    ],
    allServices: `See all ${config.brand} services`,
  },
};

export type FounderStoryWords = typeof en;
