/** The stored theme choice; without one the page follows the system setting. */
export const THEME_KEY = "theme";

/**
 * Runs in <head> before the first paint, so a dark reader never sees a light flash. Kept tiny and
 * self-contained: it is inlined as text.
 */
export const THEME_BOOTSTRAP = `(function(){try{var t=localStorage.getItem("${THEME_KEY}");var d=t?t==="dark":matchMedia("(prefers-color-scheme: dark)").matches;var e=document.documentElement;e.classList.toggle("dark",d);e.style.colorScheme=d?"dark":"light"}catch(_){}})();`;

export function applyTheme(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
}
