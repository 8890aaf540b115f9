import { config } from "~/lib/config";
import { en as frame } from "../article-frame/en";
import { workspacePost, type ArticleBlock } from "../blog/posts";
import { en as signUp } from "../sign-up/en";

/*
 * The Google Workspace article's page: its body, video, referral and sign-up offer. Its own module,
 * so a page carries its own article and not the others' (the blog hub and the "keep reading" cards
 * need only the posts in ../blog/posts.ts).
 */

const body: ArticleBlock[] = [
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

export const en = {
  post: workspacePost,
  frame,
  body,
  /** The video: a local poster until the visitor asks for the player. */
  video: {
    title: "Google Workspace for hosts and creators: a quick tour",
    poster: "/images/blog/workspace-video-poster.svg",
    posterAlt: "Video preview: a laptop showing Gmail, Calendar and Docs side by side, with a play button",
    consentNote: "Playing loads the video from YouTube (privacy-enhanced mode), which may set cookies.",
    /** The poster button's name for screen readers. */
    playLabel: (title: string) => `Play video: ${title}`,
    /** The plain link for visitors without JavaScript. */
    watchOnYouTube: "Watch on YouTube",
  },
  referral: {
    title: "Try Google Workspace for your hosting business",
    text: "Start with a professional address at your own domain, shared calendars and Docs for your house manuals. Signing up through our referral link supports this blog at no extra cost to you.",
    label: "Get Started with Google Workspace",
    toast: { title: "Opening Google Workspace", description: "Google's sign-up page opens in a new tab." },
  },
  leadMagnet: {
    title: "The Host's Workspace Starter Kit",
    text: "Join our list and we will e-mail you our ten guest-message templates ready to paste into Gmail, a house-manual Doc outline and the monthly numbers Sheet we use with owners, plus hosting tips now and then.",
    submitLabel: "Send Me the Starter Kit",
    eyebrow: "Free starter kit",
  },
  /** The sign-up form's own words. */
  signUp,
};

export type ArticleGoogleWorkspaceWords = typeof en;
