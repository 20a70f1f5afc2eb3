import { addDays, isTargetBusinessDay } from "../../server/rates/target-calendar.ts";
import type { EcbDay } from "./ecb.ts";
import { ECB_DATE, ECB_RATES } from "./rates-data.ts";

export const ECB_HISTORY_PATH = "/stats/eurofxref/eurofxref-hist.xml";

/**
 * The history file as the ECB writes it: the daily file's envelope, one dated Cube per day in the
 * order given (the ECB's is newest first), double quotes as in the real eurofxref-hist.xml.
 */
export function ecbHistoryXml(days: readonly EcbDay[]): string {
  return [...ecbHistoryPieces(days)].join("");
}

/** The same text in pieces (the envelope's head, one piece per day, its tail), for streaming. */
export function* ecbHistoryPieces(days: readonly EcbDay[]): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
`;
  for (const { date, rates } of days) {
    let text = `\t\t<Cube time="${date}">\n`;
    for (const [currency, rate] of Object.entries(rates)) {
      text += `\t\t\t<Cube currency="${currency}" rate="${rate}"/>\n`;
    }
    yield `${text}\t\t</Cube>\n`;
  }
  yield "\t</Cube>\n</gesmes:Envelope>";
}

export interface GeneratedHistory {
  /** The oldest day (YYYY-MM-DD); the first business day from it on is the first listed. */
  readonly from: string;
  /** The newest day, whose rates are `rates` exactly (the fakes' daily file by default). */
  readonly to?: string;
  readonly rates?: Readonly<Record<string, number>>;
}

/**
 * A made-up but plausible history, newest first: one day per TARGET business day (no weekends,
 * no ECB holidays) from `from` to `to`, each currency walking back from today's rate by small
 * deterministic steps, written with as many decimals as its figure in `rates`. The same
 * arguments always give the same days.
 */
export function generateHistory(options: GeneratedHistory): EcbDay[] {
  const { from, to = ECB_DATE, rates = ECB_RATES } = options;
  const codes = Object.entries(rates).map(([code, rate]) => ({
    code,
    level: rate,
    decimals: (String(rate).split(".")[1] ?? "").length,
  }));
  let seed = 0x0ecb_2025;
  // A small linear congruential generator: reproducible, and enough for a wiggly line.
  const step = () => {
    seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
    return (seed / 2 ** 32 - 0.5) * 0.01;
  };
  const days: EcbDay[] = [];
  for (let date = to; date >= from; date = addDays(date, -1)) {
    if (!isTargetBusinessDay(date)) continue;
    const day: Record<string, number> = {};
    for (const entry of codes) {
      day[entry.code] = Number(entry.level.toFixed(entry.decimals));
      entry.level *= 1 + step();
    }
    days.push({ date, rates: day });
  }
  return days;
}

let defaultHistory: string | undefined;

/**
 * What the fake serves unless told otherwise: every business day from 2 January 2019 to the
 * daily file's day (about 6 years, 1,600 days × 29 currencies, 2 MB), so that a chart's 1 month,
 * 1 year, 5 years and "all" differ. Made once per process, on first use.
 */
export function defaultHistoryXml(): string {
  defaultHistory ??= ecbHistoryXml(generateHistory({ from: "2019-01-02" }));
  return defaultHistory;
}
