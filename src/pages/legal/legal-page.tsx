import { Link, TwinLink } from "~/components/ui/link";
import { textLinkClass } from "~/components/ui/links";
import { RichText } from "~/components/ui/rich-text";
import type { LegalDocument, LegalFrame } from "~/content/legal/en";
import { twinPath } from "~/lib/twins";

/**
 * /terms, /privacy and /refund-policy (spec part 1 §2 "Legal pages"), and their Spanish twins:
 * one document of the legal words each. A translation opens with its courtesy note and a link to
 * the English page, which governs (the one link of a Spanish page meant to lead to English).
 */
export function LegalPage({ words, doc }: { words: LegalFrame; doc: LegalDocument }) {
  const governing = words.courtesyTranslation && twinPath(doc.path, "en");
  return (
    <div className="bg-sand-50">
      <article className="mx-auto max-w-3xl px-5 py-14 sm:px-8 sm:py-20">
        <header className="border-b border-sand-200 pb-8">
          {words.courtesyTranslation && governing && (
            <p role="note" className="mb-6 rounded-xl border border-brand-200 bg-white px-4 py-3 text-sm leading-relaxed text-muted">
              {words.courtesyTranslation.note}{" "}
              {/* This page's English twin, as the header's switch leads to it (and marked as one). */}
              <TwinLink to={governing} hrefLang="en" data-language-switch="" className={textLinkClass}>
                {words.courtesyTranslation.englishVersion}
              </TwinLink>
            </p>
          )}
          <h1 className="text-4xl font-bold text-brand-900">{doc.title}</h1>
          <p className="mt-3 text-sm text-muted">
            {words.lastUpdated} {doc.lastUpdated}
          </p>
          {doc.version && (
            // The version a sign-up records beside its consent: a subscriber can tell which text they agreed to.
            <p className="mt-1 text-sm text-muted" data-notice-version={doc.version}>
              {words.version} {doc.version}
            </p>
          )}
          <p className="mt-6 text-lg leading-relaxed text-muted">{doc.intro}</p>
        </header>
        <div className="prose-site">
          {doc.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
              <h2 id={`${s.id}-heading`}>{s.heading}</h2>
              {s.paragraphs?.map((p) => (
                <p key={p}>
                  <RichText text={p} />
                </p>
              ))}
              {s.list && (
                <ul>
                  {s.list.map((item) => (
                    <li key={item}>
                      <RichText text={item} />
                    </li>
                  ))}
                </ul>
              )}
              {s.after?.map((p) => (
                <p key={p}>
                  <RichText text={p} />
                </p>
              ))}
            </section>
          ))}
        </div>
        <nav aria-label={words.relatedPages} className="mt-12 flex flex-wrap gap-3 border-t border-sand-200 pt-8">
          {doc.related.map((r) => (
            <Link
              key={r.to}
              to={r.to}
              className="rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              {r.label}
            </Link>
          ))}
        </nav>
      </article>
    </div>
  );
}
