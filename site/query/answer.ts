import { roundToScale } from "../../engine/convert.ts";
import type { MoneyRates } from "../../engine/expression/money.ts";
import { formatNumber } from "../../engine/format.ts";
import type { DecimalMark } from "../../engine/quantity/number.ts";
import { type Answer, type Outcome, readQuestion } from "../../engine/query/question.ts";
import { questionInEnglish } from "../../engine/query/question-words.ts";
import type { Resolved } from "../../engine/query/resolve.ts";
import { fill } from "../i18n/messages/fill.ts";
import { spellNumbers } from "../i18n/numbers.ts";
import { moneyPath } from "../money/money-path.ts";
import { ENGLISH_ORIGIN } from "../money/origin-english.ts";
import { originText } from "../money/origin-text.ts";
import { rateBetween } from "../money/rate-between.ts";
import type { RateOrigin, RatesAnswer } from "../money/rates-answer.ts";
import { searchable } from "../units/search.ts";
import type { ToolReadings } from "./tool-answers.ts";
import type { AnswerSide, QueryAnswer, QueryResult, Suggestion } from "./types.ts";
import { CRYPTO_PAGE, CURRENCY, CURRENCY_PAGE, type World, type WorldPage } from "./world.ts";

/**
 * Live rates as the rate service gives them: units of each code per 1 `base`, where each comes
 * from, and the sources' dates.
 */
export type QueryRates = Pick<RatesAnswer, "base" | "rates" | "sources" | "origins">;

/** The rates of the rate service's answer, as a question in money uses them. */
export function queryRatesFrom(answer: RatesAnswer): QueryRates {
  const { base, rates, sources, origins } = answer;
  return { base, rates, sources, ...(origins ? { origins } : {}) };
}

/**
 * Where the rate between two codes comes from, from the rates of another base: the base's own
 * rate of one of them, else both crossed through the base.
 */
function originBetween(rates: QueryRates, from: string, to: string): RateOrigin | undefined {
  const origins = rates.origins ?? {};
  if (from === rates.base) return origins[to];
  if (to === rates.base) return origins[from];
  const a = origins[from];
  const b = origins[to];
  if (!a || !b) return undefined;
  const by = [...a.by];
  for (const publisher of b.by) {
    if (!by.some((p) => JSON.stringify(p) === JSON.stringify(publisher))) by.push(publisher);
  }
  const through = new Set([...(a.through ?? []), ...(b.through ?? []), rates.base]);
  through.delete(from);
  through.delete(to);
  return { by, through: [...through].sort() };
}

/** "the ECB reference rates of 2026-11-24": what an answer says without the rate's own origin. */
function datedSources({ sources }: QueryRates, coins: boolean): string {
  if (coins) {
    return `crypto prices of ${sources.crypto?.at.replace("T", " ").slice(0, 16) ?? "an unknown time"} UTC`;
  }
  const date = sources.fiat?.date ?? sources.fx?.date;
  return `the reference rates of ${date ?? "an unknown date"}`;
}

export interface AnswerOptions {
  /** How an ambiguous `1,234` is read: the reader's decimal mark. */
  readonly decimal: DecimalMark;
  readonly rates?: QueryRates;
  /**
   * The tools' readers (site/query/tool-answers.ts: ring and shoe sizes, cooking, times, dates),
   * asked before the units; without them a question is read as units only. The browser's box
   * loads them when a question may be one of theirs (app/components/search/answerer.ts).
   */
  readonly tools?: ToolReadings;
}

/** At most this many suggestions: a list to choose from at a glance. */
const MAX_SUGGESTIONS = 8;

/**
 * The category pages that offer a unit, the category's own first (/torque before /moment-force
 * for N·m), then in catalog order.
 */
function pagesOffering(world: World, resolved: Resolved): WorldPage[] {
  const { id } = resolved.category;
  return world.pages
    .filter((p) => !p.pair && p.category === id && p.codes?.has(resolved.unit.code))
    .sort((a, b) => Number(b.id === `/${id}`) - Number(a.id === `/${id}`));
}

/** The pair page of exactly these two units (/cm-to-in for cm → in), if there is one. */
function pairPage(world: World, from: Resolved, to: Resolved): WorldPage | undefined {
  return world.pages.find((p) => {
    if (!p.pair || p.category !== from.category.id || to.category !== from.category) return false;
    const [a, b] = [...(p.codes?.keys() ?? [])];
    return a === from.unit.code && b === to.unit.code;
  });
}

