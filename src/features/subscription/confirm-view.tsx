import { AlertTriangle, CheckCircle2, Clock, Loader2, MailCheck, SearchX } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import type { ConfirmSubscriptionWords } from "~/content/confirm-subscription/en";
import { useLang, type Lang } from "~/lib/i18n";
import { TWIN_PAGES } from "~/lib/twins";
import { confirmToken, confirmations, type ConfirmState } from "./confirm";
import { ResultPanel, SubscriptionPage } from "./result-panel";

/** The functions' client, a lazy chunk (shared with the sign-up forms, which load it on submit). */
const functions = () => import("~/features/subscribers/functions");
const describeFailure = (error: unknown, lang: Lang) =>
  functions()
    .then((m) => m.describeFailure(error, lang))
    .catch(() => null);

type ResendState = { phase: "idle" } | { phase: "sending" } | { phase: "done"; message: string };

/**
 * /confirm-subscription (+ /es/confirmar-suscripcion): prerendered as "checking"; once hydrated
 * it posts the link's token to the confirm function (once, strict mode or not) and shows the
 * outcome; an old link offers a new one.
 */
export function ConfirmView({ words }: { words: ConfirmSubscriptionWords }) {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? null;
  const lang = useLang();
  const [state, setState] = useState<ConfirmState>({ phase: "checking" });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [resend, setResend] = useState<ResendState>({ phase: "idle" });

  useEffect(() => {
    let live = true;
    void confirmToken(token).then(async (next) => {
      const sentence = next.phase === "failed" ? await describeFailure(next.error, lang) : null;
      if (!live) return;
      setFailure(sentence);
      setState(next);
    });
    return () => {
      live = false;
    };
  }, [token, lang, attempt]);

  async function sendNewLink() {
    if (!token || resend.phase === "sending") return;
    setResend({ phase: "sending" });
    try {
      const { body } = await (await functions()).callResend(token);
      const r = words.resend;
      const message =
        body.code === "pending"
          ? body.mail === "queued"
            ? r.queued
            : r.sent
          : body.code === "mail_limit"
            ? r.limit
            : body.code === "already_confirmed"
              ? r.alreadyConfirmed
              : body.code === "unknown"
                ? r.unknown
                : ((await describeFailure({ status: 500 }, lang)) ?? words.failed.title);
      setResend({ phase: "done", message });
    } catch (error) {
      setResend({ phase: "done", message: (await describeFailure(error, lang)) ?? words.failed.title });
    }
  }

  const links = (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <ButtonLink to={TWIN_PAGES.home[lang]} variant="secondary">
        {words.home}
      </ButtonLink>
      <ButtonLink to={TWIN_PAGES.blog[lang]} variant="outline">
        {words.blog}
      </ButtonLink>
    </div>
  );

  const lead = (text: string) => <p className="mx-auto mt-4 max-w-prose text-lg leading-relaxed text-muted">{text}</p>;

  return (
    <SubscriptionPage>
      {state.phase === "checking" && (
        <ResultPanel resultKey={null} title={words.checking} icon={<Loader2 className="h-8 w-8 animate-spin motion-reduce:animate-none" />} />
      )}
      {state.phase === "confirmed" && (
        <ResultPanel resultKey="confirmed" title={words.confirmed.title} icon={<CheckCircle2 className="h-8 w-8" />}>
          {lead(words.confirmed.lead)}
          <p className="mx-auto mt-3 max-w-prose text-base leading-relaxed text-muted">{words.confirmed.next}</p>
          {links}
        </ResultPanel>
      )}
      {state.phase === "alreadyConfirmed" && (
        <ResultPanel resultKey="alreadyConfirmed" title={words.alreadyConfirmed.title} icon={<MailCheck className="h-8 w-8" />}>
          {lead(words.alreadyConfirmed.lead)}
          {links}
        </ResultPanel>
      )}
      {(state.phase === "expired" || state.phase === "used") && (
        <ResultPanel resultKey={state.phase} title={words[state.phase].title} icon={<Clock className="h-8 w-8" />}>
          {lead(words[state.phase].lead)}
          <div className="mt-8 flex flex-col items-center gap-4">
            {resend.phase !== "done" && (
              <Button type="button" onClick={sendNewLink} disabled={resend.phase === "sending"} aria-busy={resend.phase === "sending"}>
                {resend.phase === "sending" && <Loader2 className="h-5 w-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
                {resend.phase === "sending" ? words.resend.sending : words.resend.button}
              </Button>
            )}
            {resend.phase === "done" && <p className="max-w-prose rounded-xl bg-brand-50 px-4 py-3 text-base text-brand-900">{resend.message}</p>}
          </div>
        </ResultPanel>
      )}
      {state.phase === "unknown" && (
        <ResultPanel resultKey="unknown" title={words.unknown.title} icon={<SearchX className="h-8 w-8" />}>
          {lead(words.unknown.lead)}
          <div className="mt-8 flex justify-center">
            <ButtonLink to={TWIN_PAGES.subscribe[lang]}>{words.subscribe}</ButtonLink>
          </div>
        </ResultPanel>
      )}
      {state.phase === "failed" && (
        <ResultPanel resultKey={`failed-${attempt}`} title={words.failed.title} icon={<AlertTriangle className="h-8 w-8" />}>
          {failure && lead(failure)}
          <div className="mt-8 flex justify-center">
            <Button
              type="button"
              onClick={() => {
                if (token) confirmations.forget(token);
                setState({ phase: "checking" });
                setAttempt((n) => n + 1);
              }}
            >
              {words.failed.retry}
            </Button>
          </div>
        </ResultPanel>
      )}
    </SubscriptionPage>
  );
}
