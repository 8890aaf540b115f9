-- The subscription audit reads through functions only, and knows the double opt-in (issue 42
-- item 6; docs/decisions/2026-11-28-double-opt-in.md).
--
-- Before, the audit read the subscribers table itself with the team's session (a count, one
-- row to see the columns, a read-back and deletes by id), and its sign-ups went in with the
-- public key. Now the public key can do nothing in schema public, and the audit's questions are
-- four functions, each one request whatever the list's size:
--
--   * audit_table_info()               the count by state (from subscriber_counts, never a
--                                      million rows), the table's columns, the private tables
--                                      the double opt-in needs, the consent texts on record;
--   * audit_test_subscribers(emails)   the audit's own test sign-ups read back, with how many
--                                      mails were queued for each (none: test sources send none);
--   * audit_delete_test_subscribers(emails)   removes them again: only rows whose source is
--                                      one of the audit's (private.signup_sources sent_by
--                                      'audit'), so the audit can never delete a real subscriber,
--                                      and says how many rows with those addresses remain;
--   * audit_signup_health()            what the double opt-in looks like: sign-ups pending for
--                                      more than 7 days, the confirmation rate by month and by
--                                      source (and of the sign-ups 7 to 30 days old), the
--                                      unsubscribes by month, and the mails that failed.
--
-- All run with their owner's rights and refuse (42501) the public roles unless the caller is a
-- team member whose session passed the second factor (private.is_team_reader(),
-- 20261128000100_team_reads.sql): the audit must say "not allowed", not count an empty list.
-- The service role and the owner may ask too.
--
-- Idempotent, like every migration here.

-- ---------------------------------------------------------------------------------------------
-- Who may ask.

create or replace function private.audit_require_team() returns void
  language plpgsql stable
  set search_path = ''
  as $$
begin
  -- The public roles (anon, authenticated: private.called_by_public_role(), 20261128000000)
  -- need the team rule; the service role and the owner (the SQL editor) are let through.
  if private.called_by_public_role() and not private.is_team_reader() then
    raise exception using
      errcode = '42501',
      message = 'Only a team member signed in with the second factor may run the subscription audit.';
  end if;
end
$$;
revoke all on function private.audit_require_team() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Indexes for the health figures: each question reads the few rows it is about, not the list.

-- Unsubscribes by month: the rows that ever left (a small part of the list), with the source
-- (the audit's test sources are left out), so the count reads the index alone.
create index if not exists subscribers_unsubscribed_month_idx
  on public.subscribers (unsubscribed_at) include (source)
  where unsubscribed_at is not null;

-- Mails not sent (queued, retrying or given up) are few beside the sent ones; the mails of the
-- last 30 days by creation time.
create index if not exists mail_outbox_unsent_idx
  on private.mail_outbox (created_at)
  where sent_at is null;
create index if not exists mail_outbox_created_at_idx
  on private.mail_outbox (created_at);

-- ---------------------------------------------------------------------------------------------
-- The table as the audit's first two checks see it.

create or replace function public.audit_table_info()
  returns jsonb
  language plpgsql stable security definer
  set search_path = ''
  as $$
begin
  perform private.audit_require_team();
  return jsonb_build_object(
    'total', (select coalesce(sum(c.subscribers), 0)::bigint from public.subscriber_counts c),
    'statuses', (
      select jsonb_build_object(
        'confirmed', coalesce(sum(c.confirmed), 0)::bigint,
        'pending', coalesce(sum(c.pending), 0)::bigint,
        'unsubscribed', coalesce(sum(c.unsubscribed), 0)::bigint)
        from public.subscriber_counts c
    ),
    'columns', (
      select coalesce(jsonb_agg(a.attname::text order by a.attnum), '[]'::jsonb)
        from pg_catalog.pg_attribute a
       where a.attrelid = 'public.subscribers'::regclass and a.attnum > 0 and not a.attisdropped
    ),
    'privateTables', (
      select coalesce(jsonb_agg(c.relname::text order by c.relname), '[]'::jsonb)
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'private' and c.relkind in ('r', 'p')
         and c.relname in ('consent_texts', 'mail_outbox', 'signup_sources', 'subscriber_tokens')
    ),
    'consentTexts', (
      select coalesce(jsonb_agg(jsonb_build_object('version', t.version, 'lang', t.lang) order by t.version, t.lang), '[]'::jsonb)
        from private.consent_texts t
    ),
    'auditSources', (
      select coalesce(jsonb_agg(s.source order by s.source), '[]'::jsonb)
        from private.signup_sources s
       where s.sent_by = 'audit'
    )
  );
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The audit's test sign-ups, read back and removed. At most 20 addresses a call (a run uses a
-- handful); matched in any letter case through the unique index on lower(email).

