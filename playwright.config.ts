import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT || 4173);
/** A second production server whose rate sources never answer, with an empty database. */
export const OFFLINE_PORT = PORT + 3;
const ECB_FAKE = PORT + 7;
const CRYPTO_FAKE = PORT + 8;
const NOTHING_LISTENS = PORT + 9;
const FX_FAKE = PORT + 10;
/** A host name the servers treat as a preview deployment's (PREVIEW_HOSTS): they redirect it. */
export const PREVIEW_HOST = "preview.unitpilot.test";

const server = (port: number, fiat: number, crypto: number, fx: number, db: string) => ({
  // A fresh database each run: the offline server must start with no rates ever obtained.
  command: `rm -f ${db} ${db}-wal ${db}-shm && node build/server/server.js`,
  env: {
    PORT: String(port),
    HOST: "127.0.0.1",
    ACCESS_LOG: "0",
    DATABASE_PATH: db,
    FIAT_RATES_URL: `http://127.0.0.1:${fiat}/stats/eurofxref/eurofxref-daily.xml`,
    FIAT_HISTORY_URL: `http://127.0.0.1:${fiat}/stats/eurofxref/eurofxref-hist.xml`,
    CRYPTO_RATES_URL: `http://127.0.0.1:${crypto}/api/v3`,
    FX_API_URL: `http://127.0.0.1:${fx}/v2`,
    PREVIEW_HOSTS: PREVIEW_HOST,
  },
  url: `http://127.0.0.1:${port}/robots.txt`,
  reuseExistingServer: false,
  timeout: 60_000,
});

/**
 * End-to-end tests drive Debian's Chromium against the production build (never a downloaded
 * browser), with the rate sources replaced by local fakes that speak their real formats.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    // The service worker would precache the site in every test and answer later navigations from
    // its cache; tests/e2e/pwa.spec.ts allows it and tests it.
    serviceWorkers: "block",
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
  webServer: [
    {
      command: `npx tsx tests/fakes/serve.ts ${ECB_FAKE} ${CRYPTO_FAKE} ${FX_FAKE}`,
      url: `http://127.0.0.1:${ECB_FAKE}/stats/eurofxref/eurofxref-daily.xml`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    server(PORT, ECB_FAKE, CRYPTO_FAKE, FX_FAKE, ".tmp/e2e-rates.db"),
    server(OFFLINE_PORT, NOTHING_LISTENS, NOTHING_LISTENS, NOTHING_LISTENS, ".tmp/e2e-offline.db"),
  ],
});
