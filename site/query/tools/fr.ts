import { COOKING_QUESTION } from "../../i18n/tool-questions/fr/cooking.ts";
import { DATE_QUESTION } from "../../i18n/tool-questions/fr/date.ts";
import { RING_SIZE_QUESTION } from "../../i18n/tool-questions/fr/ring-size.ts";
import { SHOE_SIZE_QUESTION } from "../../i18n/tool-questions/fr/shoe-size.ts";
import { TIME_ZONE_QUESTION } from "../../i18n/tool-questions/fr/time-zone.ts";
import { UNIX_TIME_QUESTION } from "../../i18n/tool-questions/fr/unix-time.ts";
import { toolReadingsOf } from "../tool-answers.ts";

/** The tools' questions in French (site/query/tool-answers.ts). */
export const toolReadingOf = toolReadingsOf({
  ringSize: RING_SIZE_QUESTION,
  shoeSize: SHOE_SIZE_QUESTION,
  unixTime: UNIX_TIME_QUESTION,
  date: DATE_QUESTION,
  timeZone: TIME_ZONE_QUESTION,
  cooking: COOKING_QUESTION,
});
