import type { Language } from "../languages.ts";
import { de } from "./de.ts";
import { en, type Messages } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { pt } from "./pt.ts";

/**
 * Every language's catalogue of sentences. A page or the box is given the one of its language
 * (the box through its world: site/query/world.ts), so no other language's travels with it.
 */
export const MESSAGES: Readonly<Record<Language, Messages>> = { en, es, de, fr, pt };
