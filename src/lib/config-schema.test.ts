import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCAL_LEGAL } from "../../local-services/local-env.mjs";
import { ENV_EXAMPLES } from "./config-examples";
import { ENV_VARS, LEGAL_KEYS, describeMissing, missingProductionVars } from "./config-schema";

/** The legal identity's values in `values`. */
const pick = (values: Record<string, string>) => Object.fromEntries(LEGAL_KEYS.map((k) => [k, values[k]]));

const required = ENV_VARS.filter((v) => v.requiredInProduction).map((v) => v.key);

describe("production configuration check", () => {
  it("names every missing production variable", () => {
    expect(missingProductionVars({})).toEqual(required);
    const message = describeMissing(missingProductionVars({}));
    for (const key of required) expect(message).toContain(key);
  });

  it("passes when every production variable is set, and treats blanks as missing", () => {
    const env = Object.fromEntries(required.map((k) => [k, "x"]));
    expect(missingProductionVars(env)).toEqual([]);
    expect(missingProductionVars({ ...env, VITE_BRAND: "  " })).toEqual(["VITE_BRAND"]);
  });

  it("stops a production build whose legal identity is still a placeholder, and names what to set", () => {
    const env = Object.fromEntries(required.map((k) => [k, "x"]));
    const placeholders = { ...env, ...pick(ENV_EXAMPLES), VITE_SITE_MODE: undefined };
    expect(missingProductionVars(placeholders)).toEqual([...LEGAL_KEYS]);
    expect(missingProductionVars({ ...env, ...pick(LOCAL_LEGAL) })).toEqual([...LEGAL_KEYS]);
    expect(missingProductionVars({ ...env, VITE_PRIVACY_EMAIL: "privacidad@ejemplo.test" })).toEqual(["VITE_PRIVACY_EMAIL"]);
    const real = { VITE_LEGAL_NAME: "Hospitalidad Real, S.A. de C.V.", VITE_POSTAL_ADDRESS: "Av. Reforma 1, 06600 CDMX, México", VITE_PRIVACY_EMAIL: "privacidad@hospitalidad.mx" };
    expect(missingProductionVars({ ...env, ...real })).toEqual([]);
    expect(describeMissing(LEGAL_KEYS as string[])).toContain("VITE_POSTAL_ADDRESS: Postal address of the business");
  });

  it("does not stop the local build of npm start", () => {
    expect(missingProductionVars({ VITE_SITE_MODE: "local" })).toEqual([]);
  });

  it("keeps .env.example in step with the configuration module", () => {
    const example = readFileSync(path.resolve(__dirname, "../../.env.example"), "utf8");
    const listed = [...example.matchAll(/^#?\s*(VITE_[A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(new Set(listed)).toEqual(new Set(ENV_VARS.map((v) => v.key)));
  });

  it("holds no secret: no VITE_ variable names a secret or service-role key", () => {
    for (const v of ENV_VARS) expect(v.key).not.toMatch(/SECRET|SERVICE_ROLE/);
  });
});
