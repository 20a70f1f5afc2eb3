import { useEffect, useId, useRef, useState } from "react";
import { Static, useServerRender, useUi } from "~/framework/static-markup";
import { LinkList } from "./link-list";

const item =
  "block rounded px-3 py-2 text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800";

/** The menu's links, rendered on the server only. */
function CurrencyMenu() {
  const { shell, t } = useServerRender();
  const { currency, currencyPairs } = shell;
  return (
    <>
      <LinkList links={currency} linkClassName={item} discover="render" />
      <p className="mt-2 border-t border-slate-200 px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:border-slate-700 dark:text-slate-400">
        {t("shell.popular-pairs")}
      </p>
      <LinkList links={currencyPairs} linkClassName={item} discover="render" />
    </>
  );
}

/**
 * The header's 'Currency' menu (docs/spec/site.md §2.3, 4.5): a disclosure button over a list of
 * links. It closes on a choice, on a click outside, on Escape (focus back on the button) and when
 * focus leaves it.
 */
export function CurrencyDropdown() {
  const say = useUi();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {say("currency")}
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        >
          <path d="M5 7l5 6 5-6z" fill="currentColor" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-30 mt-1 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {/* A chosen link closes the menu; the link itself navigates. */}
        <Static
          id="currency-menu"
          constant
          onClick={(event) => {
            if ((event.target as Element).closest("a")) setOpen(false);
          }}
        >
          {import.meta.env.SSR && <CurrencyMenu />}
        </Static>
      </div>
    </div>
  );
}
