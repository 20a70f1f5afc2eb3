/**
 * Toasts (docs/spec/site.md §3.7, 4.8): one visible at a time; a new toast goes first; update
 * merges by id; dismiss closes one (or all) and schedules removal; remove deletes one (or all). A
 * pure reducer, tested on its own, behind a small store that components subscribe to.
 */
export interface Toast {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly variant: "default" | "destructive";
  readonly open: boolean;
}

export type ToastAction =
  | { readonly type: "add"; readonly toast: Toast }
  | { readonly type: "update"; readonly toast: Partial<Toast> & { readonly id: string } }
  | { readonly type: "dismiss"; readonly id?: string }
  | { readonly type: "remove"; readonly id?: string };

const TOAST_LIMIT = 1;
/** How long a dismissed toast stays before it is removed (docs/spec/site.md §9.4). */
const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast stays open unless closed. */
export const TOAST_DURATION = 5_000;

export function toastReducer(toasts: readonly Toast[], action: ToastAction): readonly Toast[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case "update":
      return toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case "dismiss":
      return toasts.map((t) =>
        action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
      );
    case "remove":
      return action.id === undefined ? [] : toasts.filter((t) => t.id !== action.id);
  }
}

let state: readonly Toast[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function dispatch(action: ToastAction): void {
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
  if (action.type === "dismiss") {
    const ids = action.id === undefined ? state.map((t) => t.id) : [action.id];
    for (const id of ids) setTimeout(() => dispatch({ type: "remove", id }), TOAST_REMOVE_DELAY);
  }
}

export function toast(
  input: Omit<Toast, "id" | "open" | "variant"> & { variant?: Toast["variant"] },
) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: "add", toast: { variant: "default", ...input, id, open: true } });
  return { id, dismiss: () => dispatch({ type: "dismiss", id }) };
}

export function dismissToast(id?: string): void {
  dispatch({ type: "dismiss", ...(id === undefined ? {} : { id }) });
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  empty: (): readonly Toast[] => [],
};
