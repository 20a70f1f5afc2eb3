/**
 * The site's sentences in English, the source every other language's catalogue translates. A
 * `{name}` is filled by `fill` (site/i18n/messages/fill.ts). Adding a sentence is adding it here:
 * every other catalogue then fails to type-check until it has it too.
 */
export const en = {
  "box.no-match": "No unit, currency or converter matches “{query}”.",
  "box.convert-to-what": "Convert {quantity} to what? Add “to” and a unit, or choose a converter.",
  "box.no-rate": "No rate for {from} to {to} is available right now.",
} as const;

export type MessageKey = keyof typeof en;
/** A language's catalogue: every key of the English one, none other. */
export type Messages = Readonly<Record<MessageKey, string>>;
