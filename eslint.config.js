import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import compat from "eslint-plugin-compat";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { boundaryZones } from "./eslint.boundaries.js";
import { oneWayConfigs } from "./eslint.one-way.js";

const STORAGE_AREAS = ["localStorage", "sessionStorage"];
export const LINK_MESSAGE =
  "Internal links and navigation come from ~/components/ui/link, which keeps a Spanish page's links Spanish (issue 23).";
const STORAGE_MESSAGE = "Read and write Web Storage through ~/lib/storage (it never throws: blocked, full, missing, not JSON).";
/**
 * The one i18n pattern (docs/architecture.md, decision 3): words are imported by name, so no
 * module changes another's words by being imported (the old `import "~/content/shell-es"`).
 */
export const NO_SIDE_EFFECT_CONTENT = {
  selector: "ImportDeclaration[specifiers.length=0][source.value=/(^~\\/content\\/|\\/content\\/|^\\.\\.?\\/(?!.*\\.css$))/]",
  message: "Import words by name (content/<name>/en.ts or es.ts): a side-effect import of content is not the i18n pattern (docs/architecture.md, decision 3).",
};
/** ...and a language's words are a twin file, not a table keyed by language (lib/i18n keeps the locale tables). */
export const NO_LANG_TABLES = {
  selector: "TSTypeReference[typeName.name='Record'] > TSTypeParameterInstantiation > TSTypeReference:first-child[typeName.name='Lang']",
  message: "No Record<Lang, …> tables outside lib/: declare words as twins (content/<name>/en.ts + es.ts) and take the language from useLang() (docs/architecture.md, decision 3).",
};

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "bench-results/", ".wrangler/", ".netlify/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs}", "pipeline/**", "bench/**", "ops/**", "local-services/**", "tests/**", "e2e/**", "*.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  // No secret may reach the client bundle (src/ never reads server-only variables), the one i18n
  // pattern, and the visual language's one way per thing (eslint.one-way.js).
  ...oneWayConfigs({ everywhere: [NO_SIDE_EFFECT_CONTENT], outsideLib: [NO_LANG_TABLES] }),
  {
    // Web Storage only through lib/storage.ts, which never throws (decision 2026-11-25-one-purchase-domain).
    // Tests may set storage up directly.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/lib/storage.ts", "src/**/*.test.{ts,tsx}", "src/test/**", "src/test-setup.ts"],
    rules: {
      "no-restricted-globals": ["error", ...STORAGE_AREAS.map((name) => ({ name, message: STORAGE_MESSAGE }))],
      "no-restricted-properties": ["error", ...STORAGE_AREAS.map((property) => ({ property, message: STORAGE_MESSAGE }))],
    },
  },
  {
    // Spanish links stay Spanish (issue 23): internal links and navigation go through
    // components/ui/link.tsx, which maps them to the page language's twin (lib/twins).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/components/ui/link.tsx", "src/**/*.test.{ts,tsx}", "src/test/**", "src/test-setup.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "react-router", importNames: ["Link", "NavLink", "useNavigate"], message: LINK_MESSAGE }] },
      ],
    },
  },
  {
    // The house's floors and no circles (eslint.boundaries.js); test files may reach across.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/test/**", "src/test-setup.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones() }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The browsers the site supports (package.json "browserslist", the README's statement): a
    // web API some of them lack is an error in shipped code unless the code tests for it first
    // (`if ("requestIdleCallback" in window) … else <fallback>`), which the rule recognises.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/test/**", "src/test-setup.ts", "src/**/*.server.ts"],
    plugins: { compat },
    settings: { lintAllEsApis: true },
    rules: { "compat/compat": "error" },
  },
);
