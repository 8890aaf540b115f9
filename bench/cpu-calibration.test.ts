import { describe, expect, it } from "vitest";
import { calibratedArtifacts, cpuSetting, referenceMultiplier } from "./cpu-calibration.mjs";
import { limitFile, limitHtml } from "./limit-copies.mjs";

describe("referenceMultiplier", () => {
  it("scales Lighthouse's 4x by the host's benchmarkIndex against the reference machine's 1,100", () => {
    expect(referenceMultiplier(1100)).toBe(4);
    expect(referenceMultiplier(3300)).toBe(12);
    expect(referenceMultiplier(550)).toBe(2);
    expect(() => referenceMultiplier(0)).toThrow();
    expect(() => referenceMultiplier(NaN)).toThrow();
  });
});

describe("calibratedArtifacts", () => {
  it("sets a gathered run's CPU slowdown from the benchmarkIndex that run read, and nothing else", () => {
    const gathered = { BenchmarkIndex: 2750, URL: "u", settings: { formFactor: "mobile", throttling: { rttMs: 150, cpuSlowdownMultiplier: 8.17 } } };
    const { artifacts, multiplier } = calibratedArtifacts(gathered);
    expect(multiplier).toBe(10);
    expect(artifacts).toEqual({ BenchmarkIndex: 2750, URL: "u", settings: { formFactor: "mobile", throttling: { rttMs: 150, cpuSlowdownMultiplier: 10 } } });
    // A slower moment of the host (a lower index) gets a smaller slowdown for its run.
    expect(calibratedArtifacts({ ...gathered, BenchmarkIndex: 2200 }).multiplier).toBe(8);
    expect(gathered.settings.throttling.cpuSlowdownMultiplier).toBe(8.17);
    expect(() => calibratedArtifacts({ ...gathered, BenchmarkIndex: NaN })).toThrow();
  });
});

describe("cpuSetting", () => {
  const measure = async () => 3410;
  it("keeps Lighthouse's 4x by default and measures the host only for the calibrated CPU", async () => {
    let measured = 0;
    const counting = async () => (measured++, 3410);
    expect(await cpuSetting(undefined, counting)).toEqual({ mode: "default", multiplier: 4, benchmarkIndex: null });
    expect(await cpuSetting("default", counting)).toEqual({ mode: "default", multiplier: 4, benchmarkIndex: null });
    expect(measured).toBe(0);
    expect(await cpuSetting("reference", measure)).toEqual({ mode: "reference", multiplier: 12.4, benchmarkIndex: 3410 });
    expect(await cpuSetting("6", measure)).toEqual({ mode: "custom", multiplier: 6, benchmarkIndex: null });
    await expect(cpuSetting("fast", measure)).rejects.toThrow(/--cpu/);
  });
});

describe("limit copies", () => {
  it("puts a folder page's limit at its index.html, which the server answers /__limit/es/ with", () => {
    expect(limitFile("/")).toBe("__limit/index.html");
    expect(limitFile("/es/")).toBe("__limit/es/index.html");
    expect(limitFile("/pricing")).toBe("__limit/pricing.html");
    expect(limitFile("/product/prod_1")).toBe("__limit/product/prod_1.html");
  });
  it("removes every script and modulepreload and keeps the rest", () => {
    const html = '<head><link rel="modulepreload" href="/a.js"><link rel="stylesheet" href="/s.css"><script>x()</script></head><body><h1>Hi</h1><script type="module">import("/b.js")</script></body>';
    expect(limitHtml(html)).toBe('<head><link rel="stylesheet" href="/s.css"></head><body><h1>Hi</h1></body>');
  });
});
