import { loadChunk } from "~/framework/lazy-chunk";
import { decimalMarkOf } from "../../../engine/quantity/number";
import type { RatesAnswer } from "../../../site/money/rates-answer";
import { answerQuery, type QueryRates, queryRatesFrom } from "../../../site/query/answer";
import { type PackData, packOf } from "../../../site/query/language-pack";
import { QUERY_INDEX_PATH, type QueryIndex, queryWordsPath } from "../../../site/query/query-index";
import type { ToolReadings } from "../../../site/query/tool-answers";
import toolsUrl from "../../../site/query/tool-answers?chunk-url";
import { worldOf } from "../../../site/query/world";
import { fetchRates } from "../money/rates-client";
import { keep, lastReceived } from "../money/rates-store";
import type { Answerer } from "./load-query";

/**
 * Rates of every currency and coin the service prices, per 1 USD: fresh from our rate service,
 * else the last this browser received (offline). Never the built-in fallback rates: an answer in
 * money must be a real rate.
 */
async function usdRates(): Promise<QueryRates | undefined> {
  let answer: RatesAnswer | undefined;
  try {
    answer = await fetchRates("fiat", "USD");
    keep("fiat", answer);
  } catch {
    answer = lastReceived("fiat");
  }
  return answer && queryRatesFrom(answer);
}

/**
 * What only the tools' questions have (site/query/tool-answers.ts): a size, a kitchen measure, a
 * date, a clock time, a timestamp. Their readers, with the cities and the ingredients they know,
 * load when a question has one of these or the units find nothing for it, not for every question.
 */
const TOOLISH =
  /\b(ring|shoe|sizes?|unix|epoch|timestamp|posix|days?|weeks?|months?|years?|weekday|business|cups?|tbsp|tsp|tablespoons?|teaspoons?|sticks?|am|pm|noon|midnight)\b|\d:\d\d|\d{4}-\d\d-\d\d/i;

/** A prerendered file of the box's, as JSON. */
async function fetched<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} is unavailable (${response.status})`);
  return response.json() as Promise<T>;
}

/**
 * The box's answers: units, money and calculations from the index at once; the tools' once their
 * readers have loaded, when `onTools` is called so the box answers again.
 */
export async function createAnswerer(onTools: () => void): Promise<Answerer> {
  // The document's language: a page in another reads and answers in it (language-pack.ts).
  const language = document.documentElement.lang.split("-")[0] ?? "en";
  const english = language === "en";
  const [index, pack, rates] = await Promise.all([
    fetched<QueryIndex>(QUERY_INDEX_PATH),
    english ? undefined : fetched<PackData>(queryWordsPath(language)),
    usdRates(),
  ]);
  const world = worldOf(index, pack && packOf(pack));
  // An English page reads `1,234` as the browser's language writes it; another, as it does.
  const decimal = decimalMarkOf(english ? navigator.language : document.documentElement.lang);
  let tools: ToolReadings | undefined;
  let loading = false;
  function loadTools() {
    loading = true;
    loadChunk<typeof import("../../../site/query/tool-answers")>(toolsUrl).then(
      (module) => {
        tools = module.toolReadingOf;
        onTools();
      },
      // Offline before the service worker had them: a later question tries again.
      () => {
        loading = false;
      },
    );
  }
  return (query) => {
    const result = answerQuery(query, world, {
      decimal,
      ...(rates ? { rates } : {}),
      ...(tools ? { tools } : {}),
    });
    // Nothing to show but why: a unit or a page ("psi", "torque") lists pages and loads nothing.
    const unanswered =
      !result.answer &&
      !result.calculation &&
      result.suggestions.length === 0 &&
      /\p{L}/u.test(query);
    // The tools' readers read English only so far (issue 25).
    if (english && !tools && !loading && (unanswered || TOOLISH.test(query))) loadTools();
    return result;
  };
}
