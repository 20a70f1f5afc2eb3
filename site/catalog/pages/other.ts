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

export const otherPages: readonly Page[] = [
  prefixes,
  dataTransfer,
  sound,
  typography,
  volumeLumber,
  ringSize,
  ...cookingPages,
];
