/**
 * The two engines Debian ships, each behind the same small interface the journeys use:
 *  - Firefox ESR through WebDriver BiDi with Puppeteer (no geckodriver needed; Debian ships
 *    none): one browser for the run, a fresh browser context (own storage) per journey; the BiDi
 *    log (console errors, uncaught errors, CSP violations) is collected as it happens.
 *  - WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic; the driver has no BiDi
 *    and no log endpoint) with selenium-webdriver, under Xvfb (MiniBrowser has no headless mode):
 *    a new session, so a new browser with empty storage, per journey.
 * What the page itself reports (probe.ts) and the CSP reports come through the proxy in both.
 * docs/decisions/2026-11-25-browser-engines.md says why these runners.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from "puppeteer-core";
import { Builder, Key, WebElement, type WebDriver } from "selenium-webdriver";
import { actionable, findAll, type Target } from "./in-page";

export type EngineName = "firefox" | "webkit";

export const FIREFOX_BIN = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER_BIN = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const XVFB_BIN = process.env.XVFB_PATH ?? "/usr/bin/Xvfb";

/** One journey's browser tab. */
export interface Tab {
  readonly engine: EngineName;
  /** Opens a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Evaluates a JavaScript expression in the page (a promise is awaited); the result comes back as JSON. */
  run<T>(expression: string): Promise<T>;
  /** Clicks the target once a visitor could: found, visible, enabled, still and on top. */
  click(target: Target, timeoutMs?: number): Promise<void>;
  /** Types into the target field, replacing what it held. */
  fill(target: Target, text: string, timeoutMs?: number): Promise<void>;
  reload(): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** What the engine itself reported (Firefox's BiDi log); WebKit reports nothing here. */
  engineErrors(): string[];
  /** The files downloads saved (Firefox: its download folder); null where the harness cannot see them (WebKit). */
  savedDownloads(): { name: string; text: string }[] | null;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  readonly version: string;
  newTab(): Promise<Tab>;
  close(): Promise<void>;
}

export async function launch(name: EngineName): Promise<Engine> {
  return name === "firefox" ? launchFirefox() : launchWebKit();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Why an action could not be done yet, with the last reason seen. */
class NotYet extends Error {}

/**
 * Retries `attempt` until it returns a value other than undefined, or fails with the last reason.
 * Errors from a page between two documents (a navigation under way) count as "not yet".
 */
export async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  let reason = "";
  for (;;) {
    try {
      const value = await attempt();
      if (value !== undefined) {
        if (process.env.ENGINES_TRACE) console.log(`${Date.now() - started} ms  ${what}`);
        return value;
      }
    } catch (error) {
      reason = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${what}${reason ? ` (last: ${reason})` : ""}`);
    await sleep(100);
  }
}

const actionableExpression = (target: Target) => `(${actionable.toString()})(${JSON.stringify(target)}, ${findAll.toString()})`;
const describe = (target: Target) => JSON.stringify(target);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// ————————————————————————————— Firefox: Puppeteer over WebDriver BiDi —————————————————————————————

async function launchFirefox(): Promise<Engine> {
  const downloads = mkdtempSync(path.join(tmpdir(), "engines-firefox-downloads-"));
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_BIN,
    headless: true,
    protocol: "webDriverBiDi",
    env: { ...process.env, TZ: "UTC" },
    extraPrefsFirefox: {
      // Downloads land in a folder of the run's, without a dialog.
      "browser.download.folderList": 2,
      "browser.download.dir": downloads,
      "browser.download.useDownloadDir": true,
      "browser.download.always_ask_before_handling_new_types": false,
      "browser.download.start_downloads_in_tmp_dir": false,
    },
  });
  const version = (await browser.version()).replace("firefox/", "Firefox ");

  return {
    name: "firefox",
    version,
    async newTab() {
      const context: BrowserContext = await browser.createBrowserContext();
      const page: Page = await context.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
      const before = new Set(readdirSync(downloads));
      return {
        engine: "firefox",
        async goto(url) {
          await page.goto(url, { waitUntil: "load" });
        },
        url: async () => page.url(),
        run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        async click(target, timeoutMs) {
          await until(
            `click ${describe(target)}`,
            async () => {
              const handle = await page.evaluateHandle(actionableExpression(target));
              const el = handle.asElement() as ElementHandle<Element> | null;
              if (!el) throw new NotYet(String(await handle.jsonValue()));
              await el.click();
              return true;
            },
            timeoutMs,
          );
        },
        async fill(target, text, timeoutMs) {
          await until(
            `fill ${describe(target)}`,
            async () => {
              const handle = await page.evaluateHandle(actionableExpression(target));
              const el = handle.asElement() as ElementHandle<Element> | null;
              if (!el) throw new NotYet(String(await handle.jsonValue()));
              await el.click();
              await el.evaluate((field) => (field as HTMLInputElement).select());
              await page.keyboard.type(text);
              return true;
            },
            timeoutMs,
          );
        },
        async reload() {
          await page.reload({ waitUntil: "load" });
        },
        async setViewport(width, height) {
          await page.setViewport({ width, height });
        },
        engineErrors: () => errors.splice(0, errors.length),
        savedDownloads: () =>
          readdirSync(downloads)
            .filter((f) => !before.has(f) && !f.endsWith(".part"))
            .map((f) => ({ name: f, text: readFileSync(path.join(downloads, f), "utf8") })),
        async close() {
          await context.close();
        },
      };
    },
    async close() {
      await browser.close();
      rmSync(downloads, { recursive: true, force: true });
    },
  };
}

// ———————————————————— WebKit: selenium-webdriver over WebKitWebDriver (classic) ————————————————————

/** Starts Xvfb on the first free display (it tells which through -displayfd). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB_BIN, ["-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"], { stdio: ["ignore", "ignore", "pipe", "pipe"] });
  let stderr = "";
  xvfb.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let out = "";
    (xvfb.stdio[3] as NodeJS.ReadableStream).on("data", (c: Buffer) => {
      out += c.toString();
      if (out.includes("\n")) resolve(`:${out.trim()}`);
    });
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${stderr.slice(-500)}`)));
    setTimeout(() => reject(new Error(`Xvfb did not start in 20 s: ${stderr.slice(-500)}`)), 20_000);
  });
  return { display, process: xvfb };
}

