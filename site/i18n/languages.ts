/**
 * The languages the site speaks: English at the root, the others each under its own prefix
 * (`/es/`, `/de/`, `/fr/`, `/pt/`; docs/spec/decisions.md). Adding one is adding it here, then its
 * message catalogue and slug table, which tests find missing.
 */
export const LANGUAGES = ["en", "es", "de", "fr", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages beside English. */
export type OtherLanguage = Exclude<Language, "en">;
export const OTHER_LANGUAGES = LANGUAGES.filter((l): l is OtherLanguage => l !== "en");

/** The BCP 47 tag of each: `<html lang>`, `hreflang`, `Intl`. Portuguese is Brazil's. */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = {
  en: "en",
  es: "es",
  de: "de",
  fr: "fr",
  pt: "pt-BR",
};

export function isLanguage(text: string | undefined): text is Language {
  return (LANGUAGES as readonly string[]).includes(text ?? "");
}
