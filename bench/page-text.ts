/**
 * What a page says, read from its HTML the way the browser reads it, for the bench sections that
 * ask where a page's text travels: its scripts (with their attributes), its visible text and the
 * strings of its JSON-LD. A small tokenizer, not a full HTML parser: it knows what React and our
 * build write (quoted attributes, raw-text elements, comments) and the parsing rules that decide
 * what is text and what is not; it does not repair broken markup (html-validity.ts checks that).
 */

export type Token =
  | { readonly kind: "start"; readonly name: string; readonly attrs: ReadonlyMap<string, string> }
  | { readonly kind: "end"; readonly name: string }
  /** Text between tags, as written (entities not decoded); `raw` names its raw-text element. */
  | { readonly kind: "text"; readonly text: string; readonly raw?: string };

/** Elements whose content is text up to their end tag, never markup (the HTML spec's raw text,
 * RCDATA, and noscript as a browser with scripting parses it). */
const RAW_TEXT = new Set([
  "script",
  "style",
  "noscript",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
]);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  shy: "\u00ad",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  micro: "µ",
  middot: "·",
  times: "×",
  divide: "÷",
  plusmn: "±",
  sup2: "²",
  sup3: "³",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
};

/** Character references decoded in one pass (`&amp;lt;` is `&lt;`); unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d+);?|#[xX]([\da-fA-F]+);?|([A-Za-z][A-Za-z\d]*);)/g,
    (whole, dec, hex, name) => {
      if (name !== undefined) return NAMED_ENTITIES[name] ?? whole;
      const code = Number.parseInt(dec ?? hex, dec !== undefined ? 10 : 16);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : "\ufffd";
    },
  );
}

/**
 * A start tag at `at` (which holds `<`), read as the HTML tokenizer does: a name, then attributes
 * whose values may be quoted (and then hold `>`), unquoted or absent, up to the first `>` outside
 * quotes. Undefined when no letter follows the `<` (then the `<` is text).
 */
function readStartTag(
  html: string,
  at: number,
): { name: string; attrs: Map<string, string>; end: number } | undefined {
  if (!/[A-Za-z]/.test(html[at + 1] ?? "")) return undefined;
  let i = at + 1;
  const upTo = (stop: RegExp) => {
    const from = i;
    while (i < html.length && !stop.test(html[i] as string)) i++;
    return html.slice(from, i);
  };
  const name = upTo(/[\s/>]/).toLowerCase();
  const attrs = new Map<string, string>();
  while (i < html.length) {
    upTo(/[^\s/]/);
    if (html[i] === ">" || i >= html.length) break;
    const nameAt = i++; // the first character of a name may be "=" (a parse error, kept as a name)
    upTo(/[\s/>=]/);
    const attr = html.slice(nameAt, i);
    upTo(/\S/);
    let value = "";
    if (html[i] === "=") {
      i++;
      upTo(/\S/);
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        i++;
        value = upTo(quote === '"' ? /"/ : /'/);
        i++;
      } else value = upTo(/[\s>]/);
    }
    const key = attr.toLowerCase();
    if (!attrs.has(key)) attrs.set(key, decodeEntities(value));
  }
  return { name, attrs, end: Math.min(i + 1, html.length) };
}

