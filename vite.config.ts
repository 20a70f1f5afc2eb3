import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteConfigFromEnv } from "./site.config.ts";

export default defineConfig({
  define: { __SITE__: JSON.stringify(siteConfigFromEnv(process.env)), __SITE_DEFINED__: "true" },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
});
