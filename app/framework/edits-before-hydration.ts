/**
 * Edits made before hydration are replayed: what a visitor typed or chose in a page before it
 * hydrated reaches React's state once it has.
 *
 * Why: a prerendered page shows its fields from the first paint, and hydration waits until after
 * that paint (docs/decisions/013-hydrate-after-paint.md, "What is typed before hydration is
 * kept"). React keeps such a value in the field when it hydrates, but not in its state, so the
 * next render would put the rendered value back and the visitor's input would be lost. The root
 * reads these edits in the hydrating commit (`useEditsBeforeHydration`), before any render can
 * undo them, and hands them to React as if they had been made then.
 *
 * What would make it unnecessary: React adopting, when it hydrates, a controlled field's value
 * that differs from the one it rendered (today it leaves that value in the field but not in its
 * state), or hydration no longer waiting for the first paint (server/hydrate-after-paint.ts gone)
 * with modules that arrive before anyone can type.
 *
 * How it fails loudly: the replay leans on two behaviours of React DOM 19: hydration leaves a
 * field's default (`defaultValue`, `defaultSelected`: the value the server rendered) as it is, and
 * React's change tracking watches assignments to `value`, so an `input` event counts only when the
 * value differs from the last one React saw. Should either change, tests/e2e/first-paint.spec.ts ("what
 * is typed and chosen before the page hydrates is kept and converted": it holds the modules back,
 * types and chooses a unit, and expects the answer and the address once hydrated) fails.
 */
import { useEffect, useLayoutEffect, useRef } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Edit {
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
function editsBeforeHydration(root: ParentNode): Edit[] {
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
function replayEdits(edits: readonly Edit[]): void {
  for (const { field, value, rendered } of edits) {
    const select = field instanceof HTMLSelectElement;
    field.value = select ? value : rendered;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    field.dispatchEvent(new Event(select ? "change" : "input", { bubbles: true }));
  }
}

/**
 * Reads the edits in the hydrating commit (a layout effect: before any render can put the rendered
 * values back) and makes them again once the page's effects run. Called by the root before its own
 * effects, so that the page is marked hydrated after the replay.
 */
export function useEditsBeforeHydration(): void {
  const edits = useRef<Edit[]>([]);
  useLayoutEffect(() => {
    edits.current = editsBeforeHydration(document);
  }, []);
  useEffect(() => replayEdits(edits.current), []);
}
