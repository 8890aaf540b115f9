import { ArrowRight, Lightbulb, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { cardVariants } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

/**
 * The pieces a post's Markdown (src/content/posts/*.mdx) writes by name beside its text: a pull
 * quote, a callout, closing buttons, and its links and headings. Written as they rendered when a
 * body was data (the posts' text and markup did not change when they became files).
 */

/** <Quote cite="Who said it">What they said</Quote> */
export function Quote({ children, cite }: { children: ReactNode; cite?: string }) {
  return (
    <figure className="my-8 border-l-4 border-accent-500 bg-sand-50 py-4 pl-6 pr-4">
      <blockquote className="text-xl font-medium leading-relaxed text-brand-900">
        <p className="!my-0 !text-brand-900">“{children}”</p>
      </blockquote>
      {cite && <figcaption className="mt-2 text-sm text-muted">— {cite}</figcaption>}
    </figure>
  );
}

/** <Callout title="Our take">Text, with [links](/all-services).</Callout> */
export function Callout({ children, title }: { children: ReactNode; title: string }) {
  return (
    <aside className={cn(cardVariants({ tone: "note" }), "my-8")}>
      <p className="!my-0 flex items-center gap-2 font-semibold !text-brand-900">
        <Lightbulb className="h-5 w-5 text-accent-600" aria-hidden="true" />
        {title}
      </p>
      <p className="!mb-0 !mt-2">{children}</p>
    </aside>
  );
}

/** Buttons that close a post, under its text: <Actions><Action to="/subscribe" icon="mail">…</Action></Actions> */
export function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-10 flex flex-col gap-3 sm:flex-row">{children}</div>;
}

const ICONS = { mail: Mail, "arrow-right": ArrowRight } as const;

/** A closing button to a page of the site; `mail` leads the label, `arrow-right` follows it. */
export function Action({ to, icon, variant, children }: { to: string; icon?: keyof typeof ICONS; variant?: "outline" | "secondary"; children: ReactNode }) {
  const Icon = icon ? ICONS[icon] : null;
  const before = icon === "mail";
  return (
    <ButtonLink to={to} size="lg" {...(variant ? { variant } : {})}>
      {Icon && before && <Icon className="h-5 w-5" aria-hidden="true" />}
      {children}
      {Icon && !before && <Icon className="h-5 w-5" aria-hidden="true" />}
    </ButtonLink>
  );
}

/**
 * A link in a post's text: a page of the site through the site's Link (on a Spanish post it leads to
 * the page's Spanish twin, lib/twins `localizeHref`), an outside page in a new tab.
 */
export function ProseLink({ href = "", children }: { href?: string; children?: ReactNode }) {
  if (href.startsWith("/")) return <Link to={href}>{children}</Link>;
  if (/^https?:/.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <a href={href}>{children}</a>;
}
