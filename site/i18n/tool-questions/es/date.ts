import type { DateQuestionWords } from "../../../../engine/date-question.ts";
import { es } from "../../ui/es.ts";
import { datesSaid } from "../date-said.ts";

/**
 * Date questions in Spanish (engine/date-question.ts): "días entre 2026-01-01 y 2026-12-25",
 * "¿cuántos días hay entre el 1 de enero de 2026 y el 25/12/2026?", "días laborables del
 * 01/01/2026 al 31/03/2026", "30 días después de 2026-01-01", "01/01/2026 + 2 meses", "¿qué día
 * de la semana es el 4/7/1776?", "número de semana del 31/12/2026". Dates day first (25/12/2026,
 * 25-12-2026, 25.12.2026), by name or in ISO 8601; patterns matched without case or accents.
 */
export const DATE_QUESTION: DateQuestionWords = {
  date: String.raw`\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{1,2}(?:º|o)?(?: de)? [a-z]{3,10}\.?(?: de| del)? \d{4}`,
  between:
    "(?:cuant[oa]s )?(?<kind>dias laborables|dias laborales|dias habiles|dias|semanas) (?:hay |van |pasan |faltan )?(?:entre|desde|del|de) (?:el )?{a} (?:y|hasta|al|a) (?:el )?{b}",
  business: "dias laborables|dias laborales|dias habiles",
  shift: "{a} ?(?<sign>[+-]|mas|menos) ?{n} ?{unit}",
  minus: "-|menos",
  from: "(?:que (?:fecha|dia) (?:es|sera|era|fue) )?{n} ?{unit} (?<dir>despues del?|antes del?|a partir del?|desde) (?:el )?{a}",
  before: "antes del?",
  units: { day: "dias?", week: "semanas?", month: "mes|meses", year: "anos?" },
  weekday:
    "(?:que dia de la semana (?:es|era|fue|sera|cae|cayo)|que dia (?:es|era|fue|sera|cae|cayo)|dia de la semana(?: del?)?)(?: el)? {a}",
  week: "(?:(?:en )?que (?:numero de )?semana(?: iso)?(?: del ano)? (?:es|era|fue|sera|cae|cayo|esta)|(?:el )?numero de (?:la )?semana(?: iso)?(?: del?)?|semana(?: iso)?(?: del ano)?(?: del?)?)(?: el)? {a}",

  ...datesSaid({
    ui: es,
    tag: "es",
    months: [
      ["enero", "ene"],
      ["febrero", "feb"],
      ["marzo", "mar"],
      ["abril", "abr"],
      ["mayo", "may"],
      ["junio", "jun"],
      ["julio", "jul"],
      ["agosto", "ago"],
      ["septiembre", "setiembre", "sep", "sept", "set"],
      ["octubre", "oct"],
      ["noviembre", "nov"],
      ["diciembre", "dic"],
    ],
    separators: "/.-",
    counts: {
      "business day": ["{count} día laborable", "{count} días laborables"],
      month: ["{count} mes", "{count} meses"],
      year: ["{count} año", "{count} años"],
    },
  }),
  and: " y ",
  spanReading: (business, _kind, a, b) =>
    `${business ? "días laborables" : "días"} del ${a} al ${b}`,
  span: (a, b, back, count) => `Del ${a} al ${b}${back ? ", hacia atrás" : ""}: ${count}`,
  calendar:
    "Las fechas son del calendario gregoriano; los días se cuentan de una fecha a la otra, la primera incluida y la última no.",
  businessBasis: "Los días laborables son de lunes a viernes; no se descuentan los festivos.",
  monthsBasis: (moved) =>
    `Un mes o un año después es el mismo día del mes; si el mes no tiene ese día, es su último día${moved ? ` (el ${moved.from} pasa a ser el ${moved.to})` : ""}, como cuenta FECHA.MES en las hojas de cálculo.`,
  daysBasis: "Los días y las semanas se cuentan en el calendario gregoriano.",
  outside: "Esa fecha queda fuera de los años 1 a 9999.",
  noDate: (written) => `Esa fecha no existe: ${written}.`,
  weekdayReading: (date) => `el día de la semana del ${date}`,
  weekdayDisplay: (date, weekday) => `El ${date} es ${weekday}`,
  gregorian:
    "El calendario gregoriano, extendido a los años anteriores a 1582 como hace la ISO 8601.",
  weekReading: (date) => `la semana ISO del ${date}`,
  weekDisplay: (named, week, iso) =>
    `El ${named} está en la semana ${week.week} de ${week.year} (${iso})`,
  isoWeeks:
    "Las semanas ISO 8601 van de lunes a domingo; la semana 1 es la que contiene el primer jueves del año, así que una semana cercana al Año Nuevo puede pertenecer al otro año.",
};
