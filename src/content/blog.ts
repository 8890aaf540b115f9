import { config, introBlogPath } from "~/lib/config";
import { actionToasts } from "./offer-facts";

/**
 * The blog: the hub's posts and the three article bodies, as data (spec part 1 section 3:
 * Blog post = category, title, slug, excerpt, imageUrl, imageAlt).
 */
export type BlogPost = {
  /** The route path without its leading slash. */
  slug: string;
  category: string;
  title: string;
  excerpt: string;
  imageUrl: string;
  imageAlt: string;
  /** ISO date, for <time dateTime> and structured data. */
  date: string;
  /** As the page prints it. */
  dateLabel: string;
  author: string;
  readingMinutes: number;
  /** The meta description. */
  description: string;
};

/** Copy written as data. Paragraphs and list items may carry [label](href) links. */
export type ArticleBlock =
  | { type: "p"; text: string }
  | { type: "h2"; text: string; id: string }
  | { type: "h3"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "quote"; text: string; cite?: string }
  | { type: "callout"; title: string; text: string }
  /** Where the page inserts an interactive piece (video, referral, form). */
  | { type: "slot"; name: string };

export const postPath = (post: Pick<BlogPost, "slug">): string => `/${post.slug}`;

export const introPost: BlogPost = {
  slug: introBlogPath.slice(1),
  category: "Our Story",
  title: `Welcome to the ${config.brand} Blog: Hospitality That Never Sleeps`,
  excerpt: `Why ${config.founderFirstName} started a 24/7 guest-experience team for short-term-rental hosts, what this blog will cover, and how to get the most out of it.`,
  imageUrl: "/images/blog/intro.svg",
  imageAlt: "A host's phone at night showing a guest message answered within minutes, with a moon over a small house",
  date: "2025-06-02",
  dateLabel: "June 2, 2025",
  author: config.founderName,
  readingMinutes: 4,
  description: `Meet ${config.founderName}, founder of ${config.brand}, and learn what the blog covers: guest communication, reviews, pricing and running a calmer hosting business in the US and Mexico.`,
};

export const workspacePost: BlogPost = {
  slug: "why-creators-thrive-with-google-workspace",
  category: "Productivity",
  title: "Why Creators Thrive with Google Workspace",
  excerpt:
    "A shared inbox, one calendar for every booking and a single folder of house manuals: how hosts and creators run a tidy business on Google Workspace.",
  imageUrl: "/images/blog/google-workspace.svg",
  imageAlt: "Illustration of a laptop with mail, calendar and document panels arranged side by side",
  date: "2025-08-13",
  dateLabel: "August 13, 2025",
  author: config.founderName,
  readingMinutes: 6,
  description:
    "How short-term-rental hosts and independent creators use Google Workspace for a professional inbox, shared calendars, house manuals and guest templates, with a short video walkthrough.",
};

export const fiveStarsPost: BlogPost = {
  slug: "from-feedback-to-five-stars-online-reputation-management",
  category: "Reputation Management",
  title: "From Feedback to Five Stars: Online Reputation Management for Hosts",
  excerpt:
    "Reviews decide who books you next. A practical system for asking, listening, replying and fixing, so every stay moves your rating the right way.",
  imageUrl: "/images/blog/five-stars.svg",
  imageAlt: "Five stars rising from a speech bubble above a review card",
  date: "2025-07-21",
  dateLabel: "July 21, 2025",
  author: config.founderName,
  readingMinutes: 7,
  description:
    "A step-by-step reputation system for Airbnb and short-term-rental hosts: prevent bad reviews, ask at the right moment, reply well in public and turn feedback into five-star stays.",
};

/** Newest first on the hub. */
export const BLOG_POSTS: readonly BlogPost[] = [workspacePost, fiveStarsPost, introPost];

export const blogHub = {
  eyebrow: `The ${config.brand} Blog`,
  title: "Guest Experience Notes for Hosts",
  intro:
    "Practical playbooks from the team that answers guest messages around the clock: communication, reviews, pricing and the tools that keep a hosting business calm.",
  teamBlogTitle: "More from our team",
  teamBlogText:
    "Our support team also keeps a running blog of quick answers, template updates and platform changes as they happen.",
  teamBlogLabel: "Visit the Team Blog",
  tipsLabel: "Get Tips by E-mail",
  listLabel: "Articles",
} as const;

/** Labels of the article frame and the intro post's closing links. */
export const articleCopy = {
  allArticles: "All articles",
  by: "By",
  minutesRead: (n: number) => `${n} min read`,
  keepReading: "Keep reading",
  readArticle: "Read article",
  introTips: "Get Hosting Tips",
  introFounder: "Read the Founder Story",
} as const;

const calendarText = "a free 30-minute consultation";

