/**
 * A button drawn as a cross, for closing what it sits in (a notice, a toast, the drawer). Its
 * `aria-label` names what it closes; the default classes are the notices'.
 */
export function CloseButton({
  className = "rounded p-1 hover:bg-black/5 dark:hover:bg-white/10",
  iconClassName = "size-4",
  ...props
}: Omit<React.ComponentProps<"button">, "type" | "children"> & {
  "aria-label": string;
  iconClassName?: string;
}) {
  return (
    <button type="button" className={className} {...props}>
      <svg viewBox="0 0 20 20" aria-hidden="true" className={iconClassName}>
        <path
          d="M5 5l10 10M15 5L5 15"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
