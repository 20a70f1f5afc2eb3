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

/**
 * A name as it reads inside a sentence: German and English keep their capitals ("Länge"); the
 * other languages write a common noun small ("longitud"), but not an acronym ("USD", "SI").
 */
export function inSentence(name: string, language: Language): string {
  if (language === "en" || language === "de") return name;
  return /^\p{Lu}\p{Lu}/u.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/** Each language by its own name, as a language switch lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: "English",
  es: "Español",
  de: "Deutsch",
  fr: "Français",
  pt: "Português",
};

/** The home page of a document's language, by its tag: "/" for "en", "/pt" for "pt-BR". */
export function homePath(tag: string): string {
  const language = tag.split("-")[0] ?? "en";
  return language === "en" ? "/" : `/${language}`;
}

/** The language a path's first segment names ("/es/…" → es), English for any other path. */
export function languageOfPrefix(path: string): Language {
  const first = path.split("/")[1];
  return isLanguage(first) ? first : "en";
}
