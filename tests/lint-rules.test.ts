/**
 * The project's own lint rules run in `npm run lint`; these prove each bites. Each snippet, linted
 * as if it were the file at `filePath`, must be refused for the right reason (the rule's own
 * message where it has one), and the allowed way must pass:
 * - the import boundaries and the no-cycle rule (eslint.boundaries.js), and Web Storage only
 *   through lib/storage;
 * - the one i18n pattern (eslint.config.js, docs/architecture.md decision 3);
 * - the visual language's "one way" rules (eslint.one-way.js).
 * One file, so one ESLint instance: each instance loads the config and its TypeScript resolver
 * (8-14 s a file under CI's load), and three files loaded it three times.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}
/** The rules that refused the snippet. */
const ruleIds = async (filePath: string, code: string): Promise<string[]> => (await lint(filePath, code)).map((m) => m.ruleId ?? m.message);
/** Each refusal as "rule: message". */
const messages = async (filePath: string, code: string): Promise<string[]> => (await lint(filePath, code)).map((m) => `${m.ruleId}: ${m.message}`);

// The import boundaries.
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

// The i18n pattern.
const SIDE_EFFECT = /no-restricted-syntax: Import words by name/;
const LANG_TABLE = /no-restricted-syntax: No Record<Lang, …> tables/;

describe("no side-effect imports of content", () => {
  it.each([
    ["a route importing Spanish words for their effect", "src/routes/probe.tsx", 'import "~/content/shell/es";\nexport const x = 1;\n'],
    ["a feature doing the same", "src/features/cart/probe.ts", 'import "~/content/cart/es";\nexport const x = 1;\n'],
    ["a content module patching its twin", "src/content/shell/probe.ts", 'import "./es";\nexport const x = 1;\n'],
    ["a relative path into content", "src/routes/probe.tsx", 'import "../content/shell/es";\nexport const x = 1;\n'],
  ])("refuses %s", async (_name, filePath, code) => {
    expect(await messages(filePath, code)).toEqual([expect.stringMatching(SIDE_EFFECT)]);
  });

  it.each([
    ["words imported by name", "src/routes/probe.tsx", 'import { es } from "~/content/shell/es";\nexport const x = es;\n'],
    ["the stylesheet", "src/probe.tsx", 'import "./app.css";\nexport const x = 1;\n'],
  ])("allows %s", async (_name, filePath, code) => {
    expect(await messages(filePath, code)).toEqual([]);
  });
});

describe("no word tables keyed by language", () => {
  it.each([
    ["in content", "src/content/probe.ts", 'import type { Lang } from "~/lib/i18n";\nexport const t: Record<Lang, string> = { en: "Hi", es: "Hola" };\n'],
    ["in a component", "src/components/layout/probe.tsx", 'import type { Lang } from "~/lib/i18n";\nexport const t: Record<Lang, { title: string }> = { en: { title: "Hi" }, es: { title: "Hola" } };\n'],
    ["nested in a type", "src/features/store/probe.ts", 'import type { Lang } from "~/lib/i18n";\nexport type T = { words: Record<Lang, string> };\n'],
  ])("refuses one %s", async (_name, filePath, code) => {
    expect(await messages(filePath, code)).toEqual([expect.stringMatching(LANG_TABLE)]);
  });

  it.each([
    ["lib's locale tables", "src/lib/probe.ts", 'import type { Lang } from "./i18n";\nexport const t: Record<Lang, string> = { en: "en-US", es: "es-MX" };\n'],
    ["a table keyed by something else", "src/content/probe.ts", 'export const t: Record<string, number> = { a: 1 };\n'],
    ["a twin typed by its English", "src/content/probe/es.ts", 'import type { ProbeWords } from "./en";\nexport const es: ProbeWords = { title: "Hola" };\n'],
  ])("allows %s", async (_name, filePath, code) => {
    expect((await messages(filePath, code)).filter((m) => LANG_TABLE.test(m))).toEqual([]);
  });
});

// One way per thing.
const ROUTE = "A route renders its page component and nothing else";
const EYEBROW = "An eyebrow is <Eyebrow>";
const HEX = "No hex colour in a class string";
const CARD = "A card surface comes from Card";
const BUTTON = "A button is <Button>";
const COLUMNS = "Columns switch in the page's own rem";

const refused = (found: string[], why: string) => expect(found.some((m) => m.startsWith("no-restricted-syntax") && m.includes(why)), found.join("\n")).toBe(true);

