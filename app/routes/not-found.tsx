import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { breadcrumbLabel } from "../../site/breadcrumbs";
import { site } from "../../site/config";
import { pathOf } from "../../site/views/page.server";
import type { Route } from "./+types/not-found";

/** Any path the catalog does not know: a real 404 status with the not-found page. */
export function loader({ request }: Route.LoaderArgs) {
  return data({ crumb: breadcrumbLabel(pathOf(request)) }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `Page Not Found | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <p className="text-6xl font-bold text-blue-600">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <Link
        to="/"
        className="mt-6 rounded-md bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700"
      >
        Return to Home
      </Link>
    </div>
  );
}
