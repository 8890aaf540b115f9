import { CalendarCheck } from "lucide-react";
import type { ReactNode } from "react";
import { NewTabLink } from "~/components/ui/links";
import { config } from "~/lib/config";
import { usePostFrameWords } from "../frame-context";

/** <BookCallBand title="…" label="…">text</BookCallBand>: after a post, the call to book a consultation (the calendar, new tab). */
export function BookCallBand({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  const toast = usePostFrameWords().calendarToast;
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
