import { describe, expect, it } from "vitest";
import type { ToolReading } from "../../../engine/tool-reading.ts";
import { readUnixTimeQuestion } from "../../../engine/unix-time-question.ts";
import { LANGUAGE_CORPUS } from "../../../tests/fixtures/query-corpus-languages.ts";
import { UNIX_TIME_QUESTION as DE } from "./de/unix-time.ts";
import { UNIX_TIME_QUESTION as ES } from "./es/unix-time.ts";
import { UNIX_TIME_QUESTION as FR } from "./fr/unix-time.ts";
import { UNIX_TIME_QUESTION as PT } from "./pt/unix-time.ts";

/**
 * Unix time asked in Spanish, German, French and Portuguese (issue 25). The instants are those the
 * English tests check against GNU date (engine/unix-time-question.test.ts): 1700000000 is
 * 2023-11-14T22:13:20Z, a Tuesday; 2026-07-01 15:00 UTC is 1782918000.
 */

const WORDS = { es: ES, de: DE, fr: FR, pt: PT } as const;
type Lang = keyof typeof WORDS;

const answered = (lang: Lang, text: string) => {
  const reading = readUnixTimeQuestion(text, WORDS[lang]);
  if (!reading) return undefined;
  return "problem" in reading ? `problem: ${reading.problem}` : reading.display;
};

