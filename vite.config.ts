import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, loadEnv, type Plugin } from "vite";
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

export default defineConfig({
  plugins: [productionEnvCheck(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  // No preload helper around lazy imports (toasts, menu, drawer): ~1 KB less first-load JS.
  build: {
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The modules every page needs travel as one chunk: fewer requests, one gzip stream.
        codeSplitting: {
          groups: [
            {
              name: "shell",
              test: /\/src\/(lib\/(config|config-examples|cn|seo|analytics|money|phone|when-idle|toast|scroll)\.ts|components\/ui\/(button|icon|shell-icons|toaster)\.tsx|components\/layout\/(header|footer|logo|site-shell|services-menu-style|scroll-manager)\.tsx?|features\/commerce\/cart-(context|store|core)\.tsx?|features\/cart\/cart-(button|drawer-mount)\.tsx|components\/ui\/(section|badge|card|rich-text)\.tsx|components\/ui\/links\.tsx|components\/marketing\/(icon-set|icons)\.tsx|content\/(navigation|business|kits)\.ts)$|\/node_modules\/react-dom\//,
            },
          ],
        },
      },
    },
  },
});
