import { expect, type Page, test } from "@playwright/test";
import { PREVIEW_HOST } from "../../playwright.config.ts";
import { site } from "../../site/config.ts";

/** One page of each kind: every way a page is built, and the 404 page rendered per request. */
const PAGES = [
  "/",
  "/length",
  "/c-to-f",
  "/case",
  "/number-base",
  "/usd-to-eur",
  "/crypto-currency",
  "/blood-sugar-converter",
  "/contact",
  "/about",
  "/sitemap",
  "/no-such-page",
];

/** What the browser says when a policy blocks something, or cannot read a header of ours. */
const POLICY_MESSAGE = /Content Security Policy|Refused to|Permissions-Policy|Permissions Policy/i;

/**
 * Collects what the page's policies block: the console lines, and the `securitypolicyviolation`
 * events, listened to before any script of the page runs (an init script is not subject to CSP).
 */
async function watchPolicies(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on("console", (m) => {
    if (POLICY_MESSAGE.test(m.text())) messages.push(`${m.type()}: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sample})`);
    });
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ];
}

test.describe("the Content-Security-Policy breaks no page", () => {
  for (const path of PAGES) {
    test(`${path}: served with a hash-based policy, hydrates, and nothing is blocked`, async ({
      page,
    }) => {
      const violations = await watchPolicies(page);
      const response = await page.goto(path);
      const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
      // The policy is really there, and allows inline scripts only by their hashes.
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+[ ;]/);
      expect(csp).not.toContain("unsafe-inline");
      // Every inline script has run by the load event: anything blocked is reported by now.
      expect(await violations()).toEqual([]);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      expect(await violations()).toEqual([]);
    });
  }

  test("navigating in the app (data requests, lazy modules) and typing breaks nothing", async ({
    page,
  }) => {
    const violations = await watchPolicies(page);
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.locator('a[href="/length"]').first().click();
    await expect(page).toHaveURL(/\/length$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Length");
    await page.getByRole("textbox").first().fill("12.5");
    await page.locator('a[href="/about"]').first().click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await violations()).toEqual([]);
  });
});

test.describe("the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("installs and precaches under the policy its script is served with", async ({ page }) => {
    const violations = await watchPolicies(page);
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // Its fetches (connect-src) and imported scripts (script-src) would fail installation if blocked.
    const active = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(active).toMatch(/\/sw\.js$/);
    expect(await violations()).toEqual([]);
  });
});

test.describe("security headers", () => {
  test("on a page, an asset, an API answer and a rate POST, with no X-Powered-By", async ({
    request,
  }) => {
    const page = await request.get("/length");
    const asset = await request.get("/favicon.svg");
    const api = await request.get("/api/convert?page=length&from=km&to=mi&value=2");
    const rates = await request.post("/api/get-exchange-rates", {
      data: { base: "USD", targets: ["EUR"] },
    });
    for (const response of [page, asset, api, rates]) {
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-powered-by"]).toBeUndefined();
      // The canonical origin of this build decides HSTS, not the test server's http.
      expect(headers["strict-transport-security"] !== undefined).toBe(
        site.url.startsWith("https:"),
      );
    }
    expect(api.headers()["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  test("a POST body that is not JSON answers 415, a page answers POST with 405", async ({
    request,
  }) => {
    const rates = await request.post("/api/get-crypto-rates", {
      headers: { "Content-Type": "text/plain" },
      data: '{"base":"BTC"}',
    });
    expect(rates.status()).toBe(415);
    const page = await request.post("/length", { data: {} });
    expect(page.status()).toBe(405);
  });
});

test.describe("preview hosts", () => {
  test("a page and a rate POST on a preview host answer 301 to the canonical origin", async ({
    request,
  }) => {
    const page = await request.get("/length?from=m&to=ft", {
      headers: { Host: `${PREVIEW_HOST}:8080` },
      maxRedirects: 0,
    });
    expect(page.status()).toBe(301);
    expect(page.headers().location).toBe(`${site.url}/length?from=m&to=ft`);
    const rates = await request.post("/api/get-exchange-rates", {
      headers: { Host: PREVIEW_HOST },
      data: { base: "USD" },
      maxRedirects: 0,
    });
    expect(rates.status()).toBe(301);
    expect(rates.headers().location).toBe(`${site.url}/api/get-exchange-rates`);
  });
});