describe("one way per thing", () => {
  it.each([
    ["a route with markup around its page", "src/routes/pricing.tsx", 'import { PricingPage } from "~/pages/pricing/pricing-page";\nimport { en } from "~/content/pricing/en";\nexport default function P() {\n  return <main><PricingPage words={en} /></main>;\n}\n', ROUTE],
    ["a route with a class string", "src/routes/pricing.tsx", 'export default function P() {\n  return <p className="mt-4">hi</p>;\n}\n', ROUTE],
    ["a route with markup in a fragment", "src/routes/pricing.tsx", 'export default function P() {\n  return <><h1>hi</h1></>;\n}\n', ROUTE],
    // The blog, the articles and the subscribe page are thin now (they were exempt until their markup moved).
    ["markup in the blog hub's route", "src/routes/blog.tsx", 'import { BlogPage } from "~/pages/blog/blog-page";\nimport { en } from "~/content/blog/en";\nexport default function B() {\n  return <section><BlogPage words={en} /></section>;\n}\n', ROUTE],
    ["an eyebrow typed in an article's route", "src/routes/article-google-workspace.tsx", 'export const X = () => <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">Hi</p>;\n', EYEBROW],
    ["markup in the 404 route", "src/routes/not-found.tsx", 'export default function N() {\n  return <main><h1>Not found</h1></main>;\n}\n', ROUTE],
    ["an eyebrow typed in a page", "src/pages/home/probe.tsx", 'export const X = () => <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-accent-700">Hi</p>;\n', EYEBROW],
    ["an eyebrow typed in a feature, in a template", "src/features/cart/probe.tsx", 'const tone = "x";\nexport const X = () => <p className={`uppercase tracking-widest ${tone}`}>Hi</p>;\n', EYEBROW],
    ["a hex colour in a class string", "src/features/cart/probe.tsx", 'export const X = () => <p className="bg-[#ff0000]">Hi</p>;\n', HEX],
    ["a hand-typed card surface", "src/pages/home/probe.tsx", 'export const X = () => <li className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">Hi</li>;\n', CARD],
    ["the card shadow typed by hand", "src/components/marketing/probe.tsx", 'export const X = () => <div className="bg-white shadow-[var(--shadow-card)]">Hi</div>;\n', CARD],
    ["a raw button on a page", "src/components/editorial/probe.tsx", 'export const X = () => <button type="button">Hi</button>;\n', BUTTON],
    ["a raw button in a feature", "src/features/cart-drawer/probe.tsx", 'export const X = () => <button type="button">Hi</button>;\n', BUTTON],
    ["a raw button in the layout", "src/components/layout/probe.tsx", 'export const X = () => <button type="button">Hi</button>;\n', BUTTON],
    ["columns by media query on a page", "src/pages/home/probe.tsx", 'export const X = () => <ul className="grid gap-6 lg:grid-cols-3">Hi</ul>;\n', COLUMNS],
    ["a row by media query in a feature, in a template", "src/features/cart/probe.tsx", 'const tone = "x";\nexport const X = () => <div className={`flex flex-col md:flex-row ${tone}`}>Hi</div>;\n', COLUMNS],
  ])("refuses %s", async (_name, filePath, code, why) => {
    refused(await messages(filePath, code), why);
  });

  it.each([
    ["a route rendering its page with its words", "src/routes/pricing.tsx", 'import { PricingPage } from "~/pages/pricing/pricing-page";\nimport { en } from "~/content/pricing/en";\nexport const meta = () => [{ title: en.title }];\nexport default function P() {\n  return <PricingPage words={en} />;\n}\n'],
    ["a route composing two features through a render prop", "src/routes/oferta-airbnb-mexico.tsx", 'import { ProductView } from "~/features/store/product-view";\nimport { MexicoOfferPage } from "~/features/mexico/offer-page";\nexport default function P() {\n  return <MexicoOfferPage lang="es" renderProduct={(product) => <ProductView product={product} />} />;\n}\n'],
    ["the eyebrow, a card and a button through their primitives", "src/pages/home/probe.tsx", 'import { Button } from "~/components/ui/button";\nimport { Card } from "~/components/ui/card";\nimport { Eyebrow } from "~/components/ui/eyebrow";\nexport const X = () => <Card tone="quiet"><Eyebrow className="mb-2">Hi</Eyebrow><Button>Go</Button></Card>;\n'],
    ["columns by container query (and sm: by media query, as ever)", "src/pages/home/probe.tsx", 'export const X = () => <ul className="grid gap-6 sm:grid-cols-2 @5xl:grid-cols-3">Hi</ul>;\n'],
    ["the eyebrow's own class string in the Eyebrow primitive", "src/components/ui/eyebrow.tsx", 'export const X = () => <p className="text-sm font-semibold uppercase tracking-widest">Hi</p>;\n'],
    ["a raw button in a feature with its reason on the disable line", "src/features/cart-drawer/probe.tsx", 'export const X = () => (\n  // eslint-disable-next-line no-restricted-syntax -- an icon-only control\n  <button type="button">Hi</button>\n);\n'],
    ["the raw button inside a primitive", "src/components/ui/probe.tsx", 'export const X = () => <button type="button">Hi</button>;\n'],
    ["the card surfaces in the Card primitive", "src/components/ui/card.tsx", 'export const s = "border border-sand-200 bg-white shadow-[var(--shadow-card)] rounded-[var(--radius-card)]";\n'],
  ])("allows %s", async (_name, filePath, code) => {
    expect((await messages(filePath, code)).filter((m) => m.startsWith("no-restricted-syntax"))).toEqual([]);
  });
});