async function launchWebKit(): Promise<Engine> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER_BIN, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, TZ: "UTC" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let driverLog = "";
  driverProcess.stderr!.on("data", (c: Buffer) => (driverLog = (driverLog + c.toString()).slice(-4000)));
  const server = `http://127.0.0.1:${port}`;
  await until(`WebKitWebDriver on ${server} (${driverLog})`, async () => ((await fetch(`${server}/status`)).ok ? true : undefined), 20_000);

  const newSession = () => new Builder().usingServer(server).withCapabilities({ browserName: "MiniBrowser" }).build();
  const first = await newSession();
  const version = `WebKitGTK ${(await first.getCapabilities()).get("browserVersion") as string} (MiniBrowser)`;
  await first.quit();

  const stop = (p: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (p.exitCode !== null || p.signalCode !== null) return resolve();
      p.once("exit", () => resolve());
      p.kill("SIGTERM");
    });

  return {
    name: "webkit",
    version,
    async newTab() {
      const driver: WebDriver = await newSession();
      await driver.manage().window().setRect({ width: 1280, height: 800 + 38 });
      const run = <T>(expression: string) => driver.executeScript(`return ${expression};`) as Promise<T>;
      const ready = async (target: Target, what: string) => {
        const found = await run<WebElement | string>(actionableExpression(target));
        if (!(found instanceof WebElement)) throw new NotYet(`${what}: ${found}`);
        return found;
      };
      return {
        engine: "webkit",
        async goto(url) {
          await driver.get(url);
        },
        url: () => driver.getCurrentUrl(),
        run,
        async click(target, timeoutMs) {
          await until(
            `click ${describe(target)}`,
            async () => {
              await (await ready(target, "click")).click();
              return true;
            },
            timeoutMs,
          );
        },
        async fill(target, text, timeoutMs) {
          await until(
            `fill ${describe(target)}`,
            async () => {
              const el = await ready(target, "fill");
              await el.click();
              if ((await el.getAttribute("value")) !== "") await el.sendKeys(Key.chord(Key.CONTROL, "a"), Key.BACK_SPACE);
              await el.sendKeys(text);
              return true;
            },
            timeoutMs,
          );
        },
        async reload() {
          await driver.navigate().refresh();
        },
        async setViewport(width, height) {
          await driver.manage().window().setRect({ width, height: height + 38 });
        },
        engineErrors: () => [],
        savedDownloads: () => null,
        async close() {
          await driver.quit();
        },
      };
    },
    async close() {
      await stop(driverProcess);
      await stop(xvfb.process);
    },
  };
}
