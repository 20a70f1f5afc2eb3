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

/** Inputs whose value is text the visitor types (not boxes, buttons or files). */
const TEXT_INPUTS = new Set(["", "text", "search", "email", "tel", "url", "number"]);

/** The value the server rendered: React makes it the field's default when it hydrates. */
function renderedValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return (options.find((o) => o.defaultSelected) ?? options[0])?.value ?? "";
  }
  return field.defaultValue;
}

/** The fields under `root` whose value is no longer the one rendered. */
export function editsBeforeHydration(root: ParentNode): Edit[] {
  const fields = root.querySelectorAll<Field>("input, textarea, select");
  return [...fields]
    .filter(
      (f) => !(f instanceof HTMLInputElement) || TEXT_INPUTS.has(f.getAttribute("type") ?? ""),
    )
    .map((field) => ({ field, value: field.value, rendered: renderedValue(field) }))
    .filter((edit) => edit.value !== edit.rendered);
}

/**
 * Makes each edit again, as the browser reports one: a select's `change`, a text field's `input`.
 * React handles a text field's event only when the value differs from the last one it saw (it
 * tracks assignments to `value`), so the field is first set to the rendered value through that
 * tracking, then to the edited one past it, as testing libraries do to simulate typing.
 */
export function replayEdits(edits: readonly Edit[]): void {
  for (const { field, value, rendered } of edits) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    field.value = rendered;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
