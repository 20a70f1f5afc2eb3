import { defaultHistoryXml, ECB_HISTORY_PATH, ecbHistoryXml } from "./ecb-history.ts";
import { type FakeUpstream, startFakeUpstream } from "./fake-upstream.ts";
import { ECB_DATE, ECB_RATES } from "./rates-data.ts";

export const ECB_PATH = "/stats/eurofxref/eurofxref-daily.xml";

export interface EcbDay {
  readonly date: string;
  /** Units per 1 EUR. */
  readonly rates: Readonly<Record<string, number>>;
}

/** The daily reference rates file as the ECB writes it: its envelope, tabs and single quotes. */
export function ecbXml({ date, rates }: EcbDay): string {
  const cubes = Object.entries(rates)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>\n`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${date}'>
${cubes}\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;
}

export interface EcbFake extends FakeUpstream {
  /** The address of the history file (FIAT_HISTORY_URL). */
  readonly historyUrl: string;
  /** What the next "ok" answers carry. */
  setDay(day: EcbDay): void;
  /**
   * What the next "ok" answers to the history file carry: these days, or this text as it is (a
   * cut-off file); undefined, the default (tests/fakes/ecb-history.ts).
   */
  setHistory(history: readonly EcbDay[] | string | undefined): void;
}

/**
 * A local stand-in for www.ecb.europa.eu serving the daily reference rates file and the history
 * file (all business days since 2019 by default; its newest day is the daily file's).
 */
export async function startEcbFake(port = 0): Promise<EcbFake> {
  let day: EcbDay = { date: ECB_DATE, rates: ECB_RATES };
  let history: string | undefined;
  const fake = await startFakeUpstream({
    port,
    path: ECB_PATH,
    answer: (url) =>
      url.pathname === ECB_PATH
        ? { status: 200, type: "text/xml", body: ecbXml(day) }
        : url.pathname === ECB_HISTORY_PATH
          ? { status: 200, type: "text/xml", body: history ?? defaultHistoryXml() }
          : { status: 404, type: "text/html", body: "<h1>Not Found</h1>" },
    // What a proxy or maintenance page puts in place of the file.
    garbage: {
      status: 200,
      type: "text/html",
      body: "<!DOCTYPE html><html><body><h1>Service temporarily unavailable</h1></body></html>",
    },
  });
  return Object.assign(fake, {
    historyUrl: new URL(ECB_HISTORY_PATH, fake.url).href,
    setDay(next: EcbDay) {
      day = next;
    },
    setHistory(next: readonly EcbDay[] | string | undefined) {
      history = typeof next === "string" || next === undefined ? next : ecbHistoryXml(next);
    },
  });
}
