import type { Language } from "../languages.ts";
import { NOTES as de } from "./de.ts";
import { NOTES as es } from "./es.ts";
import { NOTES as fr } from "./fr.ts";
import { NOTES as pt } from "./pt.ts";
import type { UnitNotes } from "./types.ts";

/** Each language's headings and notes of the unit catalogue; English's are the catalogue's own. */
const NOTES: Readonly<Partial<Record<Language, UnitNotes>>> = { es, de, fr, pt };

export function unitNotes(language: Language): UnitNotes | undefined {
  return NOTES[language];
}
