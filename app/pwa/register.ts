/** docs/spec/site.md §9.4: how often an open page asks whether a new service worker exists. */
const UPDATE_CHECK_MS = 30_000;
/**
 * 'Update' reloads after this long even if the new worker never takes control (docs/spec/site.md
 * §4.7).
 */
const RELOAD_ANYWAY_MS = 3_000;

/**
 * Registers /sw.js once the page has loaded and reports when a new version is ready: a worker
 * waiting, a new worker installed while an older one controls the page, or the worker's
 * APP_UPDATED message (docs/spec/site.md §4.7). `onUpdate` receives the function that applies it:
 * tell the waiting worker SKIP_WAITING, then reload. Every service-worker failure is ignored: the
 * site works the same without one. Written by hand, without workbox-window, to keep the first view
 * small.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  let registration: ServiceWorkerRegistration | undefined;

  const apply = () => {
    let reloading = false;
    const reload = () => {
      if (reloading) return;
      reloading = true;
      location.reload();
    };
    container.addEventListener("controllerchange", reload);
    setTimeout(reload, RELOAD_ANYWAY_MS);
    try {
      // Nothing waits after APP_UPDATED: the new worker already runs, the page is what is old.
      if (registration?.waiting) registration.waiting.postMessage({ type: "SKIP_WAITING" });
      else reload();
    } catch {
      reload();
    }
  };
  const ready = () => onUpdate(apply);
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener("statechange", () => {
      // Without a controller this is the first install, not an update.
      if (worker.state === "installed" && container.controller) ready();
    });

  container.addEventListener("message", (event) => {
    if (event.data?.type === "APP_UPDATED") ready();
  });
  const start = () =>
    container
      .register("/sw.js")
      .then((reg) => {
        registration = reg;
        if (reg.waiting) ready();
        watch(reg.installing);
        reg.addEventListener("updatefound", () => watch(reg.installing));
        setInterval(() => reg.update().catch(() => {}), UPDATE_CHECK_MS);
      })
      .catch(() => {});

  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
