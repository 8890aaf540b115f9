import { ArrowRight, BookOpen, Briefcase, Camera, Globe, Mail, MapPin, ThumbsUp, UserRound, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { BandHeading } from "~/components/editorial/band-heading";
import { CheckList, PageHero } from "~/components/marketing/blocks";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import {
  founderAbout,
  founderHero,
  founderLabels,
  founderProblem,
  founderSectionIds,
  founderSocial,
  founderSolution,
  founderWhyChoose,
} from "~/content/founder";
import { en as shell } from "~/content/shell/en";
import { followUsLinks } from "~/content/navigation";
import { config } from "~/lib/config";
import { pageMeta } from "~/lib/seo";
import { Card, cardVariants } from "~/components/ui/card";

export const meta = () =>
  pageMeta({
    title: "Founder Story",
    description: `How ${config.founderName} turned years of late-night guest messages into ${config.brand}: a 24/7 bilingual guest-experience team for short-term-rental hosts in the US and Mexico.`,
    path: "/founder-story",
    ogType: "article",
  });

const socialIcons: Record<string, LucideIcon> = {
  Facebook: ThumbsUp,
  Instagram: Camera,
  LinkedIn: Briefcase,
  "Google Business": MapPin,
};

export default function FounderStory() {
  return (
    <>
      <PageHero
        eyebrow={founderHero.eyebrow}
        title={founderHero.title}
        intro={founderHero.intro}
        image={founderHero.portrait}
        tone="brand"
        actions={
          <>
            <ButtonLink to={founderSolution.servicesLink.to} size="lg">
              {founderSolution.servicesLink.label}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={founderSocial.blogPath} variant="outline" size="lg">
              <BookOpen className="h-5 w-5" aria-hidden="true" />
              {founderSocial.blogLabel}
            </ButtonLink>
          </>
        }
      />

      <Section id={founderSectionIds.about} aria-labelledby={`${founderSectionIds.about}-title`}>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <h2 id={`${founderSectionIds.about}-title`} className="text-3xl font-bold text-brand-900 sm:text-4xl">
              {founderAbout.title}
            </h2>
            <div className="mt-6 grid gap-5 text-lg leading-relaxed text-muted">
              {founderAbout.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <p className="mt-6 font-semibold italic text-brand-800">— {founderAbout.signature}</p>
          </div>
          <Card tone="sand" className="self-start">
            <h3 className="text-lg font-semibold text-brand-900">{founderLabels.glanceTitle}</h3>
            <dl className="mt-4 grid gap-4">
              {founderLabels.glance.map((g) => (
                <div key={g.label}>
                  <dt className="text-xs font-semibold uppercase tracking-wider text-accent-700">{g.label}</dt>
                  <dd className="mt-0.5 text-ink">{g.value}</dd>
                </div>
              ))}
            </dl>
            {config.links.professionalProfile && (
              <ExternalButtonLink href={config.links.professionalProfile} variant="outline" size="sm" className="mt-6 w-full">
                <UserRound className="h-4 w-4" aria-hidden="true" />
                {founderSocial.profileLabel}
                <span className="sr-only">{" "}{shell.newTab}</span>
              </ExternalButtonLink>
            )}
          </Card>
        </div>
      </Section>

      <Section id={founderSectionIds.problem} tone="sand" aria-labelledby={`${founderSectionIds.problem}-title`}>
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <h2 id={`${founderSectionIds.problem}-title`} className="text-3xl font-bold text-brand-900 sm:text-4xl">
            {founderProblem.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{founderProblem.intro}</p>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          {founderProblem.points.map((p, i) => (
            <Card key={p.title} className="flex gap-4">
              <span
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-700"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-brand-900">{p.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{p.text}</p>
              </div>
            </Card>
          ))}
        </div>
      </Section>

      <Section id={founderSectionIds.solution} aria-labelledby={`${founderSectionIds.solution}-title`}>
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div>
            <h2 id={`${founderSectionIds.solution}-title`} className="text-3xl font-bold text-brand-900 sm:text-4xl">
              {founderSolution.title}
            </h2>
            <div className="mt-6 grid gap-5 text-lg leading-relaxed text-muted">
              {founderSolution.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <ButtonLink to={founderSolution.servicesLink.to} variant="secondary" className="mt-8">
              {founderSolution.servicesLink.label}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </ButtonLink>
          </div>
          <ul className="grid gap-4">
            {founderSolution.pillars.map((p) => (
              <li key={p.title} className={cardVariants({ tone: "mint" })}>
                <h3 className="text-lg font-semibold text-brand-900">{p.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id={founderSectionIds.whyChoose} tone="brand" aria-labelledby={`${founderSectionIds.whyChoose}-title`}>
        <div className="mx-auto max-w-3xl">
          <h2 id={`${founderSectionIds.whyChoose}-title`} className="text-center text-3xl font-bold sm:text-4xl">
            {founderWhyChoose.title}
          </h2>
          <CheckList items={founderWhyChoose.points} tone="light" className="mt-10 text-lg" />
          <div className="mt-10 text-center">
            <ButtonLink to={founderWhyChoose.caseStudyLink.to} variant="light">
              {founderWhyChoose.caseStudyLink.label}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section id={founderSectionIds.social} tone="sand" aria-labelledby={`${founderSectionIds.social}-title`}>
        <BandHeading id={`${founderSectionIds.social}-title`} title={founderSocial.title} intro={founderSocial.intro} />
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {config.links.professionalProfile && (
            <li>
              <SocialLink href={config.links.professionalProfile} icon={UserRound} label={founderSocial.profileLabel} external />
            </li>
          )}
          {followUsLinks.map((l) => (
            <li key={l.label}>
              <SocialLink href={l.href} icon={socialIcons[l.label] ?? Globe} label={`${config.brand} on ${l.label}`} external />
            </li>
          ))}
          <li>
            <SocialLink href={`mailto:${config.email}`} icon={Mail} label={founderSocial.emailLabel} />
          </li>
          <li>
            <Link
              to={founderSocial.blogPath}
              className="flex h-full items-center gap-3 rounded-2xl border border-sand-200 bg-white px-4 py-3 font-medium text-brand-900 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50"
            >
              <BookOpen className="h-5 w-5 shrink-0 text-accent-600" aria-hidden="true" />
              {founderSocial.blogLabel}
            </Link>
          </li>
        </ul>
        <p className="mt-10 text-center">
          <Link to="/all-services" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {founderLabels.allServices}
          </Link>
        </p>
      </Section>
    </>
  );
}

function SocialLink({ href, icon: Icon, label, external }: { href: string; icon: LucideIcon; label: string; external?: boolean }) {
  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className="flex h-full items-center gap-3 rounded-2xl border border-sand-200 bg-white px-4 py-3 font-medium text-brand-900 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50"
    >
      <Icon className="h-5 w-5 shrink-0 text-accent-600" aria-hidden="true" />
      <span className="break-all sm:break-normal">{label}</span>
      {external && <span className="sr-only">{" "}{shell.newTab}</span>}
    </a>
  );
}
