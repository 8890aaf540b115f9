/**
 * The visual language's "one way" rules (eslint.one-way.js) run in `npm run lint`; these prove
 * each bites: the snippet, linted as if it were the file at `filePath`, is refused with the rule's
 * own message, and the one way passes.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

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
