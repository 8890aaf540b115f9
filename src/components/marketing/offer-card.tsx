import { ArrowRight, ShieldCheck } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import type { OfferCard as OfferCardData, OfferCardLabels } from "~/content/page-parts";
import { config } from "~/lib/config";
import { CheckList } from "~/components/ui/check-list";
import { Illustration } from "~/components/ui/illustration";
import { NewTabLink, ToastTextLink } from "~/components/ui/links";
import { cardVariants } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** An /all-services offer card (#offers). */
export function OfferCard({ offer, labels }: { offer: OfferCardData; labels: OfferCardLabels }) {
  return (
    <article
      id={`offer-${offer.id}`}
      aria-labelledby={`offer-${offer.id}-title`}
      className={cn(cardVariants({ pad: "none" }), "flex h-full flex-col overflow-hidden")}
    >
      <div className="relative bg-sand-100 px-6 pt-6">
        {offer.launchingSoon && (
          <Badge tone="solid" className="absolute right-4 top-4">
            {labels.launchingSoon}
          </Badge>
        )}
        <Illustration src={offer.image.src} alt={offer.image.alt} width={360} height={200} className="mx-auto max-w-[300px]" />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{offer.eyebrow}</Badge>
        </div>
        <h3 id={`offer-${offer.id}-title`} className="mt-4 text-2xl font-bold text-pretty text-brand-900">
          {offer.title}
        </h3>
        <p className="mt-3 leading-relaxed text-muted">{offer.description}</p>
        <p className="mt-5">
          <span className="block text-2xl font-bold text-brand-800 first-letter:uppercase">{offer.priceLabel}</span>
          {offer.priceNote && <span className="text-sm font-medium text-muted">{offer.priceNote}</span>}
        </p>
        <CheckList items={offer.features} className="mt-5 flex-1 text-[15px]" />
        {offer.guarantee && (
          <p className="mt-5 inline-flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
            <ShieldCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
            {labels.guarantee}
          </p>
        )}
        {offer.cta.kind === "internal" ? (
          <ButtonLink to={offer.cta.to} variant={offer.id === "launch-kit" ? "primary" : "secondary"} className="mt-6 w-full">
            {offer.cta.label}
          </ButtonLink>
        ) : (
          <NewTabLink href={config.links.calendar} toast={offer.cta.toast} variant="secondary" className="mt-6 w-full">
            {offer.cta.label}
          </NewTabLink>
        )}
        {offer.secondary && (
          <ToastTextLink to={offer.secondary.to} toast={offer.secondary.toast} className="mt-4 self-center text-sm">
            {offer.secondary.label}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </ToastTextLink>
        )}
      </div>
    </article>
  );
}
