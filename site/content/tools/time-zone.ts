import { timeZone } from "../../catalog/pages/other.ts";
import type { ToolText } from "../types.ts";

/**
 * The time zone converter's content (issue 24). Offsets and clock changes on the page come from the
 * tz database the runtime carries, through engine/time-zone.ts; the abbreviations from
 * engine/time-zone-abbreviations.ts.
 */
export const timeZoneText: ToolText = {
  page: timeZone,
  about: [
    "A time zone is a region that keeps the same clock. The IANA time zone database (the tz database) names each one after its largest city, such as America/New_York or Europe/Paris, and records every offset from Coordinated Universal Time (UTC) it has kept and every change of it, summer time included. Phones, computers and browsers all carry it; this converter asks the one in your browser, so the answer is the one your calendar would give.",
    "Type or pick a date and time, the zone it is in and the zone you want. A zone can be given by its name, by one of 1,000 cities, or by an abbreviation: as IST, CST and BST each mean more than one zone, the converter asks which one you mean rather than guessing. It knows when the clocks change on any date, says when a time does not exist (the hour skipped when clocks go forward) or happens twice (the hour repeated when they go back), and gives the address of what it shows, to share.",
  ],
  useCases: [
    "Setting a meeting time for colleagues in other countries",
    "Knowing when a live event, launch or broadcast starts where you are",
    "Calling family abroad at a sensible hour",
    "Checking a flight's arrival time in local time",
    "Reading a time written with an abbreviation such as EST or IST",
  ],
  tips: [
    {
      title: "Summer time does not change on the same day everywhere",
      content: [
        "The United States and Canada move their clocks on the second Sunday in March and the first Sunday in November; the European Union on the last Sundays of March and October. For a few weeks each spring and autumn, New York is four hours behind London instead of five. In the southern hemisphere summer time runs from about October to April, and most of Asia and Africa keep one offset all year.",
      ],
    },
    {
      title: "Say the zone, not only the abbreviation",
      content: [
        "EST is winter time on the US east coast; in summer the same clocks keep EDT. Writing “New York time” or America/New_York is right all year, and a calendar invitation with a named zone adjusts itself.",
      ],
    },
    {
      title: "Share the link",
      content: [
        "The link under the result holds the date, the time and both zones: whoever opens it sees the same conversion, without retyping it.",
      ],
    },
  ],
  faqs: [
    {
      question: "Does the converter know about daylight saving time?",
      answer:
        "Yes. It reads each zone's offset for the exact date from the tz database your browser carries, so a time in July and one in January in the same city can differ by an hour from UTC, and the dates of the change are those of the zone you chose.",
    },
    {
      question: "What happens to a time that does not exist?",
      answer:
        "When clocks go forward an hour, the times in that hour are never shown on a clock. The converter says so and reads the time as the clocks would after the change, an hour later (30 minutes later on Lord Howe Island). When clocks go back, an hour happens twice: the converter shows both readings.",
    },
    {
      question: "Which zone does IST mean?",
      answer:
        "It is India Standard Time (UTC+5:30), but Israel (UTC+2) and Ireland, in summer (UTC+1), write IST too. CST is the central United States, China, Taiwan or Cuba, and BST British Summer Time or Bangladesh. The converter lists the meanings and lets you choose.",
    },
    {
      question: "Why do some zones differ from UTC by 30 or 45 minutes?",
      answer:
        "A country chooses its own offset. India keeps UTC+5:30, Nepal UTC+5:45 and parts of Australia UTC+9:30; Lord Howe Island moves its clocks by only 30 minutes for summer.",
    },
  ],
};
