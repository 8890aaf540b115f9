import { describe, expect, it } from "vitest";
import { devEnv, isServiceCode } from "./dev.mjs";
import { localEnv } from "./local-env.mjs";

describe("npm run dev's configuration", () => {
  it("a fresh clone gets every local value", () => {
    const { env, applied } = devEnv({ PATH: "/bin" }, {});
    expect(applied).toEqual(Object.keys(localEnv));
    for (const [key, value] of Object.entries(localEnv)) expect(env[key]).toBe(value);
    expect(env.PATH).toBe("/bin");
  });

  it("a value of the developer's own wins, from the environment or from a .env file", () => {
    const { env, applied } = devEnv({ VITE_SUPABASE_URL: "https://x.supabase.co" }, { VITE_STORE_ID: "my-store" });
    expect(env.VITE_SUPABASE_URL).toBe("https://x.supabase.co");
    expect(env.VITE_STORE_ID).toBeUndefined(); // Vite reads it from the .env file itself
    expect(applied).not.toContain("VITE_SUPABASE_URL");
    expect(applied).not.toContain("VITE_STORE_ID");
    expect(env.VITE_STORE_API_URL).toBe(localEnv.VITE_STORE_API_URL);
  });

  it("restarts for a local service's code and data, not for its tests or the dev files themselves", () => {
    expect(isServiceCode("supabase/rest.mjs")).toBe(true);
    expect(isServiceCode("store-api/catalogue.json")).toBe(true);
    expect(isServiceCode("supabase/bootstrap.sql")).toBe(true);
    expect(isServiceCode("store-api/service.test.mjs")).toBe(false);
    expect(isServiceCode("dev-plugin.mjs")).toBe(false);
    expect(isServiceCode("README.md")).toBe(false);
  });
});