create or replace function public.audit_test_subscribers(emails text[])
  returns jsonb
  language plpgsql stable security definer
  set search_path = ''
  as $$
declare
  wanted text[] := array(select lower(e) from unnest(coalesce(emails, '{}'::text[])) as e where e is not null);
begin
  perform private.audit_require_team();
  if cardinality(wanted) > 20 then
    raise exception using errcode = '22023', message = 'The audit reads at most 20 test addresses at a time.';
  end if;
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', s.id,
             'email', s.email,
             'source', s.source,
             'status', s.status,
             'lang', s.lang,
             'page', s.page,
             'consent_text_version', s.consent_text_version,
             'created_at', s.created_at,
             'consented_at', s.consented_at,
             'confirmed_at', s.confirmed_at,
             'mails', (select count(*) from private.mail_outbox o where o.subscriber_id = s.id)
           ) order by s.created_at, s.id), '[]'::jsonb)
      from public.subscribers s
     where lower(s.email) = any (wanted)
  );
end
$$;

create or replace function public.audit_delete_test_subscribers(emails text[])
  returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
  as $$
declare
  wanted text[] := array(select lower(e) from unnest(coalesce(emails, '{}'::text[])) as e where e is not null);
  deleted integer;
  remaining integer;
begin
  perform private.audit_require_team();
  if cardinality(wanted) > 20 then
    raise exception using errcode = '22023', message = 'The audit removes at most 20 test addresses at a time.';
  end if;
  -- Only the audit's own sources: a real subscriber with the same address stays (and is
  -- reported as remaining). Their tokens and mails go with them (foreign keys, on delete cascade).
  delete from public.subscribers s
   where lower(s.email) = any (wanted)
     and s.source in (select x.source from private.signup_sources x where x.sent_by = 'audit');
  get diagnostics deleted = row_count;
  select count(*) into remaining from public.subscribers s where lower(s.email) = any (wanted);
  return jsonb_build_object('deleted', deleted, 'remaining', remaining);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The double opt-in's health, counted here in one request (the audit's four new checks and its
-- card). as_of is the moment the windows end (now; tests pass a fixed time). The audit's own
-- test sources are left out of every figure.
--
--   pending       sign-ups still pending whose latest sign-up is more than 7 days old (their
--                 confirmation link has expired: the mail may never have arrived), and the oldest;
--   confirmation  per month of the first sign-up and per source: all sign-ups and the confirmed
--                 ones (subscriber_counts: rows before double opt-in count as confirmed, and
--                 pending rows are purged after 30 days, so older months count the people who
--                 stayed); `recent` is the fair figure: of the sign-ups 7 to 30 days old (a full
--                 week to confirm, none purged yet), how many confirmed (confirmed now, or
--                 confirmed before unsubscribing);
--   unsubscribes  per month of the unsubscribe (UTC);
--   mail          sent in the last 30 days; given up (failed_at) in the last 30 days and ever,
--                 with the 10 latest; still retrying (not sent, tried, not given up) with the 10
--                 latest and their last error; overdue: waiting more than 5 minutes past their
--                 time, which means the sender (send-mail, pg_cron) is not running.

create or replace function public.audit_signup_health(as_of timestamptz default now())
  returns jsonb
  language plpgsql stable security definer
  set search_path = ''
  as $$
declare
  at_time constant timestamptz := coalesce(as_of, now());