/** The tokens of a document, in order; comments, doctypes and processing instructions dropped. */
export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const text = (end: number) => {
    if (end > i) tokens.push({ kind: "text", text: html.slice(i, end) });
  };
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) break;
    text(lt);
    i = lt;
    const rest = html.slice(i, i + 4);
    if (rest === "<!--") {
      const close = html.indexOf("-->", i + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    if (rest.startsWith("<!") || rest.startsWith("<?")) {
      const close = html.indexOf(">", i);
      i = close < 0 ? html.length : close + 1;
      continue;
    }
    if (html[i + 1] === "/" && /[A-Za-z]/.test(html[i + 2] ?? "")) {
      const close = html.indexOf(">", i);
      const end = close < 0 ? html.length : close + 1;
      const name = /^<\/([^\s/>]+)/.exec(html.slice(i, end))?.[1] ?? "";
      tokens.push({ kind: "end", name: name.toLowerCase() });
      i = end;
      continue;
    }
    const start = readStartTag(html, i);
    if (!start) {
      // A `<` that opens no tag is text, as in the browser.
      tokens.push({ kind: "text", text: "<" });
      i += 1;
      continue;
    }
    const { name } = start;
    tokens.push({ kind: "start", name, attrs: start.attrs });
    i = start.end;
    if (RAW_TEXT.has(name)) {
      const close = new RegExp(`</${name}(?=[\\s/>])`, "i").exec(html.slice(i));
      const contentEnd = close ? i + close.index : html.length;
      if (contentEnd > i) tokens.push({ kind: "text", text: html.slice(i, contentEnd), raw: name });
      i = contentEnd;
    }
  }
  text(html.length);
  return tokens;
}

export interface Script {
  readonly attrs: ReadonlyMap<string, string>;
  readonly text: string;
}

/** Every `<script>` of the document with its attributes and its text, in document order. */
export function scriptsOf(html: string): Script[] {
  const scripts: Script[] = [];
  const tokens = tokenize(html);
  tokens.forEach((token, i) => {
    if (token.kind !== "start" || token.name !== "script") return;
    const next = tokens[i + 1];
    const text = next?.kind === "text" && next.raw === "script" ? next.text : "";
    scripts.push({ attrs: token.attrs, text });
  });
  return scripts;
}

const CLASSIC_TYPES = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);

/** A script the browser runs as a classic script from its own text (no src, not a module). */
export function isInlineClassic(script: Script): boolean {
  const type = (script.attrs.get("type") ?? "").trim().toLowerCase();
  return !script.attrs.has("src") && CLASSIC_TYPES.has(type);
}

export function isJsonLd(script: Script): boolean {
  return (script.attrs.get("type") ?? "").trim().toLowerCase() === "application/ld+json";
}

/** Every string value of a parsed JSON value, depth first (object keys are not values). */
export function stringValues(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringValues(item, out);
  else if (value !== null && typeof value === "object")
    for (const item of Object.values(value)) stringValues(item, out);
  return out;
}

/** The string values of every JSON-LD block; a block that is not JSON throws (it is a bug). */
export function jsonLdStrings(html: string): string[] {
  return scriptsOf(html)
    .filter(isJsonLd)
    .flatMap((script, i) => {
      try {
        return stringValues(JSON.parse(script.text));
      } catch (error) {
        throw new Error(`JSON-LD block ${i + 1} is not JSON: ${(error as Error).message}`);
      }
    });
}

/** Elements that break a line of text: their tags separate words, inline tags do not. */
const BLOCK = new Set(
  (
    "address article aside blockquote br dd details dialog div dl dt fieldset figcaption figure " +
    "footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody " +
    "td tfoot th thead tr ul body html option select button label input img"
  ).split(" "),
);

/** Elements whose content is never shown: inert templates, and scripts, styles and noscript. */
const HIDDEN = new Set(["template", "script", "style", "noscript"]);

/**
 * The body's visible text: entities decoded, without `<script>`, `<style>`, `<template>` and
 * `<noscript>`, block boundaries as spaces, whitespace collapsed to single spaces.
 */
export function visibleText(html: string): string {
  const tokens = tokenize(html);
  const bodyAt = tokens.findIndex((t) => t.kind === "start" && t.name === "body");
  const parts: string[] = [];
  let hidden = 0;
  for (const token of tokens.slice(bodyAt + 1)) {
    if (token.kind === "text") {
      if (hidden === 0 && (token.raw === undefined || !HIDDEN.has(token.raw)))
        parts.push(decodeEntities(token.text));
      continue;
    }
    // Only templates nest here: the other hidden elements hold raw text, never tags.
    if (token.name === "template") hidden = Math.max(0, hidden + (token.kind === "start" ? 1 : -1));
    if (BLOCK.has(token.name)) parts.push(" ");
  }
  return normalizeSpace(parts.join(""));
}

export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
