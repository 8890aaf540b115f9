// @ts-check
/**
 * Demo subscribers for the local stand-in: a few hundred sign-ups from January 2024 to today,
 * deterministic (seeded random), with a quiet June 2024 for the audit to find, the sources the
 * spec lists, and some rows with no source at all.
 */

/** Sources the sign-up forms store, and those the audit's searches look for (spec part 2, 3). */
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
 * @typedef {{ email: string, source: string | null, created_at: string }} SeedRow
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
      rows.push({ email: email(), source: sourceFor(day), created_at: new Date(at).toISOString() });
    }
  }
  return rows;
}

/** One statement inserting the demo rows (as the table owner, so no row-level security applies). */
export const INSERT_ROWS_SQL = `insert into public.subscribers (email, source, created_at)
  select email, source, created_at from json_to_recordset($1::text::json) as x(email text, source text, created_at timestamptz)
  on conflict do nothing`;

/**
 * `LOCAL_SEED_COUNT` synthetic subscribers in one INSERT ... SELECT generate_series, spread evenly
 * (unique timestamps) from 2024-01-01 to now. $1 = count, $2 = seconds between rows.
 */
export const INSERT_SYNTHETIC_SQL = `insert into public.subscribers (email, source, created_at)
  select 'bench-' || lpad(g::text, 7, '0') || '@load-test.example',
         (array['EmailSignUpPage', 'GoogleWorkspaceArticle', 'newsletter_signup', 'landing_page', 'june_campaign', null, ''])[1 + g % 7],
         timestamptz '2024-01-01 00:00:00+00' + make_interval(secs => g * $2::text::float8)
  from generate_series(1, $1::text::int) as g
  on conflict do nothing`;

/** @param {number} count @param {Date} [now] */
export function syntheticSpacing(count, now = new Date()) {
  const seconds = (now.getTime() - Date.UTC(2024, 0, 1)) / 1000;
  return Math.max(0.001, seconds / (count + 1));
}
