/**
 * Readable names of the sign-up sources the team sees in /email-list. The raw id stays in the
 * CSV and in each name's tooltip. An id without a name here is spelled out from its words
 * ("spring_webinar" -> "Spring webinar", "PartnerPage" -> "Partner page").
 */
export const SOURCE_NAMES: Record<string, string> = {
  EmailSignUpPage: "Sign-up page",
  GoogleWorkspaceArticle: "Google Workspace article",
  newsletter_signup: "Newsletter sign-up",
  landing_page: "Landing page",
  june_campaign: "June campaign",
  summer_launch: "Summer launch",
  audit_test: "Audit test",
  flow_test: "Flow test",
  duplicate_test_1: "Duplicate test 1",
  duplicate_test_2: "Duplicate test 2",
  unknown: "Unknown",
};

/**
 * "spring_webinar" / "PartnerPage" / "bulk-import" -> "Spring webinar" / "Partner page" / "Bulk
 * import". Anything that doesn't look like an id (spaces, punctuation) is shown as it is.
 */
export function spellOutSource(id: string): string {
  if (!/^[A-Za-z0-9_\-.]+$/.test(id)) return id;
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w : /^[A-Z0-9]+$/.test(w) && w.length > 1 ? w : w.toLowerCase()));
  if (!words.length) return id;
  const first = words[0]!;
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return words.join(" ");
}

/** The name the team reads for a source id (its label: 'unknown' for a missing source). */
export function sourceName(id: string): string {
  return SOURCE_NAMES[id] ?? spellOutSource(id);
}
