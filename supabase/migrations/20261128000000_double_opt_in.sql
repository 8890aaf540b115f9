-- A subscriber is a person who said yes: double opt-in, one-click unsubscribe, the consent on
-- record, and a mail outbox (issue 42, docs/decisions/2026-11-28-double-opt-in.md).
--
-- Before this migration subscribe() stored a row and nothing else happened: anyone could put
-- anyone's address on the list, nobody could leave, and nothing recorded what a subscriber had
-- agreed to. Now:
--
--   * a row has a status: pending (signed up, a confirmation mail sent or queued), confirmed (the
--     mail's link followed), unsubscribed (one click); a new sign-up makes a pending or
--     unsubscribed row pending again, with a new consent record and a new confirmation mail;
--   * every sign-up records the consent: the page, the version of the words beside the form
--     (private.consent_texts), the privacy notice's version and the time;
--   * the links in the mails carry random tokens (64 hex characters) of which only the sha256 is
--     stored (private.subscriber_tokens): a database dump confirms, unsubscribes or erases nobody;
--   * every mail goes through private.mail_outbox, which the send-mail Edge Function drains
--     (mails_due, mail_to_send, mail_sent, mail_failed): retried with backoff for 24 hours, at
--     most 3 confirmation mails per subscriber per rolling 24 hours, leased so two senders never
--     send one mail twice;
--   * a person can ask what is held on their address (request_subscriber_data: a mail with the
--     record and a link that erases it, erase_subscriber);
--   * pending rows never confirmed are deleted after 30 days (private.purge_unconfirmed: pg_cron
--     daily where it exists, the local stand-in at start and hourly);
--   * the public role (anon) loses its last grant, EXECUTE on subscribe() (the old signature is
--     dropped, its grants with it; the new one is granted to no public role): visitors sign up
--     through the signup Edge Function (Turnstile first), which calls these functions with the
--     service role. A signed-in team member with the second factor (admin, aal2) may still call
--     subscribe() for the audit's test sources, which never queue mail.
--
-- Idempotent, like every migration here (the tests run every migration twice).

-- ---------------------------------------------------------------------------------------------
-- The subscriber's state and consent record.

-- Rows stored before this migration signed up under single opt-in: they are 'confirmed' (they
-- were on the list and were told so) with no confirmation time, so nothing claims a confirmation
-- that did not happen. Adding the column with that default fills them without a rewrite and
-- without firing the count triggers; new rows then default to 'pending'.
alter table public.subscribers add column if not exists status text not null default 'confirmed';
alter table public.subscribers alter column status set default 'pending';
alter table public.subscribers add column if not exists page text;
alter table public.subscribers add column if not exists consent_text_version text;
alter table public.subscribers add column if not exists privacy_notice_version text;
alter table public.subscribers add column if not exists consented_at timestamptz;
alter table public.subscribers add column if not exists confirmed_at timestamptz;
alter table public.subscribers add column if not exists unsubscribed_at timestamptz;

comment on column public.subscribers.status is 'pending (signed up, not yet confirmed), confirmed (the link in the mail followed; rows from before 2026-11-28 too), unsubscribed.';
comment on column public.subscribers.page is 'The path of the page the sign-up form was on (latest sign-up).';
comment on column public.subscribers.consent_text_version is 'The version of the consent words shown beside the form (private.consent_texts), latest sign-up.';
comment on column public.subscribers.privacy_notice_version is 'The version of the privacy notice linked beside the form, latest sign-up.';
comment on column public.subscribers.consented_at is 'The time of the latest sign-up (null for rows from before double opt-in).';
comment on column public.subscribers.confirmed_at is 'The time the confirmation link was followed; null while pending and for rows from before double opt-in.';
comment on column public.subscribers.unsubscribed_at is 'The time of the latest unsubscribe.';

-- The consent words, per version and language, exactly as the form shows them (the app keeps the
-- same words in src/content/consent/; tests/double-opt-in.test.ts compares the two). A version's
-- words never change: new words get a new version. privacy_notice_version is the notice linked
-- beside those words, so a sign-up records both from the one version the form sends.
create table if not exists private.consent_texts (
  version text not null,
  lang text not null check (lang in ('en', 'es')),
  text text not null,
  privacy_notice_version text not null,
  primary key (version, lang)
);
comment on table private.consent_texts is 'The exact consent words beside the sign-up forms, per version and language, and the privacy notice version linked beside them.';
insert into private.consent_texts (version, lang, text, privacy_notice_version) values
  ('2026-11-28', 'en', 'Yes, e-mail me hosting tips, early access to new DIY toolkits and subscriber-only offers. We''ll first send a link to confirm your address, and every e-mail has a one-click unsubscribe.', '2026-11-28'),
  ('2026-11-28', 'es', 'Sí, quiero recibir por correo consejos para anfitriones, acceso anticipado a los nuevos kits y ofertas exclusivas para suscriptores. Primero le enviaremos un enlace para confirmar su correo, y cada correo incluye un enlace para darse de baja con un clic.', '2026-11-28')
on conflict (version, lang) do nothing;

do $$
begin
  if not exists (select 1 from pg_constraint where conrelid = 'public.subscribers'::regclass and conname = 'subscribers_status_known') then
    alter table public.subscribers add constraint subscribers_status_known check (status in ('pending', 'confirmed', 'unsubscribed'));
  end if;
  if not exists (select 1 from pg_constraint where conrelid = 'public.subscribers'::regclass and conname = 'subscribers_page_length') then
    alter table public.subscribers add constraint subscribers_page_length check (page is null or char_length(page) <= 300);
  end if;
  -- A recorded consent names words that exist, in the sign-up's language.
  if not exists (select 1 from pg_constraint where conrelid = 'public.subscribers'::regclass and conname = 'subscribers_consent_text_known') then
    alter table public.subscribers add constraint subscribers_consent_text_known
      foreign key (consent_text_version, lang) references private.consent_texts (version, lang);
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Tokens: the sha256 (hex) of each link's token, never the token. confirm: 7 days, single use;
-- erase: 7 days, single use; unsubscribe: no expiry, works every time (a mail's link works for
-- ever, as the bulk-sender rules want). Deleting a subscriber deletes its tokens.
create table if not exists private.subscriber_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  subscriber_id uuid not null references public.subscribers (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'unsubscribe', 'erase')),
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  used_at timestamptz
);
create index if not exists subscriber_tokens_subscriber_idx on private.subscriber_tokens (subscriber_id);
comment on table private.subscriber_tokens is 'sha256 hex of the tokens in mailed links (confirm, unsubscribe, erase); the tokens themselves are stored nowhere.';

