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
 * The words only one tool says, by the prefix of their keys ("base.digit"): written in that tool's
 * documents only, so that every other document carries none of them.
 */
const TOOL_PREFIXES: Readonly<Partial<Record<ToolId, string>>> = {
  case: "case",
  "number-base": "base",
  cooking: "cooking",
};

const prefixes = Object.entries(TOOL_PREFIXES) as [ToolId, string][];

/** The tool whose document alone says a key, if any. */
export function toolOfKey(key: string): ToolId | undefined {
  return prefixes.find(([, prefix]) => key === prefix || key.startsWith(`${prefix}.`))?.[0];
}

const written = new Map<string, Ui>();

/**
 * The words a document of `language` hydrates with: its language's, less those of the tools it is
 * not (TOOL_PREFIXES). A tool's words are typed as every key, but only its own document has them.
 */
export function uiOf(language: Language, tool?: ToolId): Ui {
  const key = `${language}:${tool ?? ""}`;
  let ui = written.get(key);
  if (!ui) {
    const all = UI[language];
    ui = Object.fromEntries(
      Object.entries(all).filter(([k]) => {
        const owner = toolOfKey(k);
        return owner === undefined || owner === tool;
      }),
    ) as Ui;
    written.set(key, ui);
  }
  return ui;
}
