-- The team's subscriber list knows the states, and reads through functions only (issue 42;
-- docs/decisions/2026-11-28-double-opt-in.md, "The team's list").
--
-- After 20261128000000_double_opt_in.sql a row is pending, confirmed or unsubscribed, and only a
-- confirmed row is a subscriber. This migration:
--
--   * gives subscriber_counts a count per state (confirmed, pending and unsubscribed columns
--     beside the total), kept exact by the same statement triggers, which now also follow status
--     UPDATEs (a confirmation, an unsubscribe, a new sign-up after one) as a move between them;
--   * subscriber_stats() counts CONFIRMED subscribers for the four stat cards (Total, Last 30
--     Days, Last 7 Days, Top Source) and reports pending and unsubscribed apart, overall, per
--     source and per month;
--   * subscriber_list_page() and subscriber_list_total() answer the list's pages and their count
--     (exact up to 1,000, the planner's estimate beyond) for every filter, status included;
--   * subscriber_export_rows() takes the status filter (confirmed unless told otherwise) and
--     answers the new columns for the CSV.
--
-- The list and the export no longer build PostgREST filters on the subscriber_list view (or=,
-- ilike, logic trees, counts on a view): one rpc per question. The page and total functions run
-- with their owner's rights and check the team rule themselves first (app_metadata.role admin
-- and aal2, as the policies do): row-level security would keep ILIKE off the trigram index (a
-- non-leakproof operator under a security qual), and the planner's row estimate for the count
-- would carry RLS's guess instead of the filters'. Anyone else gets no row and a count of 0;
-- the public role may execute none of it.
--
-- Idempotent, like every migration here.

-- ---------------------------------------------------------------------------------------------
-- The team rule, in one place for the functions below (the policies spell it out themselves).

create or replace function private.is_team_reader() returns boolean
  language sql stable
  set search_path = ''
  as $$ select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin' and (auth.jwt() ->> 'aal') = 'aal2', false) $$;
revoke all on function private.is_team_reader() from public, anon, authenticated;

-- The status filter as the functions take it: 'all', 'confirmed', 'pending' or 'unsubscribed'
-- (null reads as 'confirmed', the safe default: the people who said yes). Answers the status to
-- match, or null for all; anything else is refused (22023), never read as "all".
create or replace function private.subscriber_status_filter(status_filter text) returns text
  language plpgsql immutable
  set search_path = ''
  as $$
begin
  if status_filter is null or status_filter = 'confirmed' then
    return 'confirmed';
  elsif status_filter in ('pending', 'unsubscribed') then
    return status_filter;
  elsif status_filter = 'all' then
    return null;
  end if;
  raise exception using
    errcode = '22023',
    message = format('Unknown status filter %s.', quote_literal(left(status_filter, 40))),
    hint = 'status_filter is all, confirmed, pending or unsubscribed.';
end
$$;
revoke all on function private.subscriber_status_filter(text) from public, anon, authenticated;

-- The search text as an ILIKE pattern: contains the text, in any letter case, with its own %, _
-- and \ matching themselves. Null for an empty search.
create or replace function private.subscriber_search_pattern(search_text text) returns text
  language sql immutable
  set search_path = ''
  as $$
    select '%' || replace(replace(replace(t, E'\\', E'\\\\'), '%', E'\\%'), '_', E'\\_') || '%'
      from (select nullif(btrim(search_text, E' \t\n\r\f\v'), '') as t) x
     where t is not null
  $$;
revoke all on function private.subscriber_search_pattern(text) from public, anon, authenticated;

-- The WHERE clause of the list, its count and the export, built from fixed fragments only: no
-- text of the request ever enters the SQL. Every value is a parameter of the EXECUTE that runs
-- it, always in these places:
--   $1 the search's ILIKE pattern   $2 the source keys the search matched (text[])
--   $3 created_from                 $4 created_before
--   $5 the source id                $6 its key (lower case)
--   $7 the status
-- Only the conditions in use are written, so each query is planned for what it asks (a
-- catch-all "$1 is null or ..." would keep the planner from the trigram and source indexes).
create or replace function private.subscriber_list_where(
  search_pattern text,
  search_sources text[],
  created_from timestamptz,
  created_before timestamptz,
  source_filter text,
  status text,
  include_test_data boolean
)
  returns text
  language plpgsql immutable
  set search_path = ''
  as $$
declare
  parts text[] := array['true'];
