import { convert } from "../../engine/convert.ts";
import { formatNumber } from "../../engine/format.ts";
import { convertGlucose, formatGlucose, type GlucoseUnitCode } from "../../engine/glucose.ts";
import { baseFromCode, convertBase } from "../../engine/number-base.ts";
import { type ApiPage, apiPages } from "./converter-pages.ts";
import { readValue } from "./read-value.ts";

export interface ConvertQuery {
  readonly page?: string;
  readonly from?: string;
  readonly to?: string;
  readonly value?: string;
}

interface Conversion {
  readonly page: string;
  readonly from: string;
  readonly to: string;
  readonly value: number | string;
  /** Full precision (a digit string for number bases). */
  readonly result: number | string;
  /** The text the page shows. */
  readonly display: string;
  /** How an ambiguous value was read: "Read 1,234 as 1234 (comma as thousands separator)". */
  readonly note?: string;
}

export type ConvertAnswer =
  | {
      readonly status: 200;
      readonly body: Conversion;
      /** The answer depends on the request's Accept-Language (read-value.ts). */
      readonly byLanguage?: boolean;
    }
  | { readonly status: 400; readonly body: { readonly error: string } };

/** Longer input is refused before any work: no page needs it, and BigInt work grows with it. */
const MAX_VALUE_LENGTH = 1000;

const fail = (error: string): ConvertAnswer => ({ status: 400, body: { error } });

/**
 * GET /api/convert, as a pure function of its query and the request's Accept-Language header
 * (docs/spec/decisions.md, "Public conversion API"; decision 019 for the value's decimal mark).
 */
export function convertRequest(query: ConvertQuery, acceptLanguage?: string): ConvertAnswer {
  const missing = (["page", "from", "to", "value"] as const).filter((k) => !query[k]?.trim());
  if (missing.length > 0) {
    return fail(`Missing parameter${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}.`);
  }
  const { page: slug = "", from = "", to = "", value = "" } = query;
  if (value.length > MAX_VALUE_LENGTH) {
    return fail(
      `The value is ${value.length} characters long; at most ${MAX_VALUE_LENGTH} are accepted.`,
    );
  }
  const page = apiPages.get(slug);
  if (!page) return fail(`Unknown page '${slug}'. GET /api/units lists the pages and their units.`);
  switch (page.kind) {
    case "units":
      return convertUnits(page, from, to, value, acceptLanguage);
    case "number-base":
      return convertNumberBase(slug, from, to, value);
    case "glucose":
      return convertBloodSugar(slug, from, to, value, acceptLanguage);
  }
}

function unknownUnit(code: string, slug: string): ConvertAnswer {
  return fail(`Unknown unit '${code}' on page '${slug}'. GET /api/units lists its units.`);
}

function notANumber(value: string): ConvertAnswer {
  return fail(`The value '${value}' is not a number.`);
}

function convertUnits(
  page: Extract<ApiPage, { kind: "units" }>,
  from: string,
  to: string,
  value: string,
  acceptLanguage: string | undefined,
): ConvertAnswer {
  const source = page.offer.find(from);
  if (!source) return unknownUnit(from, page.slug);
  const target = page.offer.find(to);
  if (!target) return unknownUnit(to, page.slug);
  const { read, byLanguage } = readValue(value, acceptLanguage);
  if (read === undefined) return notANumber(value);
  const number = read.value;
  const result = convert(number, source.unit, target.unit);
  if (!Number.isFinite(result)) {
    return fail(`${value} ${source.unit.symbol} has no finite value in ${target.unit.symbol}.`);
  }
  const display = formatNumber(
    result,
    page.offer.category.display ? { display: page.offer.category.display } : undefined,
  );
  const body = {
    page: page.slug,
    from: source.code,
    to: target.code,
    value: number,
    result,
    display,
  };
  return answered(body, read.note, byLanguage);
}

function convertNumberBase(slug: string, from: string, to: string, value: string): ConvertAnswer {
  const fromBase = baseFromCode(from);
  if (fromBase === undefined) return unknownUnit(from, slug);
  const toBase = baseFromCode(to);
  if (toBase === undefined) return unknownUnit(to, slug);
  const answer = convertBase(value, fromBase, toBase);
  if (!answer.ok) return fail(answer.error);
  return {
    status: 200,
    body: {
      page: slug,
      from,
      to,
      value: value.trim(),
      result: answer.value,
      display: answer.value,
    },
  };
}

function isGlucoseUnit(code: string): code is GlucoseUnitCode {
  return code === "mgdl" || code === "mmoll";
}

function convertBloodSugar(
  slug: string,
  from: string,
  to: string,
  value: string,
  acceptLanguage: string | undefined,
): ConvertAnswer {
  if (!isGlucoseUnit(from)) return unknownUnit(from, slug);
  if (!isGlucoseUnit(to)) return unknownUnit(to, slug);
  const { read, byLanguage } = readValue(value, acceptLanguage);
  if (read === undefined) return notANumber(value);
  const number = read.value;
  if (number < 0) return fail("A blood glucose reading cannot be negative.");
  const result = convertGlucose(number, from, to);
  const body = { page: slug, from, to, value: number, result, display: formatGlucose(result, to) };
  return answered(body, read.note, byLanguage);
}

/** A 200 answer, with the note on how the value was read when it was ambiguous. */
function answered(body: Conversion, note: string | undefined, byLanguage: boolean): ConvertAnswer {
  return {
    status: 200,
    body: note === undefined ? body : { ...body, note },
    ...(byLanguage ? { byLanguage } : {}),
  };
}
