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
 * The time zone question in German: "15 Uhr New York nach Berlin", "15:30 Uhr MEZ in New Yorker
 * Zeit", "um 9 Uhr morgens in Berlin nach Tokio am 1.7.2026", "Wie spät ist es in Tokio, wenn es
 * in Berlin 15 Uhr ist?", "Mittag Berlin nach Sydney umrechnen".
 */

const TAG = "de";

const PART = "morgens|fr[üu]h|vormittags|mittags|nachmittags|abends|nachts";
const TIME = String.raw`\d{1,2}(?:[:.]\d{2})?\s?uhr(?:\s\d{1,2})?(?:\s(?:${PART}))?|\d{1,2}(?::\d{2})?\s?(?:a\.?\s?m\.?|p\.?\s?m\.?)|\d{1,2}:\d{2}(?:\s(?:${PART}))?|mittags?|mitternacht`;
const { date: DATE, read: readDate } = dateReader(TAG);

/** What may come before a zone's name. */
const BEFORE_ZONE = ["Zeit in", "Uhrzeit in", "Ortszeit"];
const ZONE_WORDS = maybe(BEFORE_ZONE);
const TO = String.raw`(?:in\s)?${ZONE_WORDS}(?<to>${ZONE})`;
const FROM = String.raw`(?:in\s)?${ZONE_WORDS}(?<from>${ZONE})`;
const HOW_LATE = String.raw`(?:wie\s(?:sp(?:ä|ae|a)t|viel\suhr)|wieviel\suhr|welche\suhrzeit)\s(?:ist\ses|ist|hat\sman|haben\swir)`;
const WHAT = String.raw`^${HOW_LATE}\s(?:dann\s)?${TO},?\s(?:wenn|falls)\s(?:es\s)?`;
const END = String.raw`(?:,?\s(?:am\s)?(?<date>${DATE}))?\s?\??$`;

const TIME_FIRST = {
  lead: [],
  at: ["um"],
  time: TIME,
  date: DATE,
  on: ["am", "den"],
  from: ["in", "aus", "von"],
  to: ["nach", "in", "zu", "auf", "für"],
  zone: BEFORE_ZONE,
};

/** The language's own codes of zones, which an answer writes as it writes UTC. */
const CODES = ["mez", "mesz", "oez", "oesz", "wez", "wesz"];

/**
 * A zone after a time: "MEZ", "deutscher Zeit", "in Berlin"; a country without its article ("in
 * der Schweiz"), in CLDR's words for a country's time: "Ortszeit Schweiz".
 */
function where(typed: string, full = typed, code = false): string {
  if (code || isCode(typed, CODES) || /zeit$/i.test(typed)) return ` ${full}`;
  return isCountry(TAG, typed) ? `, Ortszeit ${full}` : ` in ${full}`;
}

