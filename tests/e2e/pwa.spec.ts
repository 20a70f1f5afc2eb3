import { type ChildProcess, spawn } from "node:child_process";
import { appendFile, cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "@playwright/test";
import { pageAt } from "../../site/catalog/catalog.ts";
import { site } from "../../site/config.ts";
import { freePort } from "../support/free-port.ts";
import { expect, openHydrated, test } from "./console.ts";
import { engineDisplay } from "./engine-display.ts";
import { controlledByWorker } from "./service-worker.ts";

/** Types a value into a unit converter and expects the engine's result. */
async function expectConverts(page: Page, slug: string, value: number) {
  const defaults = pageAt(`/${slug}`);
  if (!defaults || !("offer" in defaults)) throw new Error(`no converter page ${slug}`);
  const converter = page.getByRole("region", { name: "Converter" });
  const from = converter.getByLabel("From unit");
  const to = converter.getByLabel("To unit");
  const [fromUnit, toUnit] = [await from.inputValue(), await to.inputValue()];
  await converter.getByLabel("From", { exact: true }).fill(String(value));
  await expect(converter.getByLabel("To", { exact: true })).toHaveValue(
    engineDisplay(slug, value, fromUnit, toUnit),
  );
}

// Blocked in the other specs (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

async function expectOfflinePage(page: Page) {
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByText("This page has not been saved for offline use yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
    "href",
    "/",
  );
}

test.describe("installable app", () => {
  test("every page links the web app manifest, the touch icon and the theme colour", async ({
    request,
  }) => {
    for (const path of ["/", "/length", "/about"]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
      expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>');
      expect(html).toContain('<meta name="theme-color" content="#2563eb"/>');
    }
    const manifest = await request.get("/manifest.webmanifest");
    expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const body = await manifest.json();
    expect(body).toMatchObject({ name: site.name, start_url: "/", display: "standalone" });
    for (const icon of body.icons as { src: string }[]) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
    }
  });

  test("a page in another language links its language's manifest, which starts at its home", async ({
    request,
  }) => {
    const html = await (await request.get("/fr/longueur")).text();
    expect(html).toContain('<link rel="manifest" href="/fr/manifest.webmanifest"/>');
    const body = await (await request.get("/fr/manifest.webmanifest")).json();
    const english = await (await request.get("/manifest.webmanifest")).json();
    expect(body).toMatchObject({ name: site.name, lang: "fr", start_url: "/fr", id: "/fr" });
    expect(body.description).not.toBe(english.description);
    expect(body.icons).toEqual(english.icons);
  });

  test("the service worker is served uncached and becomes ready", async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    const sw = await request.get("/sw.js");
    expect(sw.status()).toBe(200);
    expect(sw.headers()["cache-control"]).toBe("no-cache");
    await openHydrated(page, "/length");
    expect(new URL(await controlledByWorker(page)).pathname).toBe("/sw.js");

    // Chromium's own verdict on the manifest, its icons and the worker.
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    // Playwright's contexts are incognito ones, where nothing installs; anything else is ours.
    expect(
      installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito"),
    ).toEqual([]);
  });
});

