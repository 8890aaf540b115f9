// @ts-check
/**
 * Demo subscribers for the local stand-in: a few hundred sign-ups from January 2024 to today,
 * deterministic (seeded random), with a quiet June 2024 for the audit to find, the sources the
 * spec lists, and some rows with no source at all. Most are confirmed, a few pending (recent
 * sign-ups waiting for their link) and some unsubscribed, so the team's tools show all three
 * states (docs/decisions/2026-11-28-double-opt-in.md).
 */

/** The consent words' version the migration stores (private.consent_texts), for the rows that record consent. */
export const DEMO_CONSENT_VERSION = "2026-11-28";
/** Double opt-in went live on this day: rows before it signed up under single opt-in (no consent record). */
const DOUBLE_OPT_IN_START = Date.UTC(2026, 10, 28);

/** Sources the sign-up forms store, and those the audit's searches look for (spec part 2 §3). */
export const DEMO_SOURCES = {
  site: ["EmailSignUpPage", "GoogleWorkspaceArticle", "newsletter_signup", "landing_page"],
  campaigns: ["june_campaign", "summer_launch"],
  tests: ["audit_test", "flow_test", "duplicate_test_1", "duplicate_test_2"],
};

const FIRST = [
  "maria", "james", "sofia", "liam", "ana", "noah", "elena", "lucas", "grace", "diego", "chloe", "mateo", "priya",
  "ethan", "isabel", "omar", "hannah", "carlos", "nina", "daniel", "leah", "marco", "ruth", "samuel", "tara",
  "victor", "yuki", "zoe", "felix", "julia", "kofi", "lena", "miguel", "olivia", "pablo", "rosa", "sean", "ines",
];
const LAST = [
  "garcia", "nguyen", "smith", "rossi", "kim", "patel", "lopez", "martin", "silva", "brown", "cohen", "diaz",
  "evans", "fischer", "hughes", "ito", "jensen", "khan", "lee", "moreno", "novak", "ortiz", "price", "reyes",
];
const FREE_MAIL = ["gmail.com", "yahoo.com", "hotmail.com", "outlook.com", "icloud.com", "proton.me"];
const BUSINESS = [
  "casaazulstays.example", "harborviewrentals.example", "pinecrest-cabins.example", "sunsetlofts.example",
  "tulumhosting.example", "desertbloomhomes.example", "oceanbreeze-str.example", "urbannest.example",
];

/** mulberry32: small, fast, deterministic. @param {number} seed */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @typedef {{
 *   email: string, source: string | null, created_at: string,
 *   status: "pending" | "confirmed" | "unsubscribed", lang: "en" | "es" | null, page: string | null,
 *   consent_text_version: string | null, privacy_notice_version: string | null,
 *   consented_at: string | null, confirmed_at: string | null, unsubscribed_at: string | null,
 * }} SeedRow
 * @param {{ now?: Date, seed?: number }} [options]
 * @returns {SeedRow[]}
 */
