import { useServerRender } from "~/framework/static-markup";
import { formatIso, formatRfc2822, inUnit } from "../../engine/unix-time";
import type { TextKey } from "../../site/i18n/text/en";

/**
 * Fixed instants worth knowing, in seconds, by the name the page's language gives them
 * (site/i18n/text/); the table is computed from them at build time.
 */
const EXAMPLES: readonly [TextKey, bigint][] = [
  ["unix.ex-epoch", 0n],
  ["unix.ex-before", -1n],
  ["unix.ex-billion", 1_000_000_000n],
  ["unix.ex-int32", 2n ** 31n - 1n],
  ["unix.ex-wrap", -(2n ** 31n)],
  ["unix.ex-two-billion", 2_000_000_000n],
  ["unix.ex-uint32", 2n ** 32n - 1n],
  ["unix.ex-9999", 253_402_300_799n],
];

/**
 * Unix timestamps worth knowing and how the page computes, rendered on the server only: the page
 * reads without JavaScript, and no current time is ever in its markup (engine/unix-time.ts).
 */
export function UnixTimestampExamples() {
  const { t } = useServerRender();
  return (
    <section aria-labelledby="unix-examples" className="mt-8">
      <h2 id="unix-examples" className="text-2xl font-semibold">
        {t("unix.examples")}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("unix.examples-text")}</p>
      <table className="mt-3 w-full text-left text-sm tabular-nums">
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-700">
            <th scope="col" className="py-1.5 pr-3">
              {t("unix.examples-instant")}
            </th>
            <th scope="col" className="py-1.5">
              {t("unix.examples-utc")}
            </th>
          </tr>
        </thead>
        <tbody>
          {EXAMPLES.map(([name, seconds]) => {
            const micros = seconds * 1_000_000n;
            return (
              <tr key={name} className="border-b border-slate-200 align-top dark:border-slate-800">
                <th scope="row" className="w-2/5 py-1.5 pr-3 font-normal">
                  {t(name)}
                  <br />
                  <span className="font-mono font-semibold break-all">{inUnit(micros, "s")}</span>
                </th>
                <td className="py-1.5 font-mono">
                  {formatIso(micros)}
                  <br />
                  {/* RFC 2822 names its days and months in English, in every language. */}
                  <span lang="en">{formatRfc2822(micros)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
