import { Link } from "react-router";
import type { LinkCard } from "../../site/views/types";

/** Links with a title and a line of description: popular pairs, 'You might also need'. */
export function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((c) => (
        <li key={c.url}>
          <Link
            to={c.url}
            className="block h-full rounded-xl border border-slate-200 p-4 hover:border-blue-400 hover:bg-blue-50 dark:border-slate-800 dark:hover:border-blue-500 dark:hover:bg-slate-900"
          >
            <span className="block font-semibold text-blue-700 dark:text-blue-400">{c.title}</span>
            <span className="block text-sm text-slate-600 tabular-nums dark:text-slate-400">
              {c.description}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
