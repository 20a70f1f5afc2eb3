/** The id of the <style> element that carries the site's stylesheet in every page (document-head.tsx). */
export const STYLESHEET_ID = "stylesheet";

/** The stylesheet a prerendered page carries, for HTML written outside React (the offline page). */
export function stylesheetOf(html: string): string | undefined {
  const match = new RegExp(`<style id="${STYLESHEET_ID}">([\\s\\S]*?)</style>`).exec(html);
  return match?.[1];
}
