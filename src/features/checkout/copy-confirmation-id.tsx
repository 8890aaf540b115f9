import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import type { SuccessWords } from "~/content/success/en";
import { fill } from "~/lib/i18n";
import { toast } from "~/lib/toast";

/**
 * Copies the whole session id (the page shows its first 12 characters, the spec's Order
 * Confirmation ID); when the clipboard is blocked, a toast tells the id instead.
 */
export function CopyConfirmationId({ sessionId, t }: { sessionId: string; t: SuccessWords["confirmation"] }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(sessionId);
      setCopied(true);
    } catch {
      toast({ title: t.copyFailed.title, description: fill(t.copyFailed.description, { id: sessionId }), variant: "info", duration: 5000 });
    }
  }

  return (
    // eslint-disable-next-line no-restricted-syntax -- the confirmation id itself is the control (a code chip that copies on tap)
    <button
      type="button"
      onClick={copy}
      aria-label={t.copyLabel}
      data-testid="copy-confirmation-id"
      className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent-500/40"
    >
      {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
      <span aria-live="polite">{copied ? t.copied : t.copy}</span>
    </button>
  );
}
