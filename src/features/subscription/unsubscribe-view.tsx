import { AlertTriangle, Loader2, MailMinus, MailX, SearchX } from "lucide-react";
import { useState, useSyncExternalStore, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import type { UnsubscribeWords } from "~/content/unsubscribe/en";
import { config, resolveServiceUrl } from "~/lib/config";
import { useLang, type Lang } from "~/lib/i18n";
import { TWIN_PAGES } from "~/lib/twins";
import { ResultPanel, SubscriptionPage } from "./result-panel";

const noSubscription = () => () => {};

/** The functions' client, a lazy chunk (shared with the sign-up forms, which load it on submit). */
const functions = () => import("~/features/subscribers/functions");
const describeFailure = (error: unknown, lang: Lang) =>
  functions()
    .then((m) => m.describeFailure(error, lang))
    .catch(() => null);

/**
 * The unsubscribe function's URL for the form's `action`: a same-origin base stays a path, so the
 * prerendered HTML (built without knowing the port it is served on) and the hydrated page agree.
 * (Here, not in the functions' client: that one is a lazy chunk.)
 */
export function unsubscribeAction(query: Record<string, string>): string {
  const url = config.supabase.url.replace(/\/$/, "");
  return `${url.startsWith("/") ? url : resolveServiceUrl(url)}/functions/v1/unsubscribe?${new URLSearchParams(query)}`;
}

export type UnsubscribePhase = "ask" | "done" | "unknown" | "missing" | "failed";

/**
 * The page's state from its query string: the unsubscribe function's 303 answers come back with
 * `?done=1`, `?token=…&unknown=1` or `?token=…&failed=1` (the form posted without JavaScript).
 */
export function phaseOfQuery(params: URLSearchParams): UnsubscribePhase {
  if (params.get("done") === "1") return "done";
  const token = params.get("token")?.trim();
  if (!token) return "missing";
  if (params.get("unknown") === "1") return "unknown";
  if (params.get("failed") === "1") return "failed";
  return "ask";
}

/**
 * /unsubscribe (+ /es/cancelar-suscripcion): one button. It is a real form posting to the
 * unsubscribe function (which answers 303 back here with ?done=1), so it works before or
 * without the app's JavaScript once the page has its token; hydrated, it posts with fetch and
 * stays on the page. Clicking again is harmless (the function is repeatable).
 */
export function UnsubscribeView({ words }: { words: UnsubscribeWords }) {
  const [query] = useSearchParams();
  const lang = useLang();
  // The prerendered HTML has no query string: the first (hydrating) render matches it, showing
  // the button; the query's state comes right after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const params = hydrated ? query : new URLSearchParams("token=pending");
  const token = hydrated ? (query.get("token")?.trim() ?? "") : "";
  const fromQuery = phaseOfQuery(params);
  const [result, setResult] = useState<{ phase: UnsubscribePhase; message?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const phase = result?.phase ?? fromQuery;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !token) return;
    setSending(true);
    try {
      const { body } = await (await functions()).callUnsubscribe(token);
      if (body.code === "unsubscribed" || body.code === "already_unsubscribed") setResult({ phase: "done" });
      else if (body.code === "unknown") setResult({ phase: "unknown" });
      else setResult({ phase: "failed", message: await sentence({ status: 500 }) });
    } catch (error) {
      setResult({ phase: "failed", message: await sentence(error) });
    } finally {
      setSending(false);
    }
  }

  const sentence = async (error: unknown) => (await describeFailure(error, lang)) ?? undefined;

  const lead = (text: string) => <p className="mx-auto mt-4 max-w-prose text-lg leading-relaxed text-muted">{text}</p>;
  const form = (
    <form
      method="post"
      action={unsubscribeAction(token ? { token, lang } : { lang })}
      onSubmit={onSubmit}
      className="mt-8 flex justify-center"
      aria-busy={sending}
    >
      <Button type="submit" disabled={sending}>
        {sending && <Loader2 className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
        {sending ? words.sending : words.button}
      </Button>
    </form>
  );

  return (
    <SubscriptionPage>
      {phase === "ask" && (
        <ResultPanel resultKey={result ? "ask-again" : "initial"} title={words.title} icon={<MailMinus className="h-8 w-8" />}>
          {lead(words.lead)}
          {form}
        </ResultPanel>
      )}
      {phase === "done" && (
        <ResultPanel resultKey={result ? "done" : "initial"} title={words.done.title} icon={<MailX className="h-8 w-8" />}>
          {lead(words.done.lead)}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={TWIN_PAGES.home[lang]} variant="secondary">
              {words.home}
            </ButtonLink>
            <ButtonLink to={TWIN_PAGES.subscribe[lang]} variant="outline">
              {words.resubscribe}
            </ButtonLink>
          </div>
        </ResultPanel>
      )}
      {phase === "unknown" && (
        <ResultPanel resultKey={result ? "unknown" : "initial"} title={words.unknown.title} icon={<SearchX className="h-8 w-8" />}>
          {lead(words.unknown.lead)}
          <div className="mt-8 flex justify-center">
            <ButtonLink to={TWIN_PAGES.myData[lang]} variant="outline">
              {words.missing.myData}
            </ButtonLink>
          </div>
        </ResultPanel>
      )}
      {phase === "missing" && (
        <ResultPanel resultKey="initial" title={words.missing.title} icon={<SearchX className="h-8 w-8" />}>
          {lead(words.missing.lead)}
          <div className="mt-8 flex justify-center">
            <ButtonLink to={TWIN_PAGES.myData[lang]}>{words.missing.myData}</ButtonLink>
          </div>
        </ResultPanel>
      )}
      {phase === "failed" && (
        <ResultPanel resultKey={result ? `failed-${result.message ?? ""}` : "initial"} title={words.failed} icon={<AlertTriangle className="h-8 w-8" />}>
          {result?.message && lead(result.message)}
          {form}
        </ResultPanel>
      )}
    </SubscriptionPage>
  );
}
