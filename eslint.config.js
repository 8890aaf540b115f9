import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import compat from "eslint-plugin-compat";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { boundaryZones } from "./eslint.boundaries.js";

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
  {
    // No secret may reach the client bundle: src/ never reads server-only variables.
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: "Read configuration through ~/lib/config (VITE_* only)." },
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
    // web or ES API some of them lack is an error in shipped code, unless it is feature-tested
    // with a fallback (then a line-level disable names the fallback and its test).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/test/**", "src/test-setup.ts", "src/**/*.server.ts"],
    plugins: { compat },
    settings: { lintAllEsApis: true },
    rules: { "compat/compat": "error" },
  },
);
