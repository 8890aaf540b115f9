-- Sign-ups through one narrow door, and the team's reads behind a second factor (issue 26,
-- docs/decisions/2026-11-25-nothing-to-fake.md).
--
-- Before this migration the public key could POST any number of rows to /rest/v1/subscribers
-- with any source, and look-alike addresses ("\u200bann@example.com", "user@bücher.example")
-- were stored beside the real ones: the team's stats could be inflated by a thousand rows a
-- request. Now:
--
--   * the public role (anon) has one grant in the public schema: EXECUTE on subscribe();
--     it can no longer insert into subscribers (neither can signed-in users: nothing but the
--     function and the service role writes there);
--   * subscribe(email, source, lang, website) takes exactly one address, normalises it
--     (private.normalize_email: Unicode NFC, no zero-width or bidi control characters, trimmed,
--     lower-case, the domain in its ASCII/punycode form) before the uniqueness check, accepts
--     only the sources in private.signup_sources (the site's forms and the audit's test
--     sources: anything else is refused, 22023, and stored nowhere), answers 'created',
--     'already_subscribed' or 'invalid', treats a filled honeypot (`website`) as a success that
--     stores nothing, and allows private.signup_settings.per_address_per_hour sign-ups per
--     client address per rolling hour (then PT429: PostgREST answers HTTP 429);
--   * existing rows move to the normalised form; rows that collide with an older one are moved
--     out to private.subscriber_email_collisions (the oldest stays), and the migration reports
--     them (a WARNING with their count; the table keeps every detail);
--   * the team's reads (the table's policies, the counts, the list view) require a session
--     that passed the second factor: the JWT's aal claim is 'aal2' (Supabase Auth MFA, TOTP).
--
-- Idempotent, like every migration here (tests/subscribers-postgres.test.ts runs them twice).

-- ---------------------------------------------------------------------------------------------
-- A schema PostgREST does not expose (Supabase exposes public and graphql_public only), for the
-- door's settings, its counters and the migration's report. No API role may use it; the
-- SECURITY DEFINER function reads it with its owner's rights.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- The sign-up language, as the page that sent it (en, es). Existing rows have none.
alter table public.subscribers add column if not exists lang text;
do $$
begin
  if not exists (select 1 from pg_constraint where conrelid = 'public.subscribers'::regclass and conname = 'subscribers_lang_known') then
    alter table public.subscribers add constraint subscribers_lang_known check (lang is null or lang in ('en', 'es'));
  end if;
end
$$;
comment on column public.subscribers.lang is 'The language of the page the visitor signed up on (en, es); null for sign-ups before 2026-11-25.';