export const introArticle: ArticleBlock[] = [
  {
    type: "p",
    text: `Hi, I'm ${config.founderFirstName}. For years I was the person guests messaged at 2 a.m. when the lockbox code would not work. I learned that guests rarely remember the thread count; they remember whether someone answered. That is why I built ${config.brand}: a team that answers every guest, in English or Spanish, around the clock, so hosts can sleep.`,
  },
  { type: "h2", id: "why-this-blog", text: "Why a blog, and why now" },
  {
    type: "p",
    text: "Hosting has grown up. Guests compare your listing with boutique hotels, the platforms reward fast and friendly replies, and a single three-star review can cost weeks of bookings. Most of what works is not secret; it is simply written down nowhere. This blog is where we write it down.",
  },
  { type: "h2", id: "what-we-will-cover", text: "What we will cover" },
  {
    type: "ul",
    items: [
      "Guest communication: the messages we send before, during and after a stay, and why each one exists.",
      "Reviews and reputation: how to earn five stars, and how to answer the review that is not.",
      "Pricing and calendars: small, steady adjustments that beat one big discount.",
      "Hosting across the border: what changes when your guests, cleaners or co-hosts are in the US and Mexico.",
      "Tools: the inbox, calendar and automation set-ups we trust, and the ones we stopped using.",
    ],
  },
  { type: "h2", id: "how-to-use-it", text: "How to get the most out of it" },
  {
    type: "p",
    text: "Every post ends with something you can do in under an hour: a template to copy, a checklist to run or a setting to change. Start with [From Feedback to Five Stars](/from-feedback-to-five-stars-online-reputation-management) if reviews keep you up at night, or [Why Creators Thrive with Google Workspace](/why-creators-thrive-with-google-workspace) if your inbox does.",
  },
  {
    type: "quote",
    text: "Hospitality is not a feature of the listing. It is how quickly and kindly someone answers when something goes wrong.",
    cite: config.founderName,
  },
  {
    type: "callout",
    title: "Want this in your inbox?",
    text: `Get hosting tips, early access to our DIY toolkits and community-only offers: [join the list](/subscribe). Or see [everything we offer](/all-services) and book ${calendarText}.`,
  },
];

export const workspaceArticle: ArticleBlock[] = [
  {
    type: "p",
    text: "Independent creators and short-term-rental hosts have more in common than it seems. Both run a one-person brand, answer strangers who are about to trust them, and juggle a calendar that is never quiet. The ones who thrive treat their tools as a small, tidy office. Google Workspace is the office many of them pick.",
  },
  { type: "slot", name: "video" },
  { type: "h2", id: "a-professional-inbox", text: "1. A professional inbox guests trust" },
  {
    type: "p",
    text: "An address at your own domain reads like a business, not a side project. With Gmail on Workspace you can add a shared alias such as stay@ or reservas@ for the whole team, keep personal mail out of it, and hand a co-host access without handing over your password.",
  },
  {
    type: "ul",
    items: [
      "Create templates for the ten questions guests ask most (parking, check-in, Wi-Fi, late arrival) and insert them in two clicks.",
      "Use labels per property, and a filter that stars anything containing 'urgent', 'locked' or 'leak'.",
      "Turn on two-step verification for everyone with access to guest data.",
    ],
  },
  { type: "h2", id: "one-calendar", text: "2. One calendar for stays, cleanings and calls" },
  {
    type: "p",
    text: "Subscribe Google Calendar to each listing's calendar feed, then add cleaning and maintenance as their own colour-coded calendars shared with your cleaners. A booking page lets past guests, owners or brand partners pick a time for a call without the back-and-forth.",
  },
  { type: "h2", id: "house-manuals", text: "3. House manuals that stay current" },
  {
    type: "p",
    text: "Keep one Google Doc per property as the source of truth for appliance quirks, trash days and the neighbour's name. Link it from your welcome message, and edit it once when something changes rather than fixing five copies. Docs translate in a click, which helps when your guests or cleaners prefer Spanish.",
  },
  { type: "h2", id: "numbers-in-sheets", text: "4. Numbers in one sheet" },
  {
    type: "p",
    text: "A simple Sheet with nightly rate, occupancy, cleaning cost and review score per month tells you more than any dashboard you never open. Share it read-only with an owner or partner and the monthly update writes itself.",
  },
  { type: "h2", id: "meet-and-chat", text: "5. Meet and Chat for the team behind the stay" },
  {
    type: "p",
    text: "A quick video walkthrough with a new cleaner, a Chat space for each property, and a recorded handover when you travel: small habits that keep a remote team in step across time zones.",
  },
  { type: "slot", name: "referral" },
  {
    type: "callout",
    title: "Our take",
    text: `We run ${config.brand}'s own 24/7 guest desk on shared inboxes, calendars and living documents like these. Tools do not replace a fast human reply, but they make one possible at 3 a.m. If you would rather hand the whole inbox to us, see [our services](/all-services).`,
  },
];

