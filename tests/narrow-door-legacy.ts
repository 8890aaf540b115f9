/**
 * Rows stored before the narrow door (supabase/migrations/20261125000000_narrow_door.sql): the
 * attack's look-alikes beside real addresses, capitals, and one address that is nothing once its
 * invisible characters go. The migration's tests (PGlite: tests/narrow-door-migration.test.ts;
 * PostgreSQL: tests/subscribers-postgres.test.ts) apply every earlier migration, insert these,
 * apply the door, and expect what follows.
 */
export const LEGACY_ROWS_SQL = `insert into public.subscribers (email, source, created_at) values
  ('ann@example.com', 'EmailSignUpPage', '2024-01-01T00:00:00Z'),
  (U&'\\200Bann@example.com', 'Bulk gaming top source', '2024-02-01T00:00:00Z'),
  ('user@xn--bcher-kva.example', 'EmailSignUpPage', '2024-03-01T00:00:00Z'),
  ('user@bücher.example', 'GoogleWorkspaceArticle', '2024-01-15T00:00:00Z'),
  ('Bob@Example.COM', null, '2024-05-01T00:00:00Z'),
  (U&'Cafe\\0301@example.com', 'landing_page', '2024-05-02T00:00:00Z'),
  (U&'\\200B@x.example', null, '2024-05-03T00:00:00Z')`;

/** The table afterwards, oldest first: [email, source]. */
export const AFTER: [string, string | null][] = [
  ["ann@example.com", "EmailSignUpPage"],
  ["user@xn--bcher-kva.example", "GoogleWorkspaceArticle"],
  ["bob@example.com", null],
  ["café@example.com", "landing_page"],
  ["\u200b@x.example", null],
];

/** What the migration reported, oldest first: [email as stored before, reason, the kept row's email]. */
export const REPORTED: [string, string, string | null][] = [
  ["\u200bann@example.com", "collision", "ann@example.com"],
  ["user@xn--bcher-kva.example", "collision", "user@xn--bcher-kva.example"],
  ["\u200b@x.example", "not_normalisable", null],
];

/** One query for both engines: the table, then the report, as JSON. */
export const AFTER_SQL = `select json_build_object(
  'rows', (select json_agg(json_build_array(email, source) order by created_at) from public.subscribers),
  'reported', (select json_agg(json_build_array(c.email, c.reason, k.email) order by c.created_at)
                 from private.subscriber_email_collisions c left join public.subscribers k on k.id = c.kept_id))`;
