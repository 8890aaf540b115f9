import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import type { PartnerWords } from "~/content/partner/en";
import { toast } from "~/lib/toast";
import { cn } from "~/lib/cn";

/** The copy button's words, in the page's language. */
export type CopyCodeWords = PartnerWords["copyCode"];

/** A promo code with a copy button; falls back to telling the code when the clipboard is blocked. */
export function CopyCode({ code, words, className }: { code: string; words: CopyCodeWords; className?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(t);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast({ ...words.copiedToast(code), variant: "success", duration: 3000 });
    } catch {
      toast({ ...words.blockedToast(code), variant: "info", duration: 5000 });
    }
  }

  return (
    // A coupon, not a card: the dashed border is the point. Where it cannot hold the code and the
    // button on one line (text at 200%, a narrow phone), the button goes under the code.
    // eslint-disable-next-line no-restricted-syntax
    <div className={cn("inline-flex max-w-full flex-wrap items-stretch overflow-hidden rounded-2xl border-2 border-dashed border-accent-500 bg-white", className)}>
      <span className="flex grow items-center justify-center px-4 py-3 font-mono text-xl font-bold tracking-[0.15em] text-brand-900 sm:px-5 sm:text-2xl sm:tracking-[0.2em]" data-testid="promo-code">
        {code}
      </span>
      {/* Not <Button>: the button is the coupon's right-hand segment, square and flush with its edge. */}
      {/* eslint-disable-next-line no-restricted-syntax */}
      <button
        type="button"
        onClick={copy}
        className="inline-flex grow items-center justify-center gap-2 bg-accent-600 px-4 py-2 font-semibold text-white transition-colors hover:bg-accent-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-white/60"
      >
        {copied ? <Check className="h-5 w-5" aria-hidden="true" /> : <Copy className="h-5 w-5" aria-hidden="true" />}
        {copied ? words.copied : words.copy}
        <span className="sr-only">{words.srLabel(code)}</span>
      </button>
    </div>
  );
}
