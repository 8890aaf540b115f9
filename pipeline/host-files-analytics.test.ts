import { describe, expect, it, vi } from "vitest";

const analytics = { ga4Id: "G-X1", gtmId: "", metaPixelId: "42", gtagScriptUrl: "", metaPixelScriptUrl: "" };
vi.mock("../src/lib/config", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../src/lib/config")>();
  return { ...actual, config: { ...actual.config, analytics } };
});

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("the page policy and the tags' hosts", () => {
  it("names Google's and Meta's hosts when the real scripts load", async () => {
    const { contentSecurityPolicy } = await import("./host-files");
    const policy = contentSecurityPolicy([]);
    expect(directive(policy, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(policy, "script-src")).toContain("https://connect.facebook.net");
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
  });

  it("names none for the same-origin stand-in (local build with ids): 'self' covers it", async () => {
    Object.assign(analytics, { gtagScriptUrl: "/local-analytics/gtag/js", metaPixelScriptUrl: "/local-analytics/en_US/fbevents.js" });
    const { contentSecurityPolicy } = await import("./host-files");
    const policy = contentSecurityPolicy([]);
    expect(policy).not.toMatch(/googletagmanager|google-analytics|facebook/);
    expect(directive(policy, "script-src")).toMatch(/^script-src 'self'/);
  });
});
