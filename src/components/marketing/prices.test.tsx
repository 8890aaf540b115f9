import { render, within } from "@testing-library/react";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { en as diy } from "~/content/diy-host-pack/en";
import { competitorPrice } from "~/content/page-parts";
import { kitById, kitsIn } from "~/content/kits";
import { en as kitCopy } from "~/content/kit-copy/en";
import { en as launchKit } from "~/content/launch-kit/en";
import { launchTiers as tiersIn } from "~/content/launch-tiers";
import { CLAIMS, CO_HOST_PLAN, coHostPriceRange, kitStartingLabel } from "~/content/offer-facts";
import { formatDollars } from "~/lib/money";
import { en as allServices } from "~/content/all-services/en";
import { en as home } from "~/content/home/en";
import { en as pricing } from "~/content/pricing/en";
import AllServicesPage from "~/pages/all-services/route";
import DiyHostPackPage from "~/pages/diy-host-pack/route";
import HomePage from "~/pages/home/route";
import LaunchKitPage, { meta as launchKitMeta } from "~/pages/launch-kit/route";
import PricingPage, { meta as pricingPageMeta } from "~/pages/pricing/route";

// The English pages as their routes render them (src/page-routes.ts): the page module with its words.
const AirbnbLaunchKit = () => <LaunchKitPage words={launchKit} />;
const AllServices = () => <AllServicesPage words={allServices} />;
const DiyHostPack = () => <DiyHostPackPage words={diy} />;
const Home = () => <HomePage words={home} />;
const Pricing = () => <PricingPage words={pricing} />;
const launchMeta = () => launchKitMeta(launchKit, "en");
const pricingMeta = () => pricingPageMeta(pricing, "en");

/** The kits with their English words (the English pages' cards). */
const KITS = kitsIn(kitCopy);
const launchTiers = tiersIn(kitCopy);

/**
 * Every price on the marketing core pages comes from src/content: the kits (kits.ts), the
 * co-host range (offer-facts.ts) and the competitor figures (diy-packs.ts). Nothing is retyped.
 */
const PAGES: Record<string, ComponentType> = {
  "/": Home,
  "/all-services": AllServices,
  "/pricing": Pricing,
  "/airbnb-launch-kit": AirbnbLaunchKit,
  "/diy-host-pack": DiyHostPack,
};

/** "$499", "$9k+", "$497+", "$99/mo", "$8.40". */
const PRICE = /\$\d[\d,]*(?:\.\d+)?(?:k\+|\+|\/mo)?/g;

/** Every price a page may show, derived from the content modules. */
const ALLOWED = new Set<string>([
  ...KITS.flatMap((k) => [formatDollars(k.price), ...(k.originalPrice ? [formatDollars(k.originalPrice)] : [])]),
  formatDollars(CO_HOST_PLAN.monthlyMin),
  formatDollars(CO_HOST_PLAN.monthlyMax),
  ...diy.competitors.map((c) => competitorPrice(c)),
  // The studio's marketing claim (spec part 1 §1), not a price of ours.
  CLAIMS.bookings.value,
]);

function renderPage(route: string) {
  const Page = PAGES[route]!;
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Page />
    </MemoryRouter>,
  );
}

const pricesIn = (text: string) => [...text.matchAll(PRICE)].map((m) => m[0]);

/** Source code without its comments (comments may quote the spec's figures). */
const codeOf = (file: string) =>
  readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

