import { useEffect, useState } from "react";
import { useUi } from "~/framework/static-markup";
import { applyTheme, THEME_KEY } from "~/lib/theme";

const media = "(prefers-color-scheme: dark)";

/**
 * Light and dark themes: the system setting until the reader chooses, then their choice,
 * remembered in local storage. The head script has already applied the theme before paint.
 */
export function ThemeToggle() {
  const say = useUi();
  const [dark, setDark] = useState(false);

  useEffect(() => {
    setDark(document.documentElement.classList.contains("dark"));
    const query = matchMedia(media);
    const followSystem = (event: MediaQueryListEvent) => {
      if (localStorage.getItem(THEME_KEY)) return;
      applyTheme(event.matches);
      setDark(event.matches);
    };
    query.addEventListener("change", followSystem);
    return () => query.removeEventListener("change", followSystem);
  }, []);

  function toggle() {
    const next = !dark;
    applyTheme(next);
    setDark(next);
    try {
      localStorage.setItem(THEME_KEY, next ? "dark" : "light");
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark}
      aria-label={say("theme.dark")}
      className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 dark:hidden">
        <path d="M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z" fill="currentColor" />
      </svg>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="hidden size-5 dark:block">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
