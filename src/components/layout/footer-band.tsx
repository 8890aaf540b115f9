import { Mail, Phone } from "lucide-react";
import { GATE_ATTRIBUTE } from "~/components/ui/defer-hydration";
import { Link } from "~/components/ui/link";
import { followUsLinks, footerLegalLinksFor, footerQuickLinksFor, supportLinksFor } from "~/content/navigation";
import { useShellWords } from "~/content/shared-words";
import { config } from "~/lib/config";
import { fill, useLang } from "~/lib/i18n";
import { formatPhone, telHref } from "~/lib/phone";
import { Logo } from "./logo";

const linkClass = "text-sm text-brand-100 hover:text-white hover:underline underline-offset-2";

/** A footer column: a heading and its links, inside the site (`to`) or out of it (`href`, a new tab). */
type FooterLink = { label: string } & ({ to: string } | { href: string });

function LinkColumn({ title, links, newTab }: { title: string; links: readonly FooterLink[]; newTab: string }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="grid gap-2">
        {links.map((l) => (
          <li key={l.label}>
            {"to" in l ? (
              <Link to={l.to} className={linkClass}>
                {l.label}
              </Link>
            ) : (
              <a href={l.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {l.label}
                <span className="sr-only"> {newTab}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The footer's markup and links. Its code is not part of any page's first load: footer.tsx
 * imports it when the footer comes near the screen (it is prerendered in every page's HTML).
 */
export function FooterBand({ gate }: { gate: string }) {
  const lang = useLang();
  const t = useShellWords();
  return (
    <footer className="bg-brand-900 text-brand-100" {...{ [GATE_ATTRIBUTE]: gate }}>
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:grid-cols-2 sm:px-8 @5xl:grid-cols-5">
        <div className="@5xl:col-span-1">
          <Link to="/" aria-label={fill(t.footer.logoLabel, { brand: config.brand })}>
            <Logo tone="light" />
          </Link>
          <p className="mt-4 text-sm leading-relaxed">
            {t.footer.tagline}
          </p>
          <ul className="mt-4 grid gap-2">
            <li>
              <a href={telHref(config.phone)} className={`${linkClass} inline-flex items-center gap-2`}>
                <Phone className="h-4 w-4" aria-hidden="true" />
                {formatPhone(config.phone)}
              </a>
            </li>
            <li>
              <a href={`mailto:${config.email}`} className={`${linkClass} inline-flex items-center gap-2`}>
                <Mail className="h-4 w-4" aria-hidden="true" />
                {config.email}
              </a>
            </li>
          </ul>
        </div>
        <LinkColumn title={t.footer.quickLinks} links={footerQuickLinksFor(t.footer.quick, lang)} newTab={t.newTab} />
        <LinkColumn title={t.footer.legal} links={footerLegalLinksFor(t.footer.legalLinks)} newTab={t.newTab} />
        <LinkColumn title={t.footer.followUs} links={followUsLinks} newTab={t.newTab} />
        <LinkColumn title={t.footer.support} links={supportLinksFor(t.footer.supportLinks)} newTab={t.newTab} />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-5 py-6 text-sm sm:px-8">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {config.brand}. {t.footer.rights}
        </p>
      </div>
    </footer>
  );
}
