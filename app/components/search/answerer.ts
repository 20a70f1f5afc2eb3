import { type ChunkUrl, loadChunk } from "~/framework/lazy-chunk";
import { decimalMarkOf } from "../../../engine/quantity/number";
import { isLanguage, type Language } from "../../../site/i18n/languages";
import type { RatesAnswer } from "../../../site/money/rates-answer";
import { answerQuery, type QueryRates, queryRatesFrom } from "../../../site/query/answer";
import { type PackData, packOf } from "../../../site/query/language-pack";
import { QUERY_INDEX_PATH, type QueryIndex, queryWordsPath } from "../../../site/query/query-index";
import type { ToolReadings } from "../../../site/query/tool-answers";
import de from "../../../site/query/tools/de?chunk-url";
import en from "../../../site/query/tools/en?chunk-url";
import es from "../../../site/query/tools/es?chunk-url";
import fr from "../../../site/query/tools/fr?chunk-url";
import pt from "../../../site/query/tools/pt?chunk-url";
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

/** A regular expression of words, each whole (accented letters are letters: `\b` is ASCII's). */
const anyWord = (words: string, more = "") =>
  new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})|\\d:\\d\\d|\\d{4}-\\d\\d-\\d\\d${more}`, "iu");
/** A date written day first (1/7/2026, 1.7.2026) and a time with an hour mark (15h, 3 pm). */
const DAY_FIRST = String.raw`|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d\s?(?:h|am|pm)(?!\p{L})`;

/**
 * What only the tools' questions have (site/query/tool-answers.ts), in each language: a size, a
 * kitchen measure, a date, a clock time, a timestamp. Their readers, with the cities and the
 * ingredients they know, load when a question has one of these or the units find nothing for
 * it, not for every question.
 */
const TOOLISH: Readonly<Record<Language, RegExp>> = {
  en: anyWord(
    "ring|shoe|sizes?|unix|epoch|timestamp|posix|days?|weeks?|months?|years?|weekday|business|cups?|tbsp|tsp|tablespoons?|teaspoons?|sticks?|am|pm|noon|midnight",
  ),
  es: anyWord(
    "tallas?|medidas?|anillos?|zapat(?:os?|illas?)|calzados?|deportivas?|botas?|unix|posix|epoch|[eé]poca|timestamp|marca de tiempo|fechas?|d[ií]as?|semanas?|mes(?:es)?|a[nñ]os?|laborables|h[aá]biles|horas?|horario|mediod[ií]a|medianoche|huso|tazas?|cucharad(?:it)?as?|cucharas?|cucharillas?|cdas?|cdtas?",
    DAY_FIRST,
  ),
  de: anyWord(
    "gr(?:ö|oe|o)(?:ß|ss)en?|sneaker|stiefel|unix\\p{L}*|posix|epoch|zeitstempel|timestamp|datum|tag(?:e|en)?|wochen?|monat(?:e|en)?|jahr(?:e|en)?|arbeitstage|werktage|wochentag|kalenderwoche|kw|uhr|uhrzeit|zeit|ortszeit|mittags?|mitternacht|zeitzone|mez|mesz|tassen?|cups?|e(?:ss|ß)l(?:ö|oe|o)ffeln?|teel(?:ö|oe|o)ffeln?|el|tl",
    // German writes sizes inside compounds: "Herrenschuhgröße", "US-Ringgröße".
    `${DAY_FIRST}|ring(?:gr|weite|ma)|schuh`,
  ),
  fr: anyWord(
    "bagues?|pointures?|chaussures?|baskets?|tour de doigt|tailles?|unix|posix|epoch|[ée]poque|timestamp|horodatage|dates?|jours?|semaines?|mois|ans?|ann[ée]es?|ouvr[ée]s|ouvrables|heures?|midi|minuit|fuseau|tasses?|cups?|cuill[eèé]r[eé]{1,2}s?|b[âa]tonnets?|c\\. ?[àa] ?[sc]|c[àa][sc]",
    DAY_FIRST,
  ),
  pt: anyWord(
    "anel|an[ée]is|aros?|sapatos?|cal[çc]ados?|t[êe]nis|chuteiras?|sand[áa]lias?|chinelos?|numera[çc][ãa]o|tamanhos?|unix|posix|epoch|[ée]poca|timestamp|carimbo|data|dias?|semanas?|m[eê]s|meses|anos?|[úu]teis|horas?|hor[áa]rio|meio-dia|meio dia|meia-noite|meia noite|fuso|x[íi]caras?|ch[áa]venas?|colher(?:es)?|cups?",
    DAY_FIRST,
  ),
};

/** Each language's readers of the tools' questions, a chunk of its own (site/query/tools/). */
const TOOLS: Readonly<Record<Language, ChunkUrl>> = { en, es, de, fr, pt };

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
  const tag = document.documentElement.lang.split("-")[0];
  const language: Language = isLanguage(tag) ? tag : "en";
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
    loadChunk<typeof import("../../../site/query/tools/en")>(TOOLS[language]).then(
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
    if (!tools && !loading && (unanswered || TOOLISH[language].test(query))) loadTools();
    return result;
  };
}
