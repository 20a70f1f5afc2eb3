import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { siteConfigFromEnv } from "./site.config.ts";

/**
 * The Hono server, bundled on its own after the React Router build, which it loads at run time
 * as an external module (a custom server entry inside that build breaks prerendering).
 */
export default defineConfig({
  define: { __SITE__: JSON.stringify(siteConfigFromEnv(process.env)), __SITE_DEFINED__: "true" },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    ssr: "server/main.ts",
    outDir: "build/server",
    emptyOutDir: false,
    target: "node20",
    rollupOptions: { output: { entryFileNames: "server.js" } },
  },
});
