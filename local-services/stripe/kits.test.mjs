import { describe, expect, it } from "vitest";
import { KIT_FACTS, paymentLinkEnvKey } from "../../src/content/kit-facts.mjs";
import { KITS } from "../../src/content/kits";
import { ENV_VARS } from "../../src/lib/config-schema";
import { localEnv } from "../local-env.mjs";
import { localLinkId, localPaymentLinkPath } from "./local-links.mjs";

// One list of kits: the site (content/kits.ts), the stand-in and the provisioning script all read
// content/kit-facts.mjs.
describe("kit facts", () => {
  it("are the site's kits, in the site's order", () => {
    expect(KITS.map((k) => ({ id: k.id, name: k.name, price: k.price, originalPrice: k.originalPrice, stripePriceId: k.stripePriceId }))).toEqual(
      KIT_FACTS.map((k) => ({ ...k, originalPrice: k.originalPrice })),
    );
  });

  it("build the local site with each kit's local Payment Link, under the variable the site reads", () => {
    for (const kit of KIT_FACTS) expect(localEnv[paymentLinkEnvKey(kit.id)]).toBe(localPaymentLinkPath(kit.id));
    expect(new Set(KIT_FACTS.map((k) => localLinkId(k.id))).size).toBe(KIT_FACTS.length);
    const known = ENV_VARS.map((v) => v.key);
    for (const kit of KIT_FACTS) expect(known).toContain(paymentLinkEnvKey(kit.id));
  });
});
