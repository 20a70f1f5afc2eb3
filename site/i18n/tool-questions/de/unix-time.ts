import type { UnixTimeQuestionWords } from "../../../../engine/unix-time-question.ts";
import { de } from "../../ui/de.ts";
import { dayFirstAsIso, unixTimeSaid } from "../unix-time-said.ts";
import { DATE_QUESTION } from "./date.ts";

/**
 * Unix time questions in German (engine/unix-time-question.ts): "Unix-Zeit 1700000000 in Datum",
 * "Zeitstempel 1700000000 umrechnen", "1700000000 in Datum umwandeln", "Unixzeit von 2026-07-01
 * 15:00". Patterns are matched without case or accents ("fur" is "für").
 */
export const UNIX_TIME_QUESTION: UnixTimeQuestionWords = {
  name: "(?:unix|posix)(?:[- ]?(?:zeitstempel|zeit|timestamp|time|sekunden))?|epoch(?:[- ]?zeit)?|zeitstempel|timestamp",
  units: {
    s: "s|sek|sekunden?",
    ms: "ms|millisekunden?",
    us: "us|µs|μs|mikrosekunden?",
  },
  shown:
    "(?:ein )?datum(?: und (?:uhr)?zeit)?|datum/uhrzeit|lesbares datum|utc|gmt|iso(?: ?8601)?|rfc ?2822",
  to: "in|zu|zum|nach|als",
  of: "von|vom|fur|fuer|aus",
  convert: "welches datum ist|welches datum hat",
  verbBefore: "wandle|konvertiere|rechne",
  verbAfter: "umrechnen|umwandeln|konvertieren|um",
  decimal: ",",
  unixTime: "Unixzeit",
  posix:
    "Die Unixzeit zählt die Sekunden seit 1970-01-01T00:00:00Z, 86.400 an jedem Tag: Schaltsekunden werden nicht gezählt (POSIX).",
  utcAssumed: "Eine Uhrzeit ohne Zeitzone wird als UTC gelesen.",
  asIso: dayFirstAsIso(DATE_QUESTION.dateOf, ".", "um"),
  ...unixTimeSaid(de, "de"),
};
