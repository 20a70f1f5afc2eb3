/** The product mark: a compass needle over a ruler, drawn inline so it costs no request. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="7" className="fill-blue-600" />
      <path d="M7 23h18" stroke="white" strokeWidth="2" strokeLinecap="round" />
      <path d="M10 23v-2.5M14 23v-3.5M18 23v-2.5M22 23v-3.5" stroke="white" strokeWidth="1.5" />
      <path d="M16 5l4 12h-8z" className="fill-amber-300" />
    </svg>
  );
}