begin
  if not coalesce(include_test_data, true) then
    parts := array_append(parts, 'not public.subscriber_is_test_source(s.source)');
  end if;
  if created_from is not null then
    parts := array_append(parts, 's.created_at >= $3');
  end if;
  if created_before is not null then
    parts := array_append(parts, 's.created_at < $4');
  end if;
  if source_filter is not null then
    -- 'unknown' is every kind of missing source; any other id is matched exactly, its key first
    -- so subscribers_source_key_idx serves it.
    parts := array_append(parts, case when lower(source_filter) = 'unknown'
                           then 'public.subscriber_source_key(s.source) = ''unknown'''
                           else '(public.subscriber_source_key(s.source) = $6 and s.source = $5)' end);
  end if;
  if status is not null then
    parts := array_append(parts, 's.status = $7');
  end if;
  if search_pattern is not null then
    parts := array_append(parts, case when coalesce(cardinality(search_sources), 0) > 0
                           then '(s.email ilike $1 or public.subscriber_source_key(s.source) = any ($2))'
                           else 's.email ilike $1' end);
  end if;
  return array_to_string(parts, ' and ');
end
$$;
revoke all on function private.subscriber_list_where(text, text[], timestamptz, timestamptz, text, text, boolean) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Counts per month and source, now per state too: three columns beside the total. Columns, not a
-- status key: the month-and-source key stays what the earlier migrations' statements (and their
-- ON CONFLICT) name, so the whole chain can run again over this schema, rows and all (the tests
-- do), and the defaults keep those statements' inserts valid until this migration counts again.

alter table public.subscriber_counts add column if not exists confirmed bigint not null default 0;
alter table public.subscriber_counts add column if not exists pending bigint not null default 0;
alter table public.subscriber_counts add column if not exists unsubscribed bigint not null default 0;
comment on column public.subscriber_counts.subscribers is 'Every row of the month and source, whatever its state.';
comment on column public.subscriber_counts.confirmed is 'Confirmed rows (subscribers) of the month and source.';
comment on column public.subscriber_counts.pending is 'Pending rows (signed up, link not followed yet) of the month and source.';
comment on column public.subscriber_counts.unsubscribed is 'Unsubscribed rows of the month and source.';

create or replace function public.subscriber_counts_track() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
declare
  -- One changed row's bucket and what it counts: in all, business, and in each state.
  counted constant text := 'date_trunc(''month'', r.created_at at time zone ''UTC'')::date as month,
         public.subscriber_source_label(r.source) as source,
         (public.subscriber_is_business_email(r.email))::int as b,
         (r.status = ''confirmed'')::int as c, (r.status = ''pending'')::int as p, (r.status = ''unsubscribed'')::int as u';
  entered constant text := format('select %s, 1 as sign from added r', counted);
  gone constant text := format('select %s, -1 as sign from removed r', counted);
begin
  if tg_op = 'TRUNCATE' then
    delete from public.subscriber_counts;
    return null;
  end if;
  -- What left a bucket (deleted rows, updated rows as they were) counts -1, what entered it +1,
  -- netted per month and source: an update of no counted column (the consent or mail columns)
  -- touches no count, and a confirmation moves one row from pending to confirmed. EXECUTE
  -- because an INSERT trigger has no OLD TABLE to name (the transition tables are visible to it).
  execute format(
    $q$
    with changed as (%s),
    moved as (
      select month, source, sum(sign) as n, sum(sign * b) as nb, sum(sign * c) as nc, sum(sign * p) as np, sum(sign * u) as nu
        from changed
       group by 1, 2
      having sum(sign) <> 0 or sum(sign * b) <> 0 or sum(sign * c) <> 0 or sum(sign * p) <> 0 or sum(sign * u) <> 0
    )
    insert into public.subscriber_counts as k (month, source, subscribers, business_subscribers, confirmed, pending, unsubscribed)
    select m.month, m.source, m.n, m.nb, m.nc, m.np, m.nu from moved m
    on conflict (month, source) do update
       set subscribers = k.subscribers + excluded.subscribers,
           business_subscribers = k.business_subscribers + excluded.business_subscribers,
           confirmed = k.confirmed + excluded.confirmed,
           pending = k.pending + excluded.pending,
           unsubscribed = k.unsubscribed + excluded.unsubscribed
    $q$,
    case tg_op when 'INSERT' then entered when 'DELETE' then gone else gone || ' union all ' || entered end);
  delete from public.subscriber_counts where subscribers <= 0;
  return null;
