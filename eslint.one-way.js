// @ts-check
/**
 * The visual language's "one way" rules (issue 24 item 3), as no-restricted-syntax selectors:
 * a route holds no markup beyond its page component; the eyebrow's class string lives only in
 * the Eyebrow primitive; no hex colour in a class string; on the pages and their parts, card
 * surfaces come only from Card (cardVariants) and buttons only from Button; columns switch by
 * container query, in the page's own rem (issue 27). tests/lint-rules.test.ts
 * proves each bites.
 */

/** @typedef {{ selector: string, message: string }} Restriction */

/** A string or template piece whose text matches `re` (the class strings a component writes). */
const text = (/** @type {string} */ re) => [`Literal[value=/${re}/]`, `TemplateElement[value.raw=/${re}/]`].join(", ");

/** @type {Restriction} */
export const NO_PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Read configuration through ~/lib/config (VITE_* only).",
};

/** @type {Restriction} */
export const NO_HEX_CLASS = {
  selector: text("-\\[#[0-9a-fA-F]{3,8}\\]"),
  message: "No hex colour in a class string: use the theme's colours (src/app.css).",
};

/** @type {Restriction} */
export const NO_MEDIA_COLUMNS = {
  selector: text("(^|\\s)(md|lg|xl|2xl):(grid-cols|col-span|flex-row)"),
  message:
    "Columns switch in the page's own rem: @3xl: / @5xl: / @7xl: (md / lg / xl) by container query on the page (the body is a size container, app.css), so enlarged text stacks them.",
};

/** @type {Restriction} */
export const NO_EYEBROW_CLASS = {
  selector: text("\\buppercase\\b.*\\btracking-widest\\b|\\btracking-widest\\b.*\\buppercase\\b"),
  message: "An eyebrow is <Eyebrow> (components/ui/eyebrow.tsx), or SectionHeading's / PageHero's `eyebrow`.",
};

/** @type {Restriction} */
export const NO_CARD_SURFACE = {
  selector: text("shadow-\\[var\\(--shadow-card\\)\\]|rounded-\\[var\\(--radius-card\\)\\]|\\brounded-(2xl|3xl)\\b.*\\bborder\\b|\\bborder\\b.*\\brounded-(2xl|3xl)\\b"),
  message: "A card surface comes from Card or cardVariants (components/ui/card.tsx): add a tone there if none fits.",
};

/** @type {Restriction} */
export const NO_RAW_BUTTON = {
  selector: "JSXOpeningElement[name.name='button']",
  message: "A button is <Button> (components/ui/button.tsx); a raw <button> needs an eslint-disable line that says why.",
};

/** @type {Restriction[]} */
export const THIN_ROUTE = [
  // Markup as children; a render prop that composes two features (`renderProduct={(p) => <ProductView …/>}`) is composition, not markup.
  { selector: "JSXElement > JSXElement, JSXFragment > JSXElement", message: "A route renders its page component and nothing else: the markup belongs in src/pages/<page>/." },
  { selector: "JSXAttribute[name.name='className']", message: "A route renders its page component and nothing else: the markup belongs in src/pages/<page>/." },
];

/** Where pages are drawn: the rules on card surfaces and buttons hold here. */
export const PAGE_FILES = ["src/pages/**/*.tsx", "src/routes/**/*.tsx", "src/components/marketing/**/*.tsx", "src/components/editorial/**/*.tsx"];

/**
 * Not yet under a rule, each with why (the follow-ups; a route not yet thin is not yet
 * under the eyebrow rule either: its eyebrow moves with its markup):
 * - eyebrows typed in features other helpers own now (checkout, store, team-auth);
 * - routes whose markup has not moved into a page component yet: the Mexico landing routes
 *   (owned by the Mexico change).
 */
export const EYEBROW_NOT_YET = ["src/features/checkout/**", "src/features/store/store-page.tsx", "src/features/team-auth/team-gate.tsx"];
export const ROUTES_NOT_YET_THIN = [
  "src/routes/airbnb-mexico.tsx",
  "src/routes/airbnb-mexico-en.tsx",
  "src/routes/airbnb-mexico-offer.tsx",
];

const TESTS = ["src/**/*.test.{ts,tsx}", "src/test/**", "src/test-setup.ts"];

/**
 * The flat-config entries, in order (a later entry's no-restricted-syntax replaces an earlier one's,
 * so every entry repeats the restrictions that hold for its files). `i18n` are the one i18n
 * pattern's restrictions (eslint.config.js): `everywhere` holds in every file of src/, `outsideLib`
 * in every file but lib/ and the tests.
 * @param {{ everywhere: Restriction[], outsideLib: Restriction[] }} [i18n]
 */
export function oneWayConfigs(i18n = { everywhere: [], outsideLib: [] }) {
  const rule = (/** @type {Restriction[]} */ ...r) => ({ "no-restricted-syntax": ["error", NO_PROCESS_ENV, ...i18n.everywhere, ...r] });
  const app = [...i18n.outsideLib, NO_HEX_CLASS, NO_MEDIA_COLUMNS];
  return [
    // A raw <button> anywhere in src/ needs a reason on its disable line; the primitives draw them.
    { files: ["src/**/*.{ts,tsx}"], rules: rule(...app, NO_EYEBROW_CLASS, NO_RAW_BUTTON) },
    { files: ["src/components/ui/**"], rules: rule(...app, NO_EYEBROW_CLASS) },
    { files: ["src/lib/**"], rules: rule(NO_HEX_CLASS, NO_EYEBROW_CLASS) },
    { files: ["src/components/ui/eyebrow.tsx"], rules: rule(...app) },
    { files: [...EYEBROW_NOT_YET, ...ROUTES_NOT_YET_THIN], rules: rule(...app, NO_RAW_BUTTON) },
    { files: TESTS, rules: rule(NO_HEX_CLASS) },
    { files: PAGE_FILES, ignores: TESTS, rules: rule(...app, NO_EYEBROW_CLASS, NO_CARD_SURFACE, NO_RAW_BUTTON) },
    { files: ROUTES_NOT_YET_THIN, rules: rule(...app, NO_CARD_SURFACE, NO_RAW_BUTTON) },
    {
      files: ["src/routes/**/*.tsx"],
      ignores: [...TESTS, ...ROUTES_NOT_YET_THIN],
      rules: rule(...app, NO_EYEBROW_CLASS, NO_CARD_SURFACE, NO_RAW_BUTTON, ...THIN_ROUTE),
    },
  ];
}
