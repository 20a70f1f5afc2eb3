import type { ToolId } from "../../catalog/page.ts";
import type { Language } from "../languages.ts";
import { de } from "./de.ts";
import { en, type Ui } from "./en.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { pt } from "./pt.ts";

/** Every language's words of what hydrates; only the server reads this table (app/lib/ui.ts). */
export const UI: Readonly<Record<Language, Ui>> = { en, es, de, fr, pt };

/**
 * What only some documents hydrate: a tool's converter, the money converter ("money": the money
 * pages and the home page, whose Currency tab it is), the rate history ("history": the money
 * pages that show one), the blood-sugar page's two converters ("glucose", "hba1c") or the contact
 * form ("contact").
 */
export type UiPart = ToolId | "money" | "history" | "glucose" | "hba1c" | "contact";

/**
 * The words only one part says, by the prefix of their keys ("base.digit", "money.swap"): written
 * in that part's documents only, so that every other document carries none of them.
 */
const PART_PREFIXES: Readonly<Partial<Record<UiPart, string>>> = {
  case: "case",
  "number-base": "base",
  money: "money",
  history: "history",
  // The time zone converter.
  "time-zone": "tz",
  // The ring size converter
  "ring-size": "ring",
  // The shoe size converter
  "shoe-size": "shoe",
  // The date calculator.
  "date-calculator": "date",
  // The Unix timestamp converter.
  "unix-timestamp": "unix",
  cooking: "cooking",
  glucose: "glucose",
  hba1c: "hba1c",
  contact: "contact",
};

const prefixes = Object.entries(PART_PREFIXES) as [UiPart, string][];

/** The part whose documents alone say a key, if any. */
export function toolOfKey(key: string): UiPart | undefined {
  return prefixes.find(([, prefix]) => key === prefix || key.startsWith(`${prefix}.`))?.[0];
}

const written = new Map<string, Ui>();

/**
 * The words a document of `language` hydrates with: its language's, less those of the parts it does
 * not show (PART_PREFIXES). A tool's words are typed as every key, but only its own document has them.
 */
export function uiOf(language: Language, parts: readonly UiPart[] = []): Ui {
  const key = `${language}:${parts.join(",")}`;
  let ui = written.get(key);
  if (!ui) {
    const all = UI[language];
    ui = Object.fromEntries(
      Object.entries(all).filter(([k]) => {
        const owner = toolOfKey(k);
        return owner === undefined || parts.includes(owner);
      }),
    ) as Ui;
    written.set(key, ui);
  }
  return ui;
}
