// @vitest-environment node
import { describe, expect, it } from "vitest";
import { svgToPng } from "./share-card-layout";
import { icoFromPngs, opaqueLogo, securityTxt, webManifest } from "./site-icons";

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#115e59"/><circle cx="16" cy="16" r="4" fill="#fff"/></svg>';
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe("the site's icons", () => {
  it("favicon.ico holds 16, 32 and 48 px PNG images, each where its directory entry says", () => {
    const ico = icoFromPngs([16, 32, 48].map((size) => ({ size, png: svgToPng(LOGO, size) })));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const size = ico.readUInt8(entry);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(offset, offset + length);
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect(pngSize(png)).toEqual([size, size]);
    }
  });

  it("the home-screen icons are opaque, and the maskable one keeps the mark in the safe zone", () => {
    const full = opaqueLogo(LOGO);
    expect(full).not.toMatch(/rx="9"/);
    expect(full).toMatch(/<rect width="32" height="32" fill="#115e59"\/>/);
    expect(opaqueLogo(LOGO, { safeZone: 0.8 })).toMatch(/translate\(3\.2 3\.2\) scale\(0\.8\)/);
    expect(pngSize(svgToPng(full, 180))).toEqual([180, 180]);
  });

  it("the manifest names the site, its colours and 192, 512 and maskable icons", () => {
    const m = webManifest("CX Fusion");
    expect(m).toMatchObject({ name: "CX Fusion", short_name: "CX Fusion", start_url: "/", theme_color: "#115e59" });
    expect(m.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ""}`)).toEqual(["192x192", "512x512", "512x512 maskable"]);
  });

  it("security.txt has a contact, an expiry a year ahead and its canonical URL (RFC 9116)", () => {
    const text = securityTxt({ email: "hello@x.example", siteOrigin: "https://www.x.example", now: new Date("2026-11-25T00:00:00Z") });
    expect(text).toContain("Contact: mailto:hello@x.example\n");
    expect(text).toContain("Expires: 2027-11-25T00:00:00.000Z\n");
    expect(text).toContain("Canonical: https://www.x.example/.well-known/security.txt\n");
  });
});
