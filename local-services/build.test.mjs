import { describe, expect, it } from "vitest";
import { createBuildReporter } from "./build.mjs";

/** Feeds a build transcript to the reporter and returns what it reported. */
function report(transcript) {
  const stages = [];
  const notices = [];
  const r = createBuildReporter({ onStage: (stage, d) => stages.push([stage, d.pages]), onNotice: (t) => notices.push(t) });
  // Chunks split mid-line, as a pipe delivers them.
  for (let i = 0; i < transcript.length; i += 7) r.write(transcript.slice(i, i + 7));
  r.end();
  return { stages, notices };
}

const HEALTHY = `Using Vite Environment API (experimental)
vite v8.3.8 building client environment for production...
transforming...
✓ 2442 modules transformed.
rendering chunks...
computing gzip size...
build/client/.vite/manifest.json                             27.65 kB │ gzip:   3.36 kB
build/client/assets/shell-BKKQpvr6.js                       373.64 kB │ gzip: 119.20 kB

✓ built in 4.62s
vite v8.3.8 building ssr environment for production...
transforming...
✓ 169 modules transformed.
rendering chunks...

✓ 1 asset cleaned from React Router server build.
build/server/assets/server-build-Df9fg1wk.css

Prerender (html): / -> build/client/index.html
Prerender (html): /pricing -> build/client/pricing/index.html
Prerender (html): SPA Fallback -> build/client/__spa-fallback.html
Removing the server build in /work/main/build/server due to ssr:false
computing gzip size...

✓ built in 2.20s
`;

describe("the local build's quiet output", () => {
  it("reports the two stages, counts prerendered pages (not the SPA fallback), and says nothing else for a healthy build", () => {
    expect(report(HEALTHY)).toEqual({ stages: [["client", 0], ["prerender", 2]], notices: [] });
  });

  it("shows a warning, once, however often the build repeats it, and without colour codes", () => {
    const warning = "\u001b[33mThe `envFile` option is deprecated, please use `envDir: false` instead.\u001b[39m";
    const { notices } = report(`${warning}\n${warning}\n${HEALTHY}${warning}\n[SOME_CODE] something new happened\n`);
    expect(notices).toEqual(["The `envFile` option is deprecated, please use `envDir: false` instead.", "[SOME_CODE] something new happened"]);
  });
});
