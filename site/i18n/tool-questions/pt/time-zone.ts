import type { TimeZoneQuestionWords } from "../../../../engine/time-zone-question.ts";
import { wallIn } from "../../../time-zone/words.ts";
import {
  clockReader,
  dateReader,
  dayIn,
  isCode,
  isCountry,
  maybe,
  timeFirst,
  ZONE,
} from "../time-zone-parts.ts";

/**
 * The time zone question in Portuguese, as written in Brazil: "15:00 de São Paulo em Lisboa",
 * "meio-dia em Tóquio para Brasília", "às 9h da manhã de Manaus para o horário de Brasília em
 * 1/7/2026", "Que horas são em Tóquio quando são 15h em São Paulo?", "15h em Lisboa, que horas
 * são no Rio de Janeiro?".
 */

const TAG = "pt-BR";

const PART = String.raw`da\s(?:manh[ãa]|tarde|noite|madrugada)`;
const TIME = String.raw`\d{1,2}\s?h(?:\s?\d{2})?(?:min)?(?:\s${PART})?|\d{1,2}(?::\d{2})?\s?horas?(?:\s${PART})?|\d{1,2}(?::\d{2})?\s${PART}|\d{1,2}(?::\d{2})?\s?(?:a\.?\s?m\.?|p\.?\s?m\.?)|\d{1,2}:\d{2}(?:\s?h)?|meio[-\s]dia|meia[-\s]noite`;
const { date: DATE, read: readDate } = dateReader(TAG);

/** What may come before a zone's name. */
const BEFORE_ZONE = [
  "o horário de",
  "horário de",
  "horario de",
  "o horário do",
  "horário do",
  "horario do",
  "hora de",
  "fuso de",
];
const ZONE_WORDS = maybe(BEFORE_ZONE);
const IN = String.raw`(?:em|no|na)\s`;
const TO = `${IN}${ZONE_WORDS}(?<to>${ZONE})`;
const FROM = String.raw`(?:${IN}|de\s|do\s|da\s)?${ZONE_WORDS}(?<from>${ZONE})`;
const WHAT_TIME = String.raw`(?:que|quantas)\shoras\s(?:s[ãa]o|ser[ãa]o|eram|ser[áa])`;
const IS = String.raw`(?:s[ãa]o|forem|for|[ée]|eram|era)\s(?:as\s|às\s)?(?<time>${TIME})`;
const END = String.raw`(?:,?\s(?:em\s|no\sdia\s|dia\s)?(?<date>${DATE}))?\s?\??$`;

/** Places whose name takes "o" after "em": "no Rio de Janeiro", "no Porto", "no Cairo". */
const TAKES_O = new Set(["rio de janeiro", "rio", "porto", "cairo", "recife"]);

/** The language's own codes of zones, which an answer writes as it writes UTC. */
const CODES = ["brt"];

/**
 * A zone after a time: "UTC", "em São Paulo", "no Rio de Janeiro"; a country without its article
 * ("no Japão"), in CLDR's words for a country's time: "horário Japão".
 */
function where(typed: string, full = typed, code = false): string {
  if (code || isCode(typed, CODES)) return ` ${full}`;
  if (isCountry(TAG, typed)) return `, horário ${full}`;
  const folded = typed.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return TAKES_O.has(folded) ? ` no ${full}` : ` em ${full}`;
}

