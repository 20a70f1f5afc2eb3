import { useEffect, useSyncExternalStore } from "react";
import { useUi } from "~/framework/static-markup";
import { dismissToast, TOAST_DURATION, toastStore } from "~/lib/toast-store";
import { CloseButton } from "./close-button";

/**
 * Where toasts appear (docs/spec/site.md §2.3): announced to screen readers (errors as alerts),
 * closed by their close control or after a few seconds.
 */
export function Toaster() {
  const say = useUi();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.empty);
  const open = toasts.filter((t) => t.open);
  const openIds = open.map((t) => t.id).join(",");

  useEffect(() => {
    const timers = openIds
      .split(",")
      .filter(Boolean)
      .map((id) => setTimeout(() => dismissToast(id), TOAST_DURATION));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [openIds]);

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      {open.map((t) => (
        <div
          key={t.id}
          role={t.variant === "destructive" ? "alert" : "status"}
          className={`pointer-events-auto w-full max-w-sm rounded-xl border p-4 shadow-lg ${
            t.variant === "destructive"
              ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
              : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          }`}
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold">{t.title}</p>
              {t.description && <p className="mt-1 text-sm">{t.description}</p>}
            </div>
            <CloseButton aria-label={say("toast.close")} onClick={() => dismissToast(t.id)} />
          </div>
        </div>
      ))}
    </div>
  );
}
