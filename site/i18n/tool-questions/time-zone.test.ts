import { describe, expect, it } from "vitest";
import { readDateQuestion } from "../../../engine/date-question.ts";
import { zoneId } from "../../../engine/time-zone.ts";
import {
  readTimeZoneQuestion,
  type TimeZoneQuestionWords,
} from "../../../engine/time-zone-question.ts";
import { readUnixTimeQuestion } from "../../../engine/unix-time-question.ts";
import { LANGUAGE_CORPUS } from "../../../tests/fixtures/query-corpus-languages.ts";
import { findZone } from "../../time-zone/zone-search.ts";
import { DATE_QUESTION as DE_DATE } from "./de/date.ts";
import { TIME_ZONE_QUESTION as DE } from "./de/time-zone.ts";
import { UNIX_TIME_QUESTION as DE_UNIX } from "./de/unix-time.ts";
import { DATE_QUESTION as ES_DATE } from "./es/date.ts";
import { TIME_ZONE_QUESTION as ES } from "./es/time-zone.ts";
import { UNIX_TIME_QUESTION as ES_UNIX } from "./es/unix-time.ts";
import { DATE_QUESTION as FR_DATE } from "./fr/date.ts";
import { TIME_ZONE_QUESTION as FR } from "./fr/time-zone.ts";
import { UNIX_TIME_QUESTION as FR_UNIX } from "./fr/unix-time.ts";
import { DATE_QUESTION as PT_DATE } from "./pt/date.ts";
import { TIME_ZONE_QUESTION as PT } from "./pt/time-zone.ts";
import { UNIX_TIME_QUESTION as PT_UNIX } from "./pt/unix-time.ts";

const WORDS = { es: ES, de: DE, fr: FR, pt: PT } as const;

/** French typography: a no-break space before a colon, a narrow one before ; ? and !. */
const NBSP = "\u00a0";
const NNBSP = "\u202f";
type Lang = keyof typeof WORDS;

/** The readers the box asks before this one (site/query/tool-answers.ts), in each language. */
const BEFORE = {
  es: [ES_UNIX, ES_DATE],
  de: [DE_UNIX, DE_DATE],
  fr: [FR_UNIX, FR_DATE],
  pt: [PT_UNIX, PT_DATE],
} as const;

/** Friday 27 November 2026: the day a question without a date is read on. */
const TODAY = { year: 2026, month: 11, day: 27 };

/** A question read as the box would in the language: the finder in it, after the words' places. */
function read(words: TimeZoneQuestionWords, text: string) {
  return readTimeZoneQuestion(text, (name) => findZone(name, words.tag), TODAY, words);
}

function answered(lang: Lang, text: string): string | undefined {
  const reading = read(WORDS[lang], text);
  if (!reading) return undefined;
  return "problem" in reading ? `problem: ${reading.problem}` : reading.display;
}

