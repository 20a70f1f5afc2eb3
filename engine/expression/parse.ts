import type { Reason } from "../query/wording.ts";
import type { FunctionName, Leaf, Node } from "./syntax.ts";
import type { Token } from "./tokens.ts";
import { CONSTANTS, FUNCTIONS, KEYWORDS, NUMBER_WORDS } from "./words.ts";

/**
 * Reads tokens as an expression. Precedence follows numbat's, from the tightest
 * (https://numbat.dev/doc/operations.html, "Operations and precedence"):
 *
 *   postfix powers (m², s⁻¹) > `^` (right-associative) > implicit multiplication ("2 h", "kW h")
 *   > unary minus > `per` > `/` `÷` > `*` `×` `·` (and `of`) > `+` `-` > conversion (`to`, `->`)
 *
 * so "50 cm / 2 m" is 50 cm / (2 m) and "100 km / 2 h" is 50 km/h; "−2²" is −4. Two departures,
 * both for what people type in a search box: adjacent quantities add ("5 ft 3 in", "1 h 30 min":
 * a number after a unit starts a new quantity, as the box reads today), and `+` and `-` are one
 * level, left to right (numbat puts `-` above `+`; the sums are the same, and "80 kg + 10% − 5%"
 * then applies the percentages in the order typed). A minus before a number belongs to it, so that
 * "−40 °C" is −40 degrees rather than the negation of 233.15 K.
 *
 * Bounded: at most MAX_DEPTH nested parentheses, powers, functions or signs.
 */

const MAX_DEPTH = 30;

/** Words that a unit's name continues with after a degree sign: "° C", "deg F". */
const DEGREE = /^(?:°|deg|degrees?)$/i;
/** Tokens one unit's name may span: "miles per hour", "kg/m^3", "L/100 km". */
const MAX_RUN = 7;

class ParseError extends Error {
  constructor(readonly reason: Reason) {
    super(reason.code);
  }
}

/**
 * Whether a text names a unit. `several`: the text is a run of pieces ("km/h", "sq ft"), which
 * must name its unit as typed (case and all: "s/m" is not the siemens per meter) unless it is in
 * words ("miles per hour"). `exactly`: as one of the unit's own names, joiners and all; a run
 * joined by a middle dot must name a unit so ("N·m", "kW·h"): the lexicon's keys drop the dot,
 * and "m·s" is not the millisecond.
 */
export type Knows = (text: string, several: boolean, exactly: boolean) => boolean;

export interface Parsed {
  readonly node: Node;
  readonly leaves: readonly Leaf[];
}

/**
 * Parses `tokens` (a slice of `source`) as one expression. `knows` says whether a text names a
 * unit. Leaves are numbered from `firstLeaf`. A message when it is not an expression; never throws.
 */
export function parse(
  tokens: readonly Token[],
  source: string,
  knows: Knows,
): Parsed | { readonly error: Reason } {
  const parser = new Parser(tokens, source, knows);
  try {
    const node = parser.sum();
    if (parser.at < tokens.length) parser.fail(parser.at);
    return { node, leaves: parser.leaves };
  } catch (error) {
    if (error instanceof ParseError) return { error: error.reason };
    throw error;
  }
}

class Parser {
  at = 0;
  depth = 0;
  readonly leaves: Leaf[] = [];

  constructor(
    private readonly tokens: readonly Token[],
    private readonly source: string,
    private readonly knows: Knows,
  ) {}

  fail(at: number): never {
    const token = this.tokens[at];
    if (!token) throw new ParseError({ code: "ends-too-soon" });
    const text = this.source.slice(token.start, token.end);
    throw new ParseError({ code: "not-understood", text });
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }

  private isOp(op: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token?.kind === "op" && token.op === op;
  }

  private isWord(word: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token?.kind === "word" && token.text.toLowerCase() === word;
  }

  private nested<T>(read: () => T): T {
    if (++this.depth > MAX_DEPTH) {
      throw new ParseError({ code: "too-deep", limit: MAX_DEPTH });
    }
    const value = read();
    this.depth--;
    return value;
  }

  sum(): Node {
    return this.nested(() => {
      let left = this.product();
      for (;;) {
        const op = this.isOp("+") ? "+" : this.isOp("-") ? "-" : undefined;
        if (!op) return left;
        this.at++;
        left = { kind: "binary", op, left, right: this.product() };
      }
    });
  }

  private product(): Node {
    let left = this.quotient();
    for (;;) {
      const op = this.isOp("*") ? "*" : this.isWord("of") ? "of" : undefined;
      if (!op) return left;
      this.at++;
      left = { kind: "binary", op, left, right: this.quotient() };
    }
  }

