import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/lib/toast";
import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import type { SignUpWords } from "~/content/sign-up/en";
import type { SignUpSource } from "~/content/sign-up/sources";
import { honeypotCopy } from "~/content/sign-up-door";
import { useLang } from "~/lib/i18n";
import { validateEmail } from "~/features/subscribers/subscriber";
import { CONSENT_VERSION } from "~/content/consent/versions";
import { useTurnstile } from "~/features/subscribers/use-turnstile";
import { ConsentNotice } from "~/features/subscribers/consent-notice";
import { EmailField } from "~/features/subscribers/email-field";
import type { SignUpOutcome } from "./sign-up";

/** The analytics name of a failed sign-up submission (the measurement plan's `SIGN_UP_FORM_NAME`; the plan loads with the first event). */
export const SIGN_UP_FORM_NAME = "email_signup";

export type SignUpFormProps = {
  /** The form's words and its outcomes' toasts, from the page's words. */
  words: SignUpWords;
  /** Stored with the row: "EmailSignUpPage" on /subscribe and its Spanish twin, "GoogleWorkspaceArticle" on the article (content/sign-up/sources.ts). */
  source: SignUpSource;
  submitLabel?: string;
  placeholder?: string;
  className?: string;
  /** The form sits on a dark section (the article's lead magnet): its words beside it in light text. */
  dark?: boolean;
};

/**
 * Shows the outcome's toast (in the page's words) and reports validation failures to analytics.
 * A failure is told in `failure`, the sentence of its kind (lib/failure.ts); without it (its file
 * did not arrive either), the spec's fallback.
 */
export function announce(outcome: SignUpOutcome, source: string, messages: SignUpWords, failure: string | null = null): void {
  switch (outcome.kind) {
    case "empty":
    case "invalid":
      track((p) => p.signUpFailed(outcome.kind, source));
      toast({ ...messages[outcome.kind], variant: "destructive" });
      return;
    case "subscribed":
      toast({
        title: messages.subscribed.title,
        description: outcome.queued ? `${messages.subscribed.description} ${messages.queued}` : messages.subscribed.description,
        variant: "success",
      });
      return;
    case "duplicate":
      toast({ ...messages.duplicate, variant: "info" });
      return;
    case "mailLimit":
      toast({ ...messages.mailLimit, variant: "info" });
      return;
    case "turnstileFailed":
      toast({ title: messages.failed.title, description: messages.turnstileFailed, variant: "destructive" });
      return;
    case "rateLimited":
      toast({ title: messages.failed.title, description: outcome.message ?? messages.failed.fallback, variant: "destructive" });
      return;
    case "failed":
      toast({
        title: messages.failed.title,
        description: failure ?? messages.failed.fallback,
        variant: "destructive",
      });
      return;
  }
}

/**
 * The e-mail sign-up form. `noValidate` keeps the browser's own bubbles from pre-empting the
 * spec's toasts, while `type="email"` and `required` still tell assistive technology what the
 * field expects.
 */
export function SignUpForm({ words, source, submitLabel = words.submit, placeholder = words.placeholder, className, dark }: SignUpFormProps) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const trap = useRef<HTMLInputElement>(null);
  const challenge = useRef<HTMLDivElement>(null);
  const lang = useLang();
  const turnstile = useTurnstile(challenge, lang);

  // The page is prerendered and its scripts come after the first paint: an address typed before
  // they ran is in the field, not in state. Take it, so nothing typed is lost.
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setEmail(typed);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // The field is the truth: a submit tapped before hydration is replayed before state caught up.
    const typed = field.current?.value ?? email;
    setEmail(typed);
    setSubmitting(true);
    try {
      const check = validateEmail(typed);
      if (!check.ok) {
        // Told at once, and nothing to verify: no Turnstile token is spent on it.
        announce({ kind: check.reason }, source, words);
        return;
      }
      const turnstileToken = await turnstile.token();
      // The sign-up's code (the function call, its answers) and the failures' words come with the
      // first submit, as supabase-js did before: the article's first load is at its budget.
      const outcome = await import("./sign-up")
        .then(({ signUp }) =>
          signUp(check.email, {
            consentVersion: CONSENT_VERSION,
            source,
            // The row records the page's language (subscribers.lang) and the page (the consent record).
            lang,
            page: window.location.pathname,
            website: trap.current?.value ?? "",
            turnstileToken,
          }),
        )
        .catch((error: unknown): SignUpOutcome => ({ kind: "failed", error }));
      // A token verifies once: the next submit needs a new one.
      if (turnstileToken) turnstile.reset();
      const failure =
        outcome.kind === "failed"
          ? await import("~/features/subscribers/functions").then((m) => m.describeFailure(outcome.error, lang)).catch(() => null)
          : null;
      announce(outcome, source, words, failure);
      if (outcome.kind === "subscribed") {
        setEmail("");
        // A new subscriber (an address already on the list is no new lead): GA4's sign_up and generate_lead, Meta's Lead.
        track((p) => p.signUp({ form: source, language: lang }));
        track((p) => p.generateLead({ form: source, language: lang }));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    // Field and button side by side only when the form's own box is wide enough (container query):
    // the same form sits in a wide page column and in a narrow article aside.
    <div className={cn("@container w-full", className)}>
      <form noValidate onSubmit={onSubmit} className="flex w-full flex-col gap-3 @xl:flex-row" aria-busy={submitting}>
        <label htmlFor={`${id}-email`} className="sr-only">
          {words.fieldLabel}
        </label>
        <EmailField
          id={`${id}-email`}
          placeholder={placeholder}
          ref={field}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={submitting}
          className="flex-1"
        />
        {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology,
            so only a bot that fills every field fills it (the database then stores nothing). */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${honeypotCopy.name}`}>{words.honeypot}</label>
          <input id={`${id}-${honeypotCopy.name}`} name={honeypotCopy.name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" ref={trap} />
        </div>
        <Button type="submit" disabled={submitting} className="min-h-12 shrink-0">
          {submitting && <Loader2 className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
          {submitting ? words.submitting : submitLabel}
        </Button>
      </form>
      {/* Turnstile's box: empty unless Cloudflare asks the visitor to click (interaction-only). */}
      <div ref={challenge} className="empty:hidden mt-3" />
      <ConsentNotice words={words.consent} className="mt-3" dark={dark} />
    </div>
  );
}