/** Each language's questions and the answers written out in full, as the language writes them. */
const ASKED: Readonly<Record<Lang, readonly (readonly [string, string])[]>> = {
  es: [
    [
      "15:00 Nueva York a París",
      "viernes, 27 de noviembre de 2026, 15:00 en Nueva York (America/New_York, UTC−5) = viernes, 27 de noviembre de 2026, 21:00 en París (Europe/Paris, UTC+1)",
    ],
    [
      "3 pm de Nueva York en Madrid el 1/7/2026",
      "miércoles, 1 de julio de 2026, 15:00 en Nueva York (America/New_York, UTC−4) = miércoles, 1 de julio de 2026, 21:00 en Madrid (Europe/Madrid, UTC+2)",
    ],
    [
      "¿Qué hora es en Tokio cuando son las 15:00 en Madrid?",
      "viernes, 27 de noviembre de 2026, 15:00 en Madrid (Europe/Madrid, UTC+1) = viernes, 27 de noviembre de 2026, 23:00 en Tokio (Asia/Tokyo, UTC+9)",
    ],
    [
      "que hora es en tokio si en madrid son las 3 de la tarde del 01/07/2026",
      "miércoles, 1 de julio de 2026, 15:00 en madrid (Europe/Madrid, UTC+2) = miércoles, 1 de julio de 2026, 22:00 en tokio (Asia/Tokyo, UTC+9)",
    ],
    [
      "a las 9 de la mañana de Madrid en hora de Tokio el 1 de julio de 2026",
      "miércoles, 1 de julio de 2026, 9:00 en Madrid (Europe/Madrid, UTC+2) = miércoles, 1 de julio de 2026, 16:00 en Tokio (Asia/Tokyo, UTC+9)",
    ],
    [
      "15:00 NUEVA YORK A PARIS",
      "viernes, 27 de noviembre de 2026, 15:00 en NUEVA YORK (America/New_York, UTC−5) = viernes, 27 de noviembre de 2026, 21:00 en PARIS (Europe/Paris, UTC+1)",
    ],
    [
      "mediodía en Londres, ¿qué hora es en Sídney?",
      "viernes, 27 de noviembre de 2026, 12:00 en Londres (Europe/London, UTC) = viernes, 27 de noviembre de 2026, 23:00 en Sídney (Australia/Sydney, UTC+11)",
    ],
    [
      "convertir 2026-07-01 10:00 h UTC a CET",
      "miércoles, 1 de julio de 2026, 10:00 UTC = miércoles, 1 de julio de 2026, 12:00 CET (Europe/Paris, UTC+2)",
    ],
    [
      "15:00 hora peninsular a Canarias",
      "viernes, 27 de noviembre de 2026, 15:00 hora peninsular (Europe/Madrid, UTC+1) = viernes, 27 de noviembre de 2026, 14:00 en Canarias (Atlantic/Canary, UTC)",
    ],
    [
      "10 de la noche Ciudad de Mexico a Madrid el 1/7/2026",
      "miércoles, 1 de julio de 2026, 22:00 en Ciudad de Mexico (America/Mexico_City, UTC−6) = jueves, 2 de julio de 2026, 6:00 en Madrid (Europe/Madrid, UTC+2)",
    ],
  ],
  de: [
    [
      "15 Uhr New York nach Berlin",
      "Freitag, 27. November 2026 um 15:00 in New York (America/New_York, UTC−5) = Freitag, 27. November 2026 um 21:00 in Berlin (Europe/Berlin, UTC+1)",
    ],
    [
      "15:30 Uhr MEZ in New Yorker Zeit am 1.7.2026",
      "Mittwoch, 1. Juli 2026 um 15:30 MEZ (Europe/Berlin, UTC+2) = Mittwoch, 1. Juli 2026 um 09:30 New Yorker Zeit (America/New_York, UTC−4)",
    ],
    [
      "um 9 Uhr morgens in Berlin nach Tokio am 01.07.2026",
      "Mittwoch, 1. Juli 2026 um 09:00 in Berlin (Europe/Berlin, UTC+2) = Mittwoch, 1. Juli 2026 um 16:00 in Tokio (Asia/Tokyo, UTC+9)",
    ],
    [
      "Wie spät ist es in Tokio, wenn es in Berlin 15 Uhr ist?",
      "Freitag, 27. November 2026 um 15:00 in Berlin (Europe/Berlin, UTC+1) = Freitag, 27. November 2026 um 23:00 in Tokio (Asia/Tokyo, UTC+9)",
    ],
    [
      "wie viel uhr ist es in tokio wenn es 15 uhr in muenchen ist",
      "Freitag, 27. November 2026 um 15:00 in muenchen (Europe/Berlin, UTC+1) = Freitag, 27. November 2026 um 23:00 in tokio (Asia/Tokyo, UTC+9)",
    ],
    [
      "WIE SPAET IST ES IN TOKIO WENN ES IN BERLIN 15 UHR IST",
      "Freitag, 27. November 2026 um 15:00 in BERLIN (Europe/Berlin, UTC+1) = Freitag, 27. November 2026 um 23:00 in TOKIO (Asia/Tokyo, UTC+9)",
    ],
    [
      "Mittag Wien nach Sydney umrechnen",
      "Freitag, 27. November 2026 um 12:00 in Wien (Europe/Vienna, UTC+1) = Freitag, 27. November 2026 um 22:00 in Sydney (Australia/Sydney, UTC+11)",
    ],
    [
      "15 Uhr London nach deutscher Zeit am 1. Juli 2026",
      "Mittwoch, 1. Juli 2026 um 15:00 in London (Europe/London, UTC+1) = Mittwoch, 1. Juli 2026 um 16:00 deutscher Zeit (Europe/Berlin, UTC+2)",
    ],
    [
      "10 Uhr abends UTC in MESZ",
      "Freitag, 27. November 2026 um 22:00 UTC = Freitag, 27. November 2026 um 23:00 MESZ (Europe/Berlin, UTC+1)",
    ],
  ],
  fr: [
    [
      "15h00 New York en heure de Paris",
      "vendredi 27 novembre 2026 à 15:00 à New York (America/New_York, UTC−5) = vendredi 27 novembre 2026 à 21:00 à Paris (Europe/Paris, UTC+1)",
    ],
    [
      "15h Paris à Tokyo le 01/07/2026",
      "mercredi 1 juillet 2026 à 15:00 à Paris (Europe/Paris, UTC+2) = mercredi 1 juillet 2026 à 22:00 à Tokyo (Asia/Tokyo, UTC+9)",
    ],
    [
      "9 h du matin de Montréal vers Paris le 1/7/2026",
      "mercredi 1 juillet 2026 à 09:00 à Montréal (America/Toronto, UTC−4) = mercredi 1 juillet 2026 à 15:00 à Paris (Europe/Paris, UTC+2)",
    ],
    [
      `Quelle heure est-il à Tokyo quand il est 15h à Paris${NNBSP}?`,
      "vendredi 27 novembre 2026 à 15:00 à Paris (Europe/Paris, UTC+1) = vendredi 27 novembre 2026 à 23:00 à Tokyo (Asia/Tokyo, UTC+9)",
    ],
    [
      "quelle heure est il a tokyo s'il est 15 h 30 a paris",
      "vendredi 27 novembre 2026 à 15:30 à paris (Europe/Paris, UTC+1) = vendredi 27 novembre 2026 à 23:30 à tokyo (Asia/Tokyo, UTC+9)",
    ],
    [
      "midi à Paris, quelle heure est-il à New York ?",
      "vendredi 27 novembre 2026 à 12:00 à Paris (Europe/Paris, UTC+1) = vendredi 27 novembre 2026 à 06:00 à New York (America/New_York, UTC−5)",
    ],
    [
      "15:00 Londres à Pékin le 1er juillet 2026",
      "mercredi 1 juillet 2026 à 15:00 à Londres (Europe/London, UTC+1) = mercredi 1 juillet 2026 à 22:00 à Pékin (Asia/Shanghai, UTC+8)",
    ],
    [
      "15h Japon en heure de Paris",
      `vendredi 27 novembre 2026 à 15:00, heure${NBSP}: Japon (Asia/Tokyo, UTC+9) = vendredi 27 novembre 2026 à 07:00 à Paris (Europe/Paris, UTC+1)`,
    ],
    [
      "minuit UTC en heure d’Amsterdam",
      "vendredi 27 novembre 2026 à 00:00 UTC = vendredi 27 novembre 2026 à 01:00 à Amsterdam (Europe/Amsterdam, UTC+1)",
    ],
  ],
  pt: [
    [
      "15:00 de São Paulo em Lisboa",
      "sexta-feira, 27 de novembro de 2026 às 15:00 em São Paulo (America/Sao_Paulo, UTC−3) = sexta-feira, 27 de novembro de 2026 às 18:00 em Lisboa (Europe/Lisbon, UTC)",
    ],
    [
      "meio-dia em Tóquio para Brasília",
      "sexta-feira, 27 de novembro de 2026 às 12:00 em Tóquio (Asia/Tokyo, UTC+9) = sexta-feira, 27 de novembro de 2026 às 00:00 em Brasília (America/Sao_Paulo, UTC−3)",
    ],
    [
      "às 9h da manhã de Manaus para o horário de Brasília em 1/7/2026",
      "quarta-feira, 1 de julho de 2026 às 09:00 em Manaus (America/Manaus, UTC−4) = quarta-feira, 1 de julho de 2026 às 10:00 em Brasília (America/Sao_Paulo, UTC−3)",
    ],
    [
      "Que horas são em Tóquio quando são 15h em São Paulo?",
      "sexta-feira, 27 de novembro de 2026 às 15:00 em São Paulo (America/Sao_Paulo, UTC−3) = sábado, 28 de novembro de 2026 às 03:00 em Tóquio (Asia/Tokyo, UTC+9)",
    ],
    [
      "que horas sao em toquio se em sao paulo forem 3 da tarde",
      "sexta-feira, 27 de novembro de 2026 às 15:00 em sao paulo (America/Sao_Paulo, UTC−3) = sábado, 28 de novembro de 2026 às 03:00 em toquio (Asia/Tokyo, UTC+9)",
    ],
    [
      "15h em Lisboa, que horas são no Rio de Janeiro?",
      "sexta-feira, 27 de novembro de 2026 às 15:00 em Lisboa (Europe/Lisbon, UTC) = sexta-feira, 27 de novembro de 2026 às 12:00 no Rio de Janeiro (America/Sao_Paulo, UTC−3)",
    ],
    [
      "15h30 Nova York para Lisboa no dia 1º de julho de 2026",
      "quarta-feira, 1 de julho de 2026 às 15:30 em Nova York (America/New_York, UTC−4) = quarta-feira, 1 de julho de 2026 às 20:30 em Lisboa (Europe/Lisbon, UTC+1)",
    ],
    [
      "10 da noite Japão para Brasília",
      "sexta-feira, 27 de novembro de 2026 às 22:00, horário Japão (Asia/Tokyo, UTC+9) = sexta-feira, 27 de novembro de 2026 às 10:00 em Brasília (America/Sao_Paulo, UTC−3)",
    ],
    [
      "15h Portugal para o Brasil",
      "sexta-feira, 27 de novembro de 2026 às 15:00, horário Portugal (Europe/Lisbon, UTC) = sexta-feira, 27 de novembro de 2026 às 12:00, horário Brasil (America/Sao_Paulo, UTC−3)",
    ],
    [
      "converter 2026-07-01 10:00 UTC para BRT",
      "quarta-feira, 1 de julho de 2026 às 10:00 UTC = quarta-feira, 1 de julho de 2026 às 07:00 BRT (America/Sao_Paulo, UTC−3)",
    ],
  ],
};

