import { unaccented } from "./names.ts";

/**
 * How a question in another language is read: its connectors and question words are put into the
 * English the question reader knows (question.ts), word for word, and everything else (numbers,
 * units, their names in that language) is left as typed. "cuántos pies hay en una milla" reads as
 * "how many pies in one milla"; "5 Fuß nach cm" as "5 Fuß to cm". A language is one table of
 * words (engine/query/languages/), compared without case or accents.
 */
export interface QuestionWords {
  /** Words that open a question and mean nothing more: "convertir", "wie viel ist", "quanto é". */
  readonly lead: readonly string[];
  /** "How many" at the start: "cuántos", "wie viele", "combien de", "quantos". */
  readonly howMany: readonly string[];
  /** After a "how many": what stands for "in" ("hay en", "sind", "dans", "tem em"). */
  readonly howManyIn: readonly string[];
  /** Between a quantity and its target: "a", "en", "nach", "vers", "para". */
  readonly to: readonly string[];
  /** One, before a unit: "un", "eine", "une", "um". */
  readonly one: readonly string[];
  /** "And" between the parts of a quantity, left out: "5 pies y 8 pulgadas". */
  readonly and: readonly string[];
  /** "Of" after a percentage: "20 % de 80 kg", "20 % von 80 kg". */
  readonly of?: readonly string[];
  /** Words that close a question and mean nothing more: "umrechnen". */
  readonly tail?: readonly string[];
  /**
   * The language's own names of units that CLDR does not give (site/i18n/unit-names.ts has
   * those), by `category:code`: "kilos" for the kilogram, "PS" for metric horsepower.
   */
  readonly names?: Readonly<Record<string, readonly string[]>>;
}

/** Lower case, without accents: how the words of a table and a question's words are compared. */
function fold(word: string): string {
  return unaccented(word).toLowerCase();
}

/** The longest phrase of `phrases` that `words` has at `at`, by its number of words. */
function phraseAt(words: readonly string[], at: number, phrases: readonly string[]): number {
  let longest = 0;
  for (const phrase of phrases) {
    const parts = phrase.split(" ");
    if (parts.length <= longest) continue;
    if (parts.every((part, i) => fold(words[at + i] ?? "") === fold(part))) longest = parts.length;
  }
  return longest;
}

/** A question in another language, in the English the question reader reads. */
export function questionInEnglish(text: string, table: QuestionWords): string {
  let words = text
    .replace(/^\s*[¿¡]/, "")
    .replace(/[?!]+\s*$/, "")
    // French elides: "combien d'onces" is "combien d' onces", "15 % d'1 km" "15 % d' 1 km".
    .replace(/(^|\s)([dl])['’](?=[\p{L}\d])/giu, "$1$2' ")
    .split(/\s+/)
    .filter((w) => w !== "");
  const lead = phraseAt(words, 0, table.lead);
  if (lead > 0) words = words.slice(lead);
  const tail = words.length - 1;
  if (tail > 0 && phraseAt(words, tail, table.tail ?? []) === 1) words = words.slice(0, tail);
  const out: string[] = [];
  const howMany = phraseAt(words, 0, table.howMany);
  let at = 0;
  if (howMany > 0) {
    out.push("how", "many");
    at = howMany;
  }
  const connectors = howMany > 0 ? table.howManyIn : table.to;
  let joined = false;
  while (at < words.length) {
    const word = words[at] as string;
    const one = phraseAt(words, at, table.one);
    // "una milla", "ein Fuß": one, when a word (not a number) follows.
    if (one > 0 && /^\p{L}/u.test(words[at + one] ?? "")) {
      out.push("one");
      at += one;
      continue;
    }
    // "20 % de 80 kg": a percentage of what follows.
    const of = out.at(-1)?.endsWith("%") ? phraseAt(words, at, table.of ?? []) : 0;
    if (of > 0) {
      out.push("of");
      at += of;
      continue;
    }
    // "5 pies y 8 pulgadas": the parts of a quantity follow each other without it.
    if (at > 0 && phraseAt(words, at, table.and) === 1 && /^\d/.test(words[at + 1] ?? "")) {
      at++;
      continue;
    }
    // Only the first connector joins the quantity to its target: a question has one, and a
    // later "a", "en" or "em" is part of the target's words.
    const connector = at > 0 && !joined ? phraseAt(words, at, connectors) : 0;
    if (connector > 0 && at + connector < words.length) {
      out.push(howMany > 0 ? "in" : "to");
      at += connector;
      joined = true;
      continue;
    }
    out.push(word);
    at++;
  }
  return out.join(" ");
}
