import { CheckCircle2, Loader2, ShieldCheck, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { cardVariants } from "~/components/ui/card";
import type { SignUpConsentWords } from "~/content/sign-up-consent/en";
import type { MyDataWords } from "~/content/my-data/en";
import { ConsentNotice } from "~/features/subscribers/consent-notice";
import { EmailField } from "~/features/subscribers/email-field";
import { useTurnstile } from "~/features/subscribers/use-turnstile";
import { config } from "~/lib/config";
import { useLang, type Lang } from "~/lib/i18n";
import { TWIN_PAGES } from "~/lib/twins";
import { cn } from "~/lib/cn";
import { eraseMyData, requestMyData, type EraseOutcome } from "./my-data";

const noSubscription = () => () => {};

/** A failure in words, with the functions' client (a lazy chunk, shared with the sign-up forms). */
const describeFailure = (error: unknown, lang: Lang) =>
  import("~/features/subscribers/functions").then((m) => m.describeFailure(error, lang)).catch(() => null);

/**
 * /my-data (+ /es/mis-datos): the data request form (the answer goes by mail to the address,
 * so nobody learns from this page whether an address is on the list), the ARCO rights in short,
 * and with `?erase=<token>` (the link in that mail) the erase button.
 */
export function MyDataView({ words, consent }: { words: MyDataWords; consent: SignUpConsentWords }) {
  const [query] = useSearchParams();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const eraseToken = hydrated ? query.get("erase")?.trim() || null : null;
  return (
    <section className="bg-gradient-to-b from-sand-100 via-sand-50 to-white">
      <div className="mx-auto max-w-2xl space-y-8 px-5 py-12 sm:px-8 sm:py-20">
        {eraseToken && <EraseCard words={words} token={eraseToken} />}
        <RequestCard words={words} consent={consent} heading={eraseToken ? "h2" : "h1"} />
        <Rights words={words} />
      </div>
    </section>
  );
}

function RequestCard({ words, consent, heading: Heading }: { words: MyDataWords; consent: SignUpConsentWords; heading: "h1" | "h2" }) {
  const id = useId();
  const lang = useLang();
  const field = useRef<HTMLInputElement>(null);
  const challenge = useRef<HTMLDivElement>(null);
  const turnstile = useTurnstile(challenge, lang);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setMessage(null);
    try {
      let used = false;
      const outcome = await requestMyData(field.current?.value ?? "", lang, () => {
        used = true;
        return turnstile.token();
      });
      if (used) turnstile.reset();
      switch (outcome.kind) {
        case "sent":
          setMessage({ tone: "ok", text: words.sent });
          if (field.current) field.current.value = "";
          break;
        case "empty":
        case "invalid":
        case "turnstileFailed":
          setMessage({ tone: "error", text: words[outcome.kind] });
          break;
        case "rateLimited":
          setMessage({ tone: "error", text: outcome.message ?? words.failed });
          break;
        case "failed": {
          const sentence = await describeFailure(outcome.error, lang);
          setMessage({ tone: "error", text: sentence ? `${words.failed} ${sentence}` : words.failed });
          break;
        }
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={cardVariants({ pad: "lg" })}>
      <Heading className="text-2xl font-bold text-brand-900 sm:text-3xl">{words.title}</Heading>
      <p className="mt-4 text-base leading-relaxed text-muted">{words.lead}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-3" aria-busy={sending}>
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-ink">
          {words.fieldLabel}
        </label>
        <EmailField
          id={`${id}-email`}
          ref={field}
          placeholder={words.placeholder}
          disabled={sending}
          aria-describedby={`${id}-message`}
        />
        <Button type="submit" disabled={sending} className="min-h-12">
          {sending && <Loader2 className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
          {sending ? words.submitting : words.submit}
        </Button>
        <div ref={challenge} className="empty:hidden" />
        <div id={`${id}-message`} role="status" aria-live="polite">
          {message && (
            <p className={cn("rounded-xl px-4 py-3 text-base", message.tone === "ok" ? "bg-brand-50 text-brand-900" : "bg-red-50 text-red-800")}>
              {message.text}
            </p>
          )}
        </div>
      </form>
      <ConsentNotice words={consent} showConsent={false} className="mt-4" />
    </div>
  );
}

function EraseCard({ words, token }: { words: MyDataWords; token: string }) {
  const lang = useLang();
  const [outcome, setOutcome] = useState<EraseOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (outcome) heading.current?.focus();
  }, [outcome]);

  async function erase() {
    if (sending) return;
    setSending(true);
    const result = await eraseMyData(token);
    const sentence = result.kind === "failed" ? await describeFailure(result.error, lang) : null;
    setFailure(sentence);
    setOutcome(result);
    setSending(false);
  }

  const text = outcome ? (outcome.kind === "failed" ? [words.erase.failed, failure].filter(Boolean).join(" ") : words.erase[outcome.kind]) : null;
  return (
    <div className={cardVariants({ pad: "lg" })}>
      <div role="status" aria-live="polite">
        <h1 ref={heading} tabIndex={-1} className="flex items-center gap-3 text-2xl font-bold text-brand-900 focus:outline-none sm:text-3xl">
          {outcome?.kind === "erased" ? (
            <CheckCircle2 className="h-7 w-7 shrink-0 text-brand-700" aria-hidden="true" />
          ) : (
            <Trash2 className="h-7 w-7 shrink-0 text-brand-700" aria-hidden="true" />
          )}
          {words.erase.title}
        </h1>
        {text && <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-base text-brand-900">{text}</p>}
      </div>
      {outcome?.kind !== "erased" && outcome?.kind !== "unknown" && (
        <>
          <p className="mt-4 text-base leading-relaxed text-muted">{words.erase.lead}</p>
          <Button type="button" onClick={erase} disabled={sending} className="mt-6" variant="secondary">
            {sending && <Loader2 className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
            {sending ? words.erase.sending : words.erase.button}
          </Button>
        </>
      )}
    </div>
  );
}

function Rights({ words }: { words: MyDataWords }) {
  const lang = useLang();
  const email = config.legal.privacyEmail || config.email;
  return (
    <aside aria-labelledby="my-data-rights" className={cardVariants({ pad: "lg", tone: "white" })}>
      <h2 id="my-data-rights" className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        <ShieldCheck className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {words.rights.heading}
      </h2>
      <p className="mt-3 text-base leading-relaxed text-muted">{words.rights.body}</p>
      <p className="mt-3 text-base text-muted">
        {email && (
          <>
            {words.rights.writeTo}{" "}
            <a href={`mailto:${email}`} className="font-medium text-brand-700 underline underline-offset-2">
              {email}
            </a>
            .{" "}
          </>
        )}
        <a href={TWIN_PAGES.privacy[lang]} className="font-medium text-brand-700 underline underline-offset-2">
          {words.rights.notice}
        </a>
      </p>
    </aside>
  );
}
