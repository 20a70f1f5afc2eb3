/**
 * The marks a language writes numbers with (site/i18n/numbers.ts takes them from Intl): its
 * decimal mark, its group mark, and how many digits an integer part needs before it is grouped
 * (4; 5 in Spanish).
 */
export interface NumberMarks {
  readonly decimal: "." | ",";
  readonly group: string;
  readonly groupFrom: number;
}

// Digits inside a word ("H2O", "m3") are not numbers; neither are the digits after a mark.
const NUMBER = /(?<![\p{L}\d.,])(\d+)(?:\.(\d+))?/gu;

/**
 * The numbers of a text the engine wrote (plain JavaScript syntax: "1524.5", "-0.25",
 * "1.609344e-12") with a language's marks: "1.524,5".
 */
export function withMarks(text: string, marks: NumberMarks): string {
  const { decimal, group, groupFrom } = marks;
  return text.replace(NUMBER, (_, whole: string, fraction?: string) => {
    const grouped = whole.length >= groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, group) : whole;
    return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
  });
}

/** A number `withMarks` wrote, back in JavaScript syntax: "1.524,5" → "1524.5". */
export function withoutMarks(text: string, marks: NumberMarks): string {
  const plain = marks.group === "" ? text : text.split(marks.group).join("");
  return plain.replace(marks.decimal, ".");
}