export function demoSubscribers({ now = new Date(), seed = 2024 } = {}) {
  const rnd = random(seed);
  const pick = (/** @type {readonly string[]} */ list) => list[Math.floor(rnd() * list.length)] ?? list[0] ?? "";
  /** @type {SeedRow[]} */
  const rows = [];
  const used = new Set();

  /** @param {Date} day */
  function sourceFor(day) {
    const y = day.getUTCFullYear();
    const m = day.getUTCMonth();
    const r = rnd();
    if (r < 0.06) return null;
    if (r < 0.1) return "";
    if (y === 2024 && m === 5 && r < 0.5) return "june_campaign";
    if (y === 2024 && m >= 5 && m <= 7 && r < 0.3) return "summer_launch";
    if (r < 0.13) return pick(DEMO_SOURCES.tests);
    if (r < 0.2) return "landing_page";
    if (r < 0.3) return "newsletter_signup";
    // The article and its lead magnet went live in August 2025.
    if (r < 0.45 && day.getTime() >= Date.UTC(2025, 7, 13)) return "GoogleWorkspaceArticle";
    return "EmailSignUpPage";
  }

  function email() {
    for (;;) {
      const first = pick(FIRST);
      const last = pick(LAST);
      const style = Math.floor(rnd() * 4);
      const local = [`${first}.${last}`, `${first}${last.charAt(0)}`, `${first.charAt(0)}${last}`, `${first}_${last}`][style] ?? first;
      const n = rnd() < 0.35 ? String(Math.floor(rnd() * 90) + 10) : "";
      const domain = rnd() < 0.7 ? pick(FREE_MAIL) : pick(BUSINESS);
      // A few people type their address with capitals; uniqueness ignores case.
      const address = `${rnd() < 0.05 ? first.charAt(0).toUpperCase() + local.slice(1) : local}${n}@${domain}`;
      if (!used.has(address.toLowerCase())) {
        used.add(address.toLowerCase());
        return address;
      }
    }
  }

  const start = Date.UTC(2024, 0, 3);
  const end = now.getTime();
  for (let t = start; t < end; t += 86_400_000) {
    const day = new Date(t);
    const y = day.getUTCFullYear();
    const m = day.getUTCMonth();
    // About 11 sign-ups a month, more after launches; June 2024 is quiet (the audit's finding).
    let rate = 0.36;
    if (y === 2024 && m === 5) rate = 0.25;
    else if (y === 2024 && (m === 6 || m === 7)) rate = 0.45;
    else if (t >= Date.UTC(2025, 7, 1)) rate = 0.5;
    if (rnd() >= rate) continue;
    const count = rnd() < 0.2 ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const at = t + Math.floor(rnd() * 86_400_000);
      if (at > end) continue;
      const source = sourceFor(day);
      rows.push({ email: email(), source, created_at: new Date(at).toISOString(), ...stateFor(at, source, end) });
    }
  }
  return rows;
}

/**
 * A row's state and consent record, from a random stream of its own (so the addresses, sources
 * and times stay what they were before states existed). Rows from the last three weeks (or from
 * double opt-in's start, whichever is earlier) carry a consent record: the page and language of
 * the form, the consent version, the sign-up time; half of the last two weeks' are still pending
 * (never older than 30 days: the stand-in purges those at start). Older rows signed up under
 * single opt-in: confirmed without a confirmation time. About one in fifteen left again.
 */
const stateRandom = random(4202);
/**
 * @param {number} at @param {string | null} source @param {number} now
 * @returns {Omit<SeedRow, "email" | "source" | "created_at">}
 */
function stateFor(at, source, now) {
  const r = stateRandom();
  const spanish = stateRandom() < 0.3;
  const left = stateRandom() < 0.07;
  const recordsConsent = at >= Math.min(DOUBLE_OPT_IN_START, now - 21 * 86_400_000);
  const iso = (/** @type {number} */ t) => new Date(Math.min(t, now)).toISOString();
  const unsubscribed = left ? iso(at + Math.max(1, Math.floor((now - at) * r))) : null;
  if (!recordsConsent) {
    return {
      status: left ? "unsubscribed" : "confirmed",
      lang: null, page: null, consent_text_version: null, privacy_notice_version: null,
      consented_at: null, confirmed_at: null, unsubscribed_at: unsubscribed,
    };
  }
  /** @type {"en" | "es"} */
  const lang = spanish ? "es" : "en";
  const page = source === "GoogleWorkspaceArticle"
    ? (spanish ? "/es/por-que-los-creadores-prosperan-con-google-workspace" : "/why-creators-thrive-with-google-workspace")
    : (spanish ? "/es/suscribirse" : "/subscribe");
  const pending = now - at < 14 * 86_400_000 && r < 0.5;
  return {
    status: pending ? "pending" : left ? "unsubscribed" : "confirmed",
    lang,
    page,
    consent_text_version: DEMO_CONSENT_VERSION,
    privacy_notice_version: DEMO_CONSENT_VERSION,
    consented_at: iso(at),
    confirmed_at: pending ? null : iso(at + 60_000 + Math.floor(r * 3_600_000)),
    unsubscribed_at: pending ? null : unsubscribed,
  };
}

/** One statement inserting the demo rows (as the table owner, so no row-level security applies). */
export const INSERT_ROWS_SQL = `insert into public.subscribers (email, source, created_at, status, lang, page, consent_text_version,
    privacy_notice_version, consented_at, confirmed_at, unsubscribed_at)
  select email, source, created_at, status, lang, page, consent_text_version, privacy_notice_version, consented_at, confirmed_at, unsubscribed_at
    from json_to_recordset($1::text::json) as x(email text, source text, created_at timestamptz, status text, lang text, page text,
         consent_text_version text, privacy_notice_version text, consented_at timestamptz, confirmed_at timestamptz, unsubscribed_at timestamptz)
  on conflict do nothing`;