begin
  perform private.audit_require_team();
  return jsonb_build_object(
    'asOf', at_time,
    'pending', (
      select jsonb_build_object('olderThan7Days', count(*), 'oldest', min(coalesce(s.consented_at, s.created_at)))
        from public.subscribers s
       where s.status = 'pending'
         and coalesce(s.consented_at, s.created_at) < at_time - interval '7 days'
         and not public.subscriber_is_test_source(s.source)
    ),
    'confirmation', jsonb_build_object(
      'months', (
        select coalesce(jsonb_agg(jsonb_build_object('month', to_char(x.month, 'YYYY-MM'), 'signUps', x.sign_ups, 'confirmed', x.confirmed) order by x.month), '[]'::jsonb)
          from (
            select c.month, sum(c.subscribers)::bigint as sign_ups, sum(c.confirmed)::bigint as confirmed
              from public.subscriber_counts c
             where not public.subscriber_is_test_source(c.source)
             group by c.month
          ) x
      ),
      'sources', (
        select coalesce(jsonb_agg(jsonb_build_object('source', x.source, 'signUps', x.sign_ups, 'confirmed', x.confirmed)
                                  order by x.sign_ups desc, x.source collate "C"), '[]'::jsonb)
          from (
            select c.source, sum(c.subscribers)::bigint as sign_ups, sum(c.confirmed)::bigint as confirmed
              from public.subscriber_counts c
             where not public.subscriber_is_test_source(c.source)
             group by c.source
          ) x
      ),
      'recent', (
        select jsonb_build_object(
                 'from', at_time - interval '30 days',
                 'to', at_time - interval '7 days',
                 'signUps', count(*),
                 'confirmed', count(*) filter (where s.status = 'confirmed' or s.confirmed_at is not null))
          from public.subscribers s
         where s.created_at >= at_time - interval '30 days' and s.created_at < at_time - interval '7 days'
           and not public.subscriber_is_test_source(s.source)
      )
    ),
    'unsubscribes', (
      select coalesce(jsonb_agg(jsonb_build_object('month', x.month, 'count', x.n) order by x.month), '[]'::jsonb)
        from (
          -- Grouped by the month's first moment, then written 'YYYY-MM' once per month.
          select to_char(m, 'YYYY-MM') as month, n
            from (
              select date_trunc('month', s.unsubscribed_at at time zone 'UTC') as m, count(*) as n
                from public.subscribers s
               where s.unsubscribed_at is not null
                 and not public.subscriber_is_test_source(s.source)
               group by 1
            ) g
        ) x
    ),
    'mail', jsonb_build_object(
      'sentLast30Days', (
        select count(*) from private.mail_outbox o
         where o.created_at >= at_time - interval '30 days' and o.sent_at is not null
      ),
      'givenUp', (
        select jsonb_build_object(
                 'last30Days', count(*) filter (where o.failed_at >= at_time - interval '30 days'),
                 'total', count(*))
          from private.mail_outbox o
         where o.sent_at is null and o.failed_at is not null
      ),
      'givenUpLatest', (
        select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'kind', r.kind, 'to', r.to_email, 'lang', r.lang, 'createdAt', r.created_at,
                                                     'attempts', r.attempts, 'failedAt', r.failed_at, 'lastError', r.last_error)
                                  order by r.failed_at desc, r.id), '[]'::jsonb)
          from (
            select o.* from private.mail_outbox o
             where o.sent_at is null and o.failed_at is not null
             order by o.failed_at desc, o.id
             limit 10
          ) r
      ),
      'retrying', (
        select count(*) from private.mail_outbox o
         where o.sent_at is null and o.failed_at is null and o.attempts > 0
      ),
      'retryingLatest', (
        select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'kind', r.kind, 'to', r.to_email, 'lang', r.lang, 'createdAt', r.created_at,
                                                     'attempts', r.attempts, 'nextAttemptAt', r.next_attempt_at, 'lastError', r.last_error)
                                  order by r.created_at desc, r.id), '[]'::jsonb)
          from (
            select o.* from private.mail_outbox o
             where o.sent_at is null and o.failed_at is null and o.attempts > 0
             order by o.created_at desc, o.id
             limit 10
          ) r
      ),
      'overdue', (
        select count(*) from private.mail_outbox o
         where o.sent_at is null and o.failed_at is null and o.next_attempt_at < at_time - interval '5 minutes'
      )
    )
  );
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants: signed-in users and the service role may call them (the team rule is checked
-- inside); the public role may execute none of them (Supabase grants new functions to it by
-- default).

revoke all on function public.audit_table_info(), public.audit_test_subscribers(text[]),
  public.audit_delete_test_subscribers(text[]), public.audit_signup_health(timestamptz)
  from public, anon;
grant execute on function public.audit_table_info(), public.audit_test_subscribers(text[]),
  public.audit_delete_test_subscribers(text[]), public.audit_signup_health(timestamptz)
  to authenticated, service_role;
