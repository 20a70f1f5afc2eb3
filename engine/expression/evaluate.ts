import type { Measured, Reason } from "../query/wording.ts";
import type { Choice } from "./candidates.ts";
import {
  type Dimension,
  divide,
  isNumber,
  multiply,
  NONE,
  of,
  power,
  sameDimension,
  withinLimits,
} from "./dimension.ts";
import { readingOf } from "./reading.ts";
import type { Node } from "./syntax.ts";

/**
 * A quantity: its size in SI (the bit for data), what it measures, and whether it is an absolute
 * temperature (a point on a scale, which only a difference or a conversion may take).
 */
export interface Quantity {
  readonly value: number;
  readonly dimension: Dimension;
  /** A temperature on a scale ("20 °C" is 293.15 K from absolute zero), not a difference. */
  readonly absolute: boolean;
  /** A bare percentage ("10%"), which "80 kg + 10%" applies to what it is added to. */
  readonly percent: boolean;
  /** Read from a reciprocal unit (mpg): it converts into the inverse dimension (L/100 km). */
  readonly reciprocal: boolean;
}

/** Why an expression has no value; `retry`: another reading of its units may have one. */
export interface Failure {
  /** Written only for the failure that is shown: a search through readings meets many. */
  readonly why: () => string;
  readonly retry: boolean;
}

export type Evaluated = Quantity | Failure;

export const isFailure = (e: Evaluated): e is Failure => "why" in e;

export interface Context {
  /** The reading chosen for each unit name, by leaf. */
  readonly picks: readonly Choice[];
  /** Mass, length, temperature difference: what a dimension measures. */
  readonly nameOf: (dimension: Dimension) => Measured;
  /** The quantity rounded to a whole number of the unit it is shown in. */
  readonly round: (quantity: Quantity) => number;
  /** Says why there is no answer, in the reader's language (query/wording.ts). */
  readonly say: (reason: Reason) => string;
}

const CONSTANTS = {
  pi: { value: Math.PI, dimension: NONE },
  e: { value: Math.E, dimension: NONE },
  // Standard gravity and the speed of light (SI, exact).
  g0: { value: 9.80665, dimension: of({ m: 1, s: -2 }) },
  c0: { value: 299_792_458, dimension: of({ m: 1, s: -1 }) },
} as const;

/** Exponents beyond this are refused for quantities with units (m^13 is nobody's unit). */
const MAX_POWER = 12;

const plain = (value: number, dimension: Dimension): Quantity => ({
  value,
  dimension,
  absolute: false,
  percent: false,
  reciprocal: false,
});

const retry = (why: () => string): Failure => ({ why, retry: true });
const final = (why: () => string): Failure => ({ why, retry: false });

/** `what` names the expression in a message; it is written only when there is one. */
function checked(q: Quantity, what: () => string, say: Context["say"]): Evaluated {
  if (Number.isNaN(q.value)) return final(() => say({ code: "no-value", text: what() }));
  if (!Number.isFinite(q.value)) return final(() => say({ code: "too-large", text: what() }));
  return q;
}

/** The value of `node` under the readings `context.picks`. Pure; never throws. */
export function evaluate(node: Node, context: Context): Evaluated {
  const text = (n: Node) => readingOf(n, context.picks);
  const named = (q: Quantity): Measured =>
    q.absolute
      ? { kind: "temperature" }
      : isNumber(q.dimension)
        ? { kind: "number" }
        : context.nameOf(q.dimension);
  return value(node, { ...context, text, named });
}

/** The context with the words of messages: made once per evaluation, not once per node. */
interface Scope extends Context {
  readonly text: (n: Node) => string;
  readonly named: (q: Quantity) => Measured;
}