/** A unit's label in the world's language: its own, in English or where none is written. */
function labelOf(world: World, { category, unit }: Resolved): string {
  return world.labels?.[`${category.id}:${unit.code}`]?.[0] ?? unit.label;
}

function side(world: World, page: WorldPage, resolved: Resolved): AnswerSide {
  return {
    page: page.id.slice(1),
    code: page.codes?.get(resolved.unit.code) ?? resolved.unit.code,
    label: labelOf(world, resolved),
  };
}

/** A number as an address carries it: plain digits the converter fields read. */
function addressValue(value: number): string {
  // 15 significant digits, the precision conversions keep: "5 ft 4 in" is 5.33333333333333 ft,
  // so the page computes the answer the box showed, not one rounded to its display.
  return String(roundToScale(value));
}

function converterPath(
  page: WorldPage,
  value: number | undefined,
  from: string,
  to?: string,
): string {
  const query = new URLSearchParams();
  if (value !== undefined) query.set("v", addressValue(value));
  query.set("from", from);
  if (to) query.set("to", to);
  return `${page.path}?${query}`;
}

function moneyAnswer(
  world: World,
  answer: Answer,
  rates: QueryRates | undefined,
): { answer: QueryAnswer | null; message: string } {
  const from = answer.from.unit.code;
  const to = answer.to.unit.code;
  const rate = rates && rateBetween(rates, from, to);
  if (!rates || !rate) {
    return { answer: null, message: fill(world.messages["box.no-rate"], { from, to }) };
  }
  // Without the noise of the division (15 significant digits), as unit answers are.
  const result = roundToScale(answer.value * rate);
  const decimals = (code: string) => (world.coins.has(code) ? 8 : 2);
  const shown = (value: number, code: string) =>
    `${formatNumber(value, { decimals: decimals(code) })} ${code}`;
  const coins = world.coins.has(from) || world.coins.has(to);
  // Both converters offer every currency and coin: a coin opens the one with eight decimals.
  const path = coins ? CRYPTO_PAGE : CURRENCY_PAGE;
  const origin = originBetween(rates, from, to);
  const page = path.slice(1);
  return {
    answer: {
      value: answer.value,
      from: { page, code: from, label: answer.from.unit.label },
      to: { page, code: to, label: answer.to.unit.label },
      result,
      display: `${shown(answer.value, from)} = ${shown(result, to)}`,
      // The converter opens with the amount and both currencies, as far as it can take them (an
      // amount its field accepts: no sign or exponent; the codes it offers).
      path: moneyPath(path, formatNumber(answer.value, { decimals: 8 }), from, to),
    },
    message: origin
      ? `Source: ${originText(origin, ENGLISH_ORIGIN)}.`
      : `Using ${datedSources(rates, coins)}.`,
  };
}

/**
 * The one page that converts between units of two categories: blood glucose, mg/dL ↔ mmol/L
 * (engine/query/question.ts).
 */
const BLOOD_SUGAR_PAGE = "/blood-sugar-converter";

function unitAnswer(world: World, answer: Answer): QueryAnswer | null {
  if (answer.from.category !== answer.to.category) {
    const page = world.pages.find((p) => p.id === BLOOD_SUGAR_PAGE);
    if (!page) return null;
    const sideOf = (resolved: Resolved) => ({
      page: page.id.slice(1),
      code: resolved.unit.code,
      label: labelOf(world, resolved),
    });
    return {
      value: answer.value,
      from: sideOf(answer.from),
      to: sideOf(answer.to),
      result: answer.result,
      display: `${answer.quantityText} = ${answer.resultText}`,
      path: page.path,
    };
  }
  const page = pagesOffering(world, answer.from).find(
    (p) => p.codes?.has(answer.to.unit.code) && answer.to.category.id === p.category,
  );
  const fromPage = page ?? pagesOffering(world, answer.from)[0];
  const toPage = page ?? pagesOffering(world, answer.to)[0];
  if (!fromPage || !toPage) return null;
  const from = side(world, fromPage, answer.from);
  const to = side(world, toPage, answer.to);
  const display = [`${answer.quantityText} = ${answer.resultText}`, answer.fraction]
    .filter(Boolean)
    .join(" ");
  return {
    value: answer.value,
    from,
    to,
    result: answer.result,
    display,
    // Both units on one page: the converter opens with them; else the quantity's own page.
    path: page
      ? converterPath(page, answer.value, from.code, to.code)
      : converterPath(fromPage, answer.value, from.code),
  };
}

