import { languageOfPrefix } from "../../site/i18n/languages";
import { packData } from "../../site/query/pack-data.server";
import type { Route } from "./+types/query-words";

/**
 * The words and pages of one language beside English that the search box reads and answers with,
 * prerendered to build/client/<language>/query-words.json: fetched with the index when a visitor
 * first uses the box on a page in that language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPrefix(new URL(request.url).pathname);
  if (language === "en") throw new Response("Not Found", { status: 404 });
  return new Response(JSON.stringify(packData(language)), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