/** Each language's problems: a date the calendar has not, an abbreviation of several zones. */
const PROBLEMS: Readonly<Record<Lang, readonly (readonly [string, string])[]>> = {
  es: [
    ["31/02/2026 10:00 Madrid a Lisboa", "problem: No existe la fecha 31/02/2026."],
    [
      "10:00 IST a Madrid",
      "problem: «IST» puede referirse a: India — hora estándar de la India (Asia/Kolkata); Israel — hora de Israel (Asia/Jerusalem); Irlanda — hora de Irlanda (Europe/Dublin). Escriba la zona o una ciudad.",
    ],
  ],
  de: [
    ["31.02.2026 10 Uhr Berlin nach Rom", "problem: Das Datum 31.02.2026 gibt es nicht."],
    [
      "15 Uhr IST nach Berlin",
      "problem: „IST“ kann Folgendes bedeuten: Indien — Indische Normalzeit (Asia/Kolkata); Israel — Israelische Zeit (Asia/Jerusalem); Irland — Irland (Ortszeit) (Europe/Dublin). Geben Sie die Zone oder eine Stadt an.",
    ],
  ],
  fr: [
    ["30/02/2026 15h Paris à Tokyo", "problem: La date 30/02/2026 n’existe pas."],
    [
      "15h IST à Paris",
      `problem: «${NBSP}IST${NBSP}» peut désigner${NBSP}: Inde — heure de l’Inde (Asia/Kolkata)${NNBSP}; Israël — heure d’Israël (Asia/Jerusalem)${NNBSP}; Irlande — heure : Irlande (Europe/Dublin). Indiquez le fuseau ou une ville.`,
    ],
  ],
  pt: [
    ["30/02/2026 15h São Paulo para Lisboa", "problem: A data 30/02/2026 não existe."],
    [
      "15h IST para Lisboa",
      "problem: “IST” pode ser: Índia — Horário Padrão da Índia (Asia/Kolkata); Israel — Horário de Israel (Asia/Jerusalem); Irlanda — Horário Irlanda (Europe/Dublin). Escreva o fuso ou uma cidade.",
    ],
  ],
};

