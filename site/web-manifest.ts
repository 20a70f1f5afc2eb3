/** The browser's colour around an installed app: the header's blue-600. */
export const THEME_COLOR = "#2563eb";
/** The splash screen behind the icon while the installed app starts. */
export const BACKGROUND_COLOR = "#ffffff";
/** Linked from every page: iOS reads no manifest icons. */
export const APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png";

/** Where a language's manifest is: /manifest.webmanifest for English, /es/manifest.webmanifest. */
export function manifestPath(language: string): string {
  return language === "en" ? "/manifest.webmanifest" : `/${language}/manifest.webmanifest`;
}