end
$$;
revoke all on function public.subscriber_counts_track() from public, anon, authenticated;

-- Count what is there again, per state too (no sign-up may slip in between: the lock holds until
-- commit). The triggers call the function replaced above.
lock table public.subscribers in share row exclusive mode;
delete from public.subscriber_counts;
insert into public.subscriber_counts (month, source, subscribers, business_subscribers, confirmed, pending, unsubscribed)
select date_trunc('month', created_at at time zone 'UTC')::date,
       public.subscriber_source_label(source),
       count(*),
       count(*) filter (where public.subscriber_is_business_email(email)),
       count(*) filter (where status = 'confirmed'),
       count(*) filter (where status = 'pending'),
       count(*) filter (where status = 'unsubscribed')
  from public.subscribers
 group by 1, 2;
comment on table public.subscriber_counts is
  'Sign-ups per month (UTC, first day) and source label, in all and per state, kept by triggers on subscribers. Read by the team only.';

-- Pending and unsubscribed rows are few beside the confirmed ones: their own small index serves
-- the list's status filter for them (newest or oldest first) without walking every confirmed row.
create index if not exists subscribers_not_confirmed_idx
  on public.subscribers (status, created_at desc, id desc)
  where status <> 'confirmed';

-- ---------------------------------------------------------------------------------------------
-- The stats. Total Subscribers, Last 30 Days, Last 7 Days and Top Source count confirmed rows
-- (the windows are rolling, 720 and 168 hours ending at as_of, by the first sign-up, like the
-- list's date filter); `statuses` has the three counts; each source and month has its
-- confirmed `count` and its pending and unsubscribed apart. Security invoker: the counts' and
-- the table's team-only policies decide what it sees (nothing, for anyone else).

create or replace function public.subscriber_stats(include_test_data boolean default true, as_of timestamptz default now())
  returns json
  language sql stable
  set search_path = ''
  as $$
    with counted as (
      select c.month, c.source, c.confirmed, c.pending, c.unsubscribed
        from public.subscriber_counts c
       where include_test_data or not public.subscriber_is_test_source(c.source)
    ),
    recent as (
      select count(*) as last30,
             count(*) filter (where s.created_at >= as_of - interval '168 hours') as last7
        from public.subscribers s
       where s.created_at >= as_of - interval '720 hours'
         and s.status = 'confirmed'
         and (include_test_data or not public.subscriber_is_test_source(s.source))
    ),
    by_source as (
      select source, sum(confirmed)::bigint as confirmed, sum(pending)::bigint as pending, sum(unsubscribed)::bigint as unsubscribed
        from counted group by source
    ),
    by_month as (
      select month, sum(confirmed)::bigint as confirmed, sum(pending)::bigint as pending, sum(unsubscribed)::bigint as unsubscribed
        from counted group by month
    )
    select json_build_object(
      'total', (select coalesce(sum(confirmed), 0)::bigint from counted),
      'recent30Days', (select last30 from recent),
      'recent7Days', (select last7 from recent),
      'statuses', (
        select json_build_object('confirmed', coalesce(sum(confirmed), 0)::bigint, 'pending', coalesce(sum(pending), 0)::bigint,
                                 'unsubscribed', coalesce(sum(unsubscribed), 0)::bigint)
          from counted
      ),
      'sources', (
        select coalesce(json_agg(json_build_object('source', source, 'count', confirmed, 'pending', pending, 'unsubscribed', unsubscribed)
                                 order by confirmed desc, source collate "C"), '[]'::json)
          from by_source
      ),
      'months', (
        select coalesce(json_agg(json_build_object('month', to_char(month, 'YYYY-MM'), 'count', confirmed, 'pending', pending, 'unsubscribed', unsubscribed)
                                 order by month), '[]'::json)
          from by_month
      ),
      'asOf', as_of
    )
  $$;

-- ---------------------------------------------------------------------------------------------
-- One page of the list.
--   search_text       the e-mail contains it, in any letter case (every character literal);
--   search_sources    source keys (subscriber_source_key) the search also matches: the page
--                     matches the text against the sources' ids and readable names, which only
--                     it knows (src/content/subscriber-sources.ts);
--   created_from / created_before   [from, before) on the first sign-up;
--   source_filter     one source id, or 'unknown' for every kind of missing source;
--   status_filter     all, confirmed (default), pending, unsubscribed;
--   include_test_data false hides the audit's test sign-ups;
--   sort_by           newest, oldest, email, source (each total: ties by newest, then id);
--   page_offset / page_limit   the page (at most 1,000 rows, Supabase's max-rows).

create or replace function public.subscriber_list_page(
  search_text text default null,
  search_sources text[] default null,
  created_from timestamptz default null,
  created_before timestamptz default null,
  source_filter text default null,
  status_filter text default 'confirmed',
  include_test_data boolean default true,
  sort_by text default 'newest',
  page_offset integer default 0,
  page_limit integer default 50
)
  returns table (id uuid, email text, source text, created_at timestamptz, status text, lang text, confirmed_at timestamptz)
  language plpgsql stable security definer
  set search_path = ''
  as $$
declare
  wanted_status text := private.subscriber_status_filter(status_filter);
  pattern text := private.subscriber_search_pattern(search_text);
  order_by text;
begin
  order_by := case coalesce(sort_by, 'newest')
    when 'newest' then 's.created_at desc, s.id desc'
    when 'oldest' then 's.created_at, s.id'
    -- lower(email) is unique (subscribers_email_lower_key): a total order by itself.
    when 'email' then 'lower(s.email)'
    when 'source' then 'public.subscriber_source_key(s.source), s.created_at desc, s.id desc'
  end;
  if order_by is null then
    raise exception using errcode = '22023', message = format('Unknown sort %s.', quote_literal(left(sort_by, 40))),
      hint = 'sort_by is newest, oldest, email or source.';
  end if;
  if not private.is_team_reader() then
    return;
  end if;
  return query execute format(
    'select s.id, s.email, s.source, s.created_at, s.status, s.lang, s.confirmed_at
       from public.subscribers s
      where %s
      order by %s
      limit $8 offset $9',
    private.subscriber_list_where(pattern, search_sources, created_from, created_before, source_filter, wanted_status, include_test_data),
    order_by)
    using pattern, coalesce(search_sources, '{}'::text[]), created_from, created_before, source_filter, lower(source_filter), wanted_status,
          least(greatest(coalesce(page_limit, 50), 0), 1000), greatest(coalesce(page_offset, 0), 0);
end
$$;

-- How many rows the same filters match: {"value": n, "exact": true} up to 1,000 (counted, at
-- most 1,001 rows read), else {"value": the planner's estimate, "exact": false}, as PostgREST's
-- count=estimated answered; with exact_count, every match counted ("Count exactly"). Volatile
-- only because EXPLAIN is a utility statement, which a stable function may not run; it writes
-- nothing.
create or replace function public.subscriber_list_total(
  search_text text default null,
  search_sources text[] default null,
  created_from timestamptz default null,
  created_before timestamptz default null,
  source_filter text default null,
  status_filter text default 'confirmed',
  include_test_data boolean default true,
  exact_count boolean default false
)
  returns json
  language plpgsql volatile security definer
  set search_path = ''
  as $$
declare
  wanted_status text := private.subscriber_status_filter(status_filter);
  pattern text := private.subscriber_search_pattern(search_text);
  where_sql text;
  n bigint;
  plan json;
begin
  if not private.is_team_reader() then
    return json_build_object('value', 0, 'exact', true);
  end if;
  where_sql := private.subscriber_list_where(pattern, search_sources, created_from, created_before, source_filter, wanted_status, include_test_data);
  execute format('select count(*) from (select 1 from public.subscribers s where %s %s) c', where_sql,
                 case when coalesce(exact_count, false) then '' else 'limit 1001' end)
    into n
    using pattern, coalesce(search_sources, '{}'::text[]), created_from, created_before, source_filter, lower(source_filter), wanted_status;
  if n <= 1000 or coalesce(exact_count, false) then
    return json_build_object('value', n, 'exact', true);
  end if;
  execute format('explain (format json) select 1 from public.subscribers s where %s', where_sql)
    into plan
    using pattern, coalesce(search_sources, '{}'::text[]), created_from, created_before, source_filter, lower(source_filter), wanted_status;
  return json_build_object('value', greatest(n, round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric)::bigint), 'exact', false);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The CSV export: the rows the list's filters match, newest (or oldest) first, up to 10,000 per
-- call after a keyset cursor, as compact rows:
--   {"rows": [[email, status, lang, source, page, consented_at, confirmed_at, consent_text_version, created_at], ...],
--    "last": {"created_at": ..., "id": ...} | null}
-- Confirmed rows unless status_filter says otherwise. Replaces the version without states
-- (dropped below): a page still calling it with search_pattern gets "function not found".

drop function if exists public.subscriber_export_rows(text, text[], timestamptz, timestamptz, text, boolean, boolean, timestamptz, uuid, integer);

create or replace function public.subscriber_export_rows(
  search_text text default null,
  search_sources text[] default null,
  created_from timestamptz default null,
  created_before timestamptz default null,
  source_filter text default null,
  status_filter text default 'confirmed',
  include_test_data boolean default true,
  newest_first boolean default true,
  after_created_at timestamptz default null,
  after_id uuid default null,
  batch_size integer default 10000
)
  returns json
  language plpgsql stable security definer
  set search_path = ''
  as $$
declare
  wanted_status text := private.subscriber_status_filter(status_filter);
  pattern text := private.subscriber_search_pattern(search_text);
  n integer := least(greatest(coalesce(batch_size, 10000), 1), 10000);
  newest boolean := coalesce(newest_first, true);
  result text;
begin
  if not private.is_team_reader() then
    return '{"rows": [], "last": null}'::json;
  end if;
  -- Each direction walks subscribers_created_at_idx from the cursor; every value is written with
  -- to_json(), so quoting and escaping are JSON's own.
  execute format(
    $q$
    with batch as materialized (
      select s.id, s.email, s.status, s.lang, s.source, s.page, s.consented_at, s.confirmed_at, s.consent_text_version, s.created_at
        from public.subscribers s
       where %1$s
         and (s.created_at, s.id) %2$s ($8, $9)
       order by s.created_at %3$s, s.id %3$s
       limit $10
    )
    select '{"rows":[' ||
           coalesce(string_agg('[' || to_json(b.email)::text || ',' || to_json(b.status)::text || ',' || coalesce(to_json(b.lang)::text, 'null') || ','
                               || coalesce(to_json(b.source)::text, 'null') || ',' || coalesce(to_json(b.page)::text, 'null') || ','
                               || coalesce(to_json(b.consented_at)::text, 'null') || ',' || coalesce(to_json(b.confirmed_at)::text, 'null') || ','
                               || coalesce(to_json(b.consent_text_version)::text, 'null') || ',' || to_json(b.created_at)::text || ']',
                               ',' order by b.created_at %3$s, b.id %3$s), '') ||
           '],"last":' ||
           coalesce((select json_build_object('created_at', x.created_at, 'id', x.id)::text from batch x order by x.created_at %4$s, x.id %4$s limit 1), 'null') ||
           '}'
      from batch b
    $q$,
    private.subscriber_list_where(pattern, search_sources, created_from, created_before, source_filter, wanted_status, include_test_data),
    case when newest then '<' else '>' end,
    case when newest then 'desc' else 'asc' end,
    case when newest then 'asc' else 'desc' end)
    into result
    using pattern, coalesce(search_sources, '{}'::text[]), created_from, created_before, source_filter, lower(source_filter), wanted_status,
          coalesce(after_created_at, case when newest then 'infinity'::timestamptz else '-infinity'::timestamptz end),
          coalesce(after_id, case when newest then 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid else '00000000-0000-0000-0000-000000000000'::uuid end),
          n;
  return result::json;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants: the team's functions to signed-in users (they check the rule inside) and the service
-- role; the public role executes none of them (Supabase grants new functions to it by default).

revoke all on function public.subscriber_stats(boolean, timestamptz),
  public.subscriber_list_page(text, text[], timestamptz, timestamptz, text, text, boolean, text, integer, integer),
  public.subscriber_list_total(text, text[], timestamptz, timestamptz, text, text, boolean, boolean),
  public.subscriber_export_rows(text, text[], timestamptz, timestamptz, text, text, boolean, boolean, timestamptz, uuid, integer)
  from public, anon;
grant execute on function public.subscriber_stats(boolean, timestamptz),
  public.subscriber_list_page(text, text[], timestamptz, timestamptz, text, text, boolean, text, integer, integer),
  public.subscriber_list_total(text, text[], timestamptz, timestamptz, text, text, boolean, boolean),
  public.subscriber_export_rows(text, text[], timestamptz, timestamptz, text, text, boolean, boolean, timestamptz, uuid, integer)
  to authenticated, service_role;
