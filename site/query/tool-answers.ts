import { readDateQuestion } from "../../engine/date-question.ts";
import { readRingSizeQuestion } from "../../engine/ring-size-question.ts";
import { readShoeSizeQuestion } from "../../engine/shoe-size-question.ts";
import type { ToolReading } from "../../engine/tool-reading.ts";
import { readUnixTimeQuestion } from "../../engine/unix-time-question.ts";

/**
 * The tools the box and `GET /api/query` answer questions for (issue 24), each its reader and the
 * page it opens. A reader answers only a question that names its tool ("ring size 7 to mm"), and
 * is asked before the units are, so "7 in mm" stays a length. Adding a tool to the box is a line.
 */
const TOOL_READERS: readonly {
  readonly path: string;
  readonly read: (text: string) => ToolReading | undefined;
}[] = [
  { path: "/ring-size-converter", read: readRingSizeQuestion },
  { path: "/shoe-size-converter", read: readShoeSizeQuestion },
  { path: "/unix-timestamp-converter", read: readUnixTimeQuestion },
  { path: "/date-calculator", read: readDateQuestion },
];

/** The first tool's reading of a text, and the page of that tool. */
export function toolReadingOf(
  text: string,
): { readonly path: string; readonly reading: ToolReading } | undefined {
  for (const { path, read } of TOOL_READERS) {
    const reading = read(text);
    if (reading) return { path, reading };
  }
  return undefined;
}
