import { dateOf } from "../../../engine/date-calc.ts";
import {
  formatIso,
  formatRfc2822,
  instantOfReading,
  inUnit,
  parseDateTime,
} from "../../../engine/unix-time.ts";
import { unixTimestamp } from "../../catalog/pages/other.ts";
import type { ToolText } from "../types.ts";

/**
 * The Unix timestamp converter's content (issue 24). Every date and count in it is computed here,
 * at build time, by engine/unix-time.ts, which its test checks against GNU date.
 */
const second = (s: bigint) => s * 1_000_000n;
const utc = (s: bigint) => formatIso(second(s));
const instant = (text: string) => {
  const reading = parseDateTime(text);
  const micros = "problem" in reading ? reading : instantOfReading(reading, () => 0);
  if (typeof micros !== "bigint") throw new Error(`${text}: ${micros.problem.kind}`);
  return micros;
};

const INT32_MAX = 2n ** 31n - 1n;
const UINT32_MAX = 2n ** 32n - 1n;
/** Where a microsecond count leaves the integers a double holds exactly. */
const MICROS_2_53 = 2n ** 53n;
const MILLIS_2_53_YEAR = dateOf(Math.floor(2 ** 53 / 86_400_000)).year;
const beforeLeap = instant("2016-12-31T23:59:59Z");
const afterLeap = instant("2017-01-01T00:00:00Z");

export const unixTimestampText: ToolText = {
  page: unixTimestamp,
  about: [
    `Unix time counts the seconds since 1 January 1970 at midnight UTC, the "epoch": ${inUnit(
      second(1_000_000_000n),
      "s",
    )} is ${utc(1_000_000_000n)}, and a date before 1970 is a negative count (−1 is ${utc(-1n)}). Programs store it in seconds (C, PHP, Python's time.time(), databases), milliseconds (JavaScript's Date.now(), Java) or microseconds (PostgreSQL, many logs). Type a timestamp and the converter guesses its unit from its length, and says so: up to 11 digits are seconds, 12 to 14 milliseconds, 15 to 17 microseconds. Choose the unit yourself when the guess is wrong.`,
    `Each result is shown in UTC and in your own time zone, as ISO 8601 (${formatIso(
      second(1_700_000_000n),
    )}, the form of APIs and logs) and as RFC 2822 (${formatRfc2822(
      second(1_700_000_000n),
    )}, the form of e-mail and HTTP headers). It works the other way too: type a date in either form and read its timestamp. A date alone is midnight UTC; a date and time without Z or an offset is read in your time zone. The counting is exact to the microsecond, with integers of any size, for every date from the year 1 to 9999 of the Gregorian calendar.`,
  ],
  useCases: [
    "Reading timestamps in logs, databases and API responses",
    "Writing a date into a query, a cookie expiry or a test as a timestamp",
    "Checking whether a value is in seconds or milliseconds",
    "Comparing times written in different time zones",
    "Reading the Date header of an e-mail or an HTTP response",
  ],
  tips: [
    {
      title: "Seconds or milliseconds? Count the digits",
      content: [
        `Today's timestamps have 10 digits in seconds, 13 in milliseconds and 16 in microseconds. A 13-digit number read as seconds would be tens of thousands of years away, so a wrong unit is easy to spot: ${inUnit(
          second(1_700_000_000n),
          "ms",
        )} ms is ${utc(1_700_000_000n)}.`,
      ],
    },
    {
      title: "The year-2038 problem",
      content: [
        `A signed 32-bit count of seconds ends at ${INT32_MAX} (2^31 − 1), which is ${utc(
          INT32_MAX,
        )}. One second later it wraps to −${INT32_MAX + 1n}, ${utc(
          -(INT32_MAX + 1n),
        )}. Systems that still keep time in 32 bits (old embedded devices, file formats, database columns) fail then. A 64-bit count lasts far beyond the year 9999; an unsigned 32-bit count lasts until ${utc(
          UINT32_MAX,
        )}.`,
      ],
    },
    {
      title: "Milliseconds and microseconds in JavaScript",
      content: [
        `A JavaScript number holds integers exactly up to 2^53. Milliseconds stay below it until the year ${MILLIS_2_53_YEAR}, but a count of microseconds passes it at ${formatIso(
          MICROS_2_53,
        )}: store microseconds as a BigInt or a string. This page computes with BigInt, so no digit is lost.`,
      ],
    },
  ],
  faqs: [
    {
      question: "Does Unix time count leap seconds?",
      answer: `No. Every Unix day has exactly 86 400 seconds; when UTC adds a leap second, Unix time repeats a second instead of counting it. ${utc(
        beforeLeap / 1_000_000n,
      )} is ${inUnit(beforeLeap, "s")} and ${utc(afterLeap / 1_000_000n)} is ${inUnit(
        afterLeap,
        "s",
      )}, one apart, though the leap second 23:59:60 lay between them. UTC has added 27 leap seconds since 1972, the last at the end of 2016 (IERS Bulletin C, as listed in the IANA time zone database's leap-seconds.list), so since 1972 Unix time has counted 27 seconds fewer than have passed. This page refuses 23:59:60 and says why.`,
    },
    {
      question: "What is the Unix timestamp of 1 January 2000?",
      answer: `${inUnit(instant("2000-01-01"), "s")} at midnight UTC (${inUnit(
        instant("2000-01-01"),
        "ms",
      )} in milliseconds). Midnight in another zone is a different instant: in New York (UTC−05:00) it is ${inUnit(
        instant("2000-01-01T00:00-05:00"),
        "s",
      )}.`,
    },
    {
      question: "Why does the timestamp not depend on my time zone?",
      answer:
        "A Unix timestamp names one instant, the same everywhere; only the way the instant is written on a clock changes with the zone. That is why the page shows both UTC and your local time for the same timestamp, and why a date typed with Z or an offset (+05:30) gives the same timestamp wherever you are.",
    },
    {
      question: "When will the Unix timestamp reach 2 000 000 000?",
      answer: `At ${utc(2_000_000_000n)}, or ${formatRfc2822(second(2_000_000_000n))} in RFC 2822.`,
    },
  ],
};
