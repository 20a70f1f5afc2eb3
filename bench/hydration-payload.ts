/**
 * The data a prerendered page hands React Router for hydration, read from its HTML: the inline
 * classic scripts whose text refers to `__reactRouter` (the `window.__reactRouterContext = {...}`
 * script and the `streamController.enqueue("...")` chunks of the loader data), and the strings
 * that data carries. Decoding relies on two things only: each chunk is a JavaScript string literal
 * passed to `enqueue(`, and the chunks joined are lines of JSON (a line may start with a short
 * label before its JSON). Nothing else of React Router's stream format is assumed.
 */
import { isInlineClassic, type Script, scriptsOf, stringValues } from "./page-text.ts";

/** The inline classic scripts React Router reads: their text refers to `__reactRouter`. */
export function hydrationScripts(html: string): Script[] {
  return scriptsOf(html).filter((s) => isInlineClassic(s) && s.text.includes("__reactRouter"));
}

const JSON_ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);

const unicodeEscape = (code: number) => `\\u${code.toString(16).padStart(4, "0")}`;

/**
 * The value of the JavaScript string literal starting at `at` (a `"` or `'`), and the index just
 * past it: the literal is rewritten as a JSON string (JavaScript-only escapes such as `\'`, `\x41`,
 * `\u{1F600}` and line continuations turned into JSON's) and JSON.parse reads that.
 */
export function readStringLiteral(code: string, at: number): { value: string; end: number } {
  const quote = code[at];
  if (quote !== '"' && quote !== "'") throw new Error(`no string literal at ${at}`);
  let json = "";
  let i = at + 1;
  for (;;) {
    const c = code[i];
    if (c === undefined || c === "\n" || c === "\r")
      throw new Error(`unterminated string literal at ${at}`);
    if (c === quote) break;
    if (c === "\\") {
      const e = code[i + 1] ?? "";
      i += 2;
      if (JSON_ESCAPES.has(e)) json += `\\${e}`;
      else if (e === "u" && code[i] === "{") {
        const close = code.indexOf("}", i);
        const units = String.fromCodePoint(Number.parseInt(code.slice(i + 1, close), 16));
        for (let k = 0; k < units.length; k++) json += unicodeEscape(units.charCodeAt(k));
        i = close + 1;
      } else if (e === "u")
        json += "\\u"; // JSON.parse checks the four hex digits
      else if (e === "x") {
        json += unicodeEscape(Number.parseInt(code.slice(i, i + 2), 16));
        i += 2;
      } else if (e === "v") json += "\\u000b";
      else if (e === "0" && !/\d/.test(code[i] ?? "")) json += "\\u0000";
      else if (e === "\r")
        i += code[i] === "\n" ? 1 : 0; // a line continuation adds nothing
      else if (e === "\n" || e === "\u2028" || e === "\u2029") {
        // a line continuation adds nothing
      } else if (/\d/.test(e)) throw new Error(`octal escape in the string literal at ${at}`);
      else json += JSON.stringify(e).slice(1, -1); // `\'`, `\a`: the character itself
      continue;
    }
    json += c === '"' ? '\\"' : c.charCodeAt(0) < 0x20 ? unicodeEscape(c.charCodeAt(0)) : c;
    i++;
  }
  return { value: JSON.parse(`"${json}"`) as string, end: i + 1 };
}

/**
 * The JSON value that starts at `at` in JavaScript source, read up to its matching bracket (string
 * literals inside it skipped), or undefined when it is not JSON (an object literal with bare keys).
 */
function jsonValueAt(code: string, at: number): unknown {
  let depth = 0;
  for (let i = at; i < code.length; i++) {
    const c = code[i];
    if (c === '"') i = readStringLiteral(code, i).end - 1;
    else if (c === "{" || c === "[") depth++;
    else if ((c === "}" || c === "]") && --depth === 0) {
      try {
        return JSON.parse(code.slice(at, i + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** A line of the stream as JSON: the whole line, or from its first bracket (after a label). */
function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    const bracket = line.search(/[[{]/);
    if (bracket > 0) {
      try {
        return JSON.parse(line.slice(bracket));
      } catch {}
    }
    throw new Error(`a line of the hydration stream is not JSON: ${line.slice(0, 80)}`);
  }
}

export interface HydrationData {
  /** The scripts' text as it travels in the HTML, joined by line breaks. */
  readonly source: string;
  readonly scripts: number;
  /** The stream's text: every enqueue'd chunk decoded, in order. */
  readonly stream: string;
  /** Every string value of the decoded data (stream lines and the context object). */
  readonly strings: readonly string[];
}

const ENQUEUE = /\.enqueue\(\s*/g;
const CONTEXT = /__reactRouterContext\s*=\s*(?=[[{])/g;

/** The hydration data of a page: its scripts, their size, and the strings they carry. */
export function readHydrationData(html: string): HydrationData {
  const scripts = hydrationScripts(html);
  const chunks: string[] = [];
  const strings: string[] = [];
  for (const { text } of scripts) {
    for (const m of text.matchAll(ENQUEUE)) {
      const at = (m.index ?? 0) + m[0].length;
      if (text[at] === '"' || text[at] === "'") chunks.push(readStringLiteral(text, at).value);
    }
    for (const m of text.matchAll(CONTEXT)) {
      stringValues(jsonValueAt(text, (m.index ?? 0) + m[0].length), strings);
    }
  }
  const stream = chunks.join("");
  for (const line of stream.split("\n")) {
    if (line.trim() !== "") stringValues(parseLine(line), strings);
  }
  return {
    source: scripts.map((s) => s.text).join("\n"),
    scripts: scripts.length,
    stream,
    strings,
  };
}
