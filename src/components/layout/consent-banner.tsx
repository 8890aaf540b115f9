import { useEffect, useState } from "react";
import { Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import type { ConsentWords } from "~/content/consent/en";
import { analyticsConfigured } from "~/lib/analytics";
import { initAnalytics, readConsent, setConsent } from "~/lib/analytics-loader";

/** Shown only when analytics ids are configured and the visitor has not chosen yet; in the page's language (`words`). */
export default function ConsentBanner({ words: t }: { words: ConsentWords }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    initAnalytics();
    setOpen(analyticsConfigured() && readConsent() === null);
  }, []);
  if (!open) return null;
  const choose = (choice: "accepted" | "rejected") => {
    setConsent(choice);
    setOpen(false);
  };
  return (
    <div
      role="dialog"
      aria-label={t.label}
      className="fixed inset-x-3 bottom-3 z-[90] mx-auto max-w-2xl rounded-2xl border border-sand-200 bg-white p-5 shadow-xl sm:inset-x-6"
    >
      <p className="text-sm text-muted">
        {t.body}{" "}
        <Link to="/privacy" className="font-medium text-brand-700 underline">
          {t.privacy}
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button size="sm" onClick={() => choose("accepted")}>
          {t.accept}
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose("rejected")}>
          {t.reject}
        </Button>
      </div>
    </div>
  );
}
