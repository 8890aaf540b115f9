import { config } from "~/lib/config";
import { en as frame } from "../article-frame/en";
import { introPost, type ArticleBlock } from "../blog/posts";

/*
 * The intro post's page (/cxf{name}-blog-intro): its body and closing links. Its own module, so a
 * page carries its own article and not the others' (the blog hub and the "keep reading" cards need
 * only the posts in ../blog/posts.ts).
 */

const calendarText = "a free 30-minute consultation";

const body: ArticleBlock[] = [
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

export const en = {
  post: introPost,
  frame,
  body,
  tipsLabel: "Get Hosting Tips",
  founderLabel: "Read the Founder Story",
};

export type BlogIntroWords = typeof en;
