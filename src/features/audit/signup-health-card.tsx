import { Card } from "~/components/ui/card";
import { sourceName } from "~/content/subscriber-sources";
import { auditCopy, monthLabel } from "~/content/team-tools";
import { percent, rate, type FailedMail, type SignupHealth } from "./signup-health";

const copy = auditCopy.health;
const n = (x: number) => x.toLocaleString("en-US");
const timeFmt = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });

/** The months shown: the latest 12 with sign-ups. */
const MONTHS_SHOWN = 12;

function RateTable({ label, first, rows }: { label: string; first: string; rows: { key: string; name: string; signUps: number; confirmed: number }[] }) {
  if (rows.length === 0) return <p className="mt-2 text-sm text-muted">{copy.noSignUps}</p>;
  return (
    <table className="mt-2 w-full text-sm" aria-label={label}>
      <thead>
        <tr className="border-b border-sand-200 text-left text-xs font-semibold uppercase tracking-wide text-muted">
          <th scope="col" className="py-1.5 pr-2 font-semibold">
            {first}
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
            {copy.columns.signUps}
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
            {copy.columns.confirmed}
          </th>
          <th scope="col" className="py-1.5 text-right font-semibold">
            {copy.columns.rate}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-b border-sand-100" data-row={r.key}>
            <th scope="row" className="max-w-0 truncate py-1.5 pr-2 text-left font-normal text-ink" title={r.key}>
              {r.name}
            </th>
            <td className="py-1.5 pr-2 text-right tabular-nums text-muted">{n(r.signUps)}</td>
            <td className="py-1.5 pr-2 text-right tabular-nums text-muted">{n(r.confirmed)}</td>
            <td className="py-1.5 text-right font-semibold tabular-nums text-brand-900">{percent(rate(r.confirmed, r.signUps))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MailList({ title, mails, kind }: { title: string; mails: FailedMail[]; kind: "given-up" | "retrying" }) {
  return (
    <section aria-label={title} data-mails={kind}>
      <h4 className="text-sm font-semibold text-brand-900">{title}</h4>
      <ul className="mt-1 space-y-1.5 text-sm">
        {mails.map((m) => (
          <li key={m.id} className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950" data-mail={m.id}>
            <span className="font-medium">{copy.kinds[m.kind] ?? m.kind}</span> · <span className="break-all">{m.to}</span> ·{" "}
            <time dateTime={m.createdAt}>{timeFmt.format(new Date(m.createdAt))}</time> · {copy.attempts(m.attempts)}
            <span className="mt-0.5 block break-words text-xs">{m.lastError ?? copy.noError}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The double opt-in's figures (audit_signup_health), in the audit's look. */
export function SignupHealthCard({ health }: { health: SignupHealth }) {
  const { confirmation, mail } = health;
  const thisMonth = health.asOf.slice(0, 7);
  const months = confirmation.months.slice(-MONTHS_SHOWN).reverse();
  const unsubscribes = health.unsubscribes.slice(-MONTHS_SHOWN).reverse();
  const maxUnsub = Math.max(1, ...unsubscribes.map((u) => u.count));
  const failing = mail.givenUp.last30Days + mail.retrying + mail.overdue;
  const figures: [string, string, string][] = [
    ["pending-over-week", copy.pendingOverWeek, n(health.pending.olderThan7Days)],
    ["recent-rate", copy.recentRate, percent(rate(confirmation.recent.confirmed, confirmation.recent.signUps))],
    ["unsubscribed-this-month", copy.unsubscribedThisMonth, n(health.unsubscribes.find((u) => u.month === thisMonth)?.count ?? 0)],
    ["mails-failing", copy.mailsFailing, n(failing)],
  ];
  return (
    <Card data-testid="signup-health">
      <h2 className="text-xl font-semibold text-brand-900">{copy.title}</h2>
      <p className="mt-1 text-sm text-muted">{copy.intro}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([id, label, value]) => (
          <div key={id} className="rounded-xl bg-sand-50 p-3">
            <dt className="text-xs font-medium text-muted">{label}</dt>
            <dd className="text-xl font-bold text-brand-900" data-testid={`health-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 grid gap-6 @3xl:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-brand-900">{copy.byMonth}</h3>
          <RateTable
            label={copy.byMonth}
            first={copy.columns.month}
            rows={months.map((m) => ({ key: m.month, name: monthLabel(m.month), signUps: m.signUps, confirmed: m.confirmed }))}
          />
          <p className="mt-2 text-xs text-muted">{copy.byMonthNote}</p>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-brand-900">{copy.bySource}</h3>
          <RateTable
            label={copy.bySource}
            first={copy.columns.source}
            rows={confirmation.sources.map((s) => ({ key: s.source, name: sourceName(s.source), signUps: s.signUps, confirmed: s.confirmed }))}
          />
        </div>
      </div>

      <div className="mt-6 grid gap-6 @3xl:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-brand-900">{copy.unsubscribes}</h3>
          {unsubscribes.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{copy.noUnsubscribes}</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm" aria-label={copy.unsubscribes}>
              {unsubscribes.map((u) => (
                <li key={u.month} className="grid grid-cols-[5.5rem_1fr_3rem] items-center gap-2" data-month={u.month}>
                  <span className="text-muted">{monthLabel(u.month)}</span>
                  <span className="h-2 rounded-full bg-sand-100" aria-hidden="true">
                    <span className="block h-full rounded-full bg-brand-600" style={{ width: `${(u.count / maxUnsub) * 100}%` }} />
                  </span>
                  <span className="text-right tabular-nums text-ink">{n(u.count)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-brand-900">{copy.mail}</h3>
          <p className="mt-2 text-sm text-muted">{copy.sent(n(mail.sentLast30Days))}</p>
          {mail.overdue > 0 && <p className="mt-2 text-sm font-medium text-amber-900">{copy.overdue(n(mail.overdue))}</p>}
          {mail.givenUpLatest.length === 0 && mail.retryingLatest.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{copy.noFailures}</p>
          ) : (
            <div className="mt-2 space-y-3">
              {mail.givenUpLatest.length > 0 && <MailList title={copy.givenUp(n(mail.givenUp.total))} mails={mail.givenUpLatest} kind="given-up" />}
              {mail.retryingLatest.length > 0 && <MailList title={copy.retrying(n(mail.retrying))} mails={mail.retryingLatest} kind="retrying" />}
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
