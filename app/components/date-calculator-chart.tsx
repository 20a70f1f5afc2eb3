import { WEEKDAYS } from "../../engine/calendar-names";
import { dateOf, dayNumber, formatDate, isoWeek, isoWeekday } from "../../engine/date-calc";

/** The years the chart lists: this decade and the next. */
const YEARS = Array.from({ length: 12 }, (_, i) => 2024 + i);

/**
 * ISO weeks of the years 2024 to 2035, rendered on the server only: the weekday of 1 January, the
 * Monday that starts week 1, and how many weeks the year has (engine/date-calc.ts).
 */
export function DateCalculatorChart() {
  return (
    <section aria-labelledby="iso-weeks" className="mt-8">
      <h2 id="iso-weeks" className="text-2xl font-semibold">
        ISO weeks, year by year
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        An ISO 8601 week runs Monday to Sunday, and week 1 is the one holding the year's first
        Thursday, so it starts between 29 December and 4 January. A year has 53 weeks when it starts
        on a Thursday, or on a Wednesday in a leap year; otherwise 52. The calculator counts whole
        days on the Gregorian calendar: a date is a day number, and days between two dates are the
        difference of their numbers.
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className="py-1.5 pr-3">
                Year
              </th>
              <th scope="col" className="py-1.5 pr-3">
                1 January
              </th>
              <th scope="col" className="py-1.5 pr-3">
                Week 1 starts
              </th>
              <th scope="col" className="py-1.5 pr-3">
                ISO weeks
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
                  <td className="py-1.5 pr-3">{WEEKDAYS[isoWeekday(jan1) - 1]}</td>
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
