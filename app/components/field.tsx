import type { ReactNode } from "react";

/**
 * A tool's field with its label above it (the ring, shoe, date, Unix time and time zone tools):
 * `id` is the field's, which the child carries.
 */
export function Field({
  id,
  label,
  className,
  children,
}: {
  readonly id: string;
  readonly label: ReactNode;
  readonly className: string;
  readonly children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Why what a field holds is not read, under the fields; empty (but in place) when all is well. */
export function FieldProblem({ id, problem }: { readonly id: string; readonly problem?: string }) {
  return (
    <p id={id} role="alert" className="mt-1 min-h-5 text-sm text-red-700 dark:text-red-400">
      {problem ?? ""}
    </p>
  );
}