  private quotient(): Node {
    let left = this.per();
    while (this.isOp("/")) {
      this.at++;
      left = { kind: "binary", op: "/", left, right: this.per() };
    }
    return left;
  }

  private per(): Node {
    let left = this.unary();
    while (this.isWord("per")) {
      this.at++;
      left = { kind: "binary", op: "/", left, right: this.unary() };
    }
    return left;
  }

  private unary(): Node {
    if (this.isOp("+")) {
      this.at++;
      return this.nested(() => this.unary());
    }
    if (this.isOp("-")) {
      const next = this.peek(1);
      // A minus before a number is its sign, unless the number is raised to a power: −2² is −4.
      if (next?.kind === "number" && !this.isOp("^", 2) && this.peek(2)?.kind !== "sup") {
        this.at++;
        return this.juxtaposition(true);
      }
      this.at++;
      return this.nested(() => ({ kind: "negate", arg: this.unary() }));
    }
    return this.juxtaposition();
  }

  /** Implicit products, and adjacent quantities that add: "5 ft 3 in". */
  private juxtaposition(negative = false): Node {
    const parts: Node[][] = [];
    let factors: Node[] = [];
    let hasUnit = false;
    let units: number[] = [];
    const close = () => {
      const [only] = units;
      // A unit right after its number(s) is the whole of a quantity: "20 °C", "half a mile".
      const literal =
        units.length === 1 &&
        factors[factors.length - 1]?.kind === "unit" &&
        factors.slice(0, -1).every((f) => f.kind === "number" && !f.percent);
      if (only !== undefined && literal && factors.length > 1) {
        this.leaves[only] = { ...(this.leaves[only] as Leaf), position: "literal" };
      }
      parts.push(factors);
    };
    while (this.startsPrimary()) {
      const startsWithNumber = this.peek()?.kind === "number";
      if (startsWithNumber && hasUnit) {
        close();
        factors = [];
        units = [];
        hasUnit = false;
      }
      const before = this.leaves.length;
      const factor = this.power();
      const signed = negative && parts.length === 0 && factors.length === 0;
      factors.push(
        signed && factor.kind === "number" ? { ...factor, value: -factor.value } : factor,
      );
      if (this.leaves.length > before) {
        hasUnit = true;
        units.push(...Array.from({ length: this.leaves.length - before }, (_, k) => before + k));
      }
    }
    if (factors.length === 0) this.fail(this.at);
    close();
    const nodes = parts.map(
      (f): Node => (f.length === 1 ? (f[0] as Node) : { kind: "product", factors: f }),
    );
    return nodes.length === 1 ? (nodes[0] as Node) : { kind: "adjacent", parts: nodes };
  }

  private startsPrimary(): boolean {
    const token = this.peek();
    if (!token) return false;
    if (token.kind === "number") return true;
    if (token.kind === "op") {
      if (token.op === "(") return true;
      // A signed number after a unit starts the next quantity only when written against it.
      return false;
    }
    if (token.kind === "word") return !KEYWORDS.has(token.text.toLowerCase());
    return false;
  }

  private power(): Node {
    let base = this.postfix();
    if (this.isOp("^")) {
      this.at++;
      const exponent = this.nested(() => this.exponent());
      base = { kind: "power", base, exponent };
    }
    return base;
  }

  private exponent(): Node {
    if (this.isOp("-")) {
      this.at++;
      return { kind: "negate", arg: this.exponent() };
    }
    if (this.isOp("+")) {
      this.at++;
      return this.exponent();
    }
    return this.power();
  }

  private postfix(): Node {
    let node = this.primary();
    for (let token = this.peek(); token?.kind === "sup"; token = this.peek()) {
      this.at++;
      node = {
        kind: "power",
        base: node,
        exponent: { kind: "number", value: token.power, percent: false },
      };
    }
    return node;
  }