test.describe("offline", () => {
  test("a converter page opened before reloads and converts, and in-app links still work", async ({
    page,
    context,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/length");
    await controlledByWorker(page);
    await expectConverts(page, "length", 3);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expectConverts(page, "length", 7);

    // In-app navigations, home and on to a converter never opened: routes and data come from
    // the worker. (Through home: going from one converter straight to another keeps the first
    // one's units, online as well; not a matter of the worker.)
    await page.getByRole("banner").getByRole("link", { name: site.name }).click();
    await expect(page).toHaveURL(/\/$/);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Weight" })
      .click();
    await expect(page).toHaveURL(/\/weight$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Weight");
    await expectConverts(page, "weight", 2);

    // One to a page never saved: the offline page, not an error screen.
    await page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: "about us" })
      .click();
    await expectOfflinePage(page);
  });

  test("a shared address opened offline shows its state once the saved page hydrates", async ({
    page,
    context,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/");
    await controlledByWorker(page);
    await context.setOffline(true);
    // The worker answers with the saved /length (decision 020): the address applies on hydration.
    await openHydrated(page, "/length?v=5.5&from=ft&to=cm");
    const converter = page.getByRole("region", { name: "Converter" });
    await expect(converter.getByLabel("From", { exact: true })).toHaveValue("5.5");
    await expect(converter.getByLabel("From unit")).toHaveValue("ft");
    await expect(converter.getByLabel("To unit")).toHaveValue("cm");
    await expect(converter.getByLabel("To", { exact: true })).toHaveValue(
      engineDisplay("length", 5.5, "ft", "cm"),
    );
  });

  test("a unit converter never opened works after visiting only the home page", async ({
    page,
    context,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/");
    await controlledByWorker(page);
    await context.setOffline(true);
    await openHydrated(page, "/torque");
    await expectConverts(page, "torque", 12);
  });

  test("a page never opened shows the offline page, not a browser error", async ({
    page,
    context,
  }) => {
    await openHydrated(page, "/");
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.goto("/about");
    await expectOfflinePage(page);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page).toHaveURL(/\/$/);
  });

  test("a page of another language never opened shows the offline page in that language", async ({
    page,
    context,
  }) => {
    await openHydrated(page, "/de");
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.goto("/de/ueber-uns");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { name: "Sie sind offline" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");
  });
});

/**
 * A production server of its own over a copy of build/, so that the test can change the copy's
 * sw.js and restart it (the server reads its files when it starts), as a deployment would.
 */
class DeployedCopy {
  private process: ChildProcess | undefined;
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<DeployedCopy> {
    const root = fileURLToPath(new URL("../../", import.meta.url));
    // Inside the repository, so that the server finds node_modules.
    await mkdir(`${root}.tmp`, { recursive: true });
    const dir = await mkdtemp(`${root}.tmp/pwa-`);
    await cp(`${root}build`, dir, { recursive: true });
    return new DeployedCopy(dir, await freePort());
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, [`${this.dir}/server/server.js`], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: "127.0.0.1",
        ACCESS_LOG: "0",
        DATABASE_PATH: `${this.dir}/db.sqlite`,
        // Rates are not what this server is for: nothing listens there.
        FIAT_RATES_URL: "http://127.0.0.1:9/eurofxref-daily.xml",
        FIAT_HISTORY_URL: "http://127.0.0.1:9/eurofxref-hist.xml",
        CRYPTO_RATES_URL: "http://127.0.0.1:9/api/v3",
        FX_API_URL: "http://127.0.0.1:9/v2",
      },
      stdio: "ignore",
    });
    this.process = child;
    for (let tries = 0; tries < 100; tries++) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`${this.origin}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("server did not start");
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }

  /**
   * A new release: a different sw.js, which also answers which one it is. The compressed copies
   * would be served instead of the changed file, so they go.
   */
  async changeServiceWorker(): Promise<void> {
    const sw = `${this.dir}/client/sw.js`;
    await appendFile(
      sw,
      `\nself.addEventListener("message", (e) => { if (e.data === "which-release?") e.ports[0]?.postMessage("second"); });\n`,
    );
    await rm(`${sw}.br`, { force: true });
    await rm(`${sw}.gz`, { force: true });
  }

  async remove(): Promise<void> {
    await this.stop();
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** Which release the worker controlling the page belongs to: only the changed one answers. */
function releaseOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller?.postMessage("which-release?", [channel.port2]);
        setTimeout(() => resolve("first"), 2_000);
      }),
  );
}

/** What the page's own 30-second check does, now. */
async function checkForUpdate(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await registration.update();
  });
}

async function openOn(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await openHydrated(page, url);
  await controlledByWorker(page);
  return page;
}

test.describe("update", () => {
  let deployed: DeployedCopy;
  test.beforeEach(async () => {
    deployed = await DeployedCopy.create();
    await deployed.start();
  });
  test.afterEach(async () => {
    await deployed?.remove();
  });

  test("a new worker shows the banner; dismiss hides it for the session; 'Update' activates it", async ({
    context,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    context.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const first = await openOn(context, `${deployed.origin}/length`);
    const other = await openOn(context, `${deployed.origin}/weight`);
    const banner = (page: Page) => page.getByRole("status", { name: "Update Available" });
    expect(await releaseOf(first)).toBe("first");
    await expect(banner(first)).toHaveCount(0);

    await deployed.stop();
    await deployed.changeServiceWorker();
    await deployed.start();
    await checkForUpdate(first);

    // Both open pages learn that a new version waits.
    for (const page of [first, other]) {
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText(`A new version of ${site.name} is ready!`);
    }

    // Dismissed, it stays hidden in that tab, even after a reload.
    await banner(other).getByRole("button", { name: "Dismiss update notice" }).click();
    await expect(banner(other)).toHaveCount(0);
    await other.reload();
    await expect(other.locator("html[data-hydrated]")).toHaveCount(1);
    const updated = other.evaluate(
      () =>
        new Promise((resolve) =>
          navigator.serviceWorker.addEventListener("message", (e) => resolve(e.data)),
        ),
    );

    // 'Update' hands over to the waiting worker and reloads into the new version.
    const reloaded = first.waitForEvent("load");
    await banner(first).getByRole("button", { name: "Update", exact: true }).click();
    await reloaded;
    await expect(first.locator("html[data-hydrated]")).toHaveCount(1);
    await expect.poll(() => releaseOf(first)).toBe("second");
    expect(
      await first.evaluate(async () => (await navigator.serviceWorker.ready).waiting === null),
    ).toBe(true);
    await expect(banner(first)).toHaveCount(0);

    // The other tab is told the new version took over (APP_UPDATED), and the dismissed banner
    // stays dismissed.
    expect(await updated).toEqual({ type: "APP_UPDATED" });
    await expect(banner(other)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
