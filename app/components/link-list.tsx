import { Link, type LinkProps } from "react-router";
import type { NavLink } from "../../site/links";

const BLUE_LINK = "text-blue-700 hover:underline dark:text-blue-400";

/**
 * A list of catalog links, one `<li>` each: the directory, sidebars, sitemap, menus and related
 * links. Long lists look each link's route up only when it is clicked (`discover="none"`,
 * docs/decisions/012-first-paint.md); the menus and related links pass `"render"`, which looks
 * them up at load.
 */
export function LinkList({
  links,
  className,
  linkClassName = BLUE_LINK,
  discover = "none",
  icons = false,
}: {
  links: readonly NavLink[];
  className?: string;
  linkClassName?: string;
  discover?: LinkProps["discover"];
  /** Shows each link's icon before its label (the drawer's converters). */
  icons?: boolean;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.path}>
          <Link to={l.path} hrefLang={l.hreflang} discover={discover} className={linkClassName}>
            {icons && l.icon && <span aria-hidden="true">{l.icon} </span>}
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
