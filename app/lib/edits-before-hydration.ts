/**
 * What a visitor typed or chose in a page before it hydrated. A prerendered page shows its fields
 * from the first paint, and hydration waits until after that paint (decision 013). React keeps
 * such a value in the field when it hydrates, but not in its state, so the next render would put
 * the rendered value back. The root reads these edits when the page has hydrated, and hands them
 * to React as if they had been made then.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface Edit {
  readonly field: Field;
  /** What the visitor left in the field. */
  readonly value: string;
  /** What the server rendered into it, and React's state still holds. */
  readonly rendered: string;
}

/**
 * The fields under `root` whose value is no longer the one the server rendered (which React makes
 * a field's default when it hydrates). A box's or button's value never changes, and the site has
 * no file field.
 */
export function editsBeforeHydration(root: ParentNode): Edit[] {
  return [...root.querySelectorAll<Field>("input, textarea, select")].flatMap((field) => {
    const rendered =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((o) => o.defaultSelected) ?? field.options[0])?.value
        : field.defaultValue;
    return rendered === undefined || field.value === rendered
      ? []
      : [{ field, value: field.value, rendered }];
  });
}

/**
 * Makes each edit again, as the browser reports one: a select's `change`, a text field's `input`.
 * React handles a text field's event only when the value differs from the last one it saw (it
 * tracks assignments to `value`), so the field is first set to the rendered value through that
 * tracking, then to the edited one past it, as testing libraries do to simulate typing.
 */
export function replayEdits(edits: readonly Edit[]): void {
  for (const { field, value, rendered } of edits) {
    const select = field instanceof HTMLSelectElement;
    field.value = select ? value : rendered;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    field.dispatchEvent(new Event(select ? "change" : "input", { bubbles: true }));
  }
}