/** Pages whose title holds every word typed: "torque" → Torque Converter, "usd eur" → USD to EUR. */
function pagesByTitle(world: World, text: string): Suggestion[] {
  const words = text
    .split(/\s+/)
    .map(searchable)
    .filter((w) => w.length >= 2);
  if (words.length === 0) return [];
  return world.pages
    .filter((p) => words.every((w) => p.words.includes(w)))
    .map((p) => ({ title: p.title, path: p.path }));
}

/** A unit's pages, with the unit chosen: "Newton Meter (N·m) — Torque Converter". */
function unitSuggestions(world: World, units: readonly Resolved[], value?: number): Suggestion[] {
  return units.flatMap((resolved) => {
    if (resolved.category.id === CURRENCY) {
      const path = world.coins.has(resolved.unit.code) ? CRYPTO_PAGE : CURRENCY_PAGE;
      const page = world.pages.find((p) => p.id === path);
      return page
        ? [{ title: `${labelOf(world, resolved)} (${resolved.unit.code}) — ${page.title}`, path }]
        : [];
    }
    return pagesOffering(world, resolved).map((page) => ({
      title: `${labelOf(world, resolved)} (${resolved.unit.symbol}) — ${page.title}`,
      path: converterPath(page, value, page.codes?.get(resolved.unit.code) ?? resolved.unit.code),
    }));
  });
}

function distinct(list: readonly Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  return list
    .filter((s) => {
      if (seen.has(s.path)) return false;
      seen.add(s.path);
      return true;
    })
    .slice(0, MAX_SUGGESTIONS);
}

function joined(notes: readonly (string | undefined)[]): string | undefined {
  const text = notes.filter((n) => n !== undefined && n !== "").join(" ");
  return text === "" ? undefined : text;
}

/**
 * Answers what a person typed into the box or sent to `GET /api/query`: the conversion when the
 * text is a question, else pages and units to open. Never throws.
 */
export function answerQuery(query: string, world: World, options: AnswerOptions): QueryResult {
  return (
    (options.tools && toolAnswerOf(query, world, options.tools)) ??
    resultOf(query, readQuery(query, world, options.decimal, options.rates), world, options.rates)
  );
}

/**
 * A tool's answer to a question that names the tool ("ring size 7 to mm"), its standard as the
 * message, and its page to open; undefined for any other question.
 */
export function toolAnswerOf(
  query: string,
  world: World,
  tools: ToolReadings,
): QueryResult | undefined {
  const found = tools(query);
  if (!found) return undefined;
  const { reading } = found;
  // The tool's page in the world's language, with the reading's address parts (`?t=…`).
  const [id, parts] = found.path.split("?");
  const page = world.pages.find((p) => p.id === id);
  const path = page ? `${page.path}${parts ? `?${parts}` : ""}` : found.path;
  const suggestions = page ? [{ title: page.title, path }] : [];
  if ("problem" in reading) {
    return { query, answer: null, suggestions, message: reading.problem };
  }
  const { display, basis } = reading;
  return {
    query,
    answer: null,
    tool: { reading: reading.reading, display, path },
    suggestions,
    message: basis,
  };
}

/** Live rates as the calculator takes them: units per 1 base, and a coin's eight decimals. */
function moneyRatesOf(rates: QueryRates, world: World): MoneyRates {
  return {
    perBase: (code) => (code === rates.base ? 1 : rates.rates[code]),
    decimals: (code) => (world.coins.has(code) ? 8 : 2),
  };
}

/**
 * What the text asks; with rates, a calculation in money is computed with them. Without, a
 * conversion of money is read and priced later (resultOf), a calculation in money is refused as
 * needing rates (needsRates): ask again with them.
 */
export function readQuery(
  query: string,
  world: World,
  decimal: DecimalMark,
  rates?: QueryRates,
): Outcome {
  const asked = world.words ? questionInEnglish(query, world.words) : query;
  return readQuestion(asked, world.lexicon, {
    decimal,
    glucose: world.glucose,
    ...(world.wording ? { wording: world.wording } : {}),
    ...(rates ? { money: moneyRatesOf(rates, world) } : {}),
  });
}

/** Whether answering needs live rates: a question in money. */
export function needsRates(outcome: Outcome): boolean {
  return (
    (outcome.kind === "answer" && outcome.answer.from.category.id === CURRENCY) ||
    (outcome.kind === "refused" && outcome.needsRates === true) ||
    (outcome.kind === "calculation" && outcome.currencies.length > 0)
  );
}

