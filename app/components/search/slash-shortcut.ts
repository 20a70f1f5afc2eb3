/** Where a typed "/" is text: a field, a select's type-ahead, editable content. */
function takesText(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))
  );
}

/**
 * Whether a key press is the "/" that focuses the search box, as on GitHub and MDN: not where "/"
 * is being typed (a fraction in a converter field, the box itself), and not with Ctrl, Alt or Meta
 * held (browser and system shortcuts). Shift is allowed: many keyboards type "/" with it.
 */
export function isSlashShortcut(event: KeyboardEvent): boolean {
  return (
    event.key === "/" &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.metaKey &&
    !event.defaultPrevented &&
    !takesText(event.target)
  );
}