-- The sources subscribe() accepts: what the site's forms send (src/content/subscribe.ts,
-- src/content/articles/workspace.ts) and what the audit's checks send
-- (src/features/audit/checks.ts). A new form with a new source needs one row here
-- (tests/subscribers-postgres.test.ts compares this list with the app's).
create table if not exists private.signup_sources (
  source text primary key,
  sent_by text not null check (sent_by in ('site', 'audit'))
);
insert into private.signup_sources (source, sent_by) values
  ('EmailSignUpPage', 'site'),
  ('GoogleWorkspaceArticle', 'site'),
  ('audit_test', 'audit'),
  ('flow_test', 'audit'),
  ('duplicate_test_1', 'audit'),
  ('duplicate_test_2', 'audit')
on conflict (source) do nothing;

-- The per-address limit (README, "Sign-up limit"). One row. per_address_per_hour: sign-ups a
-- client address may make in any rolling hour (0 stops all sign-ups). client_address_header: the
-- request header whose first comma-separated entry is the client's address, as Supabase's API
-- gateway forwards it to PostgREST (x-forwarded-for; PostgREST hands every request header to SQL
-- in request.headers).
create table if not exists private.signup_settings (
  id boolean primary key default true check (id),
  per_address_per_hour integer not null default 20 check (per_address_per_hour >= 0),
  client_address_header text not null default 'x-forwarded-for' check (client_address_header = lower(client_address_header))
);
insert into private.signup_settings (id) values (true) on conflict (id) do nothing;

-- Sign-ups counted against the limit: a hash of the client address (never the address itself)
-- and when. Rows older than an hour are deleted by the next sign-up.
create table if not exists private.signup_attempts (
  client_key text not null,
  attempted_at timestamptz not null default now()
);
create index if not exists signup_attempts_key_idx on private.signup_attempts (client_key, attempted_at);
create index if not exists signup_attempts_time_idx on private.signup_attempts (attempted_at);

-- ---------------------------------------------------------------------------------------------
-- Normalisation.

-- RFC 3492 Punycode of one label (without the xn-- prefix): the encoding IDNA uses for a
-- domain's non-ASCII labels ('bücher' -> 'bcher-kva').
create or replace function private.punycode_encode(label text) returns text
  language plpgsql immutable strict parallel safe
  set search_path = ''
  as $$
declare
  base constant integer := 36;
  tmin constant integer := 1;
  tmax constant integer := 26;
  skew constant integer := 38;
  damp constant integer := 700;
  cps integer[] := array(select ascii(c) from regexp_split_to_table(label, '') as c);
  output text := '';
  n integer := 128;
  delta bigint := 0;
  bias integer := 72;
  h integer;
  b integer;
  m integer;
  q bigint;
  k integer;
  t integer;
  d bigint;
  numpoints integer;
  c integer;
  first boolean;
begin
  foreach c in array cps loop
    if c < 128 then
      output := output || chr(c);
    end if;
  end loop;
  b := length(output);
  h := b;
  if b > 0 then
    output := output || '-';
  end if;
  while h < coalesce(array_length(cps, 1), 0) loop
    select min(x) into m from unnest(cps) as x where x >= n;
    delta := delta + (m - n)::bigint * (h + 1);
    n := m;
    foreach c in array cps loop
      if c < n then
        delta := delta + 1;
      end if;
      if c = n then
        q := delta;
        k := base;
        loop
          t := case when k <= bias then tmin when k >= bias + tmax then tmax else k - bias end;
          exit when q < t;
          d := t + (q - t) % (base - t);
          output := output || chr(case when d < 26 then 97 + d else 22 + d end::integer);
          q := (q - t) / (base - t);
          k := k + base;
        end loop;
        output := output || chr(case when q < 26 then 97 + q else 22 + q end::integer);
        -- adapt(delta, h + 1, h = b)
        first := h = b;
        numpoints := h + 1;
        d := case when first then delta / damp else delta / 2 end;
        d := d + d / numpoints;
        k := 0;
        while d > ((base - tmin) * tmax) / 2 loop
          d := d / (base - tmin);
          k := k + base;
        end loop;
        bias := k + ((base - tmin + 1) * d) / (d + skew);
        delta := 0;
        h := h + 1;
      end if;
    end loop;
    delta := delta + 1;
    n := n + 1;
  end loop;
  return output;
end
$$;

-- One address as subscribe() stores it, or null when it is not an address:
--   1. Unicode NFC;
--   2. zero-width and bidi control characters removed (soft hyphen, Arabic letter mark,
--      Mongolian vowel separator, U+200B-U+200F, U+202A-U+202E, U+2060-U+2064,
--      U+2066-U+2069, U+FEFF): invisible, so "\u200bann@example.com" is ann@example.com;
--   3. trimmed of the whitespace JavaScript's \s knows (the sign-up page trims the same);
--   4. lower-case;
--   5. the domain (after the last @) in its ASCII form: NFKC and lower-case as IDNA maps it
--      (full-width letters and dots become ASCII), then each non-ASCII label as xn--punycode,
--      so user@bücher.example is user@xn--bcher-kva.example;
--   6. then the sign-up page's loose pattern (non-space, @, non-space, a dot, non-space) and
--      at most 254 characters, as the table's checks demand; otherwise null.
-- Plain printable ASCII (nearly every address) takes a short way: only lower-case can change.
create or replace function private.normalize_email(raw text) returns text
  language plpgsql immutable strict parallel safe
  set search_path = ''
  as $$
declare
  shape constant text := '^[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$';
  s text;
  at integer;
  local_part text;
  domain text;
  label text;
  labels text[] := '{}';
begin
  if raw ~ '^[!-~]+$' then
    s := lower(raw);
  else
    s := normalize(raw, nfc);
    s := regexp_replace(s, '[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]', '', 'g');
    s := regexp_replace(s, '^[ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$', '', 'g');
    at := length(s) - position('@' in reverse(s)) + 1;
    if position('@' in s) = 0 then
      return null;
    end if;
    local_part := lower(left(s, at - 1));
    domain := lower(normalize(substr(s, at + 1), nfkc));
    domain := translate(domain, U&'\3002\FF0E\FF61', '...');
    if domain ~ '[^\x01-\x7f]' then
      foreach label in array string_to_array(domain, '.') loop
        labels := labels || case when label ~ '[^\x01-\x7f]' then 'xn--' || private.punycode_encode(label) else label end;
      end loop;
      domain := array_to_string(labels, '.');
    end if;
    s := local_part || '@' || domain;
  end if;
  if s !~ shape or char_length(s) > 254 then
    return null;
  end if;
  return s;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The door.

create or replace function public.subscribe(email text, source text, lang text default 'en', website text default null)
  returns text
  language plpgsql volatile security definer
  set search_path = ''
  as $$
declare
  settings private.signup_settings;
  headers json;
  address text;
  key text;
  recent integer;
  normalized text;
  stored integer;
begin
  -- A filled honeypot (the form's hidden field, which people never see): a bot. It is told it
  -- succeeded, and nothing is stored or counted.
  if nullif(btrim(subscribe.website), '') is not null then
    return 'created';
  end if;
  if subscribe.source is null or not exists (select 1 from private.signup_sources s where s.source = subscribe.source) then
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

  -- The per-address limit: sign-ups from one client address in the last hour.
  select * into settings from private.signup_settings limit 1;
  headers := nullif(current_setting('request.headers', true), '')::json;
  address := btrim(split_part(coalesce(headers ->> coalesce(settings.client_address_header, 'x-forwarded-for'), ''), ',', 1));
  key := encode(sha256(convert_to(coalesce(nullif(address, ''), 'unknown'), 'UTF8')), 'hex');
  -- One sign-up per address at a time, so two parallel requests can't both take the last place.
  perform pg_advisory_xact_lock(hashtextextended('subscribe:' || key, 0));
  delete from private.signup_attempts a where a.attempted_at < now() - interval '1 hour';
  select count(*) into recent from private.signup_attempts a where a.client_key = key and a.attempted_at > now() - interval '1 hour';
  if recent >= coalesce(settings.per_address_per_hour, 20) then
    raise exception using
      errcode = 'PT429',
      message = 'Too many sign-ups from your network in the last hour. Please try again later.',
      detail = format('At most %s sign-ups per address per hour.', coalesce(settings.per_address_per_hour, 20));
  end if;
  insert into private.signup_attempts (client_key) values (key);

  normalized := private.normalize_email(subscribe.email);
  if normalized is null then
    return 'invalid';
  end if;
  -- The unique index on lower(email) decides: a look-alike of a stored address is that address.
  insert into public.subscribers (email, source, lang)
  values (normalized, subscribe.source, subscribe.lang)
  on conflict do nothing;
  get diagnostics stored = row_count;
  return case when stored = 1 then 'created' else 'already_subscribed' end;
end
$$;
comment on function public.subscribe(text, text, text, text) is
  'The only way in for visitors: one address, normalised, from a known source, within the per-address hourly limit. Answers created, already_subscribed or invalid.';

revoke all on function private.punycode_encode(text), private.normalize_email(text) from public, anon, authenticated;
revoke all on function public.subscribe(text, text, text, text) from public;
grant execute on function public.subscribe(text, text, text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Nobody but the door writes as a visitor: no more INSERT for the API roles, no insert policy.
revoke insert on table public.subscribers from anon, authenticated;
drop policy if exists "Visitors can subscribe" on public.subscribers;
-- The public role keeps nothing else in the public schema: the sort-key helpers were granted to
-- it so its inserts could evaluate the indexes; without inserts it needs none of them.
revoke execute on function public.subscriber_source_label(text), public.subscriber_source_key(text),
  public.subscriber_is_test_source(text), public.subscriber_is_business_email(text) from public, anon;
grant execute on function public.subscriber_source_label(text), public.subscriber_source_key(text),
  public.subscriber_is_test_source(text), public.subscriber_is_business_email(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The team reads only after the second factor: app_metadata.role = 'admin' (set by the server)
-- and aal = 'aal2' (the session passed a TOTP challenge). Same shape as before: one scalar
-- sub-select, evaluated once per statement.

drop policy if exists "Team members can read subscribers" on public.subscribers;
create policy "Team members can read subscribers"
  on public.subscribers
  for select
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin' and (auth.jwt() ->> 'aal') = 'aal2'));

drop policy if exists "Team members can delete subscribers" on public.subscribers;
create policy "Team members can delete subscribers"
  on public.subscribers
  for delete
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin' and (auth.jwt() ->> 'aal') = 'aal2'));

drop policy if exists "Team members can read subscriber counts" on public.subscriber_counts;
create policy "Team members can read subscriber counts"
  on public.subscriber_counts
  for select
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin' and (auth.jwt() ->> 'aal') = 'aal2'));

create or replace view public.subscriber_list with (security_invoker = false, security_barrier = false) as
  select s.id,
         s.email,
         s.source,
         s.created_at,
         lower(s.email) as email_key,
         public.subscriber_source_key(s.source) as source_key,
         public.subscriber_is_test_source(s.source) as is_test
    from public.subscribers s
   where (select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin' and (auth.jwt() ->> 'aal') = 'aal2');
revoke all on table public.subscriber_list from anon, authenticated;
grant select on table public.subscriber_list to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Existing rows to the normalised form. Where two rows become one address, the oldest stays and
-- the others move to private.subscriber_email_collisions (reason 'collision', with the id of the
-- row kept); a row that is no address once normalised stays as it is and is listed there too
-- (reason 'not_normalisable'). Rows already in normal form are not touched.

create table if not exists private.subscriber_email_collisions (
  id uuid primary key,
  email text not null,
  normalized_email text,
  source text,
  created_at timestamptz not null,
  reason text not null check (reason in ('collision', 'not_normalisable')),
  kept_id uuid,
  reported_at timestamptz not null default now()
);
comment on table private.subscriber_email_collisions is
  'What the narrow-door migration found: look-alike sign-ups moved out of subscribers (the oldest of each address stays) and addresses it could not normalise (left in place).';

lock table public.subscribers in share row exclusive mode;

create temp table subscriber_email_moves on commit drop as
  select s.id, s.email, s.source, s.created_at, private.normalize_email(s.email) as normalized
    from public.subscribers s
   where s.email !~ '^[!-~]+$' or s.email <> lower(s.email);

insert into private.subscriber_email_collisions (id, email, normalized_email, source, created_at, reason)
select m.id, m.email, null, m.source, m.created_at, 'not_normalisable'
  from subscriber_email_moves m
 where m.normalized is null
on conflict (id) do nothing;

with keyed as (
  select s.id, s.email, s.source, s.created_at, coalesce(m.normalized, lower(s.email)) as normalized
    from public.subscribers s
    left join subscriber_email_moves m on m.id = s.id
   where (m.id is not null and m.normalized is not null)
      or lower(s.email) in (select x.normalized from subscriber_email_moves x where x.normalized is not null)
),
ranked as (
  select k.*,
         first_value(k.id) over w as kept_id,
         row_number() over w as n
    from keyed k
  window w as (partition by k.normalized order by k.created_at, k.id)
)
insert into private.subscriber_email_collisions (id, email, normalized_email, source, created_at, reason, kept_id)
select r.id, r.email, r.normalized, r.source, r.created_at, 'collision', r.kept_id
  from ranked r
 where r.n > 1
on conflict (id) do nothing;

delete from public.subscribers s
 using private.subscriber_email_collisions c
 where c.id = s.id and c.reason = 'collision';

update public.subscribers s
   set email = m.normalized
  from subscriber_email_moves m
 where m.id = s.id and m.normalized is not null and s.email <> m.normalized;

do $$
declare
  collided integer;
  odd integer;
begin
  select count(*) filter (where reason = 'collision'), count(*) filter (where reason = 'not_normalisable')
    into collided, odd
    from private.subscriber_email_collisions;
  if collided > 0 then
    raise warning '% sign-up(s) were look-alikes of an older address and were moved to private.subscriber_email_collisions', collided;
  end if;
  if odd > 0 then
    raise warning '% stored address(es) could not be normalised and were left as they are (listed in private.subscriber_email_collisions)', odd;
  end if;
end
$$;

drop table if exists subscriber_email_moves;