/** The basis of an answer: the day assumed, a time the clocks skip, and the tz database. */
const BASES: Readonly<Record<Lang, readonly (readonly [string, RegExp])[]>> = {
  es: [
    [
      "15:00 Nueva York a París",
      /^Sin fecha indicada: se toma el viernes, 27 de noviembre de 2026\. Desfases de esa fecha según la base de datos tz de la IANA/,
    ],
    [
      "2026-03-29 2:30 Madrid a UTC",
      /^domingo, 29 de marzo de 2026, 2:30 no existe en Europe\/Madrid: a esa hora los relojes se adelantan, así que se toma como domingo, 29 de marzo de 2026, 3:30\./,
    ],
    ["2026-10-25 2:30 Madrid a UTC", /se da dos veces en Europe\/Madrid/],
  ],
  de: [
    [
      "15 Uhr New York nach Berlin",
      /^Kein Datum angegeben: Es gilt Freitag, 27\. November 2026\. Abweichungen von UTC an diesem Datum nach der tz-Datenbank der IANA/,
    ],
    [
      "2026-03-29 2:30 Uhr Berlin nach UTC",
      /^Sonntag, 29\. März 2026 um 02:30 gibt es in Europe\/Berlin nicht: Die Uhren werden dann vorgestellt, daher gilt Sonntag, 29\. März 2026 um 03:30\./,
    ],
    ["25.10.2026 2:30 Uhr Berlin nach UTC", /kommt in Europe\/Berlin zweimal vor/],
  ],
  fr: [
    [
      "15h00 New York en heure de Paris",
      /^Sans date précisée\u00a0: on retient le vendredi 27 novembre 2026\. Décalages à cette date d’après la base tz de l’IANA/,
    ],
    [
      "2026-03-29 2h30 Paris à UTC",
      /^dimanche 29 mars 2026 à 02:30 n’existe pas dans le fuseau Europe\/Paris\u00a0: les horloges avancent à ce moment-là, l’heure est donc lue comme dimanche 29 mars 2026 à 03:30\./,
    ],
    ["25/10/2026 2h30 Paris à UTC", /a lieu deux fois dans le fuseau Europe\/Paris/],
  ],
  pt: [
    [
      "15:00 de São Paulo em Lisboa",
      /^Sem data informada: considera-se sexta-feira, 27 de novembro de 2026\. Diferenças de fuso nessa data segundo o banco de dados tz da IANA/,
    ],
    [
      "2026-03-29 1h30 Lisboa para UTC",
      /^domingo, 29 de março de 2026 às 01:30 não existe no fuso Europe\/Lisbon: os relógios são adiantados nesse momento, então vale domingo, 29 de março de 2026 às 02:30\./,
    ],
    ["25/10/2026 1h30 Lisboa para UTC", /acontece duas vezes no fuso Europe\/Lisbon/],
  ],
};

