import type { DateQuestionWords } from "../../../../engine/date-question.ts";
import { de } from "../../ui/de.ts";
import { datesSaid } from "../date-said.ts";

/**
 * Date questions in German (engine/date-question.ts): "Tage zwischen 1.1.2026 und 25.12.2026",
 * "wie viele Tage sind es vom 1. Januar 2026 bis zum 25.12.2026?", "Arbeitstage vom 23.11.2026
 * bis 7.12.2026", "100 Tage nach dem 1.1.2026", "1.1.2026 plus 2 Monate", "welcher Wochentag ist
 * der 4.7.1776?", "Kalenderwoche vom 31.12.2026". Dates day first with points (25.12.2026), by
 * name or in ISO 8601; patterns matched without case or accents ("marz" is "März").
 */
export const DATE_QUESTION: DateQuestionWords = {
  date: String.raw`\d{4}-\d{2}-\d{2}|\d{1,2}\. ?\d{1,2}\. ?\d{4}|\d{1,2}\.? [a-z]{3,10}\.? \d{4}`,
  between:
    "(?:wie ?viele )?(?<kind>arbeitstage|werktage|tage|wochen) (?:sind es |liegen |vergehen )?(?:zwischen|von|vom|ab) (?:dem )?{a} (?:und|bis)(?: zum)? (?:dem )?{b}",
  business: "arbeitstage|werktage",
  shift: "{a} ?(?<sign>[+-]|plus|minus) ?{n} ?{unit}",
  minus: "-|minus",
  from: "(?:welches datum ist |welcher tag ist )?{n} ?{unit} (?<dir>nach|vor|ab) (?:dem )?{a}",
  before: "vor",
  units: { day: "tage?n?|tag", week: "wochen?", month: "monate?n?", year: "jahre?n?" },
  weekday:
    "(?:welcher (?:wochen)?tag (?:ist|war|wird|ist es am)|(?:der )?wochentag(?: von| vom| am| fur| fuer| des)?)(?: der| dem)? {a}",
  week: "(?:(?:welche|in welcher) (?:kalender)?woche (?:ist|war|liegt|hat)|welche kw (?:ist|war|hat)|(?:die )?(?:kalenderwoche|kw|iso-woche|wochennummer)(?: von| vom| fur| fuer| des| am)?)(?: der| dem)? {a}",

  ...datesSaid({
    ui: de,
    tag: "de",
    months: [
      ["januar", "jan", "janner", "jaenner"],
      ["februar", "feb", "febr"],
      ["marz", "maerz", "mar", "mrz"],
      ["april", "apr"],
      ["mai"],
      ["juni", "jun"],
      ["juli", "jul"],
      ["august", "aug"],
      ["september", "sep", "sept"],
      ["oktober", "okt"],
      ["november", "nov"],
      ["dezember", "dez"],
    ],
    separators: ".",
    counts: {
      "business day": ["{count} Arbeitstag", "{count} Arbeitstage"],
      month: ["{count} Monat", "{count} Monate"],
      year: ["{count} Jahr", "{count} Jahre"],
    },
  }),
  and: " und ",
  spanReading: (business, _kind, a, b) =>
    `${business ? "Arbeitstage" : "Tage"} vom ${a} bis zum ${b}`,
  span: (a, b, back, count) => `Vom ${a}${back ? " zurück" : ""} bis zum ${b}: ${count}`,
  calendar:
    "Die Daten folgen dem gregorianischen Kalender; gezählt werden die Tage von einem Datum zum anderen, der erste mit, der letzte nicht.",
  businessBasis: "Arbeitstage sind Montag bis Freitag; Feiertage werden nicht abgezogen.",
  monthsBasis: (moved) =>
    `Einen Monat oder ein Jahr später ist derselbe Tag des Monats; fehlt dem Monat dieser Tag, ist es sein letzter Tag${moved ? ` (aus dem ${moved.from}. wird der ${moved.to}.)` : ""}, wie EDATUM in Tabellenkalkulationen zählt.`,
  daysBasis: "Tage und Wochen werden im gregorianischen Kalender gezählt.",
  outside: "Dieses Datum liegt außerhalb der Jahre 1 bis 9999.",
  noDate: (written) => `Dieses Datum gibt es nicht: ${written}.`,
  weekdayReading: (date) => `der Wochentag des ${date}`,
  weekdayDisplay: (date, weekday) => `Der ${date} ist ein ${weekday}`,
  gregorian: "Der gregorianische Kalender, vor 1582 zurückgerechnet, wie es ISO 8601 tut.",
  weekReading: (date) => `die ISO-Kalenderwoche des ${date}`,
  weekDisplay: (named, week, iso) =>
    `Der ${named} liegt in Kalenderwoche ${week.week} des Jahres ${week.year} (${iso})`,
  isoWeeks:
    "ISO-8601-Wochen laufen von Montag bis Sonntag; Woche 1 ist die Woche mit dem ersten Donnerstag des Jahres, daher kann eine Woche um Neujahr zum anderen Jahr gehören.",
};
