import { ringSize } from "../../catalog/pages/other.ts";
import type { ToolText } from "../types.ts";

/**
 * The ring size converter's content (issue 24). Every figure on the page comes from the rules in
 * engine/ring-size.ts, which its test checks against GNU units.
 */
export const ringSizeText: ToolText = {
  page: ringSize,
  about: [
    "Every ring size system measures the same thing, the inside of the ring, but each counts it its own way. The US and Canada number sizes from a circumference of 1.4216 inches, adding 0.1018 inch (about 2.59 mm) a size. The UK and Australia use letters, from A at 37.5 mm around, 1.25 mm a letter with half sizes between (British Standard 6820), and Z+1, Z+2 beyond Z. ISO 8653, used across continental Europe, gives the inner circumference in millimetres itself; Switzerland takes 40 mm off it; Japan and China number the inner diameter from 13 mm at size 1, a third of a millimetre a size.",
    "This converter goes through the inner circumference, so any system converts to any other. Each result is the nearest size a ring is sold in: US sizes to the quarter, UK letters to the half, ISO and Swiss sizes to the half millimetre, Japanese sizes whole. Jewellers' charts round differently and some shift by a half size; when a ring sits between two sizes, try both, or give the jeweller the millimetres.",
  ],
  useCases: [
    "Buying a ring online from a shop in another country",
    "Reading a ring size chart written in another system",
    "Turning a measured inner diameter or circumference into a size",
    "Ordering a resize from a jeweller abroad",
  ],
  tips: [
    {
      title: "Measure a ring that fits",
      content: [
        "Lay a ring that fits the finger on a ruler and read the inside diameter in millimetres, across the widest part, not counting the band. Choose Inner diameter (mm) and type it: every size follows.",
      ],
    },
    {
      title: "Or measure the finger",
      content: [
        "Wrap a strip of paper round the base of the finger, mark where it meets, and measure the length flat: that is the inner circumference in millimetres. Measure at the end of the day, when fingers are largest, and make sure the ring will pass the knuckle.",
      ],
    },
    {
      title: "Wide bands fit tighter",
      content: [
        "A band wider than about 6 mm covers more of the finger and feels smaller; many jewellers suggest a quarter to a half size up.",
      ],
    },
  ],
  faqs: [
    {
      question: "What is a US size 7 in the UK?",
      answer:
        "About N½: a US 7 is 54.2 mm around the inside (17.3 mm across), between the UK's N (53.75 mm) and O (55 mm). In ISO 8653 it is 54, in Swiss sizes 14 and in Japanese sizes 14.",
    },
    {
      question: "How do I convert my ring size to millimetres?",
      answer:
        "Choose your size's system, type the size, and read the inner diameter and circumference in millimetres below. A US size is (1.4216 + 0.1018 × size) inches around the inside; a UK letter is 37.5 mm at A plus 1.25 mm a letter.",
    },
    {
      question: "Are European ring sizes the same as the circumference?",
      answer:
        "In ISO 8653, used in most of Europe, yes: a size 54 ring is 54 mm around the inside. Swiss sizes are the same circumference less 40, so an ISO 54 is a Swiss 14.",
    },
    {
      question: "Why do ring size charts disagree by half a size?",
      answer:
        "The US has no single legal standard, and older charts use slightly different rules (0.0326 or 0.0324 inch of diameter a size); UK sizes were once based on diameter (the Wheatsheaf gauge) before BS 6820 based them on circumference in 1987. The differences are under half a size.",
    },
  ],
};
