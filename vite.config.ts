import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkUrl } from "./scripts/chunk-url.ts";
import { siteConfigFromEnv } from "./site.config.ts";

/** Folders of data and pure functions: importing one of their modules does nothing by itself. */
const PURE = ["./site/", "./engine/"].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

export default defineConfig({
  define: { __SITE__: JSON.stringify(siteConfigFromEnv(process.env)), __SITE_DEFINED__: "true" },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rollupOptions: {
      output: {
        // Small modules every converter's first view loads together, the blood-sugar page's
        // included (it reads and writes a language's marks as the unit converter does): one file
        // rather than five, each of which would carry its own import lines and compression
        // overhead (issue 15's first-view budget). The chunk loader they use is every page's
        // (the shell's too), so it keeps a file of its own: in "numbers" it would bring the
        // rest to pages that convert nothing.
        manualChunks: (id) =>
          /app\/framework\/lazy-chunk\.ts$/.test(id)
            ? "lazy-chunk"
            : /(engine\/(quantity\/(decimal-mark|plain-number)|convert|number-marks)|app\/components\/converter\/number-reader)\.ts$/.test(
                  id,
                )
              ? "numbers"
              : undefined,
      },
      // Markup rendered on the server only (`import.meta.env.SSR && ...`, app/framework/static-markup.tsx)
      // leaves the browser bundle, and so must what only it imports: a module of site/ or engine/
      // that the browser's code does not use is dropped, catalog and page text included.
      treeshake: {
        moduleSideEffects: (id, external) => external || !PURE.some((dir) => id.startsWith(dir)),
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), chunkUrl()],
});
