import { useState } from "react";
import { useUi } from "~/framework/static-markup";
import { site } from "../../site/config";
import { CloseButton } from "./close-button";

const DISMISSED_KEY = "update-banner-dismissed";

/** sessionStorage may be refused (some private modes): then the banner is simply shown. */
function dismissed(set?: boolean): boolean {
  try {
    if (set) sessionStorage.setItem(DISMISSED_KEY, "1");
    return sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The 'Update Available' notice (docs/spec/site.md §2.3, 4.7), bottom right. Dismissed, it stays
 * hidden for the session. Its markup repeats the toasts' on purpose: it is in every page's first
 * script, and gzip stores a repeat for almost nothing.
 */
export function UpdateBanner({ onUpdate }: { onUpdate: () => void }) {
  const say = useUi();
  const [hidden, setHidden] = useState(dismissed);
  if (hidden) return null;
  return (
    <div
      role="status"
      aria-label={say("update.title")}
      className="fixed right-4 bottom-4 z-50 w-[calc(100%-2rem)] max-w-sm rounded-xl border p-4 shadow-lg border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{say("update.title")}</p>
          <p className="mt-1 text-sm">{say("update.text", { site: site.name })}</p>
        </div>
        <CloseButton
          aria-label={say("update.dismiss")}
          onClick={() => setHidden(dismissed(true) || true)}
        />
      </div>
      <button
        type="button"
        onClick={onUpdate}
        className="mt-3 rounded-md bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        {say("update.apply")}
      </button>
    </div>
  );
}
