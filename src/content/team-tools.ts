/**
 * The team tools' words: /email-list and /subscription-audit, and the sign-in in front of them.
 * Spec strings (spec part 2 §2, §5 and §8) are exact; the rest is ours. English only: the tools
 * are internal.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** 'YYYY-MM' as 'Jun 2024' (the chart, the audit's monthly comparison). */
export function monthLabel(key: string): string {
  const [y, m] = key.split("-").map(Number) as [number, number];
  return `${MONTHS[m - 1] ?? "?"} ${y}`;
}

/** 'YYYY-MM' as 'Jun'. */
export function monthShort(key: string): string {
  return MONTHS[Number(key.slice(5, 7)) - 1] ?? "?";
}

export const teamPageCopy = {
  eyebrow: "Team tools",
  emailList: {
    title: "Subscriber List",
    metaDescription: "Internal team tool: the newsletter subscriber list with stats, search, filters and CSV export.",
    intro:
      "Everyone who asked for hosting tips, toolkit news and community offers. Search it, filter it, watch it grow, and export what you need.",
    gatePurpose: "Sign in to see and export the subscriber list.",
  },
  audit: {
    title: "Subscription Audit",
    metaDescription: "Internal team tool: checks the newsletter sign-up flow end to end and looks for lost June 2024 records.",
    intro:
      "Checks that every newsletter sign-up lands safely: the database answers, visitors can subscribe but never read the list, bad and duplicate addresses are refused, and nothing went missing in June 2024.",
    gatePurpose: "Sign in to run the subscription audit.",
  },
} as const;

export const teamGateCopy = {
  checking: "Checking your session...",
  loading: "Loading the team tools...",
  loadFailed: "The team tools could not load. Check the connection and reload the page.",
  heading: "Team sign-in",
  email: "Email",
  emailPlaceholder: "you@cxfusion.example",
  password: "Password",
  missing: "Enter your team e-mail and password.",
  failed: (message: string) => `Sign-in failed: ${message}`,
  signIn: "Sign in",
  signingIn: "Signing in...",
  note: "For the team only. Subscriber data is protected by the database itself: an account without the team role sees nothing, whatever this page shows.",
  signOut: "Sign out",
  signingOut: "Signing out...",
  signedInAs: "Signed in as",
  notAuthorized: "Not authorized",
  notAuthorizedBefore: "You're signed in as",
  notAuthorizedAfter:
    ", but this account isn't on the team, so it can't open the subscriber tools. Sign out and use a team account, or ask an administrator for access.",
} as const;

