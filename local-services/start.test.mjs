import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const children = [];

/** Runs `npm start`'s script; resolves with its output once `until` matches it, or when it exits. */
function start(args, env, until) {
  const child = spawn(process.execPath, ["local-services/start.mjs", ...args], {
    cwd: root,
    env: { ...process.env, LOCAL_SEED: "none", LOCAL_LATENCY_MS: "", LOCAL_JITTER_MS: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  return new Promise((resolve) => {
    const check = () => until && until.test(stdout) && resolve({ stdout, stderr, code: null });
    child.stdout.on("data", (d) => ((stdout += d), check()));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ stdout, stderr, code }));
  });
}

afterEach(() => {
  for (const c of children.splice(0)) c.kill("SIGTERM");
});

describe("npm start", () => {
  it("ends with one block: the URL to open, the services, the data mode and both accounts", async () => {
    const { stdout } = await start(["--no-build"], { PORT: "0" }, /Press Ctrl\+C to stop\.\n\n$/);
    const port = /Open http:\/\/localhost:(\d+)\//.exec(stdout)?.[1];
    expect(Number(port)).toBeGreaterThan(0);
    const block = stdout.slice(stdout.indexOf("  Open "));
    expect(block).toContain(`http://localhost:${port}/supabase`);
    expect(block).toContain(`http://localhost:${port}/store-api`);
    expect(block).toContain(`http://localhost:${port}/local-stripe`);
    expect(block).toMatch(new RegExp(`http://localhost:${port}/local-mail +Mail`));
    expect(block).toContain(`http://localhost:${port}/local-turnstile`);
    expect(block).toContain(`http://localhost:${port}/supabase/functions/v1`);
    expect(block).toMatch(/Data: in memory/);
    expect(block).toContain("team@cxfusion.example / local-team-password");
    // The second factor stays one step locally: the secret is printed, `npm run team:code` gives the code.
    expect(block).toContain("TOTP secret LOCALTEAMCXFUSIONTOTPSECRETABCDE, code: npm run team:code");
    expect(block).toContain("member@cxfusion.example / local-member-password");
    expect(block.trimEnd().endsWith("Press Ctrl+C to stop.")).toBe(true);
    expect(stdout.split("\n").length).toBeLessThan(25);
  });

  it("says which latency the local services add, when there is one", async () => {
    const { stdout } = await start(["--no-build"], { PORT: "0", LOCAL_LATENCY_MS: "100", LOCAL_JITTER_MS: "20" }, /Press Ctrl\+C to stop\./);
    expect(stdout).toMatch(/after 100 ms ± 20 ms \(LOCAL_LATENCY_MS, LOCAL_JITTER_MS\)/);
  });

  it("exits at once with one line naming PORT when the port is taken, before building anything", async () => {
    const busy = net.createServer();
    await new Promise((r) => busy.listen(0, "127.0.0.1", r));
    const port = busy.address().port;
    try {
      const t0 = Date.now();
      const { code, stderr, stdout } = await start([], { PORT: String(port) });
      expect(code).not.toBe(0);
      expect(stderr.trim()).toBe(`Port ${port} is already in use: stop the other server, or choose another port, e.g. PORT=${port + 1} npm start`);
      expect(stdout).not.toMatch(/Building/);
      expect(Date.now() - t0).toBeLessThan(5000);
    } finally {
      busy.close();
    }
  });
});