-- The outbox: every mail, sent or to send. A mail is due when next_attempt_at has passed and it
-- is neither sent nor given up; mail_to_send() leases it by moving next_attempt_at two minutes on.
create table if not exists private.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  subscriber_id uuid not null references public.subscribers (id) on delete cascade,
  kind text not null check (kind in ('confirm', 'data_report')),
  to_email text not null,
  lang text not null check (lang in ('en', 'es')),
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text,
  provider_id text
);
create index if not exists mail_outbox_due_idx on private.mail_outbox (next_attempt_at) where sent_at is null and failed_at is null;
create index if not exists mail_outbox_subscriber_idx on private.mail_outbox (subscriber_id, kind, created_at);
comment on table private.mail_outbox is 'Every mail to a subscriber (confirm, data_report): retried with backoff for 24 hours, then given up (failed_at).';

-- Retry timing (one row): the first retry after retry_base_seconds, doubling each time, at most
-- an hour apart.
create table if not exists private.mail_settings (
  id boolean primary key default true check (id),
  retry_base_seconds integer not null default 30 check (retry_base_seconds > 0)
);
insert into private.mail_settings (id) values (true) on conflict (id) do nothing;

-- The per-address limit becomes a last fuse: Turnstile stops the bots, and 300 people behind one
-- carrier NAT must be able to sign up within ten minutes. A value someone chose is left alone.
alter table private.signup_settings alter column per_address_per_hour set default 1000;
update private.signup_settings set per_address_per_hour = 1000 where per_address_per_hour = 20;

