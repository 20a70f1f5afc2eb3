import { useEffect, useRef } from "react";
import { Static, useServerRender, useUi } from "~/framework/static-markup";
import { CloseButton } from "./close-button";
import { LinkList } from "./link-list";

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

const item =
  "block rounded px-3 py-2 hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800";

/** The drawer's links, rendered on the server only. */
function DrawerMenu() {
  const { shell, t } = useServerRender();
  const { drawer, drawerCurrency } = shell;
  return (
    <>
      <LinkList links={drawer} linkClassName={item} discover="render" icons />
      <h3 className="mt-4 border-t border-slate-200 px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:border-slate-700 dark:text-slate-400">
        {t("shell.currency")}
      </h3>
      <LinkList links={drawerCurrency} linkClassName={item} discover="render" />
    </>
  );
}

/**
 * The small-screen menu (docs/spec/site.md §2.3, 4.5): a modal side drawer titled 'Menu' over a
 * dark backdrop. The backdrop, the close icon, a link and Escape close it; while it is open, Tab
 * and Shift+Tab stay inside it, and on closing focus returns to the button that opened it.
 */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const say = useUi();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab" || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // The dialog element itself is the backdrop's click target; its content sits in the panel.
    <dialog
      ref={dialog}
      aria-labelledby="mobile-menu-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The backdrop, or a chosen link (which navigates itself).
        if (event.target === dialog.current || (event.target as Element).closest("a")) onClose();
      }}
      onKeyDown={keepFocusInside}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-black/60"
    >
      <div className="h-full w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-900 dark:text-slate-100">
        <div className="mb-4 flex items-center justify-between">
          <h2 id="mobile-menu-title" className="text-lg font-semibold">
            {say("menu")}
          </h2>
          <CloseButton
            onClick={onClose}
            aria-label={say("menu.close")}
            className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
            iconClassName="size-5"
          />
        </div>
        <Static as="nav" id="mobile-menu" constant aria-label={say("shell.nav-mobile")}>
          {import.meta.env.SSR && <DrawerMenu />}
        </Static>
      </div>
    </dialog>
  );
}
