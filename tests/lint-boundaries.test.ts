/**
 * The import boundaries and the no-cycle rule run in `npm run lint`; these prove they bite:
 * each snippet, linted as if it were the file at `filePath`, must be refused for the right reason,
 * and the same import from an allowed place must pass.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const RESTRICTED = "import-x/no-restricted-paths";

describe("import boundaries", () => {
  it.each([
    ["a primitive importing a feature", "src/components/ui/probe.tsx", 'import { CartButton } from "~/features/cart-drawer/cart-button";\nexport const x = CartButton;\n'],
    ["content importing a component", "src/content/probe.ts", 'import { Badge } from "~/components/ui/badge";\nexport const x = Badge;\n'],
    ["lib importing content", "src/lib/probe.ts", 'import { KITS } from "~/content/kits";\nexport const x = KITS;\n'],
    ["a feature importing another feature", "src/features/audit/probe.ts", 'import { ProductView } from "~/features/store/product-view";\nexport const x = ProductView;\n'],
    ["a shared feature importing a feature", "src/features/cart/probe.ts", 'import { ProductView } from "~/features/store/product-view";\nexport const x = ProductView;\n'],
    ["the store API client importing the cart above it", "src/features/store-api/probe.ts", 'import { cartStore } from "~/features/cart/cart-store";\nexport const x = cartStore;\n'],
    ["the cart importing the checkout above it", "src/features/cart/probe.ts", 'import { startStoreCheckout } from "~/features/checkout/store-checkout";\nexport const x = startStoreCheckout;\n'],
    ["the subscribers importing the purchase domain", "src/features/subscribers/probe.ts", 'import { useCart } from "~/features/cart/cart-context";\nexport const x = useCart;\n'],
    ["a feature importing a route", "src/features/store/probe.ts", 'import Store from "~/routes/store";\nexport const x = Store;\n'],
    ["app code importing a local stand-in", "src/routes/probe.ts", 'import { localEnv } from "../../local-services/local-env.mjs";\nexport const x = localEnv;\n'],
    ["app code importing a build step", "src/lib/probe.ts", 'import { pageFile } from "../../pipeline/host-files";\nexport const x = pageFile;\n'],
    ["app code importing a benchmark", "src/routes/probe.ts", 'import { chunkName } from "../../bench/first-load.mjs";\nexport const x = chunkName;\n'],
    ["app code importing an ops script", "src/features/checkout/probe.ts", 'import { report } from "../../../ops/deploy-checks";\nexport const x = report;\n'],
    ["app code importing test fixtures", "src/features/cart/probe.ts", 'import { book } from "~/test/cart-fixtures";\nexport const x = book;\n'],
    ["a feature importing a page", "src/features/store/probe.ts", 'import { HomePage } from "~/pages/home/home-page";\nexport const x = HomePage;\n'],
    ["a component importing a page", "src/components/marketing/probe.tsx", 'import { HomePage } from "~/pages/home/home-page";\nexport const x = HomePage;\n'],
    ["a page importing a route", "src/pages/home/probe.tsx", 'import Store from "~/routes/store";\nexport const x = Store;\n'],
    ["a page importing another page", "src/pages/home/probe.tsx", 'import { PricingPage } from "~/pages/pricing/pricing-page";\nexport const x = PricingPage;\n'],
  ])("refuses %s", async (_name, filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain(RESTRICTED);
  });

  it.each([
    ["a route composing two features", "src/routes/probe.tsx", 'import { ProductView } from "~/features/store/product-view";\nimport { AuditView } from "~/features/audit/audit-view";\nexport const x = [ProductView, AuditView];\n'],
    ["a feature using the shared cart, components, content and lib", "src/features/store/probe.ts", 'import { useCart } from "~/features/cart/cart-context";\nimport { Badge } from "~/components/ui/badge";\nimport { KITS } from "~/content/kits";\nimport { cn } from "~/lib/cn";\nexport const x = [useCart, Badge, KITS, cn];\n'],
    ["the cart drawer using the cart and the store checkout", "src/features/cart-drawer/probe.ts", 'import { useCart } from "~/features/cart/cart-context";\nimport { startStoreCheckout } from "~/features/checkout/store-checkout";\nexport const x = [useCart, startStoreCheckout];\n'],
    ["the checkout building on the cart and the store API", "src/features/checkout/probe.ts", 'import { removeBought } from "~/features/cart/cart-core";\nimport { createCheckout } from "~/features/store-api/store-client";\nexport const x = [removeBought, createCheckout];\n'],
    ["a component using content and lib", "src/components/ui/probe.tsx", 'import { KITS } from "~/content/kits";\nimport { cn } from "~/lib/cn";\nexport const x = [KITS, cn];\n'],
    ["a route rendering its page with its words", "src/routes/probe.tsx", 'import { HomePage } from "~/pages/home/home-page";\nimport { en } from "~/content/home/en";\nexport const x = [HomePage, en];\n'],
    ["a page composing a feature, components, content and lib", "src/pages/home/probe.tsx", 'import { SignUpForm } from "~/features/sign-up/sign-up-form";\nimport { Card } from "~/components/ui/card";\nimport type { HomeWords } from "~/content/home/en";\nimport { cn } from "~/lib/cn";\nexport const x: [unknown, unknown, HomeWords | null, unknown] = [SignUpForm, Card, null, cn];\n'],
  ])("allows %s", async (_name, filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });
});

describe("import cycles", () => {
  it("refuses a module that imports one of its importers", async () => {
    // cart-store imports cart-core: cart-core importing cart-store closes a circle.
    expect(await ruleIds("src/features/cart/cart-core.ts", 'import { cartStore } from "./cart-store";\nexport const x = cartStore;\n')).toContain("import-x/no-cycle");
  });
});

describe("Web Storage only through lib/storage", () => {
  const GLOBAL = "no-restricted-globals";
  const PROPERTY = "no-restricted-properties";

  it.each([
    ["localStorage by its global name", 'export const x = localStorage.getItem("k");\n', GLOBAL],
    ["sessionStorage by its global name", 'sessionStorage.setItem("k", "1");\n', GLOBAL],
    ["window.localStorage", 'export const x = window.localStorage.getItem("k");\n', PROPERTY],
    ["sessionStorage on any object", 'const w = () => window;\nexport const x = w()?.sessionStorage.getItem("k");\n', PROPERTY],
    ["window['localStorage']", 'export const x = window["localStorage"];\n', PROPERTY],
    ["localStorage taken out of window", "const { localStorage: s } = window;\nexport const x = s;\n", PROPERTY],
  ])("refuses %s in app code", async (_name, code, rule) => {
    for (const filePath of ["src/features/cart/probe.ts", "src/lib/probe.ts", "src/components/layout/probe.tsx", "src/routes/probe.tsx"]) {
      expect(await ruleIds(filePath, code)).toContain(rule);
    }
  });

  it("allows it in lib/storage.ts and in tests, and the storage module everywhere", async () => {
    const direct = 'export const x = [window.localStorage, sessionStorage.getItem("k")];\n';
    expect(await ruleIds("src/lib/storage.ts", direct)).toEqual([]);
    expect(await ruleIds("src/features/cart/probe.test.ts", direct)).toEqual([]);
    expect(await ruleIds("src/features/cart/probe.ts", 'import { readJson } from "~/lib/storage";\nexport const x = readJson("local", "k");\n')).toEqual([]);
  });
});