export const TIME_ZONE_QUESTION: TimeZoneQuestionWords = {
  tag: TAG,
  forms: [
    timeFirst({
      lead: ["converter", "converta"],
      at: ["às", "as", "à"],
      time: TIME,
      date: DATE,
      on: ["em", "no dia", "dia"],
      from: ["de", "do", "da", "em", "no", "na"],
      to: ["em", "para", "pra", "no", "na", "a", "para o", "pro"],
      zone: BEFORE_ZONE,
      tail: [],
    }),
    // Que horas são em Tóquio quando são 15h em São Paulo?
    new RegExp(String.raw`^${WHAT_TIME}\s${TO},?\s(?:quando|se)\s${IS}\s${FROM}${END}`, "iu"),
    // Que horas são em Tóquio quando em São Paulo são 15h?
    new RegExp(String.raw`^${WHAT_TIME}\s${TO},?\s(?:quando|se)\s${FROM},?\s${IS}${END}`, "iu"),
    // (Se são) 15h em Lisboa, que horas são no Rio de Janeiro?
    new RegExp(
      String.raw`^(?:se\s(?:s[ãa]o|for|forem|[ée])\s)?(?:às\s|as\s)?(?<time>${TIME})\s${FROM},?\s${WHAT_TIME}\s${TO}${END}`,
      "iu",
    ),
  ],
  clock: clockReader({
    noon: "meio dia",
    midnight: "meia noite",
    am: "da manha|da madrugada",
    pm: "da tarde",
    night: "da noite",
  }),
  date: readDate,
  // Names the finder does not know: CLDR names few cities in Portuguese, and GeoNames has these in
  // English or not at all.
  places: {
    toquio: "Asia/Tokyo",
    lisboa: "Europe/Lisbon",
    londres: "Europe/London",
    berlim: "Europe/Berlin",
    munique: "Europe/Berlin",
    roma: "Europe/Rome",
    milao: "Europe/Rome",
    madri: "Europe/Madrid",
    genebra: "Europe/Zurich",
    bruxelas: "Europe/Brussels",
    viena: "Europe/Vienna",
    atenas: "Europe/Athens",
    varsovia: "Europe/Warsaw",
    praga: "Europe/Prague",
    estocolmo: "Europe/Stockholm",
    istambul: "Europe/Istanbul",
    "nova iorque": "America/New_York",
    "cidade do cabo": "Africa/Johannesburg",
    pequim: "Asia/Shanghai",
    xangai: "Asia/Shanghai",
    "nova delhi": "Asia/Kolkata",
    cingapura: "Asia/Singapore",
    seul: "Asia/Seoul",
    sydney: "Australia/Sydney",
    fortaleza: "America/Fortaleza",
    natal: "America/Fortaleza",
    recife: "America/Recife",
    belem: "America/Belem",
    "boa vista": "America/Boa_Vista",
    "porto alegre": "America/Sao_Paulo",
    curitiba: "America/Sao_Paulo",
    florianopolis: "America/Sao_Paulo",
    goiania: "America/Sao_Paulo",
    vitoria: "America/Sao_Paulo",
    madeira: "Atlantic/Madeira",
    // Brazil, Portugal, Spain and China as people mean them: Brasília's time, the mainland's, Beijing's.
    brasil: "America/Sao_Paulo",
    brt: "America/Sao_Paulo",
    portugal: "Europe/Lisbon",
    espanha: "Europe/Madrid",
    china: "Asia/Shanghai",
  },
  reading: (time, from, to) => `${time}${where(from)} → ${to}`,
  at: (wall, { typed, full, code }) => `${wallIn(TAG, wall)}${where(typed, full, code)}`,
  choose: (name, options) =>
    `“${name}” pode ser: ${options.join("; ")}. Escreva o fuso ou uma cidade.`,
  noDate: (text) => `A data ${text} não existe.`,
  gap: (wall, zone, read) =>
    `${wallIn(TAG, wall)} não existe no fuso ${zone}: os relógios são adiantados nesse momento, então vale ${wallIn(TAG, read)}.`,
  overlap: (wall, zone) =>
    `${wallIn(TAG, wall)} acontece duas vezes no fuso ${zone}, porque os relógios são atrasados: vale a primeira.`,
  assumed: (day) => `Sem data informada: considera-se ${dayIn(TAG, day)}.`,
  source:
    "Diferenças de fuso nessa data segundo o banco de dados tz da IANA que o ambiente de execução traz, horário de verão incluído.",
};
