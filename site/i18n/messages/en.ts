/**
 * The site's sentences in English, the source every other language's catalogue translates. A
 * `{name}` is filled by `fill` (site/i18n/messages/fill.ts). Adding a sentence is adding it here:
 * every other catalogue then fails to type-check until it has it too.
 */
export const en = {
  "box.no-match": "No unit, currency or converter matches “{query}”.",
  "box.convert-to-what": "Convert {quantity} to what? Add “to” and a unit, or choose a converter.",
  "box.no-rate": "No rate for {from} to {to} is available right now.",
  // The next two are what engine/query/wording.ts says in English; the other languages' answers
  // say their translations, with the units' and quantities' names in that language.
  "box.read-as": "Read “{text}” as {unit} ({quantity}).",
  "box.mismatch":
    "{units} measure {quantity}, {other} measure {otherQuantity}: one cannot be converted into the other.",
} as const;

export type MessageKey = keyof typeof en;
/** A language's catalogue: every key of the English one, none other. */
export type Messages = Readonly<Record<MessageKey, string>>;
