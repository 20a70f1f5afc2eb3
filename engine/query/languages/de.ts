import type { QuestionWords } from "../question-words.ts";

/** German: "5 Fuß in cm", "wie viele Zoll sind 30 cm", "100 km/h nach mph umrechnen". */
export const GERMAN: QuestionWords = {
  lead: [
    "umrechnen",
    "umrechnung",
    "umrechnung von",
    "rechne",
    "wie viel ist",
    "wie viel sind",
    "wieviel ist",
    "wieviel sind",
    "was ist",
    "was sind",
  ],
  howMany: ["wie viele", "wie viel", "wieviele", "wieviel"],
  howManyIn: ["sind", "ist", "hat", "haben", "in", "gehen in", "ergeben"],
  to: ["in", "zu", "nach", "umrechnen in", "umgerechnet in", "ist wie viel", "sind wie viel"],
  one: ["ein", "eine", "einen", "einem", "einer"],
  and: ["und"],
  of: ["von"],
  names: {
    // "Dollar" alone is the US dollar, as in English.
    "currency:USD": ["Dollar"],
    "volume:gal": ["Gallone", "Gallonen", "US-Gallone", "US-Gallonen"],
    "volume:gal_uk": [
      "britische Gallone",
      "britische Gallonen",
      "imperiale Gallone",
      "imperiale Gallonen",
    ],
    "volume:fl-oz": ["Unze", "Unzen", "Flüssigunze", "Flüssigunzen"],
    // "Grad" alone is Celsius in a German question (an oven), never an angle.
    "temperature:c": ["Grad", "Grad C"],
    "temperature:f": ["Grad F"],
    "area:m2": ["qm"],
    "power:hp_metric": ["PS", "Pferdestärke", "Pferdestärken"],
    "energy:kcal": ["Kilokalorie", "Kilokalorien"],
  },
  tail: ["umrechnen", "umgerechnet", "rechnen"],
};
