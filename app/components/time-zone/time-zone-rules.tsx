import { useDocumentTag, useServerRender } from "~/framework/static-markup";
import { MONTHS } from "../../../engine/calendar-names";
import {
  clocksAtChange,
  formatOffset,
  offsetAt,
  type Transition,
  transitionsIn,
} from "../../../engine/time-zone";
import { formatDuration } from "../../../engine/time-zone-english";
import { dayTimeIn, durationIn, zoneNameIn } from "../../../site/time-zone/words";

/** Zones many visitors live in or call, one or two per continent, and the 30-minute Lord Howe. */
const ZONES = [
  "America/Los_Angeles",
  "America/New_York",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Paris",
  "Africa/Cairo",
  "Asia/Kolkata",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Australia/Sydney",
  "Australia/Lord_Howe",
  "Pacific/Auckland",
];

const two = (n: number) => String(n).padStart(2, "0");

/**
 * `8 March, 02:00 (+1 hour)`: the day and the clock time a change begins at, and its size; in
 * another language as CLDR writes them (`8 de marzo, 02:00 (+1 hora)`).
 */
function change(t: Transition | undefined, tag: string): string {
  if (!t) return "";
  const at = clocksAtChange(t);
  const sign = t.after > t.before ? "+" : "−";
  if (tag !== "en") return `${dayTimeIn(tag, at)} (${sign}${durationIn(tag, t.after - t.before)})`;
  return `${at.day} ${MONTHS[at.month - 1]}, ${two(at.hour)}:${two(at.minute)} (${sign}${formatDuration(t.after - t.before)})`;
}

/**
 * The offsets and clock changes of a year in a dozen zones, rendered on the server only, at build
 * time, from the tz database Node's Intl carries (engine/time-zone.ts).
 */
export function TimeZoneRules({ year }: { year: number }) {
  const { t } = useServerRender();
  const tag = useDocumentTag();
  const middle = Date.UTC(year, 6, 1);
  return (
    <section aria-labelledby="tz-rules" className="mt-8">
      <h2 id="tz-rules" className="text-2xl font-semibold">
        {t("tz-rules.title", { year: String(year) })}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {t("tz-rules.intro", { year: String(year) })}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className="py-1.5 pr-3">
                {t("tz-rules.zone")}
              </th>
              <th scope="col" className="py-1.5 pr-3">
                {t("tz-rules.offset")}
              </th>
              <th scope="col" className="py-1.5 pr-3">
                {t("tz-rules.forward")}
              </th>
              <th scope="col" className="py-1.5 pr-3">
                {t("tz-rules.back")}
              </th>
            </tr>
          </thead>
          <tbody>
            {ZONES.map((zone) => {
              const changes = transitionsIn(zone, year);
              const forward = changes.find((t) => t.after > t.before);
              const back = changes.find((t) => t.after < t.before);
              const offsets = [
                ...new Set([offsetAt(zone, Date.UTC(year, 0, 1)), ...changes.map((t) => t.after)]),
              ].sort((a, b) => a - b);
              return (
                <tr key={zone} className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {zone.replaceAll("_", " ")}
                    {tag !== "en" && (
                      <span className="block text-slate-700 dark:text-slate-300">
                        {zoneNameIn(tag, zone, middle, "longGeneric")}
                      </span>
                    )}
                  </th>
                  <td className="py-1.5 pr-3">{offsets.map(formatOffset).join(", ")}</td>
                  <td className="py-1.5 pr-3">
                    {changes.length ? change(forward, tag) : t("tz-rules.none")}
                  </td>
                  <td className="py-1.5 pr-3">
                    {changes.length ? change(back, tag) : t("tz-rules.none")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
