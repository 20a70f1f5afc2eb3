import { formatIso, formatRfc2822, inUnit } from "../../engine/unix-time";

/** Fixed instants worth knowing, in seconds; the table is computed from them at build time. */
const EXAMPLES: readonly [string, bigint][] = [
  ["The epoch", 0n],
  ["One second before the epoch", -1n],
  ["One billion seconds", 1_000_000_000n],
  ["The last second of signed 32-bit time", 2n ** 31n - 1n],
  ["Where signed 32-bit time wraps to", -(2n ** 31n)],
  ["Two billion seconds", 2_000_000_000n],
  ["The last second of unsigned 32-bit time", 2n ** 32n - 1n],
  ["The last second of the year 9999", 253_402_300_799n],
];

/**
 * Unix timestamps worth knowing and how the page computes, rendered on the server only: the page
 * reads without JavaScript, and no current time is ever in its markup (engine/unix-time.ts).
 */
export function UnixTimestampExamples() {
  return (
    <section aria-labelledby="unix-examples" className="mt-8">
      <h2 id="unix-examples" className="text-2xl font-semibold">
        Unix timestamps worth knowing
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        A timestamp is seconds since 1970-01-01T00:00:00Z, 86 400 to a day and no leap seconds; a
        date is the day number those seconds give, on the Gregorian calendar, and the time of day
        the rest. Milliseconds are the seconds below times 1000, microseconds times a million. The
        page counts with integers of any size, so the last digit of a microsecond timestamp is kept.
      </p>
      <table className="mt-3 w-full text-left text-sm tabular-nums">
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-700">
            <th scope="col" className="py-1.5 pr-3">
              Instant and seconds
            </th>
            <th scope="col" className="py-1.5">
              UTC, in ISO 8601 and RFC 2822
            </th>
          </tr>
        </thead>
        <tbody>
          {EXAMPLES.map(([name, seconds]) => {
            const micros = seconds * 1_000_000n;
            return (
              <tr key={name} className="border-b border-slate-200 align-top dark:border-slate-800">
                <th scope="row" className="w-2/5 py-1.5 pr-3 font-normal">
                  {name}
                  <br />
                  <span className="font-mono font-semibold break-all">{inUnit(micros, "s")}</span>
                </th>
                <td className="py-1.5 font-mono">
                  {formatIso(micros)}
                  <br />
                  {formatRfc2822(micros)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
