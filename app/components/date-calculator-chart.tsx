import { useServerRender } from "~/framework/static-markup";
import { dateOf, dayNumber, formatDate, isoWeek, isoWeekday } from "../../engine/date-calc";
import { LANGUAGE_TAGS } from "../../site/i18n/languages";

/** The years the chart lists: this decade and the next. */
const YEARS = Array.from({ length: 12 }, (_, i) => 2024 + i);

/**
 * ISO weeks of the years 2024 to 2035, rendered on the server only: the weekday of 1 January, the
 * Monday that starts week 1, and how many weeks the year has (engine/date-calc.ts). Its words are
 * the page's language's (site/i18n/text/), its weekdays as Intl writes them in that language; the
 * dates are ISO 8601, the same in every language.
 */
export function DateCalculatorChart() {
  const { t, language } = useServerRender();
  const tag = LANGUAGE_TAGS[language];
  const weekdays = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday: the ISO weekday n is the nth of January 2024.
  const weekday = (n: number) => {
    const name = weekdays.format(Date.UTC(2024, 0, n));
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  };
  return (
    <section aria-labelledby="iso-weeks" className="mt-8">
      <h2 id="iso-weeks" className="text-2xl font-semibold">
        {t("date.chart-title")}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("date.chart-text")}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className="py-1.5 pr-3">
                {t("date.chart-year")}
              </th>
              <th scope="col" className="py-1.5 pr-3">
                {t("date.chart-jan1")}
              </th>
              <th scope="col" className="py-1.5 pr-3">
                {t("date.chart-week1")}
              </th>
              <th scope="col" className="py-1.5 pr-3">
                {t("date.chart-weeks")}
              </th>
            </tr>
          </thead>
          <tbody>
            {YEARS.map((year) => {
              const jan4 = dayNumber({ year, month: 1, day: 4 });
              const jan1 = dayNumber({ year, month: 1, day: 1 });
              const weeks = isoWeek(dayNumber({ year, month: 12, day: 28 })).week;
              return (
                <tr key={year} className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="row" className="py-1.5 pr-3">
                    {year}
                  </th>
                  <td className="py-1.5 pr-3">{weekday(isoWeekday(jan1))}</td>
                  <td className="py-1.5 pr-3">{formatDate(dateOf(jan4 - isoWeekday(jan4) + 1))}</td>
                  <td className="py-1.5 pr-3">{weeks}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
