import { redirect } from "react-router";
import { aliasTarget } from "../../site/views/page.server";
import type { Route } from "./+types/alias";

/**
 * A long pair path (docs/spec/site.md §2.2) or /numbers: 301 to its short form, query kept. Inside
 * the app the redirect happens during navigation, so the alias never becomes a history entry of its
 * own.
 */
export function loader({ url }: Route.LoaderArgs) {
  throw redirect(`${aliasTarget(url.pathname)}${url.search}`, 301);
}

// A component makes this a page route, so client navigations follow the redirect in-app.
export default function Alias() {
  return null;
}