export const listCopy = {
  stats: {
    total: "Total Subscribers",
    last30: "Last 30 Days",
    last7: "Last 7 Days",
    topSource: "Top Source",
    none: "None",
  },
  searchLabel: "Search subscribers",
  searchPlaceholder: "Search emails or sources...",
  filters: "Filters",
  refresh: "Refresh",
  refreshing: "Refreshing...",
  clearFilters: "Clear Filters",
  dateRange: "Date range",
  source: "Source",
  allSources: "All sources",
  sortBy: "Sort by",
  testData: "Show test data",
  testDataHint: "audit_test, flow_test, duplicate_test_*",
  testBadge: "Test",
  columns: { email: "Email Address", source: "Source", status: "Status", date: "Date Subscribed", time: "Time" },
  /** The states (issue 42), as badges in the table and options of the Status filter. */
  status: "Status",
  statuses: {
    all: "All statuses",
    confirmed: "Confirmed",
    pending: "Pending",
    unsubscribed: "Unsubscribed",
  },
  /** What each badge means, for its tooltip. */
  statusHints: {
    confirmed: "Followed the confirmation link: gets the e-mails.",
    pending: "Signed up, hasn't followed the confirmation link yet: gets nothing but that link.",
    unsubscribed: "Left the list with one click: gets nothing.",
  },
  /** Confirmed before double opt-in: signed up when one step was enough, so no confirmation time. */
  confirmedBeforeOptIn: "Signed up before confirmation links, when one step was enough.",
  /** The line under the four cards: the rows that aren't subscribers. */
  otherStates: (pending: string, unsubscribed: string) =>
    `Not counted above: ${pending} pending (waiting for the confirmation link) and ${unsubscribed} unsubscribed.`,
  /** The cards count confirmed subscribers only: said under the heading of the first. */
  confirmedOnly: "Confirmed only",
  tableLabel: "Subscribers",
  empty: "Your subscriber database is empty.",
  noMatch: "No subscribers match your current filters.",
  loading: "Loading subscribers…",
  updating: "Updating…",
  /**
   * "Showing 1–50 of 1,000,000 subscribers" (or "of about 290,000" when the database estimated).
   * `noun` follows the Status filter: "subscribers" (confirmed), "pending sign-ups", "sign-ups".
   */
  showing: (from: string, to: string, total: string, exact: boolean, noun = "subscribers") => `Showing ${from}–${to} of ${exact ? "" : "about "}${total} ${noun}`,
  showingNone: (total: string, noun = "subscribers") => `Showing 0 of ${total} ${noun}`,
  /** The rows are in, their count is still on its way. */
  showingCounting: (from: string, to: string, noun = "subscribers") => `Showing ${from}–${to} ${noun}, counting the rest…`,
  /** The rows are in, their count failed (the toast says why; "Count exactly" tries again). */
  showingUncounted: (from: string, to: string, noun = "subscribers") => `Showing ${from}–${to} ${noun}`,
  /** What the rows are, by the Status filter. */
  nouns: {
    all: "sign-ups",
    confirmed: "subscribers",
    pending: "pending sign-ups",
    unsubscribed: "unsubscribed sign-ups",
  },
  countExactly: "Count exactly",
  counting: "Counting…",
  page: (n: string, of: string) => `Page ${n} of ${of}`,
  previous: "Previous",
  next: "Next",
  first: "First page",
  pagination: "Pages",
  loadError: { title: "Error Loading Emails", description: (message: string) => `Failed to load subscriber list: ${message}` },
  tryAgain: "Try again",
  export: {
    /** What the button will put in the file, beside it: the Status filter decides. */
    scope: {
      all: "Exports every sign-up the filters match: confirmed, pending and unsubscribed, with their status.",
      confirmed: "Exports the confirmed subscribers the filters match: the people who said yes.",
      pending: "Exports the pending sign-ups the filters match: not subscribers yet, don't e-mail them.",
      unsubscribed: "Exports the unsubscribed addresses the filters match: for a suppression list only.",
    },
    /** The button's words for each status ("Export CSV" for the subscribers, as the spec names it). */
    button: {
      all: "Export CSV (all statuses)",
      confirmed: "Export CSV",
      pending: "Export CSV (pending)",
      unsubscribed: "Export CSV (unsubscribed)",
    },
    preparing: "Preparing the export…",
    progress: (done: string, total: string) => `${done} of ${total} rows`,
    cancel: "Cancel export",
    cancelled: { title: "Export cancelled", description: "No file was saved." },
    done: { title: "Export Complete", description: (n: string, file: string, noun = "subscribers") => `Exported ${n} ${noun} to ${file}.` },
    failed: { title: "Export failed", description: (message: string) => `The CSV could not be built: ${message}` },
  },
  chart: {
    title: "Confirmed sign-ups per month",
    summary: (best: string, bestCount: string, lastCount: string) => `Best month: ${best} with ${bestCount}. This month so far: ${lastCount}.`,
    empty: "No sign-ups yet.",
    yAxis: "Sign-ups",
    xAxis: "Month (UTC)",
    bar: (month: string, count: string) => `${month}: ${count} sign-ups`,
    hint: "Hover a bar, or focus the chart and use the arrow keys, to read each month.",
    withoutTests: "without test data",
  },
  breakdown: {
    title: "Source Breakdown",
    intro: "Where confirmed subscribers signed up, across the whole list.",
    empty: "No sources yet.",
  },
  dateRanges: {
    all: "All time",
    "7days": "Last 7 days",
    "30days": "Last 30 days",
    "90days": "Last 90 days",
    june2024: "June 2024",
  },
  sorts: {
    newest: "Newest first",
    oldest: "Oldest first",
    email: "Email A-Z",
    source: "Source A-Z",
  },
} as const;

