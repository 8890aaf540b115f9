// @ts-check
/**
 * The Node the project runs on (issue 30). The machine's Node may be older (Debian's 20 is past
 * its end of life): the project carries Node 24 LTS as the npm package `node`, a devDependency,
 * so every `npm run` script, `npm start`, `npm test`, the e2e servers and CI run on it
 * (`node_modules/.bin` comes first on an npm script's PATH). `engines.node` names the major.
 */
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** The major `engines.node` asks for ("24.x" -> 24). */
export const PINNED_NODE_MAJOR = Number(/^\D*(\d+)/.exec(String(pkg.engines?.node ?? ""))?.[1]);

/**
 * The line `npm start`, `npm run dev` and CI print first: the Node that runs them, and a warning
 * when it is not the pinned major (a script started with the system `node` instead of `npm run`).
 * @param {string} [version] process.version by default
 */
export function nodeVersionLine(version = process.version) {
  const major = Number(/^v?(\d+)/.exec(version)?.[1]);
  if (major === PINNED_NODE_MAJOR) return `Node ${version}`;
  return `Node ${version}: this project runs on Node ${PINNED_NODE_MAJOR} (run it with npm run …, which uses the Node in node_modules; see the README)`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(nodeVersionLine());