revoke all on table private.consent_texts, private.subscriber_tokens, private.mail_outbox, private.mail_settings from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Helpers (private: no API role may call them).

-- A new token: 64 lowercase hex characters from two random uuids (gen_random_uuid is core
-- Postgres and draws from the strong random source; pgcrypto is not everywhere, PGlite lacks it).
-- Hashed so the uuids' fixed version bits don't show.
create or replace function private.new_token() returns text
  language sql volatile
  set search_path = ''
  as $$ select encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex') $$;

-- What the database keeps of a token.
create or replace function private.token_hash(token text) returns text
  language sql immutable strict
  set search_path = ''
  as $$ select encode(sha256(convert_to(token, 'UTF8')), 'hex') $$;

-- Stores the hash of a new token for the subscriber and answers the token (for the mail only).
create or replace function private.mint_token(subscriber uuid, purpose text, lifetime interval) returns text
  language plpgsql volatile
  set search_path = ''
  as $$
declare
  token text := private.new_token();
begin
  insert into private.subscriber_tokens (token_hash, subscriber_id, purpose, expires_at)
  values (private.token_hash(token), subscriber, purpose, now() + lifetime);
  return token;
end
$$;

-- The token row for a link's token and purpose (null when malformed or unknown). Only exactly 64
-- lowercase hex characters are looked up: anything else, tampered or truncated, is unknown.
create or replace function private.find_token(token text, wanted text) returns private.subscriber_tokens
  language sql stable
  set search_path = ''
  as $$
    select t.* from private.subscriber_tokens t
     where token ~ '^[0-9a-f]{64}$' and t.token_hash = private.token_hash(token) and t.purpose = wanted
  $$;

-- The per-address limit, shared by the sign-up and the data request (each counted apart, by
-- `kind`): the client address is the caller's (the Edge Function passes the visitor's), else the
-- request header PostgREST hands over. Only a hash of it is stored. Raises PT429 past the limit.
create or replace function private.check_address_limit(kind text, client_address text) returns void
  language plpgsql volatile
  set search_path = ''
  as $$
declare
  settings private.signup_settings;
  headers json;
  address text;
  key text;
  recent integer;
begin
  select * into settings from private.signup_settings limit 1;
  address := nullif(btrim(coalesce(client_address, '')), '');
  if address is null then
    headers := nullif(current_setting('request.headers', true), '')::json;
    address := btrim(split_part(coalesce(headers ->> coalesce(settings.client_address_header, 'x-forwarded-for'), ''), ',', 1));
  end if;
  key := encode(sha256(convert_to(case when kind = 'subscribe' then '' else kind || ':' end || coalesce(nullif(address, ''), 'unknown'), 'UTF8')), 'hex');
  -- One request per address at a time, so two parallel requests can't both take the last place.
  perform pg_advisory_xact_lock(hashtextextended('subscribe:' || key, 0));
  delete from private.signup_attempts a where a.attempted_at < now() - interval '1 hour';
  select count(*) into recent from private.signup_attempts a where a.client_key = key and a.attempted_at > now() - interval '1 hour';
  if recent >= coalesce(settings.per_address_per_hour, 1000) then
    raise exception using
      errcode = 'PT429',
      message = case when kind = 'subscribe' then 'Too many sign-ups from your network in the last hour. Please try again later.'
                     else 'Too many requests from your network in the last hour. Please try again later.' end,
      detail = format('At most %s per address per hour.', coalesce(settings.per_address_per_hour, 1000));
  end if;
  insert into private.signup_attempts (client_key) values (key);
end
$$;

-- Whether the caller came through the API as a public role (anon, authenticated) rather than as
-- the service role or the database owner: PostgREST sets the role per request (SET LOCAL ROLE)
-- and the JWT's claims; a SECURITY DEFINER function sees both unchanged.
create or replace function private.called_by_public_role() returns boolean
  language sql stable
  set search_path = ''
  as $$
    select coalesce(current_setting('role', true), '') in ('anon', 'authenticated')
        or coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') in ('anon', 'authenticated')
  $$;

