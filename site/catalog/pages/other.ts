import { converter } from "../define.ts";
import type { Page } from "../page.ts";

const GROUP = "Other";

/**
 * The Other group: routes of unit spec 3.5. /typography and /volume-lumber draw on the length and
 * volume categories; on /typography the spec's `pc` is the pica, which the length category calls
 * `pica` because its `pc` is the parsec.
 */
export const otherPages: readonly Page[] = [
  converter(GROUP, {
    slug: "prefixes",
    title: "Metric Prefixes Converter",
    category: "prefixes",
    units: ["unit", "k", "m", "g"],
    from: "unit",
    to: "k",
  }),
  converter(GROUP, {
    slug: "data-transfer",
    title: "Data Transfer Rate Converter",
    category: "data-transfer",
    units: ["bps", "kbps", "mbps", "gbps"],
    from: "bps",
    to: "kbps",
  }),
  converter(GROUP, {
    slug: "sound",
    title: "Sound Level Converter",
    category: "sound",
    units: ["db", "b", "np", "db_spl"],
    from: "db",
    to: "b",
  }),
  converter(GROUP, {
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
  }),
  converter(GROUP, {
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
  }),
];