/** Each language's questions, each with its whole answer. */
const ASKED: Readonly<Record<Lang, readonly (readonly [string, string])[]>> = {
  es: [
    [
      "1700000000 en fecha",
      "Tiempo Unix 1700000000 s = 2023-11-14T22:13:20Z (martes, 14 de noviembre de 2023, 22:13:20 UTC)",
    ],
    [
      "marca de tiempo unix 1700000000",
      "Tiempo Unix 1700000000 s = 2023-11-14T22:13:20Z (martes, 14 de noviembre de 2023, 22:13:20 UTC)",
    ],
    [
      "¿Qué fecha es el timestamp 1700000000?",
      "Tiempo Unix 1700000000 s = 2023-11-14T22:13:20Z (martes, 14 de noviembre de 2023, 22:13:20 UTC)",
    ],
    [
      "Tiempo Unix 1700000000123",
      "Tiempo Unix 1700000000123 ms = 2023-11-14T22:13:20.123Z (martes, 14 de noviembre de 2023, 22:13:20 UTC)",
    ],
    [
      "1700000000,5 segundos unix a fecha",
      "Tiempo Unix 1700000000,5 s = 2023-11-14T22:13:20.500Z (martes, 14 de noviembre de 2023, 22:13:20 UTC)",
    ],
    [
      "convertir época 0 a fecha",
      "Tiempo Unix 0 s = 1970-01-01T00:00:00Z (jueves, 1 de enero de 1970, 0:00:00 UTC)",
    ],
    [
      "pasar 2026-07-01 15:00 a timestamp",
      "2026-07-01T15:00:00Z = tiempo Unix 1782918000 s (1782918000000 ms)",
    ],
    [
      "tiempo unix de 2026-07-01 15:00 +02:00",
      "2026-07-01T13:00:00Z = tiempo Unix 1782910800 s (1782910800000 ms)",
    ],
    ["timestamp de 2026-02-30", "problem: Esa fecha no existe."],
    [
      "timestamp de 01/07/2026 a las 15:00",
      "2026-07-01T15:00:00Z = tiempo Unix 1782918000 s (1782918000000 ms)",
    ],
    [
      "1 de julio de 2026 15:00 +02:00 a tiempo unix",
      "2026-07-01T13:00:00Z = tiempo Unix 1782910800 s (1782910800000 ms)",
    ],
    ["timestamp de 30/02/2026 a las 10:00", "problem: Esa fecha no existe."],
  ],
  de: [
    [
      "Unix-Zeit 1700000000 in Datum",
      "Unixzeit 1700000000 s = 2023-11-14T22:13:20Z (Dienstag, 14. November 2023 um 22:13:20 UTC)",
    ],
    [
      "Zeitstempel 1700000000 umrechnen",
      "Unixzeit 1700000000 s = 2023-11-14T22:13:20Z (Dienstag, 14. November 2023 um 22:13:20 UTC)",
    ],
    [
      "1700000000 in Datum umwandeln",
      "Unixzeit 1700000000 s = 2023-11-14T22:13:20Z (Dienstag, 14. November 2023 um 22:13:20 UTC)",
    ],
    [
      "UNIXZEIT 1700000000123",
      "Unixzeit 1700000000123 ms = 2023-11-14T22:13:20.123Z (Dienstag, 14. November 2023 um 22:13:20 UTC)",
    ],
    [
      "1700000000,5 Sekunden Unix-Zeit",
      "Unixzeit 1700000000,5 s = 2023-11-14T22:13:20.500Z (Dienstag, 14. November 2023 um 22:13:20 UTC)",
    ],
    [
      "Unix Timestamp 0 in Datum",
      "Unixzeit 0 s = 1970-01-01T00:00:00Z (Donnerstag, 1. Januar 1970 um 00:00:00 UTC)",
    ],
    [
      "2026-07-01 15:00 in Unix-Zeit umrechnen",
      "2026-07-01T15:00:00Z = Unixzeit 1782918000 s (1782918000000 ms)",
    ],
    [
      "Zeitstempel für 2026-07-01 15:00 +02:00",
      "2026-07-01T13:00:00Z = Unixzeit 1782910800 s (1782910800000 ms)",
    ],
    ["Unixzeit von 2026-02-30", "problem: Dieses Datum gibt es nicht."],
    [
      "Unixzeit von 1.7.2026 um 15:00 Uhr",
      "2026-07-01T15:00:00Z = Unixzeit 1782918000 s (1782918000000 ms)",
    ],
    [
      "1. Juli 2026 15:00 +02:00 in Unix-Zeit",
      "2026-07-01T13:00:00Z = Unixzeit 1782910800 s (1782910800000 ms)",
    ],
    ["Zeitstempel für 30.2.2026", "problem: Dieses Datum gibt es nicht."],
  ],
  fr: [
    [
      "timestamp 1700000000 en date",
      "Temps Unix 1700000000 s = 2023-11-14T22:13:20Z (mardi 14 novembre 2023 à 22:13:20 UTC)",
    ],
    [
      "horodatage unix 1700000000",
      "Temps Unix 1700000000 s = 2023-11-14T22:13:20Z (mardi 14 novembre 2023 à 22:13:20 UTC)",
    ],
    [
      "convertir 1700000000 en date",
      "Temps Unix 1700000000 s = 2023-11-14T22:13:20Z (mardi 14 novembre 2023 à 22:13:20 UTC)",
    ],
    [
      "Quelle date est le timestamp 1700000000\u202f?",
      "Temps Unix 1700000000 s = 2023-11-14T22:13:20Z (mardi 14 novembre 2023 à 22:13:20 UTC)",
    ],
    [
      "temps unix 1700000000123",
      "Temps Unix 1700000000123 ms = 2023-11-14T22:13:20.123Z (mardi 14 novembre 2023 à 22:13:20 UTC)",
    ],
    [
      "1700000000,5 secondes unix",
      "Temps Unix 1700000000,5 s = 2023-11-14T22:13:20.500Z (mardi 14 novembre 2023 à 22:13:20 UTC)",
    ],
    [
      "Époque 0 en date",
      "Temps Unix 0 s = 1970-01-01T00:00:00Z (jeudi 1 janvier 1970 à 00:00:00 UTC)",
    ],
    [
      "2026-07-01 15:00 en temps unix",
      "2026-07-01T15:00:00Z = temps Unix 1782918000 s (1782918000000 ms)",
    ],
    [
      "temps unix du 2026-07-01 15:00 +02:00",
      "2026-07-01T13:00:00Z = temps Unix 1782910800 s (1782910800000 ms)",
    ],
    ["timestamp de 2026-02-30", "problem: Cette date n’existe pas."],
    [
      "timestamp du 01/07/2026 à 15:00",
      "2026-07-01T15:00:00Z = temps Unix 1782918000 s (1782918000000 ms)",
    ],
    [
      "1er juillet 2026 15:00 +02:00 en temps unix",
      "2026-07-01T13:00:00Z = temps Unix 1782910800 s (1782910800000 ms)",
    ],
  ],
  pt: [
    [
      "timestamp 1700000000 em data",
      "Tempo Unix 1700000000 s = 2023-11-14T22:13:20Z (terça-feira, 14 de novembro de 2023 às 22:13:20 UTC)",
    ],
    [
      "converter 1700000000 para data",
      "Tempo Unix 1700000000 s = 2023-11-14T22:13:20Z (terça-feira, 14 de novembro de 2023 às 22:13:20 UTC)",
    ],
    [
      "Que data é o timestamp 1700000000?",
      "Tempo Unix 1700000000 s = 2023-11-14T22:13:20Z (terça-feira, 14 de novembro de 2023 às 22:13:20 UTC)",
    ],
    [
      "tempo unix 1700000000123",
      "Tempo Unix 1700000000123 ms = 2023-11-14T22:13:20.123Z (terça-feira, 14 de novembro de 2023 às 22:13:20 UTC)",
    ],
    [
      "1700000000,5 segundos unix",
      "Tempo Unix 1700000000,5 s = 2023-11-14T22:13:20.500Z (terça-feira, 14 de novembro de 2023 às 22:13:20 UTC)",
    ],
    [
      "epoca 0 em data",
      "Tempo Unix 0 s = 1970-01-01T00:00:00Z (quinta-feira, 1 de janeiro de 1970 às 00:00:00 UTC)",
    ],
    [
      "2026-07-01 15:00 em timestamp",
      "2026-07-01T15:00:00Z = tempo Unix 1782918000 s (1782918000000 ms)",
    ],
    [
      "tempo unix de 2026-07-01 15:00 +02:00",
      "2026-07-01T13:00:00Z = tempo Unix 1782910800 s (1782910800000 ms)",
    ],
    ["timestamp de 2026-02-30", "problem: Essa data não existe."],
    [
      "timestamp de 01/07/2026 às 15:00",
      "2026-07-01T15:00:00Z = tempo Unix 1782918000 s (1782918000000 ms)",
    ],
    [
      "1º de julho de 2026 15:00 +02:00 em timestamp",
      "2026-07-01T13:00:00Z = tempo Unix 1782910800 s (1782910800000 ms)",
    ],
  ],
};

