import { describe, expect, it } from "vitest";
import { readDateQuestion } from "../../../engine/date-question.ts";
import type { ToolReading } from "../../../engine/tool-reading.ts";
import { readUnixTimeQuestion } from "../../../engine/unix-time-question.ts";
import { LANGUAGE_CORPUS } from "../../../tests/fixtures/query-corpus-languages.ts";
import { DATE_QUESTION as DE } from "./de/date.ts";
import { UNIX_TIME_QUESTION as DE_UNIX } from "./de/unix-time.ts";
import { DATE_QUESTION as ES } from "./es/date.ts";
import { UNIX_TIME_QUESTION as ES_UNIX } from "./es/unix-time.ts";
import { DATE_QUESTION as FR } from "./fr/date.ts";
import { UNIX_TIME_QUESTION as FR_UNIX } from "./fr/unix-time.ts";
import { DATE_QUESTION as PT } from "./pt/date.ts";
import { UNIX_TIME_QUESTION as PT_UNIX } from "./pt/unix-time.ts";

/**
 * Dates asked in Spanish, German, French and Portuguese (issue 25). The counts and weekdays are
 * those the English tests check against GNU date (engine/date-question.test.ts): 358 days from
 * 2026-01-01 (a Thursday) to 2026-12-25 (a Friday), 10 business days from 2026-11-23 to
 * 2026-12-07, 4 July 1776 a Thursday, 2026-12-31 in 2026-W53.
 */

const WORDS = { es: ES, de: DE, fr: FR, pt: PT } as const;
/** The Unix time reader is asked first (site/query/tool-answers.ts): it must leave dates be. */
const UNIX = { es: ES_UNIX, de: DE_UNIX, fr: FR_UNIX, pt: PT_UNIX } as const;
type Lang = keyof typeof WORDS;

const answered = (lang: Lang, text: string) => {
  const reading = readDateQuestion(text, WORDS[lang]);
  if (!reading) return undefined;
  return "problem" in reading ? `problem: ${reading.problem}` : reading.display;
};

