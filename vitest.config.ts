import { defineConfig } from "vitest/config";
import { chunkUrl } from "./scripts/chunk-url.ts";
import { siteConfigFromEnv } from "./site.config.ts";

// Unit tests only: the React Router plugin stays out of the test run (it would build the app).
export default defineConfig({
  // `?chunk-url` imports (lazy chunks loaded by URL) resolve to the module itself in tests too.
  plugins: [chunkUrl()],
  define: { __SITE__: JSON.stringify(siteConfigFromEnv(process.env)), __SITE_DEFINED__: "true" },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["{engine,site,app,server,bench,scripts,tests}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    // One throwaway PostgreSQL server per run, for the tests that ask both engines the same.
    globalSetup: ["tests/support/postgres-global-setup.ts"],
  },
});
