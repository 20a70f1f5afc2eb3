/**
 * What the size readers (ring-size-question.ts, shoe-size-question.ts) do to a question before
 * their words' patterns read it, and to their words' sentences after: the same in every language,
 * so that a language's words are patterns and sentences only.
 */

/**
 * A question as the patterns read it: small letters, no accents ("Tamaño" and "tamano" alike, as
 * people type either), one space between words, no opening "¿" or "¡", and a typographic
 * apostrophe as a straight one. "ß" and "½" stay as typed.
 */
export function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[¿¡]/g, "")
    .replace(/’/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** A sentence of a language's words with its `{name}`s filled from `values`. */
export function filled(sentence: string, values: Readonly<Record<string, string>>): string {
  return sentence.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
