import type { UnixTimeQuestionWords } from "../../../../engine/unix-time-question.ts";
import { es } from "../../ui/es.ts";
import { dayFirstAsIso, unixTimeSaid } from "../unix-time-said.ts";
import { DATE_QUESTION } from "./date.ts";

/**
 * Unix time questions in Spanish (engine/unix-time-question.ts): "1700000000 en fecha", "marca de
 * tiempo unix 1700000000", "¿qué fecha es el timestamp 1700000000?", "tiempo unix de 2026-07-01
 * 15:00". Patterns are matched without case or accents.
 */
export const UNIX_TIME_QUESTION: UnixTimeQuestionWords = {
  name: "(?:marca|sello) de tiempo(?: (?:unix|posix))?|(?:tiempo|hora|segundos) (?:unix|posix)|timestamp(?: (?:unix|posix))?|(?:unix|posix|epoch|epoca)(?: (?:time|timestamp))?",
  units: {
    s: "s|seg|segs|segundos?",
    ms: "ms|milisegundos?",
    us: "us|µs|μs|microsegundos?",
  },
  shown: "fecha(?: (?:y hora|legible))?|utc|gmt|iso(?: ?8601)?|rfc ?2822",
  to: "a|en|como|para",
  of: "de|del|para",
  convert: "que fecha es(?: el)?|a que fecha corresponde(?: el)?",
  verbBefore: "convertir|convierta|pasar|pase|traducir",
  verbAfter: "",
  decimal: ",",
  unixTime: "tiempo Unix",
  posix:
    "El tiempo Unix cuenta los segundos desde 1970-01-01T00:00:00Z, 86.400 cada día: los segundos intercalares no se cuentan (POSIX).",
  utcAssumed: "Una hora sin zona horaria se lee en UTC.",
  asIso: dayFirstAsIso(DATE_QUESTION.dateOf, "/.-", "a las|a la"),
  ...unixTimeSaid(es, "es"),
};
