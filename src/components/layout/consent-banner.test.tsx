import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("~/lib/config", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/lib/config")>();
  return {
    ...actual,
    config: { ...actual.config, analytics: { ga4Id: "G-TEST123", gtmId: "", metaPixelId: "42" } },
  };
});

const scripts = () => [...document.head.querySelectorAll("script[src]")].map((s) => s.getAttribute("src") ?? "");

async function renderBanner() {
  const { default: ConsentBanner } = await import("./consent-banner");
  const { en } = await import("~/content/consent/en");
  render(
    <MemoryRouter>
      <ConsentBanner words={en} />
    </MemoryRouter>,
  );
}

describe("consent banner", () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    document.head.innerHTML = "";
    delete (window as { dataLayer?: unknown }).dataLayer;
    delete (window as { gtag?: unknown }).gtag;
    delete (window as { fbq?: unknown }).fbq;
  });

  it("loads nothing before a choice, starts Consent Mode denied, and loads the tags on Accept", async () => {
    await renderBanner();
    expect(await screen.findByRole("dialog", { name: "Cookie consent" })).toBeVisible();
    expect(scripts()).toEqual([]);
    const layer = (window as { dataLayer?: unknown[] }).dataLayer ?? [];
    expect(Array.from(layer[0] as ArrayLike<unknown>)).toEqual([
      "consent",
      "default",
      { ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(localStorage.getItem("analytics-consent")).toBe("accepted");
    expect(scripts().some((s) => s.includes("googletagmanager.com/gtag/js?id=G-TEST123"))).toBe(true);
    expect(scripts().some((s) => s.includes("connect.facebook.net"))).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("loads nothing on Reject and remembers it", async () => {
    await renderBanner();
    fireEvent.click(await screen.findByRole("button", { name: "Reject" }));
    expect(localStorage.getItem("analytics-consent")).toBe("rejected");
    expect(scripts()).toEqual([]);
  });

  it("stays closed for a visitor who already chose", async () => {
    localStorage.setItem("analytics-consent", "rejected");
    await renderBanner();
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
