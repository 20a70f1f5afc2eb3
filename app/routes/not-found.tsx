import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { useUi } from "~/framework/static-markup";
import { homePath, languageOfPrefix } from "../../site/i18n/languages";

/**
 * Any path the catalog does not know: a real 404 status with the not-found page, in the language
 * its prefix names ("/es/…"). Its head and breadcrumb come from the server's render
 * (site/views/render.server.ts), as every page's do.
 */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const { pathname } = useLocation();
  const say = useUi();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <p className="text-6xl font-bold text-blue-600">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{say("not-found.title")}</h1>
      <Link
        to={homePath(languageOfPrefix(pathname))}
        className="mt-6 rounded-md bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700"
      >
        {say("not-found.home")}
      </Link>
    </div>
  );
}
