/** The look of a converter's value field; shared by every converter so they stay alike. */
export const valueField =
  "min-w-0 flex-1 basis-0 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-lg tabular-nums dark:border-slate-700 dark:bg-slate-900";

/** The panel every converter sits in. */
export const converterPanel =
  "rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900/50";

/** The look of a unit select, beside a value field. */
export const unitSelect =
  "min-w-0 flex-1 basis-0 rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-base disabled:bg-slate-100 disabled:text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:disabled:bg-slate-800 dark:disabled:text-slate-300";