/* ------------------------------------------------------------------------------------------ */
/* LOCAL_SEED_COUNT synthetic subscribers (benchmarks and the million-row tools).             */

const SYN_FIRST = [
  "maria", "james", "sofia", "liam", "ana", "noah", "elena", "lucas", "grace", "diego", "chloe", "mateo", "priya", "ethan",
  "isabel", "omar", "hannah", "carlos", "nina", "daniel", "leah", "marco", "ruth", "samuel", "tara", "victor", "yuki", "zoe",
  "felix", "julia", "kofi", "lena", "miguel", "olivia", "pablo", "rosa", "sean", "ines", "aaron", "bianca", "caleb", "dalia",
  "emil", "farah", "gabriel", "hugo", "ingrid", "jonas", "kiara", "lorenzo", "mila", "nadia", "oscar", "paula", "quinn",
  "rafael", "sara", "tomas", "uma", "valeria", "wen", "ximena", "yara", "zane", "adele", "bruno", "cora", "dario", "esme",
  "fabio", "gia", "hector", "iris", "joel", "kai", "luz", "mara", "nico", "opal", "pedro", "rhea", "silvio", "thea", "ugo",
  "vera", "wade", "xavier", "yasmin", "zara", "alba", "benito", "carmen", "dante", "eva", "flora", "gustavo", "helena",
  "ivan", "jade", "karim",
];
const SYN_LAST = [
  "garcia", "nguyen", "smith", "rossi", "kim", "patel", "lopez", "martin", "silva", "brown", "cohen", "diaz", "evans",
  "fischer", "hughes", "ito", "jensen", "khan", "lee", "moreno", "novak", "ortiz", "price", "reyes", "santos", "torres",
  "usman", "vargas", "walsh", "xu", "young", "zamora", "alvarez", "baker", "castro", "dubois", "eriksen", "flores", "gomez",
  "herrera", "ibarra", "jimenez", "kowalski", "lindqvist", "mendoza", "nakamura", "olsen", "perez", "quintero", "ramos",
  "schmidt", "tanaka", "ueda", "vidal", "weber", "yilmaz", "zhang", "acosta", "bianchi", "cruz", "dacosta", "estrada",
  "fontaine", "guerrero", "hoffmann", "iglesias", "janssen", "keller", "larsen", "medina", "navarro", "okafor", "pacheco",
  "rojas", "salazar", "thompson", "uribe", "valdez", "wright", "aguilar", "bauer", "cardenas", "delgado", "escobar",
  "fuentes", "guzman", "haas", "ikeda", "jovanovic", "kruger", "leon", "morales", "nunez", "ochoa", "pineda", "rivera",
  "soto", "trujillo", "villa", "whitaker",
];
/** Consumer providers, weighted (out of 55): what most guests type. */
const SYN_CONSUMER = [
  ...Array(28).fill("gmail.com"), ...Array(8).fill("yahoo.com"), ...Array(5).fill("hotmail.com"), ...Array(6).fill("outlook.com"),
  ...Array(5).fill("icloud.com"), ...Array(3).fill("proton.me"),
];
const SYN_PLACE = [
  "casa-azul", "harbor-view", "pine-crest", "sunset", "desert-bloom", "ocean-breeze", "urban-nest", "maple", "coral-bay",
  "cedar", "lakeside", "old-town", "golden-gate", "blue-door", "palm", "riverbend", "hillside", "seaside", "mountain-air",
  "little-italy", "la-playa", "el-centro", "north-shore", "south-beach", "west-end", "green-valley", "stone-house", "willow",
  "aspen", "sandpiper", "bayfront", "canyon", "mesa", "sierra", "tulum", "oaxaca", "cancun", "cabo", "austin", "denver",
];
const SYN_KIND = [
  "stays", "rentals", "homes", "lofts", "cabins", "villas", "suites", "hosting", "retreats", "cottages", "guesthouse",
  "getaways", "vacations", "properties", "bnb", "living", "hospitality", "escapes", "studios", "house",
];