-- Confirmation mails queued for a subscriber in the last 24 hours (the limit is 3).
create or replace function private.confirm_mails_today(subscriber uuid) returns integer
  language sql stable
  set search_path = ''
  as $$
    select count(*)::integer from private.mail_outbox m
     where m.subscriber_id = subscriber and m.kind = 'confirm' and m.created_at > now() - interval '24 hours'
  $$;

-- A new confirmation mail to the subscriber's address, in its language as it stands, unless 3
-- went to it in the last 24 hours. Answers the outbox id, or null at the limit. The caller holds
-- the subscriber's row lock.
create or replace function private.queue_confirm_mail(subscriber uuid) returns uuid
  language plpgsql volatile
  set search_path = ''
  as $$
declare
  mail uuid;
begin
  if private.confirm_mails_today(subscriber) >= 3 then
    return null;
  end if;
  insert into private.mail_outbox (subscriber_id, kind, to_email, lang)
  select s.id, 'confirm', s.email, coalesce(s.lang, 'en') from public.subscribers s where s.id = subscriber
  returning id into mail;
  return mail;
end
$$;

revoke all on function private.new_token(), private.token_hash(text), private.mint_token(uuid, text, interval),
  private.find_token(text, text), private.check_address_limit(text, text), private.called_by_public_role(),
  private.queue_confirm_mail(uuid), private.confirm_mails_today(uuid)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Sign-up. A new signature (page, consent version, client address; answers jsonb): the old one
-- goes, so nothing can call it with the old answer in mind.

drop function if exists public.subscribe(text, text, text, text);

create or replace function public.subscribe(
  email text,
  source text,
  lang text,
  website text default null,
  page text default null,
  consent_version text default null,
  client_address text default null
)
  returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
  as $$
declare
  sent_by text;
  consent private.consent_texts;
  normalized text;
  sub public.subscribers;
  mail uuid;
