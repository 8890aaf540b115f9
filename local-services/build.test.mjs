import { describe, expect, it } from "vitest";
import { createBuildReporter } from "./build.mjs";

/** Feeds a build transcript to the reporter and returns what it reported. */
function report(transcript, succeeded = true) {
  const stages = [];
  const notices = [];
  const r = createBuildReporter({
    onStage: (stage, d) => stages.push([stage, d.pages]),
    onNotice: (t) => notices.push(t),
    onSummary: (t) => stages.push(["summary", t]),
  });
  // Chunks split mid-line, as a pipe delivers them.
  for (let i = 0; i < transcript.length; i += 7) r.write(transcript.slice(i, i + 7));
  r.end(succeeded);
  return { stages, notices };
}

/** React Router 8's build: client, server bundle, then the pages, with no line after them. */
const HEALTHY = `Using Vite Environment API
vite v8.3.8 building client environment for production...
transforming...
✓ 641 modules transformed.
rendering chunks...
computing gzip size...
build/client/.vite/manifest.json                             27.65 kB │ gzip:   3.36 kB
build/client/assets/shell-BKKQpvr6.js                       373.64 kB │ gzip: 119.20 kB

✓ built in 1.94s
vite v8.3.8 building ssr environment for production...
transforming...
✓ 403 modules transformed.
rendering chunks...

✓ 1 asset cleaned from React Router server build.
build/server/assets/server-build-DsxcKW8M.css

computing gzip size...

✓ built in 831ms
Prerender (html): / -> build/client/index.html
Prerender (data): /store -> build/client/store.data
Prerender (html): /pricing -> build/client/pricing/index.html
Prerender (html): SPA Fallback -> build/client/__spa-fallback.html
`;

describe("the local build's quiet output", () => {
  it("reports the two stages, counts prerendered pages (not their data files, not the SPA fallback), and says nothing else for a healthy build", () => {
    expect(report(HEALTHY)).toEqual({ stages: [["client", 0], ["prerender", 2]], notices: [] });
  });

  it("a build step's summary line follows the pages' stage", () => {
    const withCards = HEALTHY.replace("Prerender (html): SPA Fallback", "Share cards: 2 (2 drawn, 0 cached)\nPrerender (html): SPA Fallback");
    expect(report(withCards).stages).toEqual([["client", 0], ["prerender", 2], ["summary", "Share cards: 2 (2 drawn, 0 cached)"]]);
  });

  it("a build that fails while prerendering reports no pages' stage", () => {
    expect(report(HEALTHY, false).stages).toEqual([["client", 0]]);
  });

  it("shows a warning, once, however often the build repeats it, and without colour codes", () => {
    const warning = "\u001b[33mThe `envFile` option is deprecated, please use `envDir: false` instead.\u001b[39m";
    const { notices } = report(`${warning}\n${warning}\n${HEALTHY}${warning}\n[SOME_CODE] something new happened\n`);
    expect(notices).toEqual(["The `envFile` option is deprecated, please use `envDir: false` instead.", "[SOME_CODE] something new happened"]);
  });
});