/** Each language's questions, each with its whole answer. */
const ASKED: Readonly<Record<Lang, readonly (readonly [string, string])[]>> = {
  es: [
    [
      "días entre 2026-01-01 y 2026-12-25",
      "Del 1 de enero de 2026 (jueves) al 25 de diciembre de 2026 (viernes): 358 días (51 semanas y 1 día)",
    ],
    [
      "¿Cuántos días hay entre el 1 de enero de 2026 y el 25/12/2026?",
      "Del 1 de enero de 2026 (jueves) al 25 de diciembre de 2026 (viernes): 358 días (51 semanas y 1 día)",
    ],
    [
      "DIAS ENTRE 25/12/2026 Y 01/01/2026",
      "Del 25 de diciembre de 2026 (viernes) al 1 de enero de 2026 (jueves), hacia atrás: 358 días (51 semanas y 1 día)",
    ],
    [
      "días laborables del 23/11/2026 al 07/12/2026",
      "Del 23 de noviembre de 2026 (lunes) al 7 de diciembre de 2026 (lunes): 10 días laborables",
    ],
    [
      "30 días después de 2026-01-01",
      "1 de enero de 2026 + 30 días = 31 de enero de 2026 (sábado)",
    ],
    [
      "3 semanas antes del 1 de septiembre de 2026",
      "1 de septiembre de 2026 − 3 semanas = 11 de agosto de 2026 (martes)",
    ],
    ["31/01/2026 + 1 mes", "31 de enero de 2026 + 1 mes = 28 de febrero de 2026 (sábado)"],
    ["29-02-2024 más 1 año", "29 de febrero de 2024 + 1 año = 28 de febrero de 2025 (viernes)"],
    ["¿Qué día de la semana es el 4/7/1776?", "El 4 de julio de 1776 es jueves"],
    [
      "número de semana del 31/12/2026",
      "El 31 de diciembre de 2026 (jueves) está en la semana 53 de 2026 (2026-W53-4)",
    ],
    ["días entre 30/02/2026 y 01/03/2026", "problem: Esa fecha no existe: 30/02/2026."],
    [
      "CUÁNTAS SEMANAS HAY ENTRE 2026-01-01 Y 2026-12-25",
      "Del 1 de enero de 2026 (jueves) al 25 de diciembre de 2026 (viernes): 358 días (51 semanas y 1 día)",
    ],
  ],
  de: [
    [
      "Tage zwischen 1.1.2026 und 25.12.2026",
      "Vom 1. Januar 2026 (Donnerstag) bis zum 25. Dezember 2026 (Freitag): 358 Tage (51 Wochen und 1 Tag)",
    ],
    [
      "Wie viele Tage sind es vom 1. Januar 2026 bis zum 25.12.2026?",
      "Vom 1. Januar 2026 (Donnerstag) bis zum 25. Dezember 2026 (Freitag): 358 Tage (51 Wochen und 1 Tag)",
    ],
    [
      "tage zwischen 25.12.2026 und 2026-01-01",
      "Vom 25. Dezember 2026 (Freitag) zurück bis zum 1. Januar 2026 (Donnerstag): 358 Tage (51 Wochen und 1 Tag)",
    ],
    [
      "Arbeitstage vom 23.11.2026 bis 7.12.2026",
      "Vom 23. November 2026 (Montag) bis zum 7. Dezember 2026 (Montag): 10 Arbeitstage",
    ],
    ["100 Tage nach dem 1.1.2026", "1. Januar 2026 + 100 Tage = 11. April 2026 (Samstag)"],
    ["3 Wochen vor dem 1. Sept. 2026", "1. September 2026 − 3 Wochen = 11. August 2026 (Dienstag)"],
    ["31.1.2026 plus 1 Monat", "31. Januar 2026 + 1 Monat = 28. Februar 2026 (Samstag)"],
    ["29. Februar 2024 + 1 Jahr", "29. Februar 2024 + 1 Jahr = 28. Februar 2025 (Freitag)"],
    ["Welcher Wochentag ist der 4.7.1776?", "Der 4. Juli 1776 ist ein Donnerstag"],
    [
      "Kalenderwoche vom 31.12.2026",
      "Der 31. Dezember 2026 (Donnerstag) liegt in Kalenderwoche 53 des Jahres 2026 (2026-W53-4)",
    ],
    ["Tage zwischen 30.2.2026 und 1.3.2026", "problem: Dieses Datum gibt es nicht: 30.2.2026."],
  ],
  fr: [
    [
      "jours entre le 01/01/2026 et le 25/12/2026",
      "Du 1er janvier 2026 (jeudi) au 25 décembre 2026 (vendredi)\u00a0: 358 jours (51 semaines et 1 jour)",
    ],
    [
      "Combien de jours entre le 1er janvier 2026 et le 25 décembre 2026\u202f?",
      "Du 1er janvier 2026 (jeudi) au 25 décembre 2026 (vendredi)\u00a0: 358 jours (51 semaines et 1 jour)",
    ],
    [
      "jours du 25/12/2026 au 01/01/2026",
      "Du 25 décembre 2026 (vendredi) au 1er janvier 2026 (jeudi), en remontant le temps\u00a0: 358 jours (51 semaines et 1 jour)",
    ],
    [
      "jours ouvrés du 23/11/2026 au 07/12/2026",
      "Du 23 novembre 2026 (lundi) au 7 décembre 2026 (lundi)\u00a0: 10 jours ouvrés",
    ],
    ["30 jours après le 01/01/2026", "1er janvier 2026 + 30 jours = 31 janvier 2026 (samedi)"],
    ["3 semaines avant le 1 sept. 2026", "1er septembre 2026 − 3 semaines = 11 août 2026 (mardi)"],
    ["31/01/2026 + 1 mois", "31 janvier 2026 + 1 mois = 28 février 2026 (samedi)"],
    ["29/02/2024 plus 1 an", "29 février 2024 + 1 an = 28 février 2025 (vendredi)"],
    ["quel jour de la semaine était le 4/7/1776 ?", "Le 4 juillet 1776 est un jeudi"],
    [
      "numéro de semaine du 31/12/2026",
      "Le 31 décembre 2026 (jeudi) est dans la semaine 53 de 2026 (2026-W53-4)",
    ],
    [
      "jours entre le 30 février 2026 et le 01/03/2026",
      "problem: Cette date n’existe pas\u00a0: 30 février 2026.",
    ],
    ["100 jours à partir du 01/01/2026", "1er janvier 2026 + 100 jours = 11 avril 2026 (samedi)"],
  ],
  pt: [
    [
      "dias entre 01/01/2026 e 25/12/2026",
      "De 1º de janeiro de 2026 (quinta-feira) a 25 de dezembro de 2026 (sexta-feira): 358 dias (51 semanas e 1 dia)",
    ],
    [
      "Quantos dias faltam de 1º de janeiro de 2026 até 25/12/2026?",
      "De 1º de janeiro de 2026 (quinta-feira) a 25 de dezembro de 2026 (sexta-feira): 358 dias (51 semanas e 1 dia)",
    ],
    [
      "dias entre 25/12/2026 e 01/01/2026",
      "De 25 de dezembro de 2026 (sexta-feira) a 1º de janeiro de 2026 (quinta-feira), contando para trás: 358 dias (51 semanas e 1 dia)",
    ],
    [
      "dias uteis entre 23/11/2026 e 07/12/2026",
      "De 23 de novembro de 2026 (segunda-feira) a 7 de dezembro de 2026 (segunda-feira): 10 dias úteis",
    ],
    [
      "30 dias depois de 01/01/2026",
      "1º de janeiro de 2026 + 30 dias = 31 de janeiro de 2026 (sábado)",
    ],
    [
      "3 semanas antes de 1 de setembro de 2026",
      "1º de setembro de 2026 − 3 semanas = 11 de agosto de 2026 (terça-feira)",
    ],
    ["31/01/2026 + 1 mês", "31 de janeiro de 2026 + 1 mês = 28 de fevereiro de 2026 (sábado)"],
    [
      "29/02/2024 mais 1 ano",
      "29 de fevereiro de 2024 + 1 ano = 28 de fevereiro de 2025 (sexta-feira)",
    ],
    ["Que dia da semana foi 4/7/1776?", "4 de julho de 1776 é quinta-feira"],
    [
      "número da semana de 31/12/2026",
      "31 de dezembro de 2026 (quinta-feira) está na semana 53 de 2026 (2026-W53-4)",
    ],
    ["dias entre 30/02/2026 e 01/03/2026", "problem: Essa data não existe: 30/02/2026."],
  ],
};

