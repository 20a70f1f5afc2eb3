import { Link } from "react-router";
import type { NavLink } from "../../site/links";

/** A plain list of catalog links. */
export function LinkList({ links, className }: { links: readonly NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.path}>
          <Link
            to={l.path}
            discover="none"
            className="text-blue-700 hover:underline dark:text-blue-400"
          >
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
