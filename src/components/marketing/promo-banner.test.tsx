import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { en as home } from "~/content/home/en";
import { PROMO_BANNER_CLOSED_CLASS, PROMO_BANNER_COOKIE } from "~/content/promo-banner";
import { PROMO_BANNER_INLINE_SCRIPT, PromoBannerBody } from "./promo-banner";

const closed = () => document.documentElement.classList.contains(PROMO_BANNER_CLOSED_CLASS);
// The inline script as the browser runs it while parsing, before the banner paints.
const runInlineScript = () => new Function(PROMO_BANNER_INLINE_SCRIPT)();

afterEach(() => {
  document.documentElement.className = "";
  for (const c of document.cookie.split("; ").filter(Boolean)) document.cookie = `${c.split("=")[0]}=; Path=/; Max-Age=0`;
});

describe("the Mexico promo banner's close, kept for the browser session", () => {
  it("closing it keeps a session cookie, which the next page's inline script reads before paint", async () => {
    render(<PromoBannerBody words={home.promo} />, { wrapper: MemoryRouter });
    await act(async () => screen.getByRole("button", { name: home.promo.close }).click());
    expect(screen.queryByRole("region", { name: home.promo.label })).toBeNull();
    expect(document.cookie).toContain(`${PROMO_BANNER_COOKIE}=1`);
    document.documentElement.className = "";
    runInlineScript();
    expect(closed()).toBe(true);
  });
  it("shows for a visitor who did not close it, whatever other cookies say", () => {
    document.cookie = `x${PROMO_BANNER_COOKIE}=1; Path=/`;
    document.cookie = `${PROMO_BANNER_COOKIE}x=1; Path=/`;
    runInlineScript();
    expect(closed()).toBe(false);
    render(<PromoBannerBody words={home.promo} />, { wrapper: MemoryRouter });
    expect(screen.getByRole("region", { name: home.promo.label })).toBeTruthy();
    expect(closed()).toBe(false);
  });
});