/** The audit's own words around its checks and analyses (the checks' messages come from the spec, in features/audit). */
export const auditCopy = {
  intro: {
    title: "Eleven checks, three analyses",
    body: "Connection, table, row-level security, validation, duplicates, analytics and a real test sign-up (removed again), the double opt-in's confirmations, unsubscribes and mail, then a June 2024 analysis, a search for lost records and the double opt-in's figures. Takes about ten seconds.",
  },
  run: "Run Audit",
  running: "Running Audit...",
  noResults: "No results yet. Run the audit to check the subscription flow end to end.",
  checksLabel: "Audit checks",
  details: "Details",
  summary: {
    title: "Audit summary",
    /** "5 passed · 1 warning · 0 errors · 2 June issues" */
    counts: (c: { success: number; warning: number; error: number; juneIssues: number }) =>
      `${c.success} passed · ${c.warning} ${c.warning === 1 ? "warning" : "warnings"} · ${c.error} ${c.error === 1 ? "error" : "errors"} · ${c.juneIssues} June ${c.juneIssues === 1 ? "issue" : "issues"}`,
    recommendations: "Recommendations",
  },
  june: {
    title: "June 2024 analysis",
    juneSignUps: "June sign-ups",
    allRecords: "All records",
    dailyAverage: "Daily average",
    potentialIssues: "Potential issues",
    perDay: "Sign-ups per day (June 1–30)",
    perHour: "Sign-ups by hour (UTC)",
    day: (day: number) => `June ${day}`,
    hour: (hour: string) => `${hour}:00`,
    sources: "June sources",
    noSignUps: "No June sign-ups.",
    monthly: "Monthly comparison",
    perMonth: "Sign-ups per month",
  },
  lost: {
    title: "Lost-records search",
    /** "1,000 records analyzed. Searches: Old (3), Test (2)." */
    analyzed: (records: string, searches: string) => `${records} records analyzed. Searches: ${searches}.`,
    records: (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "record" : "records"}`,
    columns: { email: "Email", created: "Created", source: "Source" },
    /** Screen-reader words before a record's date and source. */
    createdBefore: "created ",
    sourceBefore: "source ",
    more: (more: number) => `... and ${more.toLocaleString("en-US")} more records`,
  },
  health: {
    title: "Double opt-in",
    intro: "Sign-ups wait as pending until they follow the confirmation link; only confirmed ones get mail. The audit's own test sign-ups are left out.",
    pendingOverWeek: "Pending over 7 days",
    recentRate: "Confirmed (7–30 days old)",
    unsubscribedThisMonth: "Unsubscribed this month",
    mailsFailing: "Mails failing",
    byMonth: "Confirmation rate by month",
    byMonthNote:
      "By the month of the first sign-up. Rows from before double opt-in count as confirmed, and pending sign-ups are deleted after 30 days, so older months count the people who stayed.",
    bySource: "Confirmation rate by source",
    columns: { month: "Month", source: "Source", signUps: "Sign-ups", confirmed: "Confirmed", rate: "Rate" },
    noSignUps: "No sign-ups yet.",
    unsubscribes: "Unsubscribes by month",
    noUnsubscribes: "Nobody has unsubscribed.",
    mail: "Mails that failed",
    /** "1,204 sent in the last 30 days." */
    sent: (n: string) => `${n} sent in the last 30 days.`,
    noFailures: "No mail is being retried or was given up.",
    givenUp: (n: string) => `Given up after 24 hours (${n})`,
    retrying: (n: string) => `Retrying (${n})`,
    overdue: (n: string) => `${n} waiting more than 5 minutes past their time: is the sender running?`,
    kinds: { confirm: "Confirmation", data_report: "Data report" },
    attempts: (n: number) => `${n} ${n === 1 ? "attempt" : "attempts"}`,
    noError: "no error recorded",
  },
} as const;
