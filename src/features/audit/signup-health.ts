import type { SupabaseClient } from "@supabase/supabase-js";
import { AUDIT_RPC, AuditRpcError } from "./audit-db";
import type { AuditStatus } from "./types";

/**
 * What `audit_signup_health()` counts in the database (one request, whatever the list's size),
 * and the audit's rules over it: the double opt-in's four checks (pending confirmations, the
 * confirmation rate, unsubscribes, mail delivery) and the figures of its card.
 */
export type SignupHealth = {
  asOf: string;
  pending: { olderThan7Days: number; oldest: string | null };
  confirmation: {
    /** 'YYYY-MM' of the first sign-up (UTC): all sign-ups and the confirmed ones. */
    months: { month: string; signUps: number; confirmed: number }[];
    sources: { source: string; signUps: number; confirmed: number }[];
    /** The sign-ups 7 to 30 days old: a full week to confirm, none purged yet. */
    recent: { from: string; to: string; signUps: number; confirmed: number };
  };
  /** 'YYYY-MM' of the unsubscribe (UTC). */
  unsubscribes: { month: string; count: number }[];
  mail: {
    sentLast30Days: number;
    givenUp: { last30Days: number; total: number };
    givenUpLatest: FailedMail[];
    retrying: number;
    retryingLatest: FailedMail[];
    overdue: number;
  };
};

export type FailedMail = {
  id: string;
  kind: "confirm" | "data_report";
  to: string;
  lang: string | null;
  createdAt: string;
  attempts: number;
  failedAt?: string | null;
  nextAttemptAt?: string | null;
  lastError: string | null;
};

const num = (n: unknown) => Number(n ?? 0);

export async function fetchSignupHealth(team: SupabaseClient): Promise<SignupHealth> {
  const { data, error } = await team.rpc(AUDIT_RPC.signupHealth);
  if (error) throw new AuditRpcError(error);
  const r = (data ?? {}) as Partial<SignupHealth>;
  const c = r.confirmation;
  const mails = (list: FailedMail[] | undefined) => (list ?? []).map((m) => ({ ...m, attempts: num(m.attempts) }));
  return {
    asOf: r.asOf ?? new Date().toISOString(),
    pending: { olderThan7Days: num(r.pending?.olderThan7Days), oldest: r.pending?.oldest ?? null },
    confirmation: {
      months: (c?.months ?? []).map((m) => ({ month: m.month, signUps: num(m.signUps), confirmed: num(m.confirmed) })),
      sources: (c?.sources ?? []).map((s) => ({ source: s.source, signUps: num(s.signUps), confirmed: num(s.confirmed) })),
      recent: { from: c?.recent?.from ?? "", to: c?.recent?.to ?? "", signUps: num(c?.recent?.signUps), confirmed: num(c?.recent?.confirmed) },
    },
    unsubscribes: (r.unsubscribes ?? []).map((u) => ({ month: u.month, count: num(u.count) })),
    mail: {
      sentLast30Days: num(r.mail?.sentLast30Days),
      givenUp: { last30Days: num(r.mail?.givenUp?.last30Days), total: num(r.mail?.givenUp?.total) },
      givenUpLatest: mails(r.mail?.givenUpLatest),
      retrying: num(r.mail?.retrying),
      retryingLatest: mails(r.mail?.retryingLatest),
      overdue: num(r.mail?.overdue),
    },
  };
}

type Outcome = { status: AuditStatus; message: string; details: Record<string, unknown> };

const n = (x: number) => x.toLocaleString("en-US");
const dateFmt = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** confirmed / sign-ups, or null when there were none. */
export function rate(confirmed: number, signUps: number): number | null {
  return signUps > 0 ? confirmed / signUps : null;
}

/** 0.734 as '73%'; null as '–'. */
export function percent(r: number | null): string {
  return r === null ? "–" : `${Math.round(r * 100)}%`;
}

/** A recent confirmation rate under this, over at least MIN_RECENT_SIGN_UPS sign-ups, is a warning. */
export const LOW_CONFIRMATION_RATE = 0.5;
export const MIN_RECENT_SIGN_UPS = 20;

/** pending_confirmations: a warning when any sign-up has waited more than 7 days (the link has expired). */
export function pendingOutcome(h: SignupHealth): Outcome {
  const { olderThan7Days: count, oldest } = h.pending;
  const details = { pendingOlderThan7Days: count, oldestSignUp: oldest };
  if (count === 0) return { status: "success", message: "No sign-up has waited more than 7 days for its confirmation link.", details };
  return {
    status: "warning",
    message:
      `${n(count)} ${count === 1 ? "sign-up has" : "sign-ups have"} waited more than 7 days for the confirmation link` +
      `${oldest ? ` (the oldest since ${dateFmt.format(new Date(oldest))})` : ""}: the confirmation mail may not arrive. ` +
      "Unconfirmed sign-ups are deleted after 30 days.",
    details,
  };
}

