import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { shellChunk } from "./scripts/shell-chunk.ts";
import { describeMissing, missingProductionVars } from "./src/lib/config-schema.ts";

/** A production build names every variable it still needs, instead of shipping example values. */
function productionEnvCheck(): Plugin {
  let mode = "production";
  return {
    name: "production-env-check",
    apply: "build",
    configResolved(config) {
      mode = config.mode;
    },
    buildStart() {
      if (mode !== "production") return;
      const missing = missingProductionVars({ ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env });
      if (missing.length > 0) this.error(describeMissing(missing));
    },
  };
}

/**
 * lucide-react's icons without Lucide's runtime (createLucideIcon, ~1.5 KB gzip on every page
 * that shows an icon): each icon module is drawn by our `icon()` helper, already in the shell,
 * as the shell's own icons are (components/ui/shell-icons.tsx). Pages still import from
 * "lucide-react"; unit tests (no Vite plugins) use Lucide itself.
 */
function lucideWithoutRuntime(): Plugin {
  const helper = fileURLToPath(new URL("./src/components/ui/lucide-icon.ts", import.meta.url));
  const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
  const runtimeImport = "import createLucideIcon from '../createLucideIcon.mjs';";
  return {
    name: "lucide-without-runtime",
    apply: "build",
    transform(code, id) {
      if (!iconModule.test(id) || id.endsWith("index.mjs")) return null;
      if (!code.includes(runtimeImport)) this.error(`lucide-react changed its icon modules (${id}): update lucideWithoutRuntime`);
      return code.replace(runtimeImport, `import { lucideIcon as createLucideIcon } from ${JSON.stringify(helper)};`);
    },
  };
}

// The modules every page loads first, chosen from the module graph (scripts/shell-chunk.ts).
const shell = shellChunk();

export default defineConfig({
  plugins: [productionEnvCheck(), lucideWithoutRuntime(), shell.plugin, tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  // No preload helper around lazy imports (toasts, menu, drawer): ~1 KB less first-load JS.
  build: {
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      // Rolldown warns when plugin hooks take most of a build. Here they do by design: React
      // Router prerenders every page inside its writeBundle hook. The warning would print on
      // every `npm start` and say nothing new; a slow build still shows in its stage's time.
      checks: { bundlerTimings: false },
      output: {
        // The modules every page needs travel as one chunk: fewer requests, one gzip stream.
        codeSplitting: {
          groups: [
            {
              name: "shell",
              test: shell.test,
            },
          ],
        },
      },
    },
  },
});
