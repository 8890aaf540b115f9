import { describe, expect, it } from "vitest";
import { KITS } from "../../src/content/kits";
import { localEnv } from "../local-env.mjs";
import { STRIPE_KITS, localPaymentLinkPath } from "./kits.mjs";

// The Node-side kit list (stand-in, provisioning script) must say what the site says.
describe("Stripe kit list", () => {
  it("has the site's kits with the same price ids, names and amounts", () => {
    expect(STRIPE_KITS.map((k) => ({ id: k.id, name: k.name, priceId: k.priceId, cents: k.unitAmount, currency: k.currency }))).toEqual(
      KITS.map((k) => ({ id: k.id, name: k.name, priceId: k.stripePriceId, cents: Math.round(k.price * 100), currency: "usd" })),
    );
  });

  it("builds the local site with each kit's local Payment Link", () => {
    for (const kit of STRIPE_KITS) expect(localEnv[kit.envKey]).toBe(localPaymentLinkPath(kit));
    expect(new Set(STRIPE_KITS.map((k) => k.localLinkId)).size).toBe(STRIPE_KITS.length);
  });
});