/** The basis of an answer whose unit was guessed, and of one whose time had no zone. */
const BASIS: Readonly<Record<Lang, readonly [string, string, string]>> = {
  es: [
    "1700000000 en fecha",
    "El tiempo Unix cuenta los segundos desde 1970-01-01T00:00:00Z, 86.400 cada día: los segundos intercalares no se cuentan (POSIX). Leído en segundos, deducido de sus 10 dígitos.",
    "Una hora sin zona horaria se lee en UTC.",
  ],
  de: [
    "Unix-Zeit 1700000000 in Datum",
    "Die Unixzeit zählt die Sekunden seit 1970-01-01T00:00:00Z, 86.400 an jedem Tag: Schaltsekunden werden nicht gezählt (POSIX). Gelesen als Sekunden, erkannt an den 10 Ziffern.",
    "Eine Uhrzeit ohne Zeitzone wird als UTC gelesen.",
  ],
  fr: [
    "timestamp 1700000000 en date",
    "Le temps Unix compte les secondes depuis 1970-01-01T00:00:00Z, 86\u202f400 par jour\u00a0: les secondes intercalaires ne sont pas comptées (POSIX). Lu en secondes, deviné d’après ses 10 chiffres.",
    "Une heure sans fuseau horaire est lue en UTC.",
  ],
  pt: [
    "timestamp 1700000000 em data",
    "O tempo Unix conta os segundos desde 1970-01-01T00:00:00Z, 86.400 por dia: os segundos intercalares não são contados (POSIX). Lido em segundos, deduzido dos seus 10 dígitos.",
    "Um horário sem fuso é lido em UTC.",
  ],
};

