import type { UnixTimeQuestionWords } from "../../../../engine/unix-time-question.ts";
import { fr } from "../../ui/fr.ts";
import { dayFirstAsIso, unixTimeSaid } from "../unix-time-said.ts";
import { DATE_QUESTION } from "./date.ts";

/**
 * Unix time questions in French (engine/unix-time-question.ts): "timestamp 1700000000 en date",
 * "horodatage unix 1700000000", "convertir 1700000000 en date", "temps unix du 2026-07-01
 * 15:00". Patterns are matched without case or accents ("epoque" is "époque").
 */
export const UNIX_TIME_QUESTION: UnixTimeQuestionWords = {
  name: "(?:temps|heure|horodatage|secondes) (?:unix|posix)|horodatage|timestamp(?: (?:unix|posix))?|(?:unix|posix|epoch|epoque)(?: (?:time|timestamp))?",
  units: {
    s: "s|sec|secondes?",
    ms: "ms|millisecondes?",
    us: "us|µs|μs|microsecondes?",
  },
  shown: "(?:une )?date(?: (?:et heure|lisible))?|heure utc|utc|gmt|iso(?: ?8601)?|rfc ?2822",
  to: "en|vers|a|au format",
  of: "de|du|pour",
  convert: "quelle date est(?: le)?|a quelle date correspond(?: le)?",
  verbBefore: "convertir|convertissez",
  verbAfter: "",
  decimal: ",",
  unixTime: "temps Unix",
  posix:
    "Le temps Unix compte les secondes depuis 1970-01-01T00:00:00Z, 86\u202f400 par jour\u00a0: les secondes intercalaires ne sont pas comptées (POSIX).",
  utcAssumed: "Une heure sans fuseau horaire est lue en UTC.",
  asIso: dayFirstAsIso(DATE_QUESTION.dateOf, "/.-", "a"),
  ...unixTimeSaid(fr, "fr"),
};
