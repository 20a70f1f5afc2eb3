/**
 * An expression as read, before its units are chosen: numbers, unit names (leaves, numbered in
 * the order typed, resolved later against the catalog), constants, functions and operators.
 */

export type FunctionName = "sqrt" | "cbrt" | "abs" | "round";
export type ConstantName = "pi" | "e" | "g0" | "c0";

export type Node =
  | {
      readonly kind: "number";
      readonly value: number;
      /** Typed with `%` ("20%"): `value` is already divided by 100. */
      readonly percent: boolean;
      /** A number word as typed ("half", "dozen"), for the reading. */
      readonly word?: string;
    }
  | { readonly kind: "unit"; readonly leaf: number }
  | { readonly kind: "constant"; readonly name: ConstantName }
  | { readonly kind: "call"; readonly name: FunctionName; readonly arg: Node }
  | { readonly kind: "negate"; readonly arg: Node }
  | {
      readonly kind: "binary";
      /** `of`: "20% of 80 kg", a product. */
      readonly op: "+" | "-" | "*" | "/" | "of";
      readonly left: Node;
      readonly right: Node;
    }
  /** Implicit multiplication: "2 h", "kW h", "N m". */
  | { readonly kind: "product"; readonly factors: readonly Node[] }
  /** Adjacent quantities that add: "5 ft 3 in", "1 h 30 min". */
  | { readonly kind: "adjacent"; readonly parts: readonly Node[] }
  | { readonly kind: "power"; readonly base: Node; readonly exponent: Node }
  | { readonly kind: "group"; readonly inner: Node };

/** Where a unit name stands, which decides what it may mean. */
export type Position =
  /** Right after a number, the whole of a quantity ("20 °C"): an offset scale may stand here. */
  | "literal"
  /** Anywhere else inside an expression: a factor of a product ("J/°C", "kW h"). */
  | "factor"
  /** The whole of a conversion's target ("to °F"). */
  | "target";

export interface Leaf {
  /** The unit's text as typed: "km/h", "miles per hour". */
  readonly text: string;
  readonly position: Position;
}
