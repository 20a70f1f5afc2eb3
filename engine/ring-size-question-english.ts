import { RING_SYSTEMS, type RingSystem } from "./ring-size.ts";
import type { RingSizeQuestionWords } from "./ring-size-question.ts";

/**
 * Ring sizes asked in English (issue 24), as the box has always read and answered them: a module
 * of its own, passed to the reader as the other languages' words are
 * (site/i18n/tool-questions/<lang>/ring-size.ts). The names and rules are the converter's
 * (engine/ring-size.ts).
 */

const labelOf = (system: RingSystem) => RING_SYSTEMS.find((s) => s.id === system)?.label ?? "";
const ruleOf = (system: RingSystem) => RING_SYSTEMS.find((s) => s.id === system)?.rule ?? "";

export const RING_SIZE_QUESTION_ENGLISH: RingSizeQuestionWords = {
  questions: [
    /^(?:what is (?:an? )?)?(?<before>[a-z&/ ]*?)\s*(?:(?:women|men|ladies)(?:'s|’s|s)?\s+)?ring\s*size\s+(?<size>[a-z](?:\s*(?:½|1\/2|\+\s*\d{1,2}))?|\d+(?:[.,]\d+)?(?:\s*(?:¼|½|¾|[13]\/4|1\/2))?|¼|½|¾)(?:\s+(?<after>[a-z&/]+(?: [a-z&/]+)?))??(?:\s+(?:to|in|into|as|=)\s+(?<target>.+?))?\s*\??$/,
  ],
  systems: [
    [/^(us|usa|american|canada|canadian|us\/canada|us & canada)$/, { system: "us" }],
    [/^(uk|british|britain|australia|australian|au|nz|uk & australia)$/, { system: "uk" }],
    [/^(eu|europe|european|iso|iso 8653|french|german|italian|spanish)$/, { system: "iso" }],
    [/^(swiss|switzerland|ch)$/, { system: "ch" }],
    [/^(japan|japanese|jp|china|chinese)$/, { system: "jp" }],
  ],
  measures: [
    [/^(mm|millimet(er|re)s?)$/, "mm"],
    [/^(in|inch|inches|")$/, "diameter-in"],
    [/^(diameter|inner diameter)( in mm)?$/, "diameter-mm"],
    [/^(circumference|inner circumference)( in mm)?$/, "circumference-mm"],
  ],
  kinds: [
    [/^(inner )?diameter$/, "diameter-mm"],
    [/^(inner )?circumference$/, "circumference-mm"],
  ],
  filler: / (size|sizes|ring size)$/,
  labels: {
    us: labelOf("us"),
    uk: labelOf("uk"),
    iso: labelOf("iso"),
    ch: labelOf("ch"),
    jp: labelOf("jp"),
  },
  rules: {
    us: ruleOf("us"),
    uk: ruleOf("uk"),
    iso: ruleOf("iso"),
    ch: ruleOf("ch"),
    jp: ruleOf("jp"),
  },
  ruleOf: "{system}: {rule}",
  rulesJoin: "; ",
  reading: "{system} ring size {size}",
  measureReading: {
    "diameter-mm": "a ring {size} mm across the inside",
    "circumference-mm": "a ring {size} mm around the inside",
  },
  notSize: "{size} is not a ring size in {system}.",
  smaller: "smaller than the smallest size",
  inner: "{across} mm across, {around} mm around the inside",
  inches: "{size} in across",
  assumed: "A size without a system is read as US.",
  measureAssumed:
    "A measure of up to 30 mm is read as the inner diameter, a longer one as the inner circumference.",
  nearest: "Each result is the nearest size a ring is sold in.",
  marks: { decimal: ".", group: ",", groupFrom: 4 },
};