/** What the English answers say (engine/unix-time-question-english.ts, unix-time-problems.ts). */
const ENGLISH =
  /\b(?:Unix time|seconds|milliseconds|digits?|read as|counts|leap|without|zone is|There is no|Tue|Nov)\b/;

const LANGS = Object.keys(WORDS) as Lang[];

const textsOf = (reading: ToolReading) =>
  "problem" in reading
    ? [reading.reading, reading.problem]
    : [reading.reading, reading.display, reading.basis];

describe("Unix time asked in Spanish, German, French and Portuguese", () => {
  it.each(LANGS)("answers %s questions in the language", (lang) => {
    for (const [question, answer] of ASKED[lang]) {
      expect(answered(lang, question), question).toBe(answer);
    }
  });

  it.each(LANGS)("names POSIX, and says a guessed unit and a time without zone, in %s", (lang) => {
    const [question, basis, utc] = BASIS[lang];
    expect(readUnixTimeQuestion(question, WORDS[lang])).toMatchObject({ basis });
    const [timeQuestion] = ASKED[lang].find(([q]) => /15:00(?! \+)/.test(q)) ?? [""];
    expect(readUnixTimeQuestion(timeQuestion, WORDS[lang])).toMatchObject({
      basis: expect.stringMatching(new RegExp(`\\. ${utc.replace(/\./g, "\\.")}$`)),
    });
  });

  it("keeps a date and time as typed in the reading, accents and all", () => {
    expect(readUnixTimeQuestion("timestamp de 01/07/2026 às 15:00", PT)).toMatchObject({
      reading: "01/07/2026 às 15:00",
    });
    expect(readUnixTimeQuestion("temps unix du 1er février 2026", FR)).toMatchObject({
      reading: "1er février 2026",
      display: "2026-02-01T00:00:00Z = temps Unix 1769904000 s (1769904000000 ms)",
    });
  });

  it.each(LANGS)("says its problems in %s, with the page's words", (lang) => {
    const problems = [
      "99999999999999999999 unix",
      "timestamp 1700000000,1234567",
      "timestamp 1,5 µs",
    ].map((q) => answered(lang, q));
    for (const problem of problems) expect(problem).toMatch(/^problem: /);
    expect(problems[1]).toMatch(/ 6 /);
    expect(new Set(problems).size).toBe(3);
  });

  it.each(LANGS)("writes no English word in %s answers", (lang) => {
    const questions = [...ASKED[lang].map(([q]) => q), BASIS[lang][0], "timestamp 1,5 µs"];
    for (const question of questions) {
      const reading = readUnixTimeQuestion(question, WORDS[lang]);
      expect(reading, question).toBeDefined();
      for (const text of reading ? textsOf(reading) : [])
        expect(text, question).not.toMatch(ENGLISH);
    }
  });

  it.each(LANGS)("leaves %s questions of units to the units", (lang) => {
    for (const { q } of LANGUAGE_CORPUS[lang]) {
      expect(readUnixTimeQuestion(q, WORDS[lang]), q).toBeUndefined();
    }
    for (const q of ["5 s", "1700000000", "5 s a ms", "unix", "3600 s en horas", "1700000000 km"]) {
      expect(readUnixTimeQuestion(q, WORDS[lang]), q).toBeUndefined();
    }
  });
});
