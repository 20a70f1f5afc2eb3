import { useEffect, useState } from "react";
import { useUi } from "~/framework/static-markup";

/** Copies a text to the clipboard and says so, for screen readers too. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const say = useUi();
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (status === "idle") return;
    const timer = setTimeout(() => setStatus("idle"), 2000);
    return () => clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        disabled={text === ""}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {label ?? say("copy")}
      </button>
      <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {status === "copied" ? say("copy.done") : status === "failed" ? say("copy.failed") : ""}
      </span>
    </span>
  );
}