/** @param {readonly string[]} list */
const sqlArray = (list) => `array[${list.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;

/**
 * Where the synthetic rows fall in time: from three years before `now` (or 2024-01-01, whichever
 * is earlier, so June 2024 is always in) to `now`, evenly spaced except for June 2024's gap days
 * (the audit's zero-submission days). The gaps are cut out of a "virtual" timeline that is
 * spread evenly, so rows stay in order and no day gets crowded.
 * @param {number} count @param {Date} now
 */
export function syntheticTimeline(count, now) {
  const end = now.getTime();
  const start = Math.min(end - 3 * 365 * 86_400_000, Date.UTC(2024, 0, 1));
  const gapDays = [Date.UTC(2024, 5, 9), Date.UTC(2024, 5, 10), Date.UTC(2024, 5, 23)];
  let removed = 0;
  const gaps = gapDays
    .filter((d) => d > start && d + 86_400_000 < end)
    .map((d) => {
      const gap = { virtualStart: d - start - removed, length: 86_400_000 };
      removed += 86_400_000;
      return gap;
    });
  const virtualLength = end - start - removed;
  return { start, spacing: virtualLength / Math.max(1, count), gaps };
}

/**
 * One INSERT ... SELECT generate_series: deterministic rows (the same count and day give the same
 * data), e-mails unique by construction (first name x last name x number >= 100, which the demo
 * rows never use), ids shaped like UUIDv7 (time first, so the primary key grows in order),
 * sources in realistic shares: sign-up page, article (from its launch), newsletter, landing page,
 * June 2024 campaign and the summer launch, a few missing or blank, and a little test data.
 * @param {number} count @param {Date} now
 */
export function syntheticInsertSql(count, now) {
  const { start, spacing, gaps } = syntheticTimeline(count, now);
  const F = SYN_FIRST.length;
  const L = SYN_LAST.length;
  // Real time = start + virtual time + the length of every gap already passed.
  const shift = gaps.length ? gaps.map((g) => `(case when x.v >= ${g.virtualStart} then ${g.length} else 0 end)`).join(" + ") : "0";
  // Every rule compares epoch milliseconds (cheap float comparisons); the timestamp is built once.
  const at = (/** @type {number} */ y, /** @type {number} */ m, d = 1) => Date.UTC(y, m - 1, d);
  const june = `t.ms >= ${at(2024, 6)} and t.ms < ${at(2024, 7)}`;
  const summer = `t.ms >= ${at(2024, 6)} and t.ms < ${at(2024, 9)}`;
  // States as in the demo rows: the last three weeks record consent (a third of the last week still
  // pending), older rows signed up under single opt-in; about one in a hundred left again.
  const recent = Math.min(DOUBLE_OPT_IN_START, now.getTime() - 21 * 86_400_000);
  const lastWeek = now.getTime() - 7 * 86_400_000;
  return `insert into public.subscribers (id, email, source, created_at, status, lang, page, consent_text_version, privacy_notice_version,
  consented_at, confirmed_at, unsubscribed_at)