export const TIME_ZONE_QUESTION: TimeZoneQuestionWords = {
  tag: TAG,
  forms: [
    // "15 Uhr London nach deutscher Zeit": the zone's name with its "Zeit" ("New Yorker Zeit")…
    timeFirst({ ...TIME_FIRST, tail: ["umrechnen"] }),
    // …or "Zeit" after a place's name: "15 Uhr Berlin nach Tokio Zeit".
    timeFirst({ ...TIME_FIRST, tail: ["Zeit", "Uhrzeit", "Zeit umrechnen", "umrechnen"] }),
    // Wie spät ist es in Tokio, wenn es in Berlin 15 Uhr ist?
    new RegExp(String.raw`${WHAT}${FROM}\s(?:um\s)?(?<time>${TIME})\s(?:ist|sind)${END}`, "iu"),
    // Wie spät ist es in Tokio, wenn es 15 Uhr in Berlin ist?
    new RegExp(String.raw`${WHAT}(?:um\s)?(?<time>${TIME})\s${FROM}\s(?:ist|sind)${END}`, "iu"),
    // 15 Uhr in Berlin, wie spät ist es (dann) in Tokio?
    new RegExp(
      String.raw`^(?:wenn\ses\s)?(?:um\s)?(?<time>${TIME})\s${FROM}(?:\sist)?,?\s${HOW_LATE}\s(?:dann\s)?${TO}${END}`,
      "iu",
    ),
  ],
  clock: clockReader({
    noon: "mittag|mittags",
    midnight: "mitternacht",
    am: "morgens|fruh|vormittags",
    pm: "mittags|nachmittags|abends",
    night: "nachts",
  }),
  date: readDate,
  // Names the finder does not know: CLDR names few cities in German, and GeoNames has these in
  // English; "ue" for "ü" as people type it without the letter; "deutscher Zeit", "Berliner Zeit".
  places: {
    tokio: "Asia/Tokyo",
    munchen: "Europe/Berlin",
    muenchen: "Europe/Berlin",
    koeln: "Europe/Berlin",
    frankfurt: "Europe/Berlin",
    "frankfurt am main": "Europe/Berlin",
    nurnberg: "Europe/Berlin",
    nuernberg: "Europe/Berlin",
    dusseldorf: "Europe/Berlin",
    duesseldorf: "Europe/Berlin",
    zuerich: "Europe/Zurich",
    genf: "Europe/Zurich",
    wien: "Europe/Vienna",
    rom: "Europe/Rome",
    mailand: "Europe/Rome",
    venedig: "Europe/Rome",
    lissabon: "Europe/Lisbon",
    warschau: "Europe/Warsaw",
    prag: "Europe/Prague",
    brussel: "Europe/Brussels",
    bruessel: "Europe/Brussels",
    athen: "Europe/Athens",
    kopenhagen: "Europe/Copenhagen",
    kairo: "Africa/Cairo",
    kapstadt: "Africa/Johannesburg",
    peking: "Asia/Shanghai",
    china: "Asia/Shanghai",
    "neu delhi": "Asia/Kolkata",
    england: "Europe/London",
    spanien: "Europe/Madrid",
    portugal: "Europe/Lisbon",
    sydney: "Australia/Sydney",
    "deutsche zeit": "Europe/Berlin",
    "deutscher zeit": "Europe/Berlin",
    "berliner zeit": "Europe/Berlin",
    "wiener zeit": "Europe/Vienna",
    "schweizer zeit": "Europe/Zurich",
    "londoner zeit": "Europe/London",
    "new yorker zeit": "America/New_York",
    // The German names of CET, EET and WET: one zone each rather than every zone that keeps it.
    mez: "Europe/Berlin",
    mesz: "Europe/Berlin",
    "mitteleuropaische zeit": "Europe/Berlin",
    "mitteleuropaischer zeit": "Europe/Berlin",
    "mitteleuropaische sommerzeit": "Europe/Berlin",
    "mitteleuropaischer sommerzeit": "Europe/Berlin",
    oez: "Europe/Athens",
    oesz: "Europe/Athens",
    wez: "Europe/Lisbon",
    wesz: "Europe/Lisbon",
  },
  reading: (time, from, to) => `${time}${where(from)} → ${to}`,
  at: (wall, { typed, full, code }) => `${wallIn(TAG, wall)}${where(typed, full, code)}`,
  choose: (name, options) =>
    `„${name}“ kann Folgendes bedeuten: ${options.join("; ")}. Geben Sie die Zone oder eine Stadt an.`,
  noDate: (text) => `Das Datum ${text} gibt es nicht.`,
  gap: (wall, zone, read) =>
    `${wallIn(TAG, wall)} gibt es in ${zone} nicht: Die Uhren werden dann vorgestellt, daher gilt ${wallIn(TAG, read)}.`,
  overlap: (wall, zone) =>
    `${wallIn(TAG, wall)} kommt in ${zone} zweimal vor, weil die Uhren zurückgestellt werden: Gemeint ist das erste Mal.`,
  assumed: (day) => `Kein Datum angegeben: Es gilt ${dayIn(TAG, day)}.`,
  source:
    "Abweichungen von UTC an diesem Datum nach der tz-Datenbank der IANA, die die Laufzeitumgebung mitbringt, Sommerzeit eingeschlossen.",
};
