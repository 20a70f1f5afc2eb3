/**
 * The case converter (/case, docs/spec/units.md §2.6), Unicode-aware: upper- and lower-casing use
 * the full Unicode mappings (`straße` → `STRASSE`, `ÉTÉ` → `été`), and a "letter" is any \p{L}.
 *
 * Title Case and Sentence case keep the text's spacing and punctuation. The word-joining cases
 * (camelCase, snake_case, kebab-case, CONSTANT_CASE) split words on anything that is not a letter
 * or digit and where a lower-case letter meets an upper-case one (`helloWorld`), or where an
 * acronym meets a capitalised word (`XMLHttp` → `XML`, `Http`), and drop the separators.
 */

export interface TextCase {
  readonly id: string;
  readonly label: string;
  readonly convert: (text: string) => string;
}

const WORD = /\S+/gu;
/** First letter or digit of a word, and what precedes it (an opening quote or bracket). */
const FIRST_ALNUM = /^([^\p{L}\p{N}]*)([\p{L}\p{N}])(.*)$/su;
/** A sentence's first letter or digit: at the start, after . ! ? and a space, after a line break. */
const SENTENCE_START = /(^\s*|[.!?]\s+|\n[^\S\n]*)([^\p{L}\p{N}\s]*)([\p{L}\p{N}])/gu;

export function toUpperCase(text: string): string {
  return text.toUpperCase();
}

export function toLowerCase(text: string): string {
  return text.toLowerCase();
}

/** Title-case form of one character: `ß` → `Ss`, not `SS`. */
function titleChar(ch: string): string {
  const upper = ch.toUpperCase();
  return upper.length > 1 ? upper.charAt(0) + upper.slice(1).toLowerCase() : upper;
}

function capitalize(word: string): string {
  const match = FIRST_ALNUM.exec(word);
  if (!match) return word.toLowerCase();
  const [, before = "", first = "", rest = ""] = match;
  return before + titleChar(first) + rest.toLowerCase();
}

/** Each word's first letter upper-cased and the rest lower-cased; spacing kept. */
export function toTitleCase(text: string): string {
  return text.replace(WORD, capitalize);
}

/**
 * Each sentence's first letter upper-cased (at the start, after `.`, `!` or `?` and a space, and
 * at the start of a line), everything else lower-cased.
 */
export function toSentenceCase(text: string): string {
  return text
    .toLowerCase()
    .replace(
      SENTENCE_START,
      (_m, lead: string, marks: string, first: string) => lead + marks + titleChar(first),
    );
}

/** The words of `text` for the joined cases (see the module comment). */
export function splitWords(text: string): string[] {
  return text
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => word !== "");
}

/** First word lower-cased, each later word capitalised, separators removed: `helloWorld`. */
export function toCamelCase(text: string): string {
  return splitWords(text)
    .map((word, i) => (i === 0 ? word.toLowerCase() : capitalize(word)))
    .join("");
}

export function toSnakeCase(text: string): string {
  return splitWords(text).join("_").toLowerCase();
}

export function toKebabCase(text: string): string {
  return splitWords(text).join("-").toLowerCase();
}

export function toConstantCase(text: string): string {
  return splitWords(text).join("_").toUpperCase();
}

/** Every case the /case page shows, in its order: the four specified, then the others. */
export const textCases: readonly TextCase[] = [
  { id: "upper", label: "UPPER CASE", convert: toUpperCase },
  { id: "lower", label: "lower case", convert: toLowerCase },
  { id: "title", label: "Title Case", convert: toTitleCase },
  { id: "camel", label: "camelCase", convert: toCamelCase },
  { id: "sentence", label: "Sentence case", convert: toSentenceCase },
  { id: "snake", label: "snake_case", convert: toSnakeCase },
  { id: "kebab", label: "kebab-case", convert: toKebabCase },
  { id: "constant", label: "CONSTANT_CASE", convert: toConstantCase },
];
