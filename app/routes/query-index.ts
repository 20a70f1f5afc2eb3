import { queryIndex } from "../../site/query/query-index";

/**
 * The search box's index of every unit, page and currency, prerendered to
 * build/client/query-index.json: fetched once, when a visitor first uses the box.
 */
export function loader() {
  return new Response(JSON.stringify(queryIndex()), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