describe("prices on the marketing core pages", () => {
  const root = path.resolve(__dirname, "../../..");
  const sources = [
    ...readdirSync(path.join(root, "src/components/marketing"))
      .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
      .map((f) => `src/components/marketing/${f}`),
    ...readdirSync(path.join(root, "src/pages"), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
      .map((f) => `src/pages/${f}`),
  ];

  it.each(sources)("%s types no price: it takes them from src/content", (file) => {
    expect(codeOf(path.join(root, file)).match(/\$\d/g) ?? []).toEqual([]);
  });

  it.each(["home/en", "all-services/en", "pricing/en", "launch-kit/en", "launch-tiers", "diy-host-pack/en", "testimonials"])(
    "src/content/%s.ts writes numbers once and formats them; the only dollar literal is the studio's claim",
    (name) => {
      const literals = (codeOf(path.join(root, `src/content/${name}.ts`)).match(/\$\d[^\s"`,]*/g) ?? []).filter(
        (l) => l !== CLAIMS.bookings.value,
      );
      expect(literals).toEqual([]);
    },
  );

  it.each(Object.keys(PAGES))("every price rendered on %s is a content value", (route) => {
    const { container } = renderPage(route);
    const shown = pricesIn(container.textContent ?? "");
    expect(shown.length).toBeGreaterThan(0);
    for (const p of shown) expect(ALLOWED, `${route} shows ${p}`).toContain(p);
  });

  it("the pricing page shows each kit's price and original price, and 'Most Popular' on the highlighted kit only", () => {
    const { container } = renderPage("/pricing");
    for (const kit of KITS) {
      const card = container.querySelector<HTMLElement>(`#kit-${kit.id}`)!;
      const prices = [...card.querySelectorAll("[data-price]")].map((el) => el.textContent);
      expect(prices).toEqual([formatDollars(kit.price), ...(kit.originalPrice ? [formatDollars(kit.originalPrice)] : [])]);
      expect(within(card).queryByText("Most Popular") !== null).toBe(kit.highlight);
      expect(within(card).getByRole("link", { name: kit.buttonText })).toHaveAttribute("href", `/checkout/${kit.stripePriceId}`);
    }
  });

  it("the Pro kit's price stays off the home and all-services cards; both start at the lowest kit price", () => {
    const pro = formatDollars(kitById("pro").price);
    for (const route of ["/", "/all-services"]) {
      const { container, unmount } = renderPage(route);
      const text = container.textContent ?? "";
      expect(pricesIn(text)).not.toContain(pro);
      expect(text).toContain(formatDollars(Math.min(...KITS.map((k) => k.price))));
      unmount();
    }
  });

  it("the co-host range reads '$297 - $797 per month' on home and all-services, from services.ts", () => {
    expect(coHostPriceRange).toBe(
      `${formatDollars(CO_HOST_PLAN.monthlyMin)} - ${formatDollars(CO_HOST_PLAN.monthlyMax)} per month`,
    );
    for (const route of ["/", "/all-services"]) {
      const { container, unmount } = renderPage(route);
      expect(container.textContent).toContain(coHostPriceRange);
      unmount();
    }
    const { container } = renderPage("/all-services");
    expect(container.textContent).toContain(kitStartingLabel);
  });

  it("the DIY page lists the competitor figures from diy-packs.ts", () => {
    const { container } = renderPage("/diy-host-pack");
    expect([...container.querySelectorAll("[data-price]")].map((el) => el.textContent)).toEqual(
      diy.competitors.map((c) => competitorPrice(c)),
    );
  });

  it("the launch-kit page's tiers and comparison table come from the kits", () => {
    const { container } = renderPage("/airbnb-launch-kit");
    for (const tier of launchTiers) {
      const card = container.querySelector<HTMLElement>(`#kit-${tier.id}`)!;
      expect(card.querySelector("[data-price]")?.textContent).toBe(formatDollars(tier.price));
      expect(card).toHaveTextContent(tier.audience);
      for (const f of tier.features) expect(card).toHaveTextContent(f);
    }
    const table = container.querySelector("table")!;
    const callRow = launchKit.comparison.rows.find((r) => r.feature.startsWith("Strategy"))!;
    expect(Object.values(callRow.values)).toEqual(["30 min", "1 hour", "1 hr + post-launch optimization"]);
    for (const text of ["30 min", "1 hour", "1 hr + post-launch optimization"]) expect(table).toHaveTextContent(text);
  });

  it.each([
    ["/pricing", pricingMeta],
    ["/airbnb-launch-kit", launchMeta],
  ] as const)("%s carries schema.org Product/Offer JSON-LD with the kit prices", (_route, meta) => {
    const ld = meta().find((m) => "script:ld+json" in m) as {
      "script:ld+json": { itemListElement: { item: Record<string, unknown> }[] };
    };
    const items = ld["script:ld+json"].itemListElement.map((e) => e.item);
    expect(
      items.map((p) => [
        p["@type"],
        p.name,
        (p.offers as Record<string, string>).price,
        (p.offers as Record<string, string>).priceCurrency,
      ]),
    ).toEqual(KITS.map((k) => ["Product", k.name, k.price.toFixed(2), "USD"]));
  });
});
