/**
 * The SQL functions' answers (docs/decisions/2026-11-28-double-opt-in.md and the migration
 * 20261128000000_double_opt_in.sql): what the functions read from rpc().
 */
import type { Lang } from "./words/index.ts";

export type SubscribeCode = "pending" | "already_subscribed" | "mail_limit" | "invalid";
export interface SubscribeResult {
  code: SubscribeCode;
  mail_id: string | null;
}

export type ConfirmCode = "confirmed" | "already_confirmed" | "expired" | "used" | "unknown";
export interface ConfirmResult {
  code: ConfirmCode;
  lang: Lang | null;
}

export type ResendCode = "pending" | "mail_limit" | "already_confirmed" | "unknown";
export interface ResendResult {
  code: ResendCode;
  mail_id: string | null;
  lang: Lang | null;
}

export type UnsubscribeCode = "unsubscribed" | "already_unsubscribed" | "unknown";
export interface UnsubscribeResult {
  code: UnsubscribeCode;
  lang: Lang | null;
}

export type DataRequestCode = "queued" | "none" | "mail_limit" | "invalid";
export interface DataRequestResult {
  code: DataRequestCode;
  mail_id: string | null;
}

export interface EraseResult {
  code: "erased" | "unknown";
}

export interface SubscriberRecord {
  email: string;
  status: "pending" | "confirmed" | "unsubscribed";
  source: string | null;
  lang: Lang | null;
  page: string | null;
  created_at: string | null;
  consented_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  consent_text_version: string | null;
  privacy_notice_version: string | null;
  consent_text: string | null;
}

/** mail_to_send()'s answer: one leased outbox row with fresh tokens. */
export interface MailToSend {
  id: string;
  kind: "confirm" | "data_report";
  to: string;
  lang: Lang;
  confirm_token?: string | null;
  erase_token?: string | null;
  unsubscribe_token: string;
  subscriber: SubscriberRecord;
}

/** What a function tells the page about the mail it tried to send. */
export type MailOutcome = "sent" | "queued" | "none";
