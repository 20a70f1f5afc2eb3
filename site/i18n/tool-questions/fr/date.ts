import type { DateQuestionWords } from "../../../../engine/date-question.ts";
import { fr } from "../../ui/fr.ts";
import { datesSaid } from "../date-said.ts";

/**
 * Date questions in French (engine/date-question.ts): "jours entre le 01/01/2026 et le
 * 25/12/2026", "combien de jours entre le 1er janvier 2026 et le 25 décembre 2026 ?", "jours
 * ouvrés du 23/11/2026 au 07/12/2026", "30 jours après le 01/01/2026", "01/01/2026 + 2 mois",
 * "quel jour de la semaine était le 4/7/1776 ?", "numéro de semaine du 31/12/2026". Dates day
 * first (25/12/2026, 25.12.2026), by name or in ISO 8601; patterns matched without case or
 * accents. The answers put a narrow no-break space before ; ? ! and a no-break space before :.
 */
export const DATE_QUESTION: DateQuestionWords = {
  date: String.raw`\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|(?:1er|\d{1,2}) [a-z]{3,10}\.? \d{4}`,
  between:
    "(?:combien (?:de )?)?(?<kind>jours ouvres|jours ouvrables|jours|semaines) (?:y a-t-il |il y a )?(?:entre|depuis|du|de) (?:le )?{a} (?:et|au|a|jusqu'au|jusqu’au|jusqu au) (?:le )?{b}",
  business: "jours ouvres|jours ouvrables",
  shift: "{a} ?(?<sign>[+-]|plus|moins) ?{n} ?{unit}",
  minus: "-|moins",
  from: "(?:quelle date (?:est|sera|etait|tombe) |quel jour (?:est|sera|etait|tombe) )?{n} ?{unit} (?<dir>apres|avant|a partir|a compter|depuis)(?: du| de| le)? {a}",
  before: "avant",
  units: { day: "jours?", week: "semaines?", month: "mois", year: "ans?|annees?" },
  weekday:
    "(?:quel jour de la semaine (?:est|etait|sera|tombe)|quel jour (?:est|etait|sera|tombe)|jour de la semaine(?: du| de| pour)?)(?: le)? {a}",
  week: "(?:(?:quelle|en quelle|dans quelle) semaine(?: iso)? (?:est|etait|sera|tombe)|(?:le )?numero de (?:la )?semaine(?: iso)?(?: du| de| pour)?|semaine(?: iso)?(?: du| de| pour)?)(?: le)? {a}",

  ...datesSaid({
    ui: fr,
    tag: "fr",
    months: [
      ["janvier", "janv", "jan"],
      ["fevrier", "fevr", "fev"],
      ["mars", "mar"],
      ["avril", "avr"],
      ["mai"],
      ["juin"],
      ["juillet", "juil"],
      ["aout"],
      ["septembre", "sept", "sep"],
      ["octobre", "oct"],
      ["novembre", "nov"],
      ["decembre", "dec"],
    ],
    separators: "/.-",
    counts: {
      "business day": ["{count} jour ouvré", "{count} jours ouvrés"],
      month: ["{count} mois", "{count} mois"],
      year: ["{count} an", "{count} ans"],
    },
    first: "1er",
  }),
  and: " et ",
  spanReading: (business, _kind, a, b) => `${business ? "jours ouvrés" : "jours"} du ${a} au ${b}`,
  span: (a, b, back, count) =>
    `Du ${a} au ${b}${back ? ", en remontant le temps" : ""}\u00a0: ${count}`,
  calendar:
    "Les dates sont celles du calendrier grégorien\u202f; les jours sont comptés d’une date à l’autre, la première comprise, la dernière non.",
  businessBasis:
    "Les jours ouvrés vont du lundi au vendredi\u202f; les jours fériés ne sont pas déduits.",
  monthsBasis: (moved) =>
    `Un mois ou un an plus tard tombe le même jour du mois\u202f; un jour qui manque au mois devient son dernier jour${moved ? ` (le ${moved.from} devient le ${moved.to})` : ""}, comme le compte MOIS.DECALER dans les tableurs.`,
  daysBasis: "Les jours et les semaines sont comptés dans le calendrier grégorien.",
  outside: "Cette date tombe hors des années 1 à 9999.",
  noDate: (written) => `Cette date n’existe pas\u00a0: ${written}.`,
  weekdayReading: (date) => `le jour de la semaine du ${date}`,
  weekdayDisplay: (date, weekday) => `Le ${date} est un ${weekday}`,
  gregorian: "Le calendrier grégorien, prolongé avant 1582 comme le fait l’ISO 8601.",
  weekReading: (date) => `la semaine ISO du ${date}`,
  weekDisplay: (named, week, iso) =>
    `Le ${named} est dans la semaine ${week.week} de ${week.year} (${iso})`,
  isoWeeks:
    "Les semaines ISO 8601 vont du lundi au dimanche\u202f; la semaine 1 est celle du premier jeudi de l’année, si bien qu’une semaine proche du Nouvel An peut appartenir à l’autre année.",
};