/** Each language's basis for business days, and the month-end rule with the day it moved. */
const BASIS: Readonly<Record<Lang, readonly [string, RegExp, RegExp]>> = {
  es: [
    "31/01/2026 + 1 mes",
    /de lunes a viernes; no se descuentan los festivos/,
    /el 31 pasa a ser el 28/,
  ],
  de: [
    "31.1.2026 plus 1 Monat",
    /Montag bis Freitag; Feiertage werden nicht abgezogen/,
    /aus dem 31\. wird der 28\./,
  ],
  fr: [
    "31/01/2026 + 1 mois",
    /du lundi au vendredi\u202f; les jours fériés ne sont pas déduits/,
    /le 31 devient le 28/,
  ],
  pt: [
    "31/01/2026 + 1 mês",
    /de segunda a sexta-feira; os feriados não são descontados/,
    /31 vira 28/,
  ],
};

/** What the English answers say (engine/date-question-english.ts). */
const ENGLISH =
  /\b(?:From|back|days?|weeks?|business|months?|years?|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|June|July|October|December|There is no|Gregorian|EDATE|outside|is a|is in)\b/;

const LANGS = Object.keys(WORDS) as Lang[];

const textsOf = (reading: ToolReading) =>
  "problem" in reading
    ? [reading.reading, reading.problem]
    : [reading.reading, reading.display, reading.basis];

