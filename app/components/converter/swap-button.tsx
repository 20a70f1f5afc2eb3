/** The round swap button between the two sides of a converter. */
export function SwapButton({
  label = "Swap units",
  ...props
}: { label?: string } & React.ComponentProps<"button">) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...props}
      className="mx-auto flex size-11 shrink-0 items-center justify-center self-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-100 md:mb-1 md:self-end dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 rotate-90 md:rotate-0">
        <path
          d="M7 7h13m0 0l-4-4m4 4l-4 4M17 17H4m0 0l4-4m-4 4l4 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