select (lpad(to_hex(t.ms::bigint), 12, '0') || '7' || substr(t.h, 1, 3) || substr('89ab', 1 + (g % 4)::int, 1) || substr(t.h, 4, 15))::uuid,
       (${sqlArray(SYN_FIRST)})[1 + (g % ${F})::int]
         || (array['.', '_', '.', '-'])[1 + ((g * 7919) % 4)::int]
         || (${sqlArray(SYN_LAST)})[1 + ((g / ${F}) % ${L})::int]
         || (100 + g / ${F * L})::text
         || '@'
         || case when (g * 2654435761) % 100 < 55
                 then (${sqlArray(SYN_CONSUMER)})[1 + ((g * 40503) % ${SYN_CONSUMER.length})::int]
                 else (${sqlArray(SYN_PLACE)})[1 + ((g * 9973) % ${SYN_PLACE.length})::int] || '-'
                      || (${sqlArray(SYN_KIND)})[1 + ((g * 7877) % ${SYN_KIND.length})::int] || '.example'
            end,
       case
         when ${june} and t.r < 300 then 'june_campaign'
         when ${summer} and t.r < 450 then 'summer_launch'
         when t.r < 40 then null
         when t.r < 60 then ''
         when t.r < 64 then (array['audit_test', 'flow_test', 'duplicate_test_1', 'duplicate_test_2'])[1 + (g % 4)::int]
         when t.r < 160 then 'newsletter_signup'
         when t.r < 240 then 'landing_page'
         when t.r < 420 and t.ms >= ${at(2025, 8, 13)} then 'GoogleWorkspaceArticle'
         else 'EmailSignUpPage'
       end,
       to_timestamp(t.ms / 1000),
       st.status,
       case when st.recent then st.lang end,
       case when st.recent then case st.lang when 'es' then '/es/suscribirse' else '/subscribe' end end,
       case when st.recent then '${DEMO_CONSENT_VERSION}' end,
       case when st.recent then '${DEMO_CONSENT_VERSION}' end,
       case when st.recent then to_timestamp(t.ms / 1000) end,
       case when st.recent and st.status <> 'pending' then to_timestamp(t.ms / 1000) + interval '7 minutes' end,
       case when st.status = 'unsubscribed' then least(to_timestamp(t.ms / 1000) + interval '30 days', to_timestamp(${now.getTime()}::float8 / 1000)) end
  from generate_series(1::bigint, ${Math.floor(count)}::bigint) as g
 cross join lateral (select (g - 0.5) * ${spacing}::float8 as v offset 0) as x
 cross join lateral (select ${start}::float8 + x.v + ${shift} as ms, md5(g::text) as h, ((g * 48271) % 1000)::int as r offset 0) as t
 cross join lateral (select t.ms >= ${recent} as recent,
                            case when t.ms >= ${lastWeek} and g % 3 = 0 then 'pending' when g % 101 = 0 then 'unsubscribed' else 'confirmed' end as status,
                            case when g % 10 < 3 then 'es' else 'en' end as lang offset 0) as st`;
}

/**
 * Seeds `count` synthetic subscribers as fast as Postgres loads data (what pg_restore does): the
 * table's secondary indexes are dropped and built again after one INSERT ... SELECT (the
 * counting trigger fires once for the whole statement), then statistics are gathered.
 *
 * The CHECK constraints on the table are set aside for the insert too and put back NOT VALID,
 * then marked validated: the generator's addresses satisfy them by construction (the
 * integration tests validate a sample), and checking a million rows through the e-mail regex
 * costs about 30 s in WebAssembly. Validated constraints are what the audit relies on.
 * @param {import("@electric-sql/pglite").PGlite} db @param {number} count @param {Date} now
 * @param {(msg: string) => void} [log]
 */
export async function seedSynthetic(db, count, now, log = () => {}) {
  const t0 = performance.now();
  /** @param {string} sql */
  const rows = async (sql) => /** @type {[string, string][]} */ ((await db.query(sql, [], { rowMode: "array" })).rows);
  const indexes = await rows(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname), pg_get_indexdef(i.indexrelid)
       from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_namespace n on n.oid = c.relnamespace
      where i.indrelid = 'public.subscribers'::regclass
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  );
  const checks = await rows(
    `select quote_ident(conname), pg_get_constraintdef(oid) from pg_constraint
      where conrelid = 'public.subscribers'::regclass and contype = 'c' and convalidated`,
  );
  await db.exec("set maintenance_work_mem = '256MB'");
  for (const [name] of indexes) await db.exec(`drop index ${name}`);
  for (const [name] of checks) await db.exec(`alter table public.subscribers drop constraint ${name}`);
  const r = await db.query(syntheticInsertSql(count, now));
  const t1 = performance.now();
  for (const [name, def] of checks) {
    await db.exec(`alter table public.subscribers add constraint ${name} ${def} not valid`);
    await db.query(
      `update pg_catalog.pg_constraint set convalidated = true where conrelid = 'public.subscribers'::regclass and conname = $1`,
      [name.replace(/^"|"$/g, "")],
    );
  }
  for (const [, def] of indexes) await db.exec(def);
  const t2 = performance.now();
  log(`seeded ${count.toLocaleString("en-US")} synthetic subscribers: insert ${Math.round(t1 - t0)} ms, indexes ${Math.round(t2 - t1)} ms`);
  return r.affectedRows ?? 0;
}