/**
 * The rates a calculation in money used, each named with its source: "1 EUR = 0.9375 GBP
 * (European Central Bank, 24 Nov 2026)". Each currency is given in the one of the result (else
 * the first typed); one currency alone used no rate.
 */
function ratesUsed(
  currencies: readonly string[],
  symbol: string,
  rates: QueryRates | undefined,
): string | undefined {
  const into = currencies.includes(symbol) ? symbol : currencies[0];
  if (!rates || !into || currencies.length < 2) return undefined;
  const lines = currencies
    .filter((code) => code !== into)
    .map((code) => {
      const rate = rateBetween(rates, code, into);
      const origin = originBetween(rates, code, into);
      const source = origin ? originText(origin, ENGLISH_ORIGIN) : datedSources(rates, false);
      return rate === undefined ? "" : `1 ${code} = ${formatNumber(rate)} ${into} (${source})`;
    })
    .filter((line) => line !== "");
  return lines.length === 0 ? undefined : `Rates: ${lines.join("; ")}.`;
}

/** The answer to what was read: the conversion, or pages and units to open. */
export function resultOf(
  query: string,
  outcome: Outcome,
  world: World,
  rates: QueryRates | undefined,
): QueryResult {
  const result = plainResultOf(query, outcome, world, rates);
  if (world.language === "en") return result;
  // Numbers as the reader's language writes them; the JSON's numbers stay numbers.
  const { answer, calculation } = result;
  const spell = (text: string) => spellNumbers(text, world.language);
  return {
    ...result,
    answer: answer && { ...answer, display: spell(answer.display) },
    ...(calculation
      ? { calculation: { ...calculation, display: spell(calculation.display) } }
      : {}),
  };
}

function plainResultOf(
  query: string,
  outcome: Outcome,
  world: World,
  rates: QueryRates | undefined,
): QueryResult {
  const byTitle = pagesByTitle(world, query);
  switch (outcome.kind) {
    case "answer": {
      const { answer } = outcome;
      const notes = answer.notes;
      if (answer.from.category.id === CURRENCY) {
        const money = moneyAnswer(world, answer, rates);
        const message = joined([...notes, money.message]);
        return {
          query,
          answer: money.answer,
          suggestions: [],
          ...(message ? { message } : {}),
        };
      }
      const found = unitAnswer(world, answer);
      const message = joined(notes);
      const pair =
        answer.from.category === answer.to.category
          ? pairPage(world, answer.from, answer.to)
          : world.pages.find((p) => p.id === BLOOD_SUGAR_PAGE);
      return {
        query,
        answer: found,
        suggestions: distinct([
          ...(pair ? [{ title: pair.title, path: pair.path }] : []),
          ...unitSuggestions(world, [answer.from, answer.to]),
        ]),
        ...(message ? { message } : {}),
      };
    }
    case "quantity": {
      const message = joined([
        ...outcome.notes,
        fill(world.messages["box.convert-to-what"], {
          quantity: spellNumbers(outcome.text, world.language),
        }),
      ]);
      return {
        query,
        answer: null,
        suggestions: distinct(unitSuggestions(world, [outcome.unit], outcome.value)),
        ...(message ? { message } : {}),
      };
    }
    case "units":
      return {
        query,
        answer: null,
        suggestions: distinct([...byTitle, ...unitSuggestions(world, outcome.units)]),
      };
    case "calculation": {
      // "(15 km/h) × (30 min)" and "7.5 km", and the converter of its unit opened at the result.
      const message = joined([
        ...outcome.notes,
        ratesUsed(outcome.currencies, outcome.symbol, rates),
      ]);
      const { reading, amount, symbol, display } = outcome;
      return {
        query,
        answer: null,
        // Without the noise of the arithmetic (15 significant digits), as conversions are.
        calculation: { reading, result: roundToScale(amount), unit: symbol, display },
        suggestions: distinct(
          outcome.unit ? unitSuggestions(world, [outcome.unit], outcome.amount) : [],
        ),
        ...(message ? { message } : {}),
      };
    }
    case "refused":
      return { query, answer: null, suggestions: distinct(byTitle), message: outcome.message };
    case "none":
      return {
        query,
        answer: null,
        suggestions: distinct(byTitle),
        ...(byTitle.length === 0 && query.trim() !== ""
          ? { message: fill(world.messages["box.no-match"], { query: query.trim() }) }
          : {}),
      };
  }
}
