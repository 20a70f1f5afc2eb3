import { formatNumber } from "../format.ts";
import type { Choice } from "./candidates.ts";
import type { Node } from "./syntax.ts";

/**
 * How an expression was read, written back with explicit operators and the units' symbols:
 * "15 km/h * 30 min" reads "(15 km/h) × (30 min)", "20% of 80 kg" reads "20% of (80 kg)".
 */

const CONSTANTS = { pi: "π", e: "e", g0: "g0", c0: "c0" } as const;
const OPERATORS = { "+": "+", "-": "−", "*": "×", "/": "/", of: "of" } as const;
const SUPERSCRIPTS: Readonly<Record<string, string>> = { "2": "²", "3": "³", "-1": "⁻¹" };

/** Nodes written without parentheses where they stand as an operand. */
function isAtom(node: Node): boolean {
  return (
    node.kind === "number" ||
    node.kind === "unit" ||
    node.kind === "constant" ||
    node.kind === "call" ||
    node.kind === "group" ||
    node.kind === "power"
  );
}

/** A number as written in a reading: the site's display digits. */
function numberText(value: number): string {
  return formatNumber(value).replace(/^-/, "−");
}

/** How tightly a binary operator binds (parse.ts): `/` above `*` and `of`, above `+` and `-`. */
const BINDING = { "+": 1, "-": 1, "*": 2, of: 2, "/": 3 } as const;

export function readingOf(node: Node, picks: readonly Choice[]): string {
  const operand = (n: Node) => (isAtom(n) ? readingOf(n, picks) : `(${readingOf(n, picks)})`);
  /** A binary operator's operand: parenthesised only where the reading would change without. */
  const side = (n: Node, parent: number, right: boolean) => {
    if (n.kind !== "binary") return operand(n);
    const own = BINDING[n.op];
    const bare = right ? own > parent : own >= parent;
    return bare ? readingOf(n, picks) : `(${readingOf(n, picks)})`;
  };
  switch (node.kind) {
    case "number":
      if (node.word) return node.word;
      return node.percent ? `${numberText(node.value * 100)}%` : numberText(node.value);
    case "unit":
      return picks[node.leaf]?.unit.symbol ?? "?";
    case "constant":
      return CONSTANTS[node.name];
    case "call":
      return `${node.name}(${readingOf(node.arg, picks)})`;
    case "group":
      return `(${readingOf(node.inner, picks)})`;
    case "negate":
      return `−${operand(node.arg)}`;
    case "binary":
      return `${side(node.left, BINDING[node.op], false)} ${OPERATORS[node.op]} ${side(node.right, BINDING[node.op], true)}`;
    case "product":
      return node.factors
        .map((f, i) => {
          const text = operand(f);
          const previous = node.factors[i - 1];
          if (!previous) return text;
          // "15 km/h", "kW·h": a space after a number, a dot between units.
          return previous.kind === "number" ? ` ${text}` : `·${text}`;
        })
        .join("");
    case "adjacent":
      return node.parts.map((part) => readingOf(part, picks)).join(" ");
    case "power": {
      const exponent = node.exponent;
      // m², (2 m)³; a tower of powers keeps its carets: 2^2^2.
      const plainBase = node.base.kind === "unit" || node.base.kind === "group";
      const written =
        plainBase && exponent.kind === "number" && !exponent.percent
          ? SUPERSCRIPTS[String(exponent.value)]
          : undefined;
      return written
        ? `${operand(node.base)}${written}`
        : `${operand(node.base)}^${operand(exponent)}`;
    }
  }
}
