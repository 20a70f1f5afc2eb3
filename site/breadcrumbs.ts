import { pageAt } from "./catalog/catalog.ts";

/**
 * The breadcrumb label of a path (docs/spec/site.md §2.3): the page's label, or for a path the
 * catalog does not know its last segment with the first letter capitalised.
 */
export function breadcrumbLabel(path: string): string {
  const page = pageAt(path);
  if (page) return page.label;
  const slug = decodeURIComponentSafe(path.split("/").filter(Boolean).pop() ?? "");
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
