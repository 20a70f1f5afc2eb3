import { checkedRate, isCalendarDate, parseAttributes } from "./ecb.ts";

/** The ECB's reference rates of every business day since 4 January 1999, in one XML file. */
export const DEFAULT_FIAT_HISTORY_URL =
  "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.xml";

/** One business day of the history: units of each currency per 1 EUR (EUR itself not listed). */
export interface EcbDay {
  readonly date: string;
  readonly rates: Readonly<Record<string, number>>;
}

/** What a whole file held, once its envelope closed. */
export interface HistorySummary {
  readonly days: number;
  readonly rows: number;
  readonly oldest: string;
  readonly newest: string;
}

/**
 * A streaming reader of the history file: it is fed the text piece by piece, as it arrives, and
 * hands back each day once that day's `</Cube>` closes it. It holds one day and an unfinished tag
 * at most, so its memory does not grow with the file (about 25 years × 30 currencies, 7 MB).
 */
export interface HistoryParser {
  /** Reads the next piece of text; the days it completed, in the file's order. */
  push(text: string): EcbDay[];
  /** Throws unless the file ended with its closing envelope; else what the file held. */
  end(): HistorySummary;
}

/**
 * A tag longer than this is not of this format (a `Cube` row is about 40 characters): the text
 * is garbage, and holding it while waiting for a `>` would let memory grow with the file.
 */
const MAX_PENDING = 64 * 1024;
const NAME = /^\/?\s*(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/;

/**
 * The format is the daily file's (`gesmes:Envelope`, `<Cube time='…'>` holding
 * `<Cube currency='USD' rate='…'/>`), with one dated Cube per business day, newest first. Like
 * the daily reader (ecb.ts), anything that is not a whole, plausible file throws: the first
 * element must be the envelope (an HTML error page fails at its first tag), days must run in one
 * direction without repeats, each with at least one rate, and only the closing envelope proves
 * the file was not cut off.
 */
export function historyParser(): HistoryParser {
  let pending = "";
  let started = false;
  let finished = false;
  let day: { date: string; rates: Record<string, number> } | undefined;
  let previous: string | undefined;
  let direction = 0;
  let days = 0;
  let rows = 0;
  let oldest = "";
  let newest = "";

  function closeDay(out: EcbDay[]): void {
    const done = day as NonNullable<typeof day>;
    day = undefined;
    const count = Object.keys(done.rates).length;
    if (count === 0) throw new Error(`ECB history lists no rates on ${done.date}`);
    if (previous !== undefined) {
      const step = done.date < previous ? -1 : done.date > previous ? 1 : 0;
      if (step === 0) throw new Error(`ECB history lists ${done.date} twice`);
      if (direction === 0) direction = step;
      else if (step !== direction) throw new Error(`ECB history is out of order at ${done.date}`);
    }
    previous = done.date;
    days++;
    rows += count;
    if (oldest === "" || done.date < oldest) oldest = done.date;
    if (done.date > newest) newest = done.date;
    out.push(done);
  }

  /** One tag, without its `<` and `>`. */
  function tag(body: string, out: EcbDay[]): void {
    const first = body.charCodeAt(0);
    // `<?xml …?>`, `<!DOCTYPE …>`: nothing to read.
    if (first === 63 /* ? */ || first === 33 /* ! */) return;
    const name = NAME.exec(body);
    if (!name) throw new Error("ECB history holds a tag that is not XML");
    const local = name[1];
    const closing = first === 47; /* / */
    if (!started) {
      if (closing || local !== "Envelope") {
        throw new Error(`ECB history is not a gesmes:Envelope (its first element is <${local}>)`);
      }
      started = true;
      return;
    }
    if (finished) throw new Error("ECB history goes on after its closing envelope");
    if (local === "Envelope") {
      if (!closing) throw new Error("ECB history opens a second envelope");
      if (day) throw new Error(`ECB history ends inside the day ${day.date}`);
      finished = true;
      return;
    }
    if (local !== "Cube") return; // gesmes:subject, gesmes:Sender, gesmes:name
    if (closing) {
      // Closes a day, or the outer Cube holding them all.
      if (day) closeDay(out);
      return;
    }
    const selfClosing = body.charCodeAt(body.length - 1) === 47;
    const attributes = parseAttributes(body.slice(name[0].length, selfClosing ? -1 : undefined));
    const { time, currency, rate } = attributes;
    if (time !== undefined) {
      if (day) throw new Error(`ECB history opens the day ${time} inside the day ${day.date}`);
      if (!isCalendarDate(time)) throw new Error(`ECB history date '${time}' is not a date`);
      day = { date: time, rates: {} };
      if (selfClosing) closeDay(out);
      return;
    }
    if (currency === undefined && rate === undefined) return; // the outer <Cube>
    if (!day) throw new Error("ECB history lists a rate outside any day");
    const [code, value] = checkedRate(currency, rate);
    if (Object.hasOwn(day.rates, code)) {
      throw new Error(`ECB history lists ${code} twice on ${day.date}`);
    }
    day.rates[code] = value;
  }

  return {
    push(text) {
      const out: EcbDay[] = [];
      const buffer = pending + text;
      let at = 0;
      for (;;) {
        // Text between tags (white space, the subject and sender) is not read.
        const open = buffer.indexOf("<", at);
        if (open === -1) {
          at = buffer.length;
          break;
        }
        at = open;
        const comment = buffer.startsWith("<!--", open);
        const end = comment ? buffer.indexOf("-->", open + 4) : buffer.indexOf(">", open + 1);
        if (end === -1) break; // the rest of this tag comes with the next piece
        if (!comment) tag(buffer.slice(open + 1, end), out);
        at = comment ? end + 3 : end + 1;
      }
      pending = buffer.slice(at);
      if (pending.length > MAX_PENDING) {
        throw new Error("ECB history holds a tag over 64 KB long: not the ECB's format");
      }
      return out;
    },

    end() {
      if (!started) throw new Error("ECB history is not a gesmes:Envelope (no element at all)");
      if (!finished) throw new Error("ECB history is cut off (no closing gesmes:Envelope)");
      if (days === 0) throw new Error("ECB history lists no days");
      return { days, rows, oldest, newest };
    },
  };
}
