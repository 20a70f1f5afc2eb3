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
  // The contact API's answers (server/contact/): the form shows them as they are.
  // How a number was read, the calculator's reasons and the glucose note: what
  // engine/query/wording.ts says in English, and the other languages' answers in theirs.
  "box.number-as-decimal": "Read {typed} as {read} ({mark} as decimal mark)",
  "box.number-as-thousands": "Read {typed} as {read} ({mark} as thousands separator)",
  "box.mark-comma": "comma",
  "box.mark-point": "point",
  "box.glucose": "Read as blood glucose: 1 mmol/L is {factor} mg/dL (glucose, {molar} g/mol).",
  "calc.convert-to-what": "Convert to what?",
  "calc.empty": "There is nothing to calculate.",
  "calc.nothing": "Nothing to calculate.",
  "calc.cannot-calculate": "That cannot be calculated.",
  "calc.too-high-power": "Those units multiply to too high a power.",
  "calc.ends-too-soon": "The calculation ends too soon.",
  "calc.no-rate": "No rate for {currency} is available right now.",
  "calc.too-long-characters": "That is too long to calculate (over {limit} characters).",
  "calc.too-long-parts": "That is too long to calculate (over {limit} parts).",
  "calc.too-deep": "That is nested too deeply to calculate (over {limit} levels).",
  "calc.not-understood": "“{text}” is not understood here.",
  "calc.not-a-unit": "“{text}” is not a unit.",
  "calc.not-a-number": "“{text}” is not a number.",
  "calc.no-meaning": "“{text}” has no meaning in a calculation.",
  "calc.cannot-stand-there": "“{text}” cannot stand there.",
  "calc.division-by-zero": "{text}: division by zero.",
  "calc.too-high-power-of": "{text}: the units multiply to too high a power.",
  "calc.negative-square-root": "{text}: a negative number has no square root.",
  "calc.temperature-power": "{text}: a temperature on a scale cannot be raised to a power.",
  "calc.temperature-percentage": "{text}: a percentage of a temperature on a scale has no meaning.",
  "calc.temperature-from-difference":
    "{text}: a temperature on a scale cannot be subtracted from a difference.",
  "calc.temperature-multiplied": "{text}: a temperature on a scale cannot be multiplied.",
  "calc.temperatures-add": "{text}: temperatures on a scale do not add up.",
  "calc.temperature-negated": "−({text}): a temperature on a scale cannot be negated.",
  "calc.temperature-as-number":
    "{text}: a temperature on a scale cannot be taken as a number; use a difference in K.",
  "calc.temperature-times":
    "{text}: a temperature on a scale cannot be multiplied or divided; use a difference in K.",
  "calc.no-value": "{text} has no value.",
  "calc.too-large": "{text} is too large to calculate.",
  "calc.not-a-target": "“{text}” is not a unit to convert into.",
  "calc.target-zero": "{text} is zero: division by zero.",
  "calc.reciprocal-of-zero": "{text} is zero: its reciprocal is infinite.",
  "calc.compound-order": "{text}: a compound's units go from the largest to the smallest.",
  "calc.scale-alone":
    "{symbol} is a temperature scale: write a temperature (20 {symbol}) or a difference in K.",
  "calc.cannot-add": "{text}: {first} and {second} cannot be added.",
  "calc.cannot-subtract": "{text}: {first} and {second} cannot be subtracted.",
  "calc.scale-difference":
    "{text}: temperatures on a scale cannot be added; their difference can ({left} − {right}).",
  "calc.exponent-not-number": "{text}: an exponent is a plain number, not {exponent}.",
  "calc.whole-power": "{text}: {base} can be raised only to a whole power up to {limit}.",
  "calc.negative-power": "{text}: a negative number has no real power {power}.",
  "calc.no-square-root": "{text}: {of} has no square root among units.",
  "calc.no-cube-root": "{text}: {of} has no cube root among units.",
  "calc.measures-other":
    "{text} ({measured}) and {target} ({dimension}) cannot be converted into each other.",
  "calc.temperature-not":
    "{text} (a temperature) and {target} ({dimension}) cannot be converted into each other.",
  "calc.not-on-scale": "{text} is not a temperature on a scale; {symbol} is one.",
  "calc.compound-kinds":
    "{text}: {target} cannot be a compound of temperatures or reciprocal units.",
  "calc.named-money": "money",
  "calc.named-dimension": "a quantity in {symbol}",
  "calc.named-temperature": "a temperature",
  "calc.named-number": "a number",
  "contact.too-large": "The message is too large: at most {kb} KB.",
  "contact.not-json": "Send the message as JSON (Content-Type: application/json).",
  "contact.bad-json": "The request body is not valid JSON.",
  "contact.unreadable": "The request body could not be read.",
  "contact.not-object":
    "The request body must be a JSON object with name, email, subject and message.",
  "contact.ask-name": "Please enter your name.",
  "contact.ask-email": "Please enter your e-mail address.",
  "contact.ask-subject": "Please enter a subject.",
  "contact.ask-message": "Please write a message.",
  "contact.the-name": "Your name",
  "contact.the-email": "Your e-mail address",
  "contact.the-subject": "The subject",
  "contact.the-message": "Your message",
  "contact.not-text": "{field} must be text.",
  "contact.too-long": "{field} is too long: {count} characters, at most {limit} are accepted.",
  "contact.one-line": "{field} must fit on one line.",
  "contact.bad-characters": "{field} contains characters that cannot be sent.",
  "contact.bad-email": "Please enter a valid e-mail address, like name@example.com.",
  "contact.wait-minute": "Too many messages from your address; please try again in 1 minute.",
  "contact.wait-minutes":
    "Too many messages from your address; please try again in {minutes} minutes.",
  "contact.not-saved": "Your message could not be saved. Please try again in a minute.",
} as const;

export type MessageKey = keyof typeof en;
/** A language's catalogue: every key of the English one, none other. */
export type Messages = Readonly<Record<MessageKey, string>>;
