import { converter, tool } from "../define.ts";
import type { Page } from "../page.ts";
import { cookingPages } from "./cooking.ts";

const GROUP = "Other";

export const prefixes = converter(GROUP, {
  slug: "prefixes",
  title: "Metric Prefixes Converter",
  category: "prefixes",
  units: [
    "unit",
    "k",
    "m",
    "g",
    "tera",
    "peta",
    "exa",
    "hecto",
    "deca",
    "zetta",
    "yotta",
    "ronna",
    "quetta",
    "milli",
    "micro",
    "nano",
    "centi",
    "deci",
    "pico",
    "femto",
    "atto",
    "zepto",
    "yocto",
    "ronto",
    "quecto",
    "kibi",
    "mebi",
    "gibi",
    "tebi",
    "pebi",
    "exbi",
  ],
  from: "unit",
  to: "k",
});

export const dataTransfer = converter(GROUP, {
  slug: "data-transfer",
  title: "Data Transfer Rate Converter",
  category: "data-transfer",
  units: [
    "bps",
    "kbps",
    "mbps",
    "gbps",
    "tbps",
    "byte_s",
    "kbyte_s",
    "mbyte_s",
    "gbyte_s",
    "kib_s",
    "mib_s",
    "gib_s",
  ],
  from: "bps",
  to: "kbps",
});

export const sound = converter(GROUP, {
  slug: "sound",
  title: "Sound Level Converter",
  category: "sound",
  units: ["db", "b", "np", "db_spl", "cb", "mb", "dnp", "db_re_1upa"],
  from: "db",
  to: "b",
});

export const typography = converter(GROUP, {
  slug: "typography",
  title: "Typography Converter",
  category: "length",
  units: [
    "pt",
    "px",
    "pc",
    "in",
    "mm",
    "cm",
    "pt_printer",
    "pica_printer",
    "didot",
    "cicero",
    "q",
    "twip",
  ],
  codes: { pc: "pica" },
  from: "pt",
  to: "px",
});

export const volumeLumber = converter(GROUP, {
  slug: "volume-lumber",
  title: "Volume - Lumber Converter",
  category: "volume",
  units: [
    "bf",
    "cf",
    "m3",
    "cord",
    "mbf",
    "mmbf",
    "ccf",
    "cord_ft",
    "hoppus_ft",
    "hoppus_ton",
    "ton_shipping",
  ],
  from: "bf",
  to: "cf",
});

/**
 * The Other group: routes of docs/spec/units.md §3.5. /typography and /volume-lumber draw on the
 * length and volume categories; on /typography the spec's `pc` is the pica, which the length
 * category calls `pica` because its `pc` is the parsec.
 */
export const ringSize = tool(GROUP, {
  tool: "ring-size",
  slug: "ring-size-converter",
  title: "Ring Size Converter",
  description:
    "Convert ring sizes between US & Canada, UK & Australia letters, ISO 8653 (Europe), Swiss and Japanese sizes, and the inner diameter and circumference in mm and inches.",
  keywords:
    "ring size converter, ring size chart, US ring size to UK, ring size in mm, ring size inner diameter",
});

export const shoeSize = tool(GROUP, {
  tool: "shoe-size",
  slug: "shoe-size-converter",
  title: "Shoe Size Converter",
  description:
    "Convert men's, women's and children's shoe sizes between US, UK, EU (Paris points) and Mondopoint, or turn a measured foot length in cm or inches into every size.",
  keywords:
    "shoe size converter, shoe size chart, US to EU shoe size, UK to US shoe size, foot length to shoe size, mondopoint",
});

export const timeZone = tool(GROUP, {
  tool: "time-zone",
  slug: "time-zone-converter",
  title: "Time Zone Converter",
  description:
    "Convert a date and time between any two IANA time zones or 1,000 cities, with summer time (DST) for any date, the clock changes named, and abbreviations such as IST or CST explained.",
  keywords:
    "time zone converter, time zone conversion, convert time zones, EST to IST, PST to CET, daylight saving time, UTC offset",
});

export const unixTimestamp = tool(GROUP, {
  tool: "unix-timestamp",
  slug: "unix-timestamp-converter",
  title: "Unix Timestamp Converter",
  description:
    "Convert Unix timestamps in seconds, milliseconds or microseconds to dates in UTC and your local time, in ISO 8601 and RFC 2822, and dates back to timestamps.",
  keywords:
    "unix timestamp converter, epoch converter, unix time to date, timestamp to date, date to unix timestamp, epoch milliseconds",
});

export const dateCalculator = tool(GROUP, {
  tool: "date-calculator",
  slug: "date-calculator",
  title: "Date Calculator",
  description:
    "Count the days and business days between two dates, add or subtract days, weeks or months, and find the day of the week and the ISO week number of any date.",
  keywords:
    "date calculator, days between dates, business days calculator, add days to date, ISO week number, day of the week",
});

export const otherPages: readonly Page[] = [
  prefixes,
  dataTransfer,
  sound,
  typography,
  volumeLumber,
  ringSize,
  shoeSize,
  timeZone,
  unixTimestamp,
  dateCalculator,
  ...cookingPages,
];
