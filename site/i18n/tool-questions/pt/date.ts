import type { DateQuestionWords } from "../../../../engine/date-question.ts";
import { pt } from "../../ui/pt.ts";
import { datesSaid } from "../date-said.ts";

/**
 * Date questions in Portuguese (Brazil; engine/date-question.ts): "dias entre 01/01/2026 e
 * 25/12/2026", "quantos dias faltam de 1º de janeiro de 2026 até 25/12/2026?", "dias úteis entre
 * 23/11/2026 e 07/12/2026", "30 dias depois de 01/01/2026", "01/01/2026 + 2 meses", "que dia da
 * semana foi 4/7/1776?", "número da semana de 31/12/2026". Dates day first (25/12/2026,
 * 25-12-2026, 25.12.2026), by name or in ISO 8601; patterns matched without case or accents.
 */
export const DATE_QUESTION: DateQuestionWords = {
  date: String.raw`\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{1,2}(?:º|o)?(?: de)? [a-z]{3,10}\.?(?: de)? \d{4}`,
  between:
    "(?:quantos )?(?<kind>dias uteis|dias|semanas) (?:tem |ha |existem |faltam |se passam )?(?:entre|desde|de|do|da) (?:o dia |o |a )?{a} (?:e|ate|a) (?:o dia |o |a )?{b}",
  business: "dias uteis",
  shift: "{a} ?(?<sign>[+-]|mais|menos) ?{n} ?{unit}",
  minus: "-|menos",
  from: "(?:que (?:data|dia) (?:e|sera|era|foi|cai) )?{n} ?{unit} (?<dir>depois de|depois do dia|apos|antes de|antes do dia|a partir de|a partir do dia) (?:o |a )?{a}",
  before: "antes de|antes do dia",
  units: { day: "dias?", week: "semanas?", month: "mes|meses", year: "anos?" },
  weekday:
    "(?:(?:em )?que dia da semana (?:e|era|foi|sera|cai|caiu)|que dia (?:e|era|foi|sera|cai|caiu)|dia da semana(?: de| do| da| em)?)(?: o dia| o| em)? {a}",
  week: "(?:(?:em )?(?:que|qual) semana(?: iso)?(?: do ano)? (?:e|era|foi|sera|cai|esta)|(?:o )?numero da semana(?: iso)?(?: de| do| da)?|semana(?: iso)?(?: do ano)?(?: de| do| da)?)(?: o dia| o| em)? {a}",

  ...datesSaid({
    ui: pt,
    tag: "pt-BR",
    months: [
      ["janeiro", "jan"],
      ["fevereiro", "fev"],
      ["marco", "mar"],
      ["abril", "abr"],
      ["maio", "mai"],
      ["junho", "jun"],
      ["julho", "jul"],
      ["agosto", "ago"],
      ["setembro", "set"],
      ["outubro", "out"],
      ["novembro", "nov"],
      ["dezembro", "dez"],
    ],
    separators: "/.-",
    counts: {
      "business day": ["{count} dia útil", "{count} dias úteis"],
      month: ["{count} mês", "{count} meses"],
      year: ["{count} ano", "{count} anos"],
    },
    first: "1º",
  }),
  and: " e ",
  spanReading: (business, _kind, a, b) => `${business ? "dias úteis" : "dias"} de ${a} a ${b}`,
  span: (a, b, back, count) => `De ${a} a ${b}${back ? ", contando para trás" : ""}: ${count}`,
  calendar:
    "As datas são do calendário gregoriano; os dias são contados de uma data à outra, a primeira incluída e a última não.",
  businessBasis: "Dias úteis são de segunda a sexta-feira; os feriados não são descontados.",
  monthsBasis: (moved) =>
    `Um mês ou um ano depois é o mesmo dia do mês; um dia que o mês não tem vira o último dia dele${moved ? ` (${moved.from} vira ${moved.to})` : ""}, como conta a função DATAM das planilhas.`,
  daysBasis: "Os dias e as semanas são contados no calendário gregoriano.",
  outside: "Essa data fica fora dos anos 1 a 9999.",
  noDate: (written) => `Essa data não existe: ${written}.`,
  weekdayReading: (date) => `o dia da semana de ${date}`,
  weekdayDisplay: (date, weekday) => `${date} é ${weekday}`,
  gregorian: "O calendário gregoriano, estendido para antes de 1582, como faz a ISO 8601.",
  weekReading: (date) => `a semana ISO de ${date}`,
  weekDisplay: (named, week, iso) =>
    `${named} está na semana ${week.week} de ${week.year} (${iso})`,
  isoWeeks:
    "As semanas ISO 8601 vão de segunda a domingo; a semana 1 é a que contém a primeira quinta-feira do ano, então uma semana perto do Ano-Novo pode pertencer ao outro ano.",
};
