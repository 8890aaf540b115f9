-- The team tools at a million subscribers: the database searches, sorts, pages and counts; the
-- browser shows one page and the answers (docs/decisions/2026-11-23-subscribers-at-scale.md).
--
--   * subscriber_list     the view /email-list pages through with PostgREST parameters
--                         (ilike, gte/lt, eq/is, order, range, count=estimated);
--   * subscriber_counts   sign-ups per month and source, kept by statement triggers, so the
--                         stats and the chart never count a million rows;
--   * subscriber_stats()  the list's four stats, source breakdown and monthly counts (one rpc);
--   * subscriber_audit_report()   the audit's June 2024 and lost-records counts (one rpc);
--   * subscriber_export_batch()   up to 5,000 rows per call for the CSV export, by keyset.
--
-- Only the team reads any of it. The functions are SECURITY INVOKER, so the subscribers policies
-- decide what they see; subscriber_counts carries the same team-only policy; the list view checks
-- the same rule itself, so its searches can use their indexes (see the view). Anonymous visitors
-- may read or execute none of it.

-- Substring search: trigram indexes. Supabase keeps extensions in their own schema.
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- Rules shared by the view, the indexes, the counts and the functions. Plain immutable SQL, so
-- Postgres inlines them (an index on subscriber_source_key(source) serves a query on the view).

-- The source as the team sees it: missing or blank is 'unknown' (spec part 2 §3).
create or replace function public.subscriber_source_label(source text) returns text
  language sql immutable parallel safe
  as $$ select case when source is null or btrim(source, E' \t\n\r\f\v') = '' then 'unknown' else source end $$;

-- Sort and filter key: the label in lower case ('unknown' for every kind of missing source).
create or replace function public.subscriber_source_key(source text) returns text
  language sql immutable parallel safe
  as $$ select lower(public.subscriber_source_label(source)) $$;

-- Test data the audit writes (and removes again): audit_test, flow_test, duplicate_test_*.
create or replace function public.subscriber_is_test_source(source text) returns boolean
  language sql immutable parallel safe
  as $$ select coalesce(source in ('audit_test', 'flow_test') or source like 'duplicate\_test\_%', false) $$;

-- A company address: the domain (after the last @) has two or more labels, none empty, and none
-- of them is a consumer provider (gmail, yahoo, hotmail, outlook). The lost-records search.
-- Written with position() on '.domain.' rather than arrays or a regex: it runs once per row
-- when the counts are built, and string searches are the cheapest way there.
create or replace function public.subscriber_is_business_email(email text) returns boolean
  language sql immutable parallel safe
  as $$
    select position('..' in '.' || lower(split_part(email, '@', -1)) || '.') = 0
       and length(lower(split_part(email, '@', -1))) - length(replace(lower(split_part(email, '@', -1)), '.', '')) >= 1
       and position('.gmail.' in '.' || lower(split_part(email, '@', -1)) || '.') = 0
       and position('.yahoo.' in '.' || lower(split_part(email, '@', -1)) || '.') = 0
       and position('.hotmail.' in '.' || lower(split_part(email, '@', -1)) || '.') = 0
       and position('.outlook.' in '.' || lower(split_part(email, '@', -1)) || '.') = 0
  $$;