function value(node: Node, context: Scope): Evaluated {
  const { text, named } = context;
  switch (node.kind) {
    case "number":
      return { ...plain(node.value, NONE), percent: node.percent };
    case "constant": {
      const constant = CONSTANTS[node.name];
      return plain(constant.value, constant.dimension);
    }
    case "unit": {
      const pick = context.picks[node.leaf];
      if (!pick) return final(() => "A unit has no reading.");
      if (pick.unit.relation === "affine") {
        return retry(() => context.say({ code: "scale-alone", symbol: pick.unit.symbol }));
      }
      return {
        ...plain(pick.size, pick.dimension),
        reciprocal: pick.unit.relation === "reciprocal",
      };
    }
    case "group":
      return value(node.inner, context);
    case "negate": {
      const arg = value(node.arg, context);
      if (isFailure(arg)) return arg;
      if (arg.absolute)
        return retry(() => context.say({ code: "temperature-negated", text: text(node.arg) }));
      return { ...arg, value: -arg.value + 0 };
    }
    case "product":
      return product(node.factors, context, text);
    case "adjacent": {
      let sum: Quantity | undefined;
      for (const part of node.parts) {
        const q = value(part, context);
        if (isFailure(q)) return q;
        if (sum === undefined) sum = q;
        else {
          if (q.absolute || sum.absolute) {
            return retry(() => context.say({ code: "temperatures-add", text: text(node) }));
          }
          if (!sameDimension(sum.dimension, q.dimension)) {
            const before = sum;
            return retry(() =>
              context.say({
                code: "cannot-add",
                text: text(node),
                first: named(before),
                second: named(q),
              }),
            );
          }
          sum = { ...sum, value: sum.value + q.value, percent: false };
        }
      }
      return sum
        ? checked(sum, () => text(node), context.say)
        : final(() => context.say({ code: "nothing" }));
    }
    case "binary":
      return binary(node, context, text, named);
    case "power":
      return raised(node, context, text, named);
    case "call":
      return call(node, context, text, named);
  }
}

function product(factors: readonly Node[], context: Scope, text: (n: Node) => string): Evaluated {
  const last = factors[factors.length - 1];
  const pick = last?.kind === "unit" ? context.picks[last.leaf] : undefined;
  const numbers = factors.slice(0, -1);
  // "20 °C", "−40 °F", "300 K": an absolute temperature on a scale.
  if (pick?.category.id === "temperature" && numbers.every((f) => f.kind === "number")) {
    const amount = numbers.reduce((n, f) => n * (f.kind === "number" ? f.value : 1), 1);
    const value = (amount + (pick.unit.offset ?? 0)) * pick.unit.factor;
    return { ...plain(value, pick.dimension), absolute: true };
  }
  let result: Quantity = plain(1, NONE);
  for (const factor of factors) {
    const q = value(factor, context);
    if (isFailure(q)) return q;
    if (q.absolute) {
      return retry(() =>
        context.say({ code: "temperature-multiplied", text: text({ kind: "product", factors }) }),
      );
    }
    result = {
      ...plain(result.value * q.value, multiply(result.dimension, q.dimension)),
      reciprocal: result.reciprocal || q.reciprocal,
    };
  }
  if (!withinLimits(result.dimension)) return final(() => context.say({ code: "too-high-power" }));
  return checked(result, () => text({ kind: "product", factors }), context.say);
}

function binary(
  node: Extract<Node, { kind: "binary" }>,
  context: Scope,
  text: (n: Node) => string,
  named: (q: Quantity) => Measured,
): Evaluated {
  const left = value(node.left, context);
  if (isFailure(left)) return left;
  const right = value(node.right, context);
  if (isFailure(right)) return right;
  const whole = () => text(node);
  const reciprocal = left.reciprocal || right.reciprocal;
  switch (node.op) {
    case "+":
    case "-": {
      const sign = node.op === "+" ? 1 : -1;
      // "80 kg + 10%", "500 − 20%": a percentage of what it is added to.
      if (right.percent && !left.percent) {
        if (left.absolute)
          return retry(() => context.say({ code: "temperature-percentage", text: whole() }));
        return checked(
          { ...left, value: left.value * (1 + sign * right.value) },
          whole,
          context.say,
        );
      }
      if (!sameDimension(left.dimension, right.dimension)) {
        return retry(() =>
          context.say({
            code: node.op === "+" ? "cannot-add" : "cannot-subtract",
            text: `${text(node.left)} ${node.op === "+" ? "+" : "−"} ${text(node.right)}`,
            first: named(left),
            second: named(right),
          }),
        );
      }
      if (left.absolute && right.absolute) {
        if (node.op === "+") {
          return retry(() =>
            context.say({
              code: "scale-difference",
              text: whole(),
              left: text(node.left),
              right: text(node.right),
            }),
          );
        }
        // A difference of two temperatures is an interval: 20 °C − 15 °C = 5 K.
        return checked(plain(left.value - right.value, left.dimension), whole, context.say);
      }
      if (right.absolute && node.op === "-") {
        return retry(() => context.say({ code: "temperature-from-difference", text: whole() }));
      }
      const value = left.value + sign * right.value;
      return checked(
        {
          ...plain(value, left.dimension),
          absolute: left.absolute || right.absolute,
          percent: left.percent && right.percent,
          reciprocal,
        },
        whole,
        context.say,
      );
    }
    case "*":
    case "of":
    case "/": {
      if (left.absolute || right.absolute) {
        return retry(() => context.say({ code: "temperature-times", text: whole() }));
      }
      if (node.op === "/" && right.value === 0)
        return final(() => context.say({ code: "division-by-zero", text: whole() }));
      const dimension =
        node.op === "/"
          ? divide(left.dimension, right.dimension)
          : multiply(left.dimension, right.dimension);
      if (!withinLimits(dimension))
        return final(() => context.say({ code: "too-high-power-of", text: whole() }));
      const value = node.op === "/" ? left.value / right.value : left.value * right.value;
      return checked({ ...plain(value, dimension), reciprocal }, whole, context.say);
    }
  }
}

