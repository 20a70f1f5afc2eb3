import { type RefObject, useEffect } from "react";

/** Where a typed "/" is text: a field, a select's type-ahead, editable content. */
function takesText(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))
  );
}

/**
 * "/" focuses the search box from anywhere on the page, as on GitHub and MDN; not where "/" is
 * being typed (a fraction in a converter field, the box itself), and not with Ctrl, Alt or Meta
 * held (browser and system shortcuts). Shift is allowed: many keyboards type "/" with it.
 */
export function useSlashShortcut(field: RefObject<HTMLInputElement | null>, on: boolean) {
  useEffect(() => {
    if (!on) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.altKey || event.metaKey) return;
      if (event.defaultPrevented || takesText(event.target)) return;
      event.preventDefault();
      field.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [field, on]);
}