/** confirmation_rate: the sign-ups 7 to 30 days old decide; months and sources are in the card. */
export function confirmationOutcome(h: SignupHealth): Outcome {
  const { recent, months } = h.confirmation;
  const all = months.reduce((s, m) => s + m.signUps, 0);
  const confirmed = months.reduce((s, m) => s + m.confirmed, 0);
  const recentRate = rate(recent.confirmed, recent.signUps);
  const details = {
    recent: { from: recent.from, to: recent.to, signUps: recent.signUps, confirmed: recent.confirmed, rate: percent(recentRate) },
    allTime: { signUps: all, confirmed, rate: percent(rate(confirmed, all)) },
    threshold: `${percent(LOW_CONFIRMATION_RATE)} of at least ${MIN_RECENT_SIGN_UPS} sign-ups`,
  };
  if (recentRate === null) {
    return { status: "success", message: "No sign-ups from 7 to 30 days ago to measure yet; the rates by month and by source are below.", details };
  }
  const of = `${percent(recentRate)} of the ${n(recent.signUps)} sign-ups from 7 to 30 days ago confirmed their address`;
  if (recent.signUps >= MIN_RECENT_SIGN_UPS && recentRate < LOW_CONFIRMATION_RATE) {
    return {
      status: "warning",
      message: `Only ${of} (under ${percent(LOW_CONFIRMATION_RATE)}): check that the confirmation mail arrives, and that its link works.`,
      details,
    };
  }
  return { status: "success", message: `${of}.`, details };
}

/** unsubscribes: the figures only (leaving is every subscriber's right). */
export function unsubscribesOutcome(h: SignupHealth): Outcome {
  const thisMonth = h.asOf.slice(0, 7);
  const asOf = new Date(h.asOf);
  const yearAgo = new Date(Date.UTC(asOf.getUTCFullYear() - 1, asOf.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
  const inMonth = h.unsubscribes.find((u) => u.month === thisMonth)?.count ?? 0;
  const last12 = h.unsubscribes.filter((u) => u.month >= yearAgo && u.month <= thisMonth).reduce((s, u) => s + u.count, 0);
  return {
    status: "success",
    message: `${n(inMonth)} unsubscribed this month, ${n(last12)} in the last 12 months (one click, from any mail).`,
    details: { thisMonth: inMonth, last12Months: last12, byMonth: Object.fromEntries(h.unsubscribes.map((u) => [u.month, u.count])) },
  };
}

/** mail_delivery: a warning for mails given up in the last 30 days, mails being retried, or mails overdue (no sender running). */
export function mailOutcome(h: SignupHealth): Outcome {
  const m = h.mail;
  const details = {
    sentLast30Days: m.sentLast30Days,
    givenUpLast30Days: m.givenUp.last30Days,
    givenUpEver: m.givenUp.total,
    retrying: m.retrying,
    overdue: m.overdue,
    lastErrors: [...m.givenUpLatest, ...m.retryingLatest].map((x) => x.lastError).filter((e): e is string => Boolean(e)).slice(0, 5),
  };
  const problems: string[] = [];
  const lastError = (list: FailedMail[]) => (list[0]?.lastError ? ` (last error: ${list[0].lastError})` : "");
  if (m.givenUp.last30Days > 0) {
    problems.push(`${n(m.givenUp.last30Days)} ${m.givenUp.last30Days === 1 ? "mail was" : "mails were"} given up after 24 hours of retries in the last 30 days${lastError(m.givenUpLatest)}.`);
  }
  if (m.retrying > 0) {
    problems.push(`${n(m.retrying)} ${m.retrying === 1 ? "mail is" : "mails are"} being retried${lastError(m.retryingLatest)}.`);
  }
  if (m.overdue > 0) {
    problems.push(
      `${n(m.overdue)} ${m.overdue === 1 ? "mail is" : "mails are"} more than 5 minutes past their sending time: the mail sender (send-mail, run every minute) may not be running.`,
    );
  }
  if (problems.length) return { status: "warning", message: problems.join(" "), details };
  return { status: "success", message: `Every mail went out: ${n(m.sentLast30Days)} in the last 30 days, none retrying or given up.`, details };
}