function raised(
  node: Extract<Node, { kind: "power" }>,
  context: Scope,
  text: (n: Node) => string,
  named: (q: Quantity) => Measured,
): Evaluated {
  const base = value(node.base, context);
  if (isFailure(base)) return base;
  const exponent = value(node.exponent, context);
  if (isFailure(exponent)) return exponent;
  const whole = () => text(node);
  if (base.absolute) return retry(() => context.say({ code: "temperature-power", text: whole() }));
  if (!isNumber(exponent.dimension) || exponent.absolute) {
    return final(() =>
      context.say({ code: "exponent-not-number", text: whole(), exponent: named(exponent) }),
    );
  }
  const n = exponent.value;
  if (!isNumber(base.dimension)) {
    if (!Number.isInteger(n) || Math.abs(n) > MAX_POWER) {
      return final(() =>
        context.say({ code: "whole-power", text: whole(), base: named(base), limit: MAX_POWER }),
      );
    }
    const dimension = power(base.dimension, n);
    if (!withinLimits(dimension))
      return final(() => context.say({ code: "too-high-power-of", text: whole() }));
    if (base.value === 0 && n < 0)
      return final(() => context.say({ code: "division-by-zero", text: whole() }));
    return checked(
      { ...plain(base.value ** n, dimension), reciprocal: base.reciprocal },
      whole,
      context.say,
    );
  }
  if (base.value === 0 && n < 0)
    return final(() => context.say({ code: "division-by-zero", text: whole() }));
  if (base.value < 0 && !Number.isInteger(n)) {
    return final(() => context.say({ code: "negative-power", text: whole(), power: n }));
  }
  return checked(plain(base.value ** n, NONE), whole, context.say);
}

function call(
  node: Extract<Node, { kind: "call" }>,
  context: Scope,
  text: (n: Node) => string,
  named: (q: Quantity) => Measured,
): Evaluated {
  const arg = value(node.arg, context);
  if (isFailure(arg)) return arg;
  const whole = () => text(node);
  if (arg.absolute) {
    return retry(() => context.say({ code: "temperature-as-number", text: whole() }));
  }
  const keep = { reciprocal: arg.reciprocal };
  switch (node.name) {
    case "sqrt":
    case "cbrt": {
      const root = node.name === "sqrt" ? 2 : 3;
      if (!arg.dimension.every((x) => x % root === 0)) {
        return retry(() =>
          context.say({
            code: root === 2 ? "no-square-root" : "no-cube-root",
            text: whole(),
            of: named(arg),
          }),
        );
      }
      if (root === 2 && arg.value < 0)
        return final(() => context.say({ code: "negative-square-root", text: whole() }));
      const value = root === 2 ? Math.sqrt(arg.value) : Math.cbrt(arg.value);
      return { ...plain(value, power(arg.dimension, 1 / root)), ...keep };
    }
    case "abs":
      return { ...plain(Math.abs(arg.value), arg.dimension), ...keep };
    case "round":
      return checked({ ...plain(context.round(arg), arg.dimension), ...keep }, whole, context.say);
  }
}