-- Pure functions of their argument, and part of an index: whoever inserts a row (anon included)
-- evaluates subscriber_source_key, so every API role may execute them. They reveal nothing.
grant execute on function public.subscriber_source_label(text), public.subscriber_source_key(text),
  public.subscriber_is_test_source(text), public.subscriber_is_business_email(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Sign-ups per UTC month and source label, kept exact by statement-level triggers (one upsert
-- per statement, whatever its size), so total, breakdown and chart cost a few hundred rows.

create table if not exists public.subscriber_counts (
  month date not null,
  source text not null,
  subscribers bigint not null,
  business_subscribers bigint not null,
  primary key (month, source)
);
comment on table public.subscriber_counts is
  'Sign-ups per month (UTC, first day) and source label, kept by triggers on subscribers. Read by the team only.';

create or replace function public.subscriber_counts_track() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from public.subscriber_counts;
    return null;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    with gone as (
      select date_trunc('month', r.created_at at time zone 'UTC')::date as month,
             public.subscriber_source_label(r.source) as source,
             count(*) as n,
             count(*) filter (where public.subscriber_is_business_email(r.email)) as nb
        from removed r
       group by 1, 2
    )
    update public.subscriber_counts c
       set subscribers = c.subscribers - g.n, business_subscribers = c.business_subscribers - g.nb
      from gone g
     where c.month = g.month and c.source = g.source;
    delete from public.subscriber_counts where subscribers <= 0;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.subscriber_counts as c (month, source, subscribers, business_subscribers)
    select date_trunc('month', a.created_at at time zone 'UTC')::date,
           public.subscriber_source_label(a.source),
           count(*),
           count(*) filter (where public.subscriber_is_business_email(a.email))
      from added a
     group by 1, 2
    on conflict (month, source) do update
       set subscribers = c.subscribers + excluded.subscribers,
           business_subscribers = c.business_subscribers + excluded.business_subscribers;
  end if;
  return null;
end
$$;
revoke all on function public.subscriber_counts_track() from public, anon, authenticated;

drop trigger if exists subscriber_counts_on_insert on public.subscribers;
create trigger subscriber_counts_on_insert after insert on public.subscribers
  referencing new table as added for each statement execute function public.subscriber_counts_track();
drop trigger if exists subscriber_counts_on_delete on public.subscribers;
create trigger subscriber_counts_on_delete after delete on public.subscribers
  referencing old table as removed for each statement execute function public.subscriber_counts_track();
drop trigger if exists subscriber_counts_on_update on public.subscribers;
create trigger subscriber_counts_on_update after update on public.subscribers
  referencing old table as removed new table as added for each statement execute function public.subscriber_counts_track();
drop trigger if exists subscriber_counts_on_truncate on public.subscribers;
create trigger subscriber_counts_on_truncate after truncate on public.subscribers
  for each statement execute function public.subscriber_counts_track();

-- Count what is already there (no sign-up may slip in between: the lock holds until commit).
lock table public.subscribers in share row exclusive mode;
delete from public.subscriber_counts;
insert into public.subscriber_counts (month, source, subscribers, business_subscribers)
select date_trunc('month', created_at at time zone 'UTC')::date,
       public.subscriber_source_label(source),
       count(*),
       count(*) filter (where public.subscriber_is_business_email(email))
  from public.subscribers
 group by 1, 2;

revoke all on table public.subscriber_counts from anon, authenticated;
grant select on table public.subscriber_counts to authenticated;
alter table public.subscriber_counts enable row level security;
drop policy if exists "Team members can read subscriber counts" on public.subscriber_counts;
create policy "Team members can read subscriber counts"
  on public.subscriber_counts
  for select
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

-- ---------------------------------------------------------------------------------------------
-- The list: one page per request, in any of the four sorts, with search and filters.

-- The view checks the team rule itself, in a one-time filter, instead of through the table's
-- row-level security. Postgres never lets a non-LEAKPROOF operator such as ILIKE use an index
-- under a security qual (the pg_trgm indexes below would sit unused and every search would read
-- the whole table), and marking ILIKE leakproof takes a superuser, which Supabase's postgres role
-- is not. So the view runs with its owner's rights (security_invoker = false) and its WHERE is the
-- policy's own expression, evaluated once per statement before any row is read: for anyone not
-- on the team the scan never runs. It is granted for SELECT only (no writes through it), to
-- signed-in users only. The stats, audit and export functions read the table under its RLS.
create or replace view public.subscriber_list with (security_invoker = false, security_barrier = false) as
  select s.id,
         s.email,
         s.source,
         s.created_at,
         lower(s.email) as email_key,
         public.subscriber_source_key(s.source) as source_key,
         public.subscriber_is_test_source(s.source) as is_test
    from public.subscribers s
   where (select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin');
comment on view public.subscriber_list is
  'Subscribers with their sort keys (email_key, source_key) and test-data flag, for team members only (the same rule as the subscribers policies). Read-only.';
revoke all on table public.subscriber_list from anon, authenticated;
grant select on table public.subscriber_list to authenticated;

-- Search: the e-mail contains the text, in any letter case (ILIKE '%x%'), served by a trigram
-- index. The sources are a short list the stats count exactly, so the page matches the text
-- against them (their ids and readable names) and asks for source_key in (...), which the
-- btree below serves: a trigram index on source would cost more to keep than it saves.
create index if not exists subscribers_email_trgm_idx on public.subscribers using gin (email extensions.gin_trgm_ops);
-- Source A-Z (ties newest first), the source filter and source searches. Newest/oldest use
-- subscribers_created_at_idx, e-mail A-Z the unique index on lower(email).
create index if not exists subscribers_source_key_idx
  on public.subscribers (public.subscriber_source_key(source), created_at desc, id desc);

-- ---------------------------------------------------------------------------------------------
-- The list's stats: Total Subscribers, Last 30 Days, Last 7 Days, the source breakdown and the
-- monthly counts (spec part 2 §3), optionally without test data. The windows end at
-- as_of and are rolling (720 and 168 hours), like the page's date filters.

create or replace function public.subscriber_stats(include_test_data boolean default true, as_of timestamptz default now())
  returns json
  language sql stable
  set search_path = ''
  as $$
    with counted as (
      select c.month, c.source, c.subscribers
        from public.subscriber_counts c
       where include_test_data or not public.subscriber_is_test_source(c.source)
    ),
    recent as (
      select count(*) as last30,
             count(*) filter (where s.created_at >= as_of - interval '168 hours') as last7
        from public.subscribers s
       where s.created_at >= as_of - interval '720 hours'
         and (include_test_data or not public.subscriber_is_test_source(s.source))
    )
    select json_build_object(
      'total', (select coalesce(sum(subscribers), 0)::bigint from counted),
      'recent30Days', (select last30 from recent),
      'recent7Days', (select last7 from recent),
      'sources', (
        select coalesce(json_agg(json_build_object('source', source, 'count', n) order by n desc, source collate "C"), '[]'::json)
          from (select source, sum(subscribers)::bigint as n from counted group by source) x
      ),
      'months', (
        select coalesce(json_agg(json_build_object('month', to_char(month, 'YYYY-MM'), 'count', n) order by month), '[]'::json)
          from (select month, sum(subscribers)::bigint as n from counted group by month) x
      ),
      'asOf', as_of
    )
  $$;

-- ---------------------------------------------------------------------------------------------
-- The audit's analyses, counted here (spec part 2 §3 and §9): every month's count, June
-- 2024 per hour (UTC) with its sources and sign-ups without a source, the four lost-records
-- searches (count and the 10 oldest records each), and whether the table's own rules guarantee
-- that no stored address fails the sign-up pattern and none repeats.

create or replace function public.subscriber_audit_report()
  returns json
  language sql stable
  set search_path = ''
  as $$
    with june as materialized (
      select s.created_at, s.source
        from public.subscribers s
       where s.created_at >= timestamptz '2024-06-01 00:00:00+00' and s.created_at < timestamptz '2024-07-01 00:00:00+00'
    ),
    -- Every row oldest first, read lazily: a search that wants its 10 oldest matches walks the
    -- created_at index until it has them (the planner can't estimate these filters, and would
    -- otherwise sort the whole table).
    oldest_first as not materialized (
      select s.email, s.created_at, s.source from (select * from public.subscribers order by created_at, id offset 0) s
    ),
    lost_sources as (
      select unnest(array['june_campaign', 'summer_launch', 'newsletter_signup', 'landing_page',
                          'audit_test', 'duplicate_test_1', 'duplicate_test_2', 'flow_test']) as source
    )
    select json_build_object(
      'total', (select coalesce(sum(c.subscribers), 0)::bigint from public.subscriber_counts c),
      'months', (
        select coalesce(json_agg(json_build_object('month', to_char(month, 'YYYY-MM'), 'count', n) order by month), '[]'::json)
          from (select c.month, sum(c.subscribers)::bigint as n from public.subscriber_counts c group by c.month) x
      ),
      'june', json_build_object(
        'hours', (
          select coalesce(json_agg(json_build_object('hour', to_char(h, 'YYYY-MM-DD"T"HH24'), 'count', n) order by h), '[]'::json)
            from (select date_trunc('hour', j.created_at at time zone 'UTC') as h, count(*) as n from june j group by 1) x
        ),
        'sources', (
          select coalesce(json_agg(json_build_object('source', source, 'count', n) order by n desc, source collate "C"), '[]'::json)
            from (select public.subscriber_source_label(j.source) as source, count(*) as n from june j group by 1) x
        ),
        'missingSource', (select count(*) from june j where j.source is null or btrim(j.source, E' \t\n\r\f\v') = '')
      ),
      'lost', json_build_array(
        json_build_object(
          'key', 'june',
          'count', (select count(*) from june),
          'records', (
            select coalesce(json_agg(r order by r.created_at, r.email), '[]'::json) from (
              select s.email, s.created_at, s.source from public.subscribers s
               where s.created_at >= timestamptz '2024-06-01 00:00:00+00' and s.created_at < timestamptz '2024-07-01 00:00:00+00'
               order by s.created_at, s.id limit 10) r
          )
        ),
        json_build_object(
          'key', 'wide',
          'count', (
            select count(*) from public.subscribers s
             where s.created_at >= timestamptz '2024-05-25 00:00:00+00' and s.created_at < timestamptz '2024-07-06 00:00:00+00'
          ),
          'records', (
            select coalesce(json_agg(r order by r.created_at, r.email), '[]'::json) from (
              select s.email, s.created_at, s.source from public.subscribers s
               where s.created_at >= timestamptz '2024-05-25 00:00:00+00' and s.created_at < timestamptz '2024-07-06 00:00:00+00'
               order by s.created_at, s.id limit 10) r
          )
        ),
        json_build_object(
          'key', 'sources',
          'count', (select coalesce(sum(c.subscribers), 0)::bigint from public.subscriber_counts c where c.source in (select source from lost_sources)),
          'records', (
            select coalesce(json_agg(r order by r.created_at, r.email), '[]'::json) from (
              select s.email, s.created_at, s.source from oldest_first s
               where s.source in (select source from lost_sources)
               limit 10) r
          )
        ),
        json_build_object(
          'key', 'business',
          'count', (select coalesce(sum(c.business_subscribers), 0)::bigint from public.subscriber_counts c),
          'records', (
            select coalesce(json_agg(r order by r.created_at, r.email), '[]'::json) from (
              select s.email, s.created_at, s.source from oldest_first s
               where public.subscriber_is_business_email(s.email)
               limit 10) r
          )
        )
      ),
      'guarantees', json_build_object(
        'emailShapeChecked', exists (
          select 1 from pg_catalog.pg_constraint k
           where k.conrelid = 'public.subscribers'::regclass and k.conname = 'subscribers_email_shape' and k.contype = 'c' and k.convalidated
        ),
        'emailLengthChecked', exists (
          select 1 from pg_catalog.pg_constraint k
           where k.conrelid = 'public.subscribers'::regclass and k.conname = 'subscribers_email_length' and k.contype = 'c' and k.convalidated
        ),
        'emailUniqueIgnoringCase', exists (
          select 1 from pg_catalog.pg_index i
           where i.indrelid = 'public.subscribers'::regclass and i.indexrelid = 'public.subscribers_email_lower_key'::regclass
             and i.indisunique and i.indisvalid
        )
      )
    )
  $$;

-- ---------------------------------------------------------------------------------------------
-- The CSV export: the rows the list's filters match, newest (or oldest) first, up to 5,000 per
-- call after a keyset cursor. The browser splits the time range into slices and reads a few
-- slices at once. search_pattern is the e-mail's ILIKE pattern with % _ \ already escaped;
-- search_sources are the source keys (subscriber_source_key) the search matched.

create or replace function public.subscriber_export_batch(
  search_pattern text default null,
  search_sources text[] default null,
  created_from timestamptz default null,
  created_before timestamptz default null,
  source_filter text default null,
  include_test_data boolean default true,
  newest_first boolean default true,
  after_created_at timestamptz default null,
  after_id uuid default null,
  batch_size integer default 5000
)
  returns json
  language plpgsql stable
  set search_path = ''
  as $$
declare
  lo timestamptz := coalesce(created_from, '-infinity');
  hi timestamptz := coalesce(created_before, 'infinity');
  n integer := least(greatest(coalesce(batch_size, 5000), 1), 5000);
  pattern text := nullif(search_pattern, '');
  wanted_key text := case when source_filter is null then null else lower(source_filter) end;
  result json;
begin
  -- Two branches, so each walks subscribers_created_at_idx in its own direction from the cursor.
  if newest_first then
    select coalesce(json_agg(json_build_object('id', r.id, 'email', r.email, 'source', r.source, 'created_at', r.created_at)
                             order by r.created_at desc, r.id desc), '[]'::json)
      into result
      from (
        select l.id, l.email, l.source, l.created_at
          from public.subscriber_list l
         where l.created_at >= lo and l.created_at < hi
           and (l.created_at, l.id) < (coalesce(after_created_at, 'infinity'), coalesce(after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid))
           and (include_test_data or not l.is_test)
           and (wanted_key is null or (l.source_key = wanted_key and (wanted_key = 'unknown' or l.source = source_filter)))
           and (pattern is null or l.email ilike pattern or l.source_key = any (coalesce(search_sources, '{}')))
         order by l.created_at desc, l.id desc
         limit n
      ) r;
  else
    select coalesce(json_agg(json_build_object('id', r.id, 'email', r.email, 'source', r.source, 'created_at', r.created_at)
                             order by r.created_at, r.id), '[]'::json)
      into result
      from (
        select l.id, l.email, l.source, l.created_at
          from public.subscriber_list l
         where l.created_at >= lo and l.created_at < hi
           and (l.created_at, l.id) > (coalesce(after_created_at, '-infinity'), coalesce(after_id, '00000000-0000-0000-0000-000000000000'::uuid))
           and (include_test_data or not l.is_test)
           and (wanted_key is null or (l.source_key = wanted_key and (wanted_key = 'unknown' or l.source = source_filter)))
           and (pattern is null or l.email ilike pattern or l.source_key = any (coalesce(search_sources, '{}')))
         order by l.created_at, l.id
         limit n
      ) r;
  end if;
  return result;
end
$$;

revoke all on function public.subscriber_stats(boolean, timestamptz), public.subscriber_audit_report(),
  public.subscriber_export_batch(text, text[], timestamptz, timestamptz, text, boolean, boolean, timestamptz, uuid, integer)
  from public, anon;
grant execute on function public.subscriber_stats(boolean, timestamptz), public.subscriber_audit_report(),
  public.subscriber_export_batch(text, text[], timestamptz, timestamptz, text, boolean, boolean, timestamptz, uuid, integer)
  to authenticated, service_role;
