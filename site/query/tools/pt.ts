import { COOKING_QUESTION } from "../../i18n/tool-questions/pt/cooking.ts";
import { DATE_QUESTION } from "../../i18n/tool-questions/pt/date.ts";
import { RING_SIZE_QUESTION } from "../../i18n/tool-questions/pt/ring-size.ts";
import { SHOE_SIZE_QUESTION } from "../../i18n/tool-questions/pt/shoe-size.ts";
import { TIME_ZONE_QUESTION } from "../../i18n/tool-questions/pt/time-zone.ts";
import { UNIX_TIME_QUESTION } from "../../i18n/tool-questions/pt/unix-time.ts";
import { toolReadingsOf } from "../tool-answers.ts";

/** The tools' questions in Portuguese (site/query/tool-answers.ts). */
export const toolReadingOf = toolReadingsOf({
  ringSize: RING_SIZE_QUESTION,
  shoeSize: SHOE_SIZE_QUESTION,
  unixTime: UNIX_TIME_QUESTION,
  date: DATE_QUESTION,
  timeZone: TIME_ZONE_QUESTION,
  cooking: COOKING_QUESTION,
});
