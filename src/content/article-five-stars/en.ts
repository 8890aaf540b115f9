import { en as frame } from "../article-frame/en";
import { fiveStarsPost, type ArticleBlock } from "../blog/posts";
import type { ToastInput } from "~/lib/toast";
import { actionToasts } from "../offer-facts";

/*
 * The five-stars article's page: its body and its call. Its own module, so a page carries its own
 * article and not the others' (the blog hub and the "keep reading" cards need only the posts in
 * ../blog/posts.ts).
 */

const body: ArticleBlock[] = [
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

export const en = {
  post: fiveStarsPost,
  frame,
  body,
  call: {
    title: "Turn your feedback into five stars",
    text: "Book a free 30-minute consultation. We will review your recent feedback with you and map the fixes that move your rating fastest.",
    label: "Book a Call",
    toast: actionToasts.calendar as ToastInput,
  },
};

export type ArticleFiveStarsWords = typeof en;
