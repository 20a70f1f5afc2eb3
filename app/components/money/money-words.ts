import type { NumberMarks } from "../../../engine/number-marks";
import type { OriginWords } from "../../../site/money/origin-text";
import { shortDate } from "../../../site/short-date";
import type { Say } from "../../framework/static-markup";

/**
 * A day as a page of `locale` writes it where room is short ("13 mar 2025"), counted in UTC so
 * that no time zone moves it; an English page (no locale) keeps the site's own form.
 */
function shortDay(locale: string | undefined): (iso: string) => string {
  if (!locale) return shortDate;
  const format = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return (iso) => format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

/** How the converter's source line says where a rate comes from, in the page's words. */
export function originWords(say: Say, locale: string | undefined): OriginWords {
  return {
    via: (name, via) => say("money.via", { name, via }),
    and: (list, last) => say("money.and", { list, last }),
    through: (who, through) => say("money.through", { who, through }),
    day: shortDay(locale),
  };
}

/**
 * An amount as a page writes and reads it. An English page (no marks) keeps plain digits and one
 * point, as before; another language's page writes its marks ("1.234,5", Intl.NumberFormat of the
 * exact decimal text, so no digit changes) and reads what a visitor types with them: its decimal
 * mark, and its group marks (spaces too) left out. Where the group mark is not a point (French), a
 * point is read as the decimal mark as well.
 */
export interface AmountMarks {
  /** Plain digits and one point ("1234.5") of what the field shows; what it cannot read as is. */
  readonly plain: (text: string) => string;
  /** What the field shows for plain digits and one point. */
  readonly shown: (plain: string) => string;
  /** Whether the field takes the text as typed (it may be unfinished: "12,"). */
  readonly accepts: (text: string) => boolean;
}

const PLAIN = /^\d*\.?\d*$/;

export function amountMarks(
  marks: NumberMarks | undefined,
  locale: string | undefined,
): AmountMarks {
  if (!marks || !locale) return { plain: (t) => t, shown: (t) => t, accepts: (t) => PLAIN.test(t) };
  const groups = marks.group === "." ? /[.\s\u00a0\u202f]/g : /[\s\u00a0\u202f]/g;
  const plain = (text: string) =>
    text.replace(groups, "").replace(marks.decimal === "," ? /,|\./ : /\./, ".");
  // A string is formatted as the exact decimal it writes (Intl.NumberFormat v3).
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
  return {
    plain,
    shown: (text) =>
      PLAIN.test(text) && /\d/.test(text)
        ? format.format(text as Intl.StringNumericLiteral) +
          (text.endsWith(".") ? marks.decimal : "")
        : text,
    accepts: (text) => /^[\d.,\s\u00a0\u202f]*$/.test(text) && PLAIN.test(plain(text)),
  };
}
