import type { CoinGeckoFake } from "../tests/fakes/coingecko.ts";
import type { EcbFake } from "../tests/fakes/ecb.ts";
import type { FrankfurterFake } from "../tests/fakes/frankfurter.ts";

/**
 * What every section of `npm run bench` receives: the production server under test (started by
 * bench/run.ts on a fresh database, with the rate sources replaced by local fakes whose modes the
 * section may switch), and whether this is the quick run CI makes so the harness cannot rot.
 */
export interface BenchContext {
  /** Origin of the production server under test, e.g. http://127.0.0.1:4391. */
  readonly origin: string;
  /** Its process id, for memory readings. */
  readonly serverPid: number;
  /** The client build the server serves. */
  readonly buildDir: string;
  readonly fakes: {
    readonly ecb: EcbFake;
    readonly crypto: CoinGeckoFake;
    readonly fx: FrankfurterFake;
  };
  /** A short run: fewer pages, seconds instead of tens of seconds, fewer requests. */
  readonly quick: boolean;
  /** Progress lines (stderr), so the table on stdout stays clean. */
  readonly log: (line: string) => void;
  /** The server's PostgreSQL (DATABASE_URL), for the sections that run on it; else SQLite. */
  readonly database?: BenchDatabase;
}

/** The PostgreSQL the server under test was started on (bench/postgres.ts). */
export interface BenchDatabase {
  /** The server's DATABASE_URL: a schema of its own on the bench's throwaway PostgreSQL. */
  readonly url: string;
  /** `pg_ctl stop -m fast`: the server's connections are ended and new ones refused. */
  stop(): Promise<void>;
  /** `pg_ctl start` again, on the same port and data. */
  start(): Promise<void>;
}

/** A target of the issue, and whether this run met it. */
export interface Target {
  readonly name: string;
  readonly met: boolean;
  readonly detail: string;
  /**
   * Correctness (no 5xx, no crash, no errors) rather than speed: a quick run fails on these only,
   * because speed on a shared two-core machine is too noisy for a short run to judge.
   */
  readonly hard?: boolean;
}

export interface Section {
  readonly title: string;
  /** Rows of the section's table; every row has the same keys, in print order. */
  readonly rows: readonly Readonly<Record<string, string | number>>[];
  readonly targets: readonly Target[];
  /** Notes printed under the table (what was compared, in which conditions). */
  readonly notes?: readonly string[];
}

export type BenchSection = (context: BenchContext) => Promise<Section>;

/** The page of each type the sections measure (issue 8: home, category, generic, pair, ...). */
export const SAMPLE_PAGES: readonly { readonly type: string; readonly path: string }[] = [
  { type: "home", path: "/" },
  { type: "category", path: "/length" },
  { type: "generic", path: "/torque" },
  { type: "pair", path: "/cm-to-in" },
  { type: "temperature", path: "/c-to-f" },
  { type: "currency", path: "/usd-to-eur" },
  { type: "crypto", path: "/crypto-currency" },
  { type: "blood sugar", path: "/blood-sugar-converter" },
  // The heaviest tool page (issue 24): its converter carries the 160 ingredients.
  { type: "tool", path: "/cooking-converter" },
  { type: "contact", path: "/contact" },
  // Pages in other languages (issue 25), each beside its English version above.
  { type: "category, Spanish", path: "/es/longitud" },
  { type: "pair, German", path: "/de/cm-in-zoll" },
  { type: "home, French", path: "/fr" },
  { type: "blood sugar, Portuguese", path: "/pt/conversor-de-glicemia" },
  { type: "currency, Spanish", path: "/es/usd-a-eur" },
];

/** Each sampled page in another language, and its English version (issue 25). */
export const LOCALIZED_SAMPLES: ReadonlyMap<string, string> = new Map([
  ["/es/longitud", "/length"],
  ["/de/cm-in-zoll", "/cm-to-in"],
  ["/fr", "/"],
  ["/pt/conversor-de-glicemia", "/blood-sugar-converter"],
  ["/es/usd-a-eur", "/usd-to-eur"],
]);

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
