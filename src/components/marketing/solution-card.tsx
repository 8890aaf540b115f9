import { ArrowRight, ShieldCheck } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import type { SolutionCard as SolutionCardData, SolutionCardLabels } from "~/content/page-parts";
import { cn } from "~/lib/cn";
import { CheckList } from "~/components/ui/check-list";
import { ToastTextLink } from "~/components/ui/links";
import { cardVariants } from "~/components/ui/card";

/** A home "signature solution" card (spec part 1 §3 "Solution card"). */
export function SolutionCard({ card, labels }: { card: SolutionCardData; labels: SolutionCardLabels }) {
  const featured = card.id === "done-for-you";
  return (
    <article
      aria-labelledby={`solution-${card.id}`}
      className={cn(cardVariants({ tone: featured ? "featured" : "white", pad: "none" }), "flex h-full flex-col p-6 sm:p-7")}
    >
      <div className="flex min-h-7 flex-wrap items-center gap-2">
        {card.launchingSoon && <Badge tone="accent">{labels.launchingSoon}</Badge>}
        {featured && <Badge tone="brand">{labels.doneForYou}</Badge>}
        {card.id === "co-host" && <Badge tone="sand">{labels.fullService}</Badge>}
      </div>
      <h3 id={`solution-${card.id}`} className="mt-4 text-2xl font-bold text-pretty text-brand-900">
        {card.title}
      </h3>
      <p className="mt-3 leading-relaxed text-muted">{card.description}</p>
      <p className="mt-5">
        <span className="block text-2xl font-bold text-brand-800">{card.priceInfo}</span>
        {card.priceNote && <span className="block text-sm font-medium text-muted">{card.priceNote}</span>}
      </p>
      <CheckList items={card.features} className="mt-5 flex-1 text-[15px]" />
      {card.guarantee && (
        <p className="mt-5 inline-flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
          <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
          {labels.guarantee}
        </p>
      )}
      <ButtonLink to={card.link} variant={featured ? "primary" : "secondary"} className="mt-6 w-full">
        {card.buttonText}
      </ButtonLink>
      {card.secondary && (
        <ToastTextLink to={card.secondary.to} toast={card.secondary.toast} className="mt-4 self-center text-sm">
          {card.secondary.label}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </ToastTextLink>
      )}
    </article>
  );
}
