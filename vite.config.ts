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
  build: { sourcemap: false },
});
