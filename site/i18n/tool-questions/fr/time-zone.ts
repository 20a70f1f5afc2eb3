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
 * The time zone question in French: "15h00 New York en heure de Paris", "15h Paris à Tokyo",
 * "9 h du matin de Montréal vers Paris le 1/7/2026", "Quelle heure est-il à Tokyo quand il est
 * 15h à Paris ?", "midi à Paris, quelle heure est-il à New York ?".
 */

const TAG = "fr";

const PART = String.raw`du\smatin|de\sl['’]apr[eè]s-?\s?midi|du\ssoir|de\sla\snuit`;
const TIME = String.raw`\d{1,2}\s?h(?:\s?\d{2})?(?:\s(?:${PART}))?|\d{1,2}\sheures?(?:\s\d{2})?(?:\s(?:${PART}))?|\d{1,2}(?::\d{2})?\s?(?:a\.?\s?m\.?|p\.?\s?m\.?)|\d{1,2}:\d{2}(?:\s(?:${PART}))?|midi|minuit`;
const { date: DATE, read: readDate } = dateReader(TAG);

/** What may come before a zone's name. */
const BEFORE_ZONE = ["l'heure de", "l'heure d'", "heure de", "heure d'"];
const ZONE_WORDS = maybe(BEFORE_ZONE);
const IN = String.raw`(?:à|a|au|aux|en)\s`;
const TO = `${IN}${ZONE_WORDS}(?<to>${ZONE})`;
const FROM = String.raw`(?:${IN}|de\s|d['’])?${ZONE_WORDS}(?<from>${ZONE})`;
const WHAT_TIME = String.raw`quelle\sheure\s(?:est-il|est\sil|il\sest|sera-t-il|sera\st\sil|ça\sfera|ca\sfera)`;
const END = String.raw`(?:,?\s(?:le\s|du\s)?(?<date>${DATE}))?\s?\??$`;

/**
 * A zone after a time: "UTC", "à Paris", "au Caire"; a country without its article ("au
 * Japon"), in CLDR's words for a country's time: "heure : Japon".
 */
function where(typed: string, full = typed, code = false): string {
  if (code || isCode(typed)) return ` ${full}`;
  if (isCountry(TAG, typed)) return `, heure\u00a0: ${full}`;
  // "au Caire", "aux Sables-d’Olonne": à with the article of a name that has one.
  const article = /^(les?) (.*)$/iu.exec(full);
  if (article) return ` ${article[1]?.toLowerCase() === "le" ? "au" : "aux"} ${article[2]}`;
  return ` à ${full}`;
}

export const TIME_ZONE_QUESTION: TimeZoneQuestionWords = {
  tag: TAG,
  forms: [
    timeFirst({
      lead: ["convertir"],
      at: ["à", "a"],
      time: TIME,
      date: DATE,
      on: ["le", "du", "pour le"],
      from: ["de", "d'", "à", "a", "au", "aux", "en"],
      to: ["à", "a", "au", "aux", "en", "vers", "pour", "dans"],
      zone: BEFORE_ZONE,
      tail: ["heure locale"],
    }),
    // Quelle heure est-il à Tokyo quand il est 15h à Paris ?
    new RegExp(
      String.raw`^${WHAT_TIME}\s${TO},?\s(?:quand|lorsqu['’]|lorsque\s|s['’])\s?il\s(?:est|sera)\s(?<time>${TIME})\s${FROM}${END}`,
      "iu",
    ),
    // (S'il est) midi à Paris, quelle heure est-il à New York ?
    new RegExp(
      String.raw`^(?:(?:s['’]|quand\s)il\sest\s)?(?:à\s)?(?<time>${TIME})\s${FROM},?\s${WHAT_TIME}\s${TO}${END}`,
      "iu",
    ),
  ],
  clock: clockReader({
    noon: "midi",
    midnight: "minuit",
    am: "du matin",
    pm: "de l apres midi|de l apresmidi|du soir",
    night: "de la nuit",
  }),
  date: readDate,
  // Names the finder does not know: CLDR names few cities in French, and GeoNames has these in English.
  places: {
    londres: "Europe/London",
    edimbourg: "Europe/London",
    lisbonne: "Europe/Lisbon",
    bruxelles: "Europe/Brussels",
    geneve: "Europe/Zurich",
    vienne: "Europe/Vienna",
    varsovie: "Europe/Warsaw",
    athenes: "Europe/Athens",
    copenhague: "Europe/Copenhagen",
    venise: "Europe/Rome",
    barcelone: "Europe/Madrid",
    "le caire": "Africa/Cairo",
    alger: "Africa/Algiers",
    "le cap": "Africa/Johannesburg",
    pekin: "Asia/Shanghai",
    "new delhi": "Asia/Kolkata",
    "nouvelle delhi": "Asia/Kolkata",
    singapour: "Asia/Singapore",
    quebec: "America/Toronto",
    "la havane": "America/Havana",
    "la nouvelle orleans": "America/Chicago",
    sydney: "Australia/Sydney",
    // Metropolitan France, Spain, Portugal and China as people mean them.
    "heure francaise": "Europe/Paris",
    "france metropolitaine": "Europe/Paris",
    espagne: "Europe/Madrid",
    portugal: "Europe/Lisbon",
    chine: "Asia/Shanghai",
    // CET, as English reads it (engine/time-zone-abbreviations.ts), not 31 zones to choose from.
    "europe centrale": "Europe/Paris",
    "l europe centrale": "Europe/Paris",
  },
  reading: (time, from, to) => `${time}${where(from)} → ${to}`,
  at: (wall, { typed, full, code }) => `${wallIn(TAG, wall)}${where(typed, full, code)}`,
  choose: (name, options) =>
    `« ${name} » peut désigner : ${options.join("\u202f; ")}. Indiquez le fuseau ou une ville.`,
  noDate: (text) => `La date ${text} n’existe pas.`,
  gap: (wall, zone, read) =>
    `${wallIn(TAG, wall)} n’existe pas dans le fuseau ${zone} : les horloges avancent à ce moment-là, l’heure est donc lue comme ${wallIn(TAG, read)}.`,
  overlap: (wall, zone) =>
    `${wallIn(TAG, wall)} a lieu deux fois dans le fuseau ${zone}, car les horloges reculent : c’est la première qui est retenue.`,
  assumed: (day) => `Sans date précisée : on retient le ${dayIn(TAG, day)}.`,
  source:
    "Décalages à cette date d’après la base tz de l’IANA que fournit l’environnement d’exécution, heure d’été comprise.",
};
