import type { TimeZoneQuestionWords } from "../../../../engine/time-zone-question.ts";
import { wallIn } from "../../../time-zone/words.ts";
import { clockReader, dateReader, dayIn, maybe, timeFirst, ZONE } from "../time-zone-parts.ts";

/**
 * The time zone question in Spanish: "15:00 Nueva York a París", "3 pm de Nueva York en Madrid",
 * "a las 9 de la mañana de Madrid en hora de Tokio el 1/7/2026", "¿qué hora es en Tokio cuando
 * son las 15:00 en Madrid?", "mediodía en Londres, ¿qué hora es en Sídney?".
 */

const TAG = "es";

const TIME = String.raw`\d{1,2}(?:[:.]\d{2})?\s?(?:a\.?\s?m\.?|p\.?\s?m\.?)|\d{1,2}(?::\d{2})?\s(?:de\sla\s(?:mañana|manana|tarde|noche|madrugada)|del\smediod[ií]a)|\d{1,2}(?:[:.]\d{2})?\s?(?:h|hs|horas)|\d{1,2}:\d{2}|mediod[ií]a|medianoche`;
const { date: DATE, read: readDate } = dateReader(TAG);

const ON = maybe(["el", "del", "para el"]);
/** What may come before a zone's name. */
const BEFORE_ZONE = ["hora de", "horario de", "la hora de"];
const ZONE_WORDS = maybe(BEFORE_ZONE);
const TO = String.raw`(?:en\s)?${ZONE_WORDS}(?<to>${ZONE})`;
const FROM = String.raw`(?:en\s|de\s)?${ZONE_WORDS}(?<from>${ZONE})`;
const IS = String.raw`(?:son|es|sean|sea)\s(?:las\s|la\s)?(?<time>${TIME})`;
const WHAT = String.raw`^¿?\s?(?:y\s)?qu[eé]\shora\s(?:es|ser[aá]|son|era)\s${TO},?\s(?:cuando|si)\s`;
const END = String.raw`(?:,?\s${ON}(?<date>${DATE}))?\s?\??$`;

export const TIME_ZONE_QUESTION: TimeZoneQuestionWords = {
  tag: TAG,
  forms: [
    timeFirst({
      lead: ["convertir", "pasar", "cambiar"],
      at: ["a las", "las", "a la", "la"],
      time: TIME,
      date: DATE,
      on: ["el", "del", "para el"],
      from: ["de", "en", "desde"],
      to: ["a", "en", "para", "hacia"],
      zone: BEFORE_ZONE,
      tail: [],
    }),
    // ¿Qué hora es en Tokio cuando son las 15:00 en Madrid?
    new RegExp(String.raw`${WHAT}${IS}\s${FROM}${END}`, "iu"),
    // ¿Qué hora es en Tokio si en Madrid son las 15:00?
    new RegExp(String.raw`${WHAT}${FROM},?\s${IS}${END}`, "iu"),
    // (Si son) las 15:00 en Madrid, ¿qué hora es en Tokio?
    new RegExp(
      String.raw`^(?:(?:si|cuando)\s(?:son|es)\s)?(?:a\s)?(?:las\s|la\s)?(?<time>${TIME})\s${FROM},?\s¿?\s?qu[eé]\shora\s(?:es|ser[aá]|son)\s${TO}${END}`,
      "iu",
    ),
  ],
  clock: clockReader({
    noon: "mediodia|las 12 del mediodia",
    midnight: "medianoche",
    am: "de la manana|de la madrugada",
    pm: "de la tarde|del mediodia",
    night: "de la noche",
  }),
  date: readDate,
  // Names the finder does not know: CLDR names few cities in Spanish, and GeoNames has these in English.
  places: {
    tokio: "Asia/Tokyo",
    londres: "Europe/London",
    edimburgo: "Europe/London",
    lisboa: "Europe/Lisbon",
    pekin: "Asia/Shanghai",
    roma: "Europe/Rome",
    bruselas: "Europe/Brussels",
    viena: "Europe/Vienna",
    atenas: "Europe/Athens",
    estambul: "Europe/Istanbul",
    "el cairo": "Africa/Cairo",
    ginebra: "Europe/Zurich",
    varsovia: "Europe/Warsaw",
    praga: "Europe/Prague",
    estocolmo: "Europe/Stockholm",
    copenhague: "Europe/Copenhagen",
    seul: "Asia/Seoul",
    singapur: "Asia/Singapore",
    "nueva delhi": "Asia/Kolkata",
    bombay: "Asia/Kolkata",
    filadelfia: "America/New_York",
    "nueva orleans": "America/Chicago",
    "la habana": "America/Havana",
    "ciudad del cabo": "Africa/Johannesburg",
    canarias: "Atlantic/Canary",
    "islas canarias": "Atlantic/Canary",
    "hora peninsular": "Europe/Madrid",
    // Spain, Portugal and China as people mean them: the mainland's time, Beijing's.
    espana: "Europe/Madrid",
    "espana peninsular": "Europe/Madrid",
    portugal: "Europe/Lisbon",
    china: "Asia/Shanghai",
    // CET: Spain's, rather than the 31 zones that keep it to choose from.
    "europa central": "Europe/Madrid",
    "hora central europea": "Europe/Madrid",
  },
  reading: (time, from, to) => `${time} en ${from} → ${to}`,
  // "15:00 UTC", "15:00 hora peninsular", "15:00 en Madrid".
  at: (wall, { typed, full, code }) =>
    `${wallIn(TAG, wall)} ${code || /^hora\s/i.test(typed) ? full : `en ${full}`}`,
  choose: (name, options) =>
    `«${name}» puede referirse a: ${options.join("; ")}. Escriba la zona o una ciudad.`,
  noDate: (text) => `No existe la fecha ${text}.`,
  gap: (wall, zone, read) =>
    `${wallIn(TAG, wall)} no existe en ${zone}: a esa hora los relojes se adelantan, así que se toma como ${wallIn(TAG, read)}.`,
  overlap: (wall, zone) =>
    `${wallIn(TAG, wall)} se da dos veces en ${zone}, porque los relojes se atrasan: se toma la primera.`,
  assumed: (day) => `Sin fecha indicada: se toma el ${dayIn(TAG, day)}.`,
  source:
    "Desfases de esa fecha según la base de datos tz de la IANA que lleva el entorno de ejecución, horario de verano incluido.",
};