describe("dates asked in Spanish, German, French and Portuguese", () => {
  it.each(LANGS)("answers %s questions in the language", (lang) => {
    for (const [question, answer] of ASKED[lang]) {
      expect(answered(lang, question), question).toBe(answer);
    }
  });

  it.each(LANGS)("names the rules each answer follows, in %s", (lang) => {
    const [monthQuestion, business, moved] = BASIS[lang];
    const businessQuestion = ASKED[lang][3]?.[0] ?? "";
    expect(readDateQuestion(businessQuestion, WORDS[lang])).toMatchObject({
      basis: expect.stringMatching(business),
    });
    expect(readDateQuestion(monthQuestion, WORDS[lang])).toMatchObject({
      basis: expect.stringMatching(moved),
    });
    const week = readDateQuestion(ASKED[lang][9]?.[0] ?? "", WORDS[lang]);
    expect(week).toMatchObject({ basis: expect.stringMatching(/ISO.8601/) });
  });

  it.each(LANGS)("groups large counts as %s writes numbers", (lang) => {
    const question = {
      es: "días entre 1900-01-01 y 2026-01-01",
      de: "Tage zwischen 1.1.1900 und 1.1.2026",
      fr: "jours entre le 01/01/1900 et le 01/01/2026",
      pt: "dias entre 01/01/1900 e 01/01/2026",
    }[lang];
    // 46 021 days, as GNU date counts from 1900-01-01 to 2026-01-01.
    const grouped = { es: "46.021", de: "46.021", fr: "46\u202f021", pt: "46.021" }[lang];
    expect(answered(lang, question)).toContain(`: ${grouped} `);
  });

  it.each(LANGS)("says a date out of the years 1 to 9999 in %s", (lang) => {
    const reading = readDateQuestion(
      `9999-12-31 + 1 ${{ es: "día", de: "Tag", fr: "jour", pt: "dia" }[lang]}`,
      WORDS[lang],
    );
    expect(reading).toMatchObject({ problem: expect.stringMatching(/9999/) });
  });

  it.each(LANGS)("writes no English word in %s answers", (lang) => {
    for (const [question] of ASKED[lang]) {
      const reading = readDateQuestion(question, WORDS[lang]);
      expect(reading, question).toBeDefined();
      for (const text of reading ? textsOf(reading) : [])
        expect(text, question).not.toMatch(ENGLISH);
    }
  });

  it.each(LANGS)("is not taken for a Unix time question, nor takes one, in %s", (lang) => {
    for (const [question] of ASKED[lang]) {
      expect(readUnixTimeQuestion(question, UNIX[lang]), question).toBeUndefined();
    }
    const unix = {
      es: ["1700000000 en fecha", "timestamp de 01/07/2026 a las 15:00"],
      de: ["Unix-Zeit 1700000000 in Datum", "Unixzeit von 1.7.2026 um 15:00 Uhr"],
      fr: ["timestamp 1700000000 en date", "timestamp du 01/07/2026 à 15:00"],
      pt: ["timestamp 1700000000 em data", "timestamp de 01/07/2026 às 15:00"],
    }[lang];
    for (const question of unix) {
      expect(readUnixTimeQuestion(question, UNIX[lang]), question).toBeDefined();
      expect(readDateQuestion(question, WORDS[lang]), question).toBeUndefined();
    }
  });

  it.each(LANGS)("leaves %s questions of units to the units", (lang) => {
    for (const { q } of LANGUAGE_CORPUS[lang]) {
      expect(readDateQuestion(q, WORDS[lang]), q).toBeUndefined();
    }
    for (const q of [
      "5 días",
      "5 Tage",
      "5 jours",
      "5 dias",
      "2026-01-01 + 5",
      "semana",
      "Woche",
    ]) {
      expect(readDateQuestion(q, WORDS[lang]), q).toBeUndefined();
    }
  });
});