/** Words of the English answers (engine/time-zone-question-english.ts) no other answer has. */
const ENGLISH =
  /\b(?:the|may|mean|write|assumed|offsets|daylight|saving|happens|twice|clocks|given|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|june|july|october|december)\b/i;

describe("the time zone question in each language", () => {
  for (const lang of Object.keys(WORDS) as Lang[]) {
    it(`reads ${lang} questions and answers in ${lang}, with the language's dates`, () => {
      for (const [question, display] of ASKED[lang]) {
        expect(answered(lang, question), question).toBe(display);
      }
    });

    it(`says in ${lang} why a question has no answer`, () => {
      for (const [question, problem] of PROBLEMS[lang]) {
        expect(answered(lang, question), question).toBe(problem);
      }
    });

    it(`names the tz database in ${lang}, and the day assumed and the clock changes`, () => {
      for (const [question, basis] of BASES[lang]) {
        const reading = read(WORDS[lang], question);
        expect(reading && "basis" in reading && reading.basis, question).toMatch(basis);
      }
    });

    it(`writes no English word in its ${lang} answers`, () => {
      for (const [question] of [...ASKED[lang], ...PROBLEMS[lang], ...BASES[lang]]) {
        const reading = read(WORDS[lang], question);
        expect(reading, question).toBeDefined();
        const text = Object.values(reading ?? {})
          .filter((part) => typeof part === "string")
          .join(" ");
        expect(text, question).not.toMatch(ENGLISH);
      }
    });

    it(`leaves every ${lang} unit question of the corpus to the units`, () => {
      for (const { q } of LANGUAGE_CORPUS[lang]) expect(read(WORDS[lang], q), q).toBeUndefined();
    });

    it(`is not taken for a ${lang} Unix time or date question, which are asked first`, () => {
      const [unix, date] = BEFORE[lang];
      for (const [question] of [...ASKED[lang], ...PROBLEMS[lang], ...BASES[lang]]) {
        expect(readUnixTimeQuestion(question, unix), question).toBeUndefined();
        expect(readDateQuestion(question, date), question).toBeUndefined();
      }
    });

    it(`keeps its ${lang} places folded, each naming a zone the runtime has`, () => {
      for (const [name, zone] of Object.entries(WORDS[lang].places)) {
        expect(name, name).toMatch(/^[a-z]+(?: [a-z]+)*$/);
        expect(zoneId(zone), name).toBe(zone);
      }
    });
  }

  it("opens the converter at the instant asked, whatever the language", () => {
    expect(read(ES, "15:00 de Nueva York a París el 1 de julio de 2026")).toMatchObject({
      params: { t: "2026-07-01T15:00", from: "America/New_York", to: "Europe/Paris" },
    });
  });
});
