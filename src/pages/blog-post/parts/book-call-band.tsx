import { CalendarCheck } from "lucide-react";
import type { ReactNode } from "react";
import { NewTabLink } from "~/components/ui/links";
import type { ArticleFrameWords } from "~/content/article-frame/en";
import { config } from "~/lib/config";

/**
 * <BookCallBand title="…" label="…">text</BookCallBand>: after a post, the call to book a
 * consultation (the calendar, new tab). Its toast is the post frame's, in the post's language,
 * passed in by the post's module (pipeline/posts-plugin.ts).
 */
export function BookCallBand({ title, label, toast, children }: { title: string; label: string; toast: ArticleFrameWords["calendarToast"]; children: ReactNode }) {
  return (
    <section aria-labelledby="book-call-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-3xl px-5 py-14 text-center sm:px-8">
        <h2 id="book-call-title" className="text-3xl font-bold">
          {title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-brand-100">{children}</p>
        <NewTabLink href={config.links.calendar} toast={toast} size="lg" className="mt-8">
          <CalendarCheck className="h-5 w-5" aria-hidden="true" />
          {label}
        </NewTabLink>
      </div>
    </section>
  );
}
