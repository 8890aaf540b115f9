import { ArrowRight, BookOpen, Briefcase, Camera, Globe, Mail, MapPin, ThumbsUp, UserRound, type LucideIcon } from "lucide-react";
import { Link } from "~/components/ui/link";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { Card, cardVariants } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import type { FounderStoryWords } from "~/content/founder-story/en";
import { FOUNDER_SECTION_IDS as ids } from "~/content/founder-story/ids";
import { followUsLinks } from "~/content/navigation";
import { useShellWords } from "~/content/shared-words";
import { cn } from "~/lib/cn";
import { config } from "~/lib/config";

const socialIcons: Record<string, LucideIcon> = {
  Facebook: ThumbsUp,
  Instagram: Camera,
  LinkedIn: Briefcase,
  "Google Business": MapPin,
};

/** A tile of the social links' list. */
const socialTile = cn(
  cardVariants({ tone: "quiet", pad: "none" }),
  "flex h-full items-center gap-3 px-4 py-3 font-medium text-brand-900 transition-colors hover:border-brand-200 hover:bg-brand-50",
);

/** /founder-story (spec part 1 §2 "Founder story"). */
export function FounderStoryPage({ words }: { words: FounderStoryWords }) {
  const { hero, about, labels, problem, solution, whyChoose, social } = words;
  const newTab = useShellWords().newTab;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        image={hero.portrait}
        tone="brand"
        actions={
          <>
            <ButtonLink to={solution.servicesLink.to} size="lg">
              {solution.servicesLink.label}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={social.blogPath} variant="outline" size="lg">
              <BookOpen className="h-5 w-5" aria-hidden="true" />
              {social.blogLabel}
            </ButtonLink>
          </>
        }
      />

      <Section id={ids.about} aria-labelledby={`${ids.about}-title`}>
        <div className="grid gap-10 @5xl:grid-cols-[1.4fr_1fr]">
          <div>
            <SectionHeading id={`${ids.about}-title`} title={about.title} align="start" />
            <div className="mt-6 grid gap-5 text-lg leading-relaxed text-muted">
              {about.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <p className="mt-6 font-semibold italic text-brand-800">— {about.signature}</p>
          </div>
          <Card tone="sand" className="self-start">
            <h3 className="text-lg font-semibold text-brand-900">{labels.glanceTitle}</h3>
            <dl className="mt-4 grid gap-4">
              {labels.glance.map((g) => (
                <div key={g.label}>
                  <dt className="text-xs font-semibold uppercase tracking-wider text-accent-700">{g.label}</dt>
                  <dd className="mt-0.5 text-ink">{g.value}</dd>
                </div>
              ))}
            </dl>
            {config.links.professionalProfile && (
              <ExternalButtonLink href={config.links.professionalProfile} variant="outline" size="sm" className="mt-6 w-full">
                <UserRound className="h-4 w-4" aria-hidden="true" />
                {social.profileLabel}
                <span className="sr-only"> {newTab}</span>
              </ExternalButtonLink>
            )}
          </Card>
        </div>
      </Section>

      <Section id={ids.problem} tone="sand" aria-labelledby={`${ids.problem}-title`}>
        <SectionHeading id={`${ids.problem}-title`} title={problem.title} intro={problem.intro} />
        <div className="grid gap-6 @3xl:grid-cols-2">
          {problem.points.map((p, i) => (
            <Card key={p.title} className="flex gap-4">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-700" aria-hidden="true">
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

      <Section id={ids.solution} aria-labelledby={`${ids.solution}-title`}>
        <div className="grid items-start gap-10 @5xl:grid-cols-2">
          <div>
            <SectionHeading id={`${ids.solution}-title`} title={solution.title} align="start" />
            <div className="mt-6 grid gap-5 text-lg leading-relaxed text-muted">
              {solution.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <ButtonLink to={solution.servicesLink.to} variant="secondary" className="mt-8">
              {solution.servicesLink.label}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </ButtonLink>
          </div>
          <ul className="grid gap-4">
            {solution.pillars.map((p) => (
              <li key={p.title} className={cardVariants({ tone: "mint" })}>
                <h3 className="text-lg font-semibold text-brand-900">{p.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id={ids.whyChoose} tone="brand" aria-labelledby={`${ids.whyChoose}-title`}>
        <SectionHeading id={`${ids.whyChoose}-title`} title={whyChoose.title} tone="dark" />
        <div className="mx-auto max-w-3xl">
          <CheckList items={whyChoose.points} tone="light" className="text-lg" />
          <div className="mt-10 text-center">
            <ButtonLink to={whyChoose.caseStudyLink.to} variant="light">
              {whyChoose.caseStudyLink.label}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section id={ids.social} tone="sand" aria-labelledby={`${ids.social}-title`}>
        <SectionHeading id={`${ids.social}-title`} title={social.title} intro={social.intro} />
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2 @5xl:grid-cols-3">
          {config.links.professionalProfile && (
            <li>
              <SocialLink href={config.links.professionalProfile} icon={UserRound} label={social.profileLabel} newTab={newTab} />
            </li>
          )}
          {followUsLinks.map((l) => (
            <li key={l.label}>
              <SocialLink href={l.href} icon={socialIcons[l.label] ?? Globe} label={social.followOn(l.label)} newTab={newTab} />
            </li>
          ))}
          <li>
            <SocialLink href={`mailto:${config.email}`} icon={Mail} label={social.emailLabel} />
          </li>
          <li>
            <Link to={social.blogPath} className={socialTile}>
              <BookOpen className="h-5 w-5 shrink-0 text-accent-600" aria-hidden="true" />
              {social.blogLabel}
            </Link>
          </li>
        </ul>
        <p className="mt-10 text-center">
          <Link to="/all-services" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {labels.allServices}
          </Link>
        </p>
      </Section>
    </>
  );
}

/** A social link; with `newTab` (its screen-reader note) it opens in a new tab. */
function SocialLink({ href, icon: Icon, label, newTab }: { href: string; icon: LucideIcon; label: string; newTab?: string }) {
  return (
    <a href={href} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})} className={socialTile}>
      <Icon className="h-5 w-5 shrink-0 text-accent-600" aria-hidden="true" />
      <span className="min-w-0 wrap-anywhere">{label}</span>
      {newTab && <span className="sr-only"> {newTab}</span>}
    </a>
  );
}