export const fiveStarsArticle: ArticleBlock[] = [
  {
    type: "p",
    text: "Your rating is your storefront. On the big platforms, listings with strong reviews rank higher, earn badges like Guest Favorite and convert browsers into bookings. The good news: a five-star reputation is mostly a system, not luck. Here is the one we run for our hosts.",
  },
  { type: "h2", id: "prevent", text: "Step 1: Prevent the bad review before the stay" },
  {
    type: "p",
    text: "Most low ratings come from a surprise: a steep driveway, a shared wall, a 15-minute walk to the beach described as 'steps away'. Say it plainly in the listing and again in the pre-arrival message. A guest who was told rarely complains.",
  },
  {
    type: "ul",
    items: [
      "Send check-in instructions 48 hours and again 3 hours before arrival, with photos of the door and the lockbox.",
      "Reply to every message within minutes, day or night. Speed is the kindest thing you can offer a guest standing at a locked door.",
      "Ask on the first morning: 'Is everything as you hoped?' Problems fixed on day one do not end up in the review.",
    ],
  },
  { type: "h2", id: "ask", text: "Step 2: Ask at the right moment, in the right words" },
  {
    type: "p",
    text: "Send a short thank-you within a few hours of check-out, while the stay is still fresh. Name one detail from their trip, tell them you are leaving them a review, and invite them to share theirs. Keep it warm and short; never offer anything in exchange for a rating.",
  },
  { type: "h2", id: "listen", text: "Step 3: Listen to the private feedback" },
  {
    type: "p",
    text: "The private notes and the category scores (cleanliness, accuracy, check-in, communication, location, value) are where the real fixes are. Track them monthly. Two mentions of the same thing is a pattern: fix it, then mention the fix in your listing.",
  },
  { type: "h2", id: "reply", text: "Step 4: Reply in public like a host, not a lawyer" },
  {
    type: "ol",
    items: [
      "Thank the guest by name, whatever the rating.",
      "Acknowledge the issue in one sentence, without arguing the details.",
      "Say what you changed, so the next reader sees a host who listens.",
      "Keep it under 80 words; future guests skim.",
    ],
  },
  {
    type: "quote",
    text: "Thank you, Daniel. You were right about the shower pressure, and we replaced the valve the following week. We would love to host you again.",
    cite: "A host reply we helped write",
  },
  { type: "h2", id: "measure", text: "Step 5: Measure, then repeat" },
  {
    type: "p",
    text: "Watch three numbers: your average response time, your share of five-star reviews and your lowest category score. When all three move the right way, the ranking and the bookings follow. In our launch work, hosts typically see results in 2-4 weeks; the [Studio La Bohème case study](/case-study/studio-la-boheme) shows how it went for one studio.",
  },
  {
    type: "callout",
    title: "Want a second pair of eyes on your reviews?",
    text: "Book a call and we will walk through your last 20 reviews together, free, and leave you with the three changes most likely to lift your rating.",
  },
];

/** The article body for each post path. */
export const ARTICLES: Record<string, ArticleBlock[]> = {
  [postPath(introPost)]: introArticle,
  [postPath(workspacePost)]: workspaceArticle,
  [postPath(fiveStarsPost)]: fiveStarsArticle,
};

/** The Google Workspace article's video: a local poster until the visitor asks for the player. */
export const workspaceVideo = {
  title: "Google Workspace for hosts and creators: a quick tour",
  poster: "/images/blog/workspace-video-poster.svg",
  posterAlt: "Video preview: a laptop showing Gmail, Calendar and Docs side by side, with a play button",
  embedUrl: (videoId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`,
  consentNote: "Playing loads the video from YouTube (privacy-enhanced mode), which may set cookies.",
} as const;

export const workspaceReferral = {
  title: "Try Google Workspace for your hosting business",
  text: "Start with a professional address at your own domain, shared calendars and Docs for your house manuals. Signing up through our referral link supports this blog at no extra cost to you.",
  label: "Get Started with Google Workspace",
  toast: { title: "Opening Google Workspace", description: "Google's sign-up page opens in a new tab." },
} as const;

export const workspaceLeadMagnet = {
  title: "The Host's Workspace Starter Kit",
  text: "Join our list and we will e-mail you our ten guest-message templates ready to paste into Gmail, a house-manual Doc outline and the monthly numbers Sheet we use with owners, plus hosting tips now and then.",
  submitLabel: "Send Me the Starter Kit",
  eyebrow: "Free starter kit",
  source: "GoogleWorkspaceArticle",
} as const;

export const fiveStarsCall = {
  title: "Turn your feedback into five stars",
  text: "Book a free 30-minute consultation. We will review your recent feedback with you and map the fixes that move your rating fastest.",
  label: "Book a Call",
  toast: actionToasts.calendar,
} as const;
