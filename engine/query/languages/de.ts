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
  tail: ["umrechnen", "umgerechnet", "rechnen"],
};
