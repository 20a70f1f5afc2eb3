import type { Language } from "../languages.ts";
import { MESSAGES } from "./catalogues.ts";
import type { MessageKey } from "./en.ts";
import { fill } from "./fill.ts";

/** A sentence of a language's catalogue, its `{name}`s filled. */
export type Say = (key: MessageKey, values?: Readonly<Record<string, string>>) => string;

/** What a server answer says in `language`. */
export function sayIn(language: Language): Say {
  const messages = MESSAGES[language];
  return (key, values) => fill(messages[key], values);
}
