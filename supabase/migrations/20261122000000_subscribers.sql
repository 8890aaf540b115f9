-- Newsletter subscribers (spec part 2 §3; §2 "E-mail sign-up page", §2 "Subscriber list page" and §2 "Subscription audit page").
--
-- Who may do what is enforced here, by Postgres, not by hiding pages:
--   * anonymous visitors (and any signed-in user) may INSERT an e-mail and a source, nothing else;
--   * only team members, whose JWT carries app_metadata.role = 'admin', may SELECT or DELETE.
-- app_metadata is set by the server (service role / dashboard); user_metadata is editable by the
-- user, so it is never trusted for authorisation.
--
-- Anonymous clients cannot read rows back, so the sign-up does a plain insert (no RETURNING,
-- i.e. no supabase-js `.select()` after `.insert()`).

create table if not exists public.subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  source text,
  created_at timestamptz not null default now(),

  constraint subscribers_email_length check (char_length(email) <= 254),
  -- The sign-up page accepts /^\S+@\S+\.\S+$/ (JavaScript). This is the same language, with
  -- JavaScript's \s spelled out, so every address the page lets through is stored (a narrower
  -- check here would turn a valid-looking address into 'Subscription Failed').
  constraint subscribers_email_shape check (
    email ~ '^[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'
  ),
  constraint subscribers_source_length check (source is null or char_length(source) <= 100)
);

comment on table public.subscribers is 'Newsletter sign-ups. Insert-only for visitors; read and delete for team members (app_metadata.role = admin).';
comment on column public.subscribers.source is 'Where the sign-up came from, e.g. EmailSignUpPage, GoogleWorkspaceArticle. May be null or empty (shown as unknown).';

-- One subscription per address, whatever the letter case: a duplicate raises 23505.
create unique index if not exists subscribers_email_lower_key on public.subscribers (lower(email));
-- /email-list reads every row newest first in pages of 1,000 (order by created_at desc, id desc;
-- id makes the order total, so pages neither skip nor repeat rows) and the audit reads date
-- ranges. Including email and source lets Postgres answer those pages from the index alone.
create index if not exists subscribers_created_at_idx on public.subscribers (created_at, id) include (email, source);

-- Supabase grants every privilege on new public tables to anon and authenticated by default.
revoke all on table public.subscribers from anon, authenticated;
grant insert (email, source) on table public.subscribers to anon, authenticated;
-- Signed-in users may try to read or delete; the policies below let only team members see rows.
grant select, delete on table public.subscribers to authenticated;

alter table public.subscribers enable row level security;

drop policy if exists "Visitors can subscribe" on public.subscribers;
create policy "Visitors can subscribe"
  on public.subscribers
  for insert
  to anon, authenticated
  -- The column grant above already limits what can be written (email, source); the table's
  -- checks validate the values.
  with check (true);

-- The check sits whole inside a scalar sub-select: Postgres evaluates it once per statement
-- (not per row), and the planner treats it as a yes/no switch instead of guessing that 0.5%
-- of rows match, which kept it from the created_at index and made /email-list's 1,000-row
-- pages sort the whole table each time.
drop policy if exists "Team members can read subscribers" on public.subscribers;
create policy "Team members can read subscribers"
  on public.subscribers
  for select
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));

drop policy if exists "Team members can delete subscribers" on public.subscribers;
create policy "Team members can delete subscribers"
  on public.subscribers
  for delete
  to authenticated
  using ((select (auth.jwt() -> 'app_metadata' ->> 'role') = 'admin'));