begin
  select s.sent_by into sent_by from private.signup_sources s where s.source = subscribe.source;
  -- A signed-in team member (admin, second factor) may sign up the audit's test addresses; no one
  -- else reaches this function but the service role (the Edge Functions) and the owner.
  if private.called_by_public_role() then
    if not (coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin' and (auth.jwt() ->> 'aal') = 'aal2', false)
            and coalesce(sent_by = 'audit', false)) then
      raise exception using errcode = '42501', message = 'permission denied for function subscribe',
        hint = 'Visitors sign up through the signup Edge Function; the team may sign up the audit''s test sources only.';
    end if;
  end if;

  -- A filled honeypot (the form's hidden field, which people never see): a bot. It is told it
  -- succeeded, and nothing is stored or counted.
  if nullif(btrim(subscribe.website), '') is not null then
    return jsonb_build_object('code', 'pending', 'mail_id', null);
  end if;
  if sent_by is null then
    raise exception using
      errcode = '22023',
      message = format('Unknown sign-up source %s: nothing was stored.', coalesce(quote_literal(left(subscribe.source, 100)), 'null')),
      hint = 'A sign-up form sends one of the sources in private.signup_sources.';
  end if;
  if subscribe.lang is null or subscribe.lang not in ('en', 'es') then
    raise exception using
      errcode = '22023',
      message = format('Unknown sign-up language %s: nothing was stored.', coalesce(quote_literal(left(subscribe.lang, 20)), 'null')),
      hint = 'lang is en or es.';
  end if;
  -- The site's forms show consent words and send their version: a sign-up without known words
  -- could not show what the person agreed to. The audit's test sign-ups show none.
  if subscribe.consent_version is not null or sent_by = 'site' then
    select * into consent from private.consent_texts c where c.version = subscribe.consent_version and c.lang = subscribe.lang;
    if not found then
      raise exception using
        errcode = '22023',
        message = format('Unknown consent version %s for %s: nothing was stored.', coalesce(quote_literal(left(subscribe.consent_version, 40)), 'null'), subscribe.lang),
        hint = 'consent_version is a version in private.consent_texts (the app''s CONSENT_VERSION).';
    end if;
  end if;

  perform private.check_address_limit('subscribe', subscribe.client_address);

  normalized := private.normalize_email(subscribe.email);
  if normalized is null then
    return jsonb_build_object('code', 'invalid', 'mail_id', null);
  end if;

  -- The unique index on lower(email) decides: a look-alike of a stored address is that address.
  insert into public.subscribers as s (email, source, lang, page, consent_text_version, privacy_notice_version, consented_at, status)
  values (normalized, subscribe.source, subscribe.lang, left(subscribe.page, 300), consent.version, consent.privacy_notice_version, now(), 'pending')
  on conflict do nothing
  returning s.* into sub;
  if sub.id is not null then
    if sent_by = 'audit' then
      return jsonb_build_object('code', 'pending', 'mail_id', null);
    end if;
    return jsonb_build_object('code', 'pending', 'mail_id', private.queue_confirm_mail(sub.id));
  end if;

  select * into sub from public.subscribers s where lower(s.email) = normalized for update;
  if sub.status = 'confirmed' then
    return jsonb_build_object('code', 'already_subscribed', 'mail_id', null);
  end if;
  -- The audit's test sign-ups change no row that exists: it may be a person's, whose consent
  -- record an audit must not overwrite.
  if sent_by = 'audit' then
    return jsonb_build_object('code', 'pending', 'mail_id', null);
  end if;
  -- Pending or unsubscribed: pending again, with this sign-up's consent record and a new mail
  -- in this sign-up's language. At the mail limit nothing changes (the person already has three
  -- links from today).
  if private.confirm_mails_today(sub.id) >= 3 then
    return jsonb_build_object('code', 'mail_limit', 'mail_id', null);
  end if;
  -- source and created_at stay the first sign-up's; confirmed_at and unsubscribed_at keep the
  -- history (a row confirmed once is never purged as "never confirmed").
  update public.subscribers s
     set status = 'pending', lang = subscribe.lang, page = left(subscribe.page, 300),
         consent_text_version = consent.version, privacy_notice_version = consent.privacy_notice_version, consented_at = now()
   where s.id = sub.id;
  mail := private.queue_confirm_mail(sub.id);
  return jsonb_build_object('code', 'pending', 'mail_id', mail);
end
$$;
comment on function public.subscribe(text, text, text, text, text, text, text) is
  'Sign-up (service role; the team for audit sources): one address, normalised, from a known source, with the consent version shown. Answers {code: pending|already_subscribed|mail_limit|invalid, mail_id}.';

-- ---------------------------------------------------------------------------------------------
-- The links in the mails.

create or replace function public.confirm_subscription(token text)
  returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
  as $$
declare
  t private.subscriber_tokens;
  sub public.subscribers;
begin
  t := private.find_token(confirm_subscription.token, 'confirm');
  if t.token_hash is null then
    return jsonb_build_object('code', 'unknown', 'lang', null);
  end if;
  select * into sub from public.subscribers s where s.id = t.subscriber_id for update;
  -- Confirmed already (this link's second click, or another mail's link): say so, change nothing.
  if sub.status = 'confirmed' then
    return jsonb_build_object('code', 'already_confirmed', 'lang', sub.lang);
  end if;
  if t.used_at is not null then
    return jsonb_build_object('code', 'used', 'lang', sub.lang);
  end if;
  if t.expires_at is not null and t.expires_at <= now() then
    return jsonb_build_object('code', 'expired', 'lang', sub.lang);
  end if;
  -- Pending, or unsubscribed after this link was mailed: following the link is the yes.
  update private.subscriber_tokens k set used_at = now() where k.token_hash = t.token_hash;
  update public.subscribers s set status = 'confirmed', confirmed_at = now() where s.id = sub.id;
  return jsonb_build_object('code', 'confirmed', 'lang', sub.lang);
end
$$;

-- A new confirmation mail from a confirm link that expired or was used (the confirm page offers
-- it): only the mailbox's owner has the token.
create or replace function public.resend_confirmation(token text)
  returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
  as $$
