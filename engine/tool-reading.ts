/**
 * What a tool makes of a question in words (issue 24): a ring size, a shoe size, an ingredient, a
 * time. Each tool's reader (`engine/*-question.ts`) answers only what names it ("ring size 7"),
 * so "7 in mm" stays seven inches for the unit reader.
 */
export type ToolReading =
  | {
      /** How the question was read: "US & Canada ring size 7". */
      readonly reading: string;
      /** The answer as shown: "US & Canada ring size 7 = UK & Australia N½". */
      readonly display: string;
      /** The standard, method or rule the answer follows, in a sentence or two. */
      readonly basis: string;
      /** The tool page's address parts that open it on this answer (`t`, `from`, `to`). */
      readonly params?: Readonly<Record<string, string>>;
    }
  | {
      readonly reading: string;
      /** Why the question, read as a question for this tool, has no answer. */
      readonly problem: string;
    };
