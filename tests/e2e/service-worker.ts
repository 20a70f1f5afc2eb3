import type { Page } from "@playwright/test";

/** Waits until the service worker is active and controls the page: its precache is complete. */
export async function controlledByWorker(page: Page): Promise<string> {
  // Inside evaluate: waitForFunction(async () => ...) returns at once (a Promise is truthy).
  const script = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? "";
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return script;
}
