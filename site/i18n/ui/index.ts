import type { Language } from "../languages.ts";
import { de } from "./de.ts";
import { en, type Ui } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { pt } from "./pt.ts";

/** Every language's words of what hydrates; only the server reads this table (app/lib/ui.ts). */
export const UI: Readonly<Record<Language, Ui>> = { en, es, de, fr, pt };