  private primary(): Node {
    const token = this.peek();
    if (!token) this.fail(this.at);
    if (token.kind === "number") {
      this.at++;
      const percent = this.isOp("%");
      if (percent) this.at++;
      return { kind: "number", value: percent ? token.value / 100 : token.value, percent };
    }
    if (token.kind === "op" && token.op === "(") {
      this.at++;
      const inner = this.nested(() => this.sum());
      if (!this.isOp(")")) this.fail(this.at);
      this.at++;
      return { kind: "group", inner };
    }
    if (token.kind !== "word") this.fail(this.at);
    const word = token.text.toLowerCase();
    if (FUNCTIONS.has(word) && this.isOp("(", 1)) {
      this.at += 2;
      const arg = this.nested(() => this.sum());
      if (!this.isOp(")")) this.fail(this.at);
      this.at++;
      return { kind: "call", name: word as FunctionName, arg };
    }
    const previous = this.tokens[this.at - 1];
    const afterDigits = previous?.kind === "number";
    const afterNumber =
      afterDigits || (previous?.kind === "word" && NUMBER_WORDS.has(previous.text.toLowerCase()));
    const next = this.peek(1);
    const number = NUMBER_WORDS.get(word);
    // "a pound", "half a mile": `a` is one only before a unit, and never after a number ("3 a").
    if (number !== undefined && (word.length > 2 || (!afterDigits && next?.kind === "word"))) {
      this.at++;
      return { kind: "number", value: number, percent: false, word: token.text };
    }
    const constant = CONSTANTS.get(token.text) ?? CONSTANTS.get(word);
    // `e` is Euler's number only where no unit reading applies: "3 e" is three elementary charges.
    if (
      constant &&
      !(constant === "e" && afterNumber) &&
      !(constant !== "pi" && constant !== "e" && this.knows(token.text, false, false))
    ) {
      this.at++;
      return { kind: "constant", name: constant };
    }
    return this.unit();
  }

  /** The longest run of tokens from here that names one unit: "km/h", "miles per hour". */
  private unit(): Node {
    let best: number | undefined;
    for (let end = this.at + 1; end <= Math.min(this.tokens.length, this.at + MAX_RUN); end++) {
      if (!this.canRun(end)) break;
      const last = this.tokens[end - 1] as Token;
      const first = this.tokens[this.at] as Token;
      const endsWell = last.kind === "word" || last.kind === "sup" || last.kind === "number";
      const text = this.source.slice(first.start, last.end);
      // "kg/s³" is kg per cubic second, not the cube of kg/s: a power after a quotient's name
      // belongs to its last unit.
      const next = this.tokens[end];
      const powered = next?.kind === "sup" || (next?.kind === "op" && next.op === "^");
      if (powered && /[/]|\bper\b/i.test(text)) continue;
      if (
        endsWell &&
        !this.isKeyword(last) &&
        this.knows(text, end - this.at > 1, /[·⋅]/.test(text))
      ) {
        best = end;
      }
    }
    if (best === undefined) {
      const token = this.tokens[this.at] as Token;
      throw new ParseError({
        code: "not-a-unit",
        text: this.source.slice(token.start, token.end),
      });
    }
    const first = this.tokens[this.at] as Token;
    const last = this.tokens[best - 1] as Token;
    this.at = best;
    this.leaves.push({ text: this.source.slice(first.start, last.end), position: "factor" });
    return { kind: "unit", leaf: this.leaves.length - 1 };
  }

  private isKeyword(token: Token): boolean {
    return token.kind === "word" && KEYWORDS.has(token.text.toLowerCase());
  }

  /** Whether token `end - 1` may continue the unit's name that starts at `this.at`. */
  private canRun(end: number): boolean {
    const index = end - 1;
    if (index === this.at) return true;
    const token = this.tokens[index] as Token;
    const previous = this.tokens[index - 1] as Token;
    const gap = this.source.slice(previous.end, token.start);
    const spaced = gap.trim() === "" && gap !== "";
    switch (token.kind) {
      case "sup":
        return !spaced;
      case "number":
        // "m^2", "L/100km", "L/100 km"; not "km / 100".
        return !spaced && previous.kind === "op" && (previous.op === "^" || previous.op === "/");
      case "op": {
        const typed = this.source.slice(token.start, token.end);
        if (token.op === "/" || token.op === "^") return true;
        // "N·m" names the newton meter; "N * m" stays a product.
        return token.op === "*" && !spaced && (typed === "·" || typed === "⋅");
      }
      case "word": {
        const word = token.text.toLowerCase();
        if (word === "per") return true;
        if (KEYWORDS.has(word) || FUNCTIONS.has(word)) return false;
        if (!spaced) return true;
        // "L/100 km"
        if (previous.kind === "number") return true;
        if (previous.kind !== "word") return false;
        if (DEGREE.test(previous.text) || previous.text.toLowerCase() === "per") return true;
        // "square feet", "fluid ounces", "kilowatt hours"; not "m in" (the minute) or "kW h".
        return word !== "in" && token.text.length >= 2 && previous.text.length >= 2;
      }
    }
  }
}
