import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_VARS, describeMissing, missingProductionVars } from "./config-schema";

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
