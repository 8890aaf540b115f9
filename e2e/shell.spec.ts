import { expect, test } from "@playwright/test";
import { config } from "../src/lib/config";
import { VIEWPORTS, waitForHydration } from "./helpers";

test.describe("the shell", () => {
  test("header: links, the services dropdown (closes when the mouse leaves), Book a Call in a new tab", async ({ page }) => {
    await page.goto("/terms");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Home" }).first()).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: "Why Choose Us" }).first()).toHaveAttribute("href", "/why-choose-us");
    await expect(header.getByRole("link", { name: "Hire Us" }).first()).toHaveAttribute("href", "/hire-us");
    const book = header.getByRole("link", { name: "Book a Call" }).first();
    await expect(book).toHaveAttribute("href", config.links.calendar);
    await expect(book).toHaveAttribute("target", "_blank");

    await header.getByRole("button", { name: "Airbnb Services" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "All Services" })).toHaveAttribute("href", "/all-services");
    await expect(menu.getByRole("menuitem", { name: /DIY STR\/Airbnb Host CX Toolkits/ })).toContainText("Launching Soon");
    await expect(menu.getByRole("menuitem", { name: "DFY STR/Airbnb Host CX Launch Pack" })).toHaveAttribute("href", "/airbnb-launch-kit");
    await menu.hover();
    await page.mouse.move(5, 600);
    await expect(menu).toBeHidden();
  });

  test("mobile: the collapsible menu holds the same items", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto("/privacy");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const nav = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Home", "Why Choose Us", "All Services", "DFY STR/Airbnb Host CX Launch Pack", "Hire Us", "Book a Call"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("footer: current year, legal links, phone, external links in new tabs, JSON-LD business listing", async ({ page }) => {
    await page.goto("/refund-policy");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${config.brand}`);
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.locator(`a[href="tel:${config.phone}"]`)).toBeVisible();
    const help = footer.getByRole("link", { name: /FAQ Help Centre/ });
    await expect(help).toHaveAttribute("href", config.links.helpCenter);
    await expect(help).toHaveAttribute("target", "_blank");
    for (const a of await footer.locator('a[href^="http"]').all()) await expect(a).toHaveAttribute("target", "_blank");
    const ld = JSON.parse((await page.locator('head script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(ld.telephone).toBe(config.phone);
    expect(ld.name).toBe(config.brand);
  });

  test("legal pages: dates, sections and their links", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByText("Last updated: September 18, 2025")).toBeVisible();
    await expect(page.getByText(/laws of the State of Arizona/)).toBeVisible();
    await expect(page.getByText(/at least 30 days' notice/)).toBeVisible();
    await page.getByRole("navigation", { name: "Related pages" }).getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByText("Last updated: November 28, 2026")).toBeVisible();
    await expect(page.getByText("Version 2026-11-28")).toBeVisible();
    await expect(page.locator("#your-rights li")).toHaveCount(4);
    await page.goto("/refund-policy");
    await expect(page.getByRole("heading", { name: "Returns & Refunds Policy" })).toBeVisible();
    await expect(page.getByText(/within 30 days of receiving the goods/)).toBeVisible();
    for (const to of ["/", "/terms", "/privacy"]) {
      await expect(page.getByRole("navigation", { name: "Related pages" }).locator(`a[href="${to}"]`)).toBeVisible();
    }
  });

  test("scroll resets after navigating to another page, not on first load", async ({ page }) => {
    await page.goto("/privacy");
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a hash link scrolls its target to the centre of the view", async ({ page }) => {
    await page.goto("/terms#governing-law");
    const box = await page.locator("#governing-law").boundingBox();
    await expect
      .poll(async () => {
        const b = await page.locator("#governing-law").boundingBox();
        const vh = page.viewportSize()!.height;
        return b ? Math.abs(b.y + b.height / 2 - vh / 2) < vh / 3 : false;
      })
      .toBe(true);
    expect(box).not.toBeNull();
  });

  test("an idle page loads no menu or toast code the visitor did not ask for; reaching for the menu does", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/(services-menu|toaster-radix)-/.test(r.url())) asked.push(new URL(r.url()).pathname);
    });
    await page.goto("/terms");
    await waitForHydration(page);
    // Longer than the idle timeout these chunks used to load on (2 s).
    await page.waitForTimeout(3000);
    expect(asked).toEqual([]);
    await page.getByRole("banner").getByRole("button", { name: "Airbnb Services" }).hover();
    await expect.poll(() => asked.some((p) => p.includes("services-menu"))).toBe(true);
    expect(asked.some((p) => p.includes("toaster-radix"))).toBe(false);
  });

  test("toasts: F8 focuses the toast region, whose code loads only with F8 or the first toast", async ({ page }) => {
    await page.goto("/terms");
    await waitForHydration(page);
    const region = page.getByRole("region", { name: /notifications/i });
    await expect(region).toHaveCount(0);
    await page.keyboard.press("F8");
    await expect(region.locator("ol")).toBeFocused();
  });
});