declare
  t private.subscriber_tokens;
  sub public.subscribers;
  mail uuid;
begin
  t := private.find_token(resend_confirmation.token, 'confirm');
  if t.token_hash is null then
    return jsonb_build_object('code', 'unknown', 'mail_id', null, 'lang', null);
  end if;
  select * into sub from public.subscribers s where s.id = t.subscriber_id for update;
  if sub.status = 'confirmed' then
    return jsonb_build_object('code', 'already_confirmed', 'mail_id', null, 'lang', sub.lang);
  end if;
  mail := private.queue_confirm_mail(sub.id);
  if mail is null then
    return jsonb_build_object('code', 'mail_limit', 'mail_id', null, 'lang', sub.lang);
  end if;
  -- Asking for a new link after leaving is asking to come back: pending again.
  if sub.status <> 'pending' then
    update public.subscribers s set status = 'pending' where s.id = sub.id;
  end if;
  return jsonb_build_object('code', 'pending', 'mail_id', mail, 'lang', sub.lang);
end
$$;

-- One click, as often as the person likes (every mail's link works for ever).
create or replace function public.unsubscribe(token text)
  returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
  as $$
declare
  t private.subscriber_tokens;
  sub public.subscribers;
begin
  t := private.find_token(unsubscribe.token, 'unsubscribe');
  if t.token_hash is null then
    return jsonb_build_object('code', 'unknown', 'lang', null);
  end if;
  select * into sub from public.subscribers s where s.id = t.subscriber_id for update;
  if sub.status = 'unsubscribed' then
    return jsonb_build_object('code', 'already_unsubscribed', 'lang', sub.lang);
  end if;
  -- From pending too: "I never signed up" stops the confirmation mails (mail_to_send skips them).
  update public.subscribers s set status = 'unsubscribed', unsubscribed_at = now() where s.id = sub.id;
  return jsonb_build_object('code', 'unsubscribed', 'lang', sub.lang);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- What is held on an address, and erasing it (GDPR Art. 15/17, LFPDPPP's ARCO rights).

-- Queues a mail with the record and an erase link to the address itself, if it is on the list.
-- The Edge Function answers the visitor the same whatever this says, so membership never shows.
create or replace function public.request_subscriber_data(email text, lang text, client_address text default null)
  returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
  as $$
declare
  normalized text;
  sub public.subscribers;
  sent integer;
  mail uuid;
begin
  if request_subscriber_data.lang is null or request_subscriber_data.lang not in ('en', 'es') then
    raise exception using errcode = '22023',
      message = format('Unknown language %s.', coalesce(quote_literal(left(request_subscriber_data.lang, 20)), 'null')),
      hint = 'lang is en or es.';
  end if;
  perform private.check_address_limit('data_request', request_subscriber_data.client_address);
  normalized := private.normalize_email(request_subscriber_data.email);
  if normalized is null then
    return jsonb_build_object('code', 'invalid', 'mail_id', null);
  end if;
  select * into sub from public.subscribers s where lower(s.email) = normalized for update;
  if not found then
    return jsonb_build_object('code', 'none', 'mail_id', null);
  end if;
  select count(*) into sent from private.mail_outbox m
   where m.subscriber_id = sub.id and m.kind = 'data_report' and m.created_at > now() - interval '24 hours';
  if sent >= 3 then
    return jsonb_build_object('code', 'mail_limit', 'mail_id', null);
  end if;
  insert into private.mail_outbox (subscriber_id, kind, to_email, lang)
  values (sub.id, 'data_report', sub.email, request_subscriber_data.lang)
  returning id into mail;
  return jsonb_build_object('code', 'queued', 'mail_id', mail);
end
$$;

-- Removes the row; its consent record lives in it, and its tokens and mails go with it (foreign
-- keys on delete cascade; the counts' triggers follow the delete). Look-alikes of the address the
-- narrow door's migration set aside go too: they are the same person's address.
create or replace function public.erase_subscriber(token text)
  returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
  as $$
declare
  t private.subscriber_tokens;
  address text;
begin
  t := private.find_token(erase_subscriber.token, 'erase');
  if t.token_hash is null or t.used_at is not null or (t.expires_at is not null and t.expires_at <= now()) then
    return jsonb_build_object('code', 'unknown');
  end if;
  delete from public.subscribers s where s.id = t.subscriber_id returning s.email into address;
  if address is null then
    return jsonb_build_object('code', 'unknown');
  end if;
  delete from private.subscriber_email_collisions c where c.normalized_email = address or lower(c.email) = address or c.kept_id = t.subscriber_id;
  return jsonb_build_object('code', 'erased');
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The outbox, for the send-mail Edge Function.

create or replace function public.mails_due(max_count integer default 20)
  returns jsonb
  language sql stable security definer
  set search_path = ''
  as $$
    select coalesce(jsonb_agg(d.id order by d.next_attempt_at, d.id), '[]'::jsonb)
      from (select m.id, m.next_attempt_at from private.mail_outbox m
             where m.sent_at is null and m.failed_at is null and m.next_attempt_at <= now()
             order by m.next_attempt_at, m.id
             limit least(greatest(coalesce(max_count, 20), 0), 1000)) d
  $$;

-- Everything one mail needs, with fresh tokens, and a lease: attempts + 1 and the next try two
-- minutes on, so a second sender asking for the same mail meanwhile gets null (while the first
-- one's transaction is open, SKIP LOCKED answers null at once; after it, the lease does). Null when there is nothing to send: unknown, sent, given up,
-- leased or waiting for its retry, 24 hours old (given up now), or a confirm mail whose
-- subscriber is no longer pending (confirmed or unsubscribed meanwhile; an erased one's mails are
-- gone with it). Tokens are minted per attempt and only their hashes kept, so a retry can't
-- resend the first attempt's links; those stay valid (the first mail may have arrived after all).
create or replace function public.mail_to_send(mail_id uuid)
  returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
  as $$
declare
  m private.mail_outbox;
  s public.subscribers;
  consent_words text;
  result jsonb;
begin
  select * into m from private.mail_outbox o where o.id = mail_to_send.mail_id for update skip locked;
  if not found or m.sent_at is not null or m.failed_at is not null or m.next_attempt_at > now() then
    return null;
  end if;
  if m.created_at <= now() - interval '24 hours' then
    update private.mail_outbox o set failed_at = now(), last_error = coalesce(o.last_error, 'not sent within 24 hours') where o.id = m.id;
    return null;
  end if;
  select * into s from public.subscribers x where x.id = m.subscriber_id;
  if m.kind = 'confirm' and s.status <> 'pending' then
    update private.mail_outbox o set failed_at = now(), last_error = format('not sent: the subscriber is %s', s.status) where o.id = m.id;
    return null;
  end if;
  update private.mail_outbox o set attempts = o.attempts + 1, next_attempt_at = now() + interval '2 minutes' where o.id = m.id;
  select c.text into consent_words from private.consent_texts c where c.version = s.consent_text_version and c.lang = s.lang;

  result := jsonb_build_object(
    'id', m.id,
    'kind', m.kind,
    'to', m.to_email,
    'lang', m.lang,
    'unsubscribe_token', private.mint_token(s.id, 'unsubscribe', null),
    'subscriber', jsonb_build_object(
      'email', s.email,
      'status', s.status,
      'source', s.source,
      'lang', s.lang,
      'page', s.page,
      'created_at', s.created_at,
      'consented_at', s.consented_at,
      'confirmed_at', s.confirmed_at,
      'unsubscribed_at', s.unsubscribed_at,
      'consent_text_version', s.consent_text_version,
      'privacy_notice_version', s.privacy_notice_version,
      'consent_text', consent_words
    )
  );
  if m.kind = 'confirm' then
    result := result || jsonb_build_object('confirm_token', private.mint_token(s.id, 'confirm', interval '7 days'));
  else
    result := result || jsonb_build_object('erase_token', private.mint_token(s.id, 'erase', interval '7 days'));
  end if;
  return result;
end
$$;

create or replace function public.mail_sent(mail_id uuid, provider_id text)
  returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
  as $$
begin
  update private.mail_outbox o
     set sent_at = now(), provider_id = left(mail_sent.provider_id, 200), last_error = null
   where o.id = mail_sent.mail_id;
  return jsonb_build_object('ok', found);
end
$$;

-- A failed attempt: the error kept (for the audit), the next try after retry_base_seconds ×
-- 2^(attempts - 1), at most an hour; given up (failed_at, retry_at null) once the mail is 24 hours old.
create or replace function public.mail_failed(mail_id uuid, error text)
  returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
  as $$
declare
  m private.mail_outbox;
  base integer;
  retry timestamptz;
begin
  select * into m from private.mail_outbox o where o.id = mail_failed.mail_id for update;
  if not found or m.sent_at is not null then
    return jsonb_build_object('retry_at', null);
  end if;
  if m.created_at <= now() - interval '24 hours' then
    update private.mail_outbox o set failed_at = coalesce(o.failed_at, now()), last_error = left(mail_failed.error, 1000) where o.id = m.id;
    return jsonb_build_object('retry_at', null);
  end if;
  select coalesce(min(x.retry_base_seconds), 30) into base from private.mail_settings x;
  retry := now() + make_interval(secs => least(base * power(2, greatest(m.attempts, 1) - 1), 3600));
  update private.mail_outbox o set next_attempt_at = retry, last_error = left(mail_failed.error, 1000) where o.id = m.id;
  return jsonb_build_object('retry_at', retry);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The 30-day purge: pending rows that never confirmed, by the time of their latest sign-up (a row
-- confirmed once and signed up again keeps its history; a row with no sign-up time on record,
-- written by hand, is never guessed at). Their tokens and mails go with them.
create or replace function private.purge_unconfirmed() returns integer
  language plpgsql volatile security definer
  set search_path = ''
  as $$
declare
  n integer;
begin
  delete from public.subscribers s
   where s.status = 'pending' and s.confirmed_at is null
     and s.consented_at < now() - interval '30 days';
  get diagnostics n = row_count;
  return n;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants: the service role (the Edge Functions) executes these; subscribe() also the signed-in
-- (it lets only the team's audit through, see inside); the public role nothing (Supabase grants
-- new functions to it by default, and PUBLIC has EXECUTE on every new function).

revoke all on function public.subscribe(text, text, text, text, text, text, text),
  public.confirm_subscription(text), public.resend_confirmation(text), public.unsubscribe(text),
  public.request_subscriber_data(text, text, text), public.erase_subscriber(text),
  public.mails_due(integer), public.mail_to_send(uuid), public.mail_sent(uuid, text), public.mail_failed(uuid, text),
  private.purge_unconfirmed()
  from public, anon, authenticated;
grant execute on function public.subscribe(text, text, text, text, text, text, text) to authenticated, service_role;
grant execute on function public.confirm_subscription(text), public.resend_confirmation(text), public.unsubscribe(text),
  public.request_subscriber_data(text, text, text), public.erase_subscriber(text),
  public.mails_due(integer), public.mail_to_send(uuid), public.mail_sent(uuid, text), public.mail_failed(uuid, text)
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- The daily purge on Supabase (pg_cron). PGlite and Debian's PostgreSQL have no pg_cron: skipped
-- there (the local stand-in runs the same SQL itself). cron.schedule with an existing job name
-- replaces that job, so this runs again safely. A pg_cron that is listed but can't load (not in
-- shared_preload_libraries) leaves a warning instead of failing the migration.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      -- As Supabase's guide installs it (supabase.com/docs/guides/cron/install).
      create extension if not exists pg_cron with schema pg_catalog;
      perform cron.schedule('purge-unconfirmed-subscribers', '17 3 * * *', 'select private.purge_unconfirmed()');
    exception when others then
      raise warning 'pg_cron is available but the purge could not be scheduled (%): schedule select private.purge_unconfirmed() daily by hand', sqlerrm;
    end;
  end if;
end
$$;
