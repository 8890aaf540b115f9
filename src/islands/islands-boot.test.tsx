import { act, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Header } from "~/components/layout/header";
import { PromoBanner } from "~/components/marketing/promo-banner";
import { Island } from "~/components/ui/island";
import { en as home } from "~/content/home/en";
import { PROMO_BANNER_CLOSED_CLASS } from "~/content/promo-banner";
import { handle as englishLayout } from "~/routes/layouts/english";
import { bootIslands, islandElement } from "./islands-boot";
import { HEADER_ACTIONS } from "./shell-islands";

type TapWindow = Omit<Window, "__reactRouterRouteModules"> & { __cxTaps?: number[] | null; __reactRouterRouteModules?: unknown };

/** The page as the prerender writes it: the whole app, with a data router, at `/`. */
async function prerendered() {
  const routes = [
    {
      path: "/",
      element: (
        <>
          <Island name="header">
            <Header actions={HEADER_ACTIONS} />
          </Island>
          <main>
            <PromoBanner words={home.promo} />
            <h1>Home</h1>
          </main>
        </>
      ),
    },
  ];
  const context = await createStaticHandler(routes).query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("no page");
  return renderToString(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} hydrate={false} />);
}

describe("an islands page's boot (decision 2026-11-28-islands)", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    document.documentElement.className = "";
    sessionStorage.clear();
    document.cookie = "promo-mx-dismissed=; Path=/; Max-Age=0";
  });

  it("hydrates the header and the promo banner as the prerender wrote them, and nothing else", async () => {
    document.body.innerHTML = await prerendered();
    const w = window as unknown as TapWindow;
    w.__cxTaps = [];
    w.__reactRouterRouteModules = { en: { handle: englishLayout } };
    const errors = vi.spyOn(console, "error");
    await act(async () => bootIslands());
    await waitFor(() => expect(w.__cxTaps).toBeNull());
    expect(errors).not.toHaveBeenCalled();
    const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactFiber"));
    expect(hydrated(screen.getByRole("heading", { level: 1, name: "Home" }))).toBe(false);
    expect(hydrated(screen.getByRole("button", { name: home.promo.close }))).toBe(true);

    // The header's menu and the banner's close do what they say; the header's links are plain.
    const menu = document.getElementById("mobile-menu")!;
    expect(menu.hidden).toBe(true);
    await act(async () => screen.getByRole("button", { name: /open menu/i }).click());
    expect(menu.hidden).toBe(false);
    const logo = document.querySelector("header a[href='/']")!;
    expect(Object.keys(logo).some((k) => k.startsWith("__reactProps")) && (logo as unknown as Record<string, { onClick?: unknown }>)[Object.keys(logo).find((k) => k.startsWith("__reactProps"))!]!.onClick).toBeFalsy();
    await act(async () => screen.getByRole("button", { name: home.promo.close }).click());
    expect(screen.queryByRole("region", { name: home.promo.label })).toBeNull();
    expect(document.documentElement.classList.contains(PROMO_BANNER_CLOSED_CLASS)).toBe(true);
    errors.mockRestore();
  });

  it("draws an island from its props, and nothing from a name or props it cannot read", () => {
    expect(islandElement("promoBanner", JSON.stringify({ words: home.promo }))).not.toBeNull();
    expect(islandElement("header", undefined)).not.toBeNull();
    expect(islandElement("footer", undefined)).toBeNull();
    expect(islandElement("toString", undefined)).toBeNull();
    expect(islandElement("promoBanner", "{oops")).toBeNull();
  });

  it("stops when the boot loaded no words", () => {
    (window as unknown as TapWindow).__reactRouterRouteModules = {};
    expect(() => bootIslands()).toThrow(/words/);
  });
});
