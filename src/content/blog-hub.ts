import { config } from "~/lib/config";

/** The blog hub's own words (/blog); the posts and the article frame's labels are in ./blog.ts. */
export const blogHub = {
  eyebrow: `The ${config.brand} Blog`,
  title: "Guest Experience Notes for Hosts",
  intro:
    "Practical playbooks from the team that answers guest messages around the clock: communication, reviews, pricing and the tools that keep a hosting business calm.",
  teamBlogTitle: "More from our team",
  teamBlogText:
    "Our support team also keeps a running blog of quick answers, template updates and platform changes as they happen.",
  teamBlogLabel: "Visit the Team Blog",
  teamBlogToast: { title: "Opening the Team Blog", description: "Our team blog opens in a new tab." },
  tipsLabel: "Get Tips by E-mail",
  listLabel: "Articles",
} as const;
