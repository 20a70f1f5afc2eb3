import type { UnixTimeQuestionWords } from "../../../../engine/unix-time-question.ts";
import { pt } from "../../ui/pt.ts";
import { dayFirstAsIso, unixTimeSaid } from "../unix-time-said.ts";
import { DATE_QUESTION } from "./date.ts";

/**
 * Unix time questions in Portuguese (Brazil; engine/unix-time-question.ts): "timestamp 1700000000
 * em data", "converter 1700000000 para data", "tempo unix 1700000000", "timestamp de 2026-07-01
 * 15:00". Patterns are matched without case or accents ("epoca" is "época").
 */
export const UNIX_TIME_QUESTION: UnixTimeQuestionWords = {
  name: "(?:tempo|hora|horario|segundos) (?:unix|posix)|carimbo de (?:data|tempo|hora)(?: (?:unix|posix))?|timestamp(?: (?:unix|posix))?|(?:unix|posix|epoch|epoca)(?: (?:time|timestamp))?",
  units: {
    s: "s|seg|segundos?",
    ms: "ms|milissegundos?|milisegundos?",
    us: "us|µs|μs|microssegundos?|microsegundos?",
  },
  shown: "(?:uma )?data(?: (?:e hora|legivel))?|utc|gmt|iso(?: ?8601)?|rfc ?2822",
  to: "em|para|a|como",
  of: "de|da|do|para",
  convert: "que data e(?: o)?|qual (?:e )?a data d[eo]",
  verbBefore: "converter|converta|transformar",
  verbAfter: "",
  decimal: ",",
  unixTime: "tempo Unix",
  posix:
    "O tempo Unix conta os segundos desde 1970-01-01T00:00:00Z, 86.400 por dia: os segundos intercalares não são contados (POSIX).",
  utcAssumed: "Um horário sem fuso é lido em UTC.",
  asIso: dayFirstAsIso(DATE_QUESTION.dateOf, "/.-", "as|a"),
  ...unixTimeSaid(pt, "pt-BR"),
};
