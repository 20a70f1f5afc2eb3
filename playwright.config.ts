import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT || 4173);

/** End-to-end tests drive Debian's Chromium against the production build (never a downloaded browser). */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node build/server/server.js",
    env: { PORT: String(PORT), HOST: "127.0.0.1", ACCESS_LOG: "0" },
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
