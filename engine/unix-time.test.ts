import { describe, expect, it } from "vitest";
import { askGnuDate, seeded } from "../tests/gnu-date.ts";
import {
  FIRST_MICROS,
  formatIso,
  formatOffset,
  formatRfc2822,
  instantInZone,
  instantOf,
  instantOfReading,
  inUnit,
  LAST_MICROS,
  type Problem,
  parseDateTime,
  parseTimestamp,
  type Timestamp,
  wallTime,
} from "./unix-time.ts";
import { problemInEnglish } from "./unix-time-problems.ts";

const random = seeded(2038);
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const SPAN_S = Number((LAST_MICROS - FIRST_MICROS) / 1_000_000n);

/** 300 instants over years 1–9999, with microseconds, some whole seconds or milliseconds. */
const INSTANTS: bigint[] = Array.from({ length: 300 }, (_, i) => {
  const seconds = BigInt(int(0, SPAN_S)) * 1_000_000n + FIRST_MICROS;
  const micro = i % 3 === 0 ? 0 : i % 3 === 1 ? int(0, 999) * 1000 : int(0, 999_999);
  return seconds + BigInt(micro);
});
const OFFSETS = [0, 3600, -18_000, 19_800, -34_200, 45_900, 50_400, -43_200];

const gnuLine = (micros: bigint) => `@${inUnit(micros, "s")}`;
/** GNU's "+%FT%T.%6N" fraction written the way formatIso writes it: none, 3 or 6 digits. */
const trimmed = (gnu: string) => gnu.replace(/\.000000/, "").replace(/\.(\d{3})000/, ".$1");

/** GNU's "+%s %6N": %s is the second the instant is in (floored), %6N the microseconds into it. */
const gnuMicros = (line = "") => {
  const [s = "x", us = "x"] = line.split(" ");
  return BigInt(s) * 1_000_000n + BigInt(us);
};

const reading = (text: string) => {
  const r = parseDateTime(text);
  if ("problem" in r) throw new Error(`${text}: ${problemInEnglish(r.problem)}`);
  return r;
};
const utcOnly = () => 0;

describe("Unix time against GNU date", () => {
  it("writes ISO 8601 in UTC as GNU date does, to the microsecond", () => {
    const gnu = askGnuDate(INSTANTS.map(gnuLine), "+%Y-%m-%dT%H:%M:%S.%6NZ");
    INSTANTS.forEach((micros, i) => {
      expect(formatIso(micros), String(micros)).toBe(trimmed(gnu[i] ?? ""));
    });
  });

  it("writes RFC 2822 as GNU date -R does", () => {
    const gnu = askGnuDate(INSTANTS.map(gnuLine), "-R");
    INSTANTS.forEach((micros, i) => {
      expect(formatRfc2822(micros), String(micros)).toBe(gnu[i]);
    });
  });

  it("writes dates at an offset that GNU date reads back as the same instant", () => {
    const cases = INSTANTS.slice(0, 200).map((micros, i) => ({
      micros,
      offset: OFFSETS[i % OFFSETS.length] ?? 0,
    }));
    // The ends of the range at an offset would leave years 1–9999 on the wall clock.
    const inside = cases.filter(
      ({ micros }) =>
        micros > FIRST_MICROS + 86_400_000_000n && micros < LAST_MICROS - 86_400_000_000n,
    );
    const iso = askGnuDate(
      inside.map(({ micros, offset }) => formatIso(micros, offset)),
      "+%s %6N",
    );
    const rfc = askGnuDate(
      inside.map(({ micros, offset }) => formatRfc2822(micros, offset)),
      "+%s",
    );
    inside.forEach(({ micros, offset }, i) => {
      expect(gnuMicros(iso[i]), formatIso(micros, offset)).toBe(micros);
      expect(BigInt(rfc[i] ?? "x") * 1_000_000n).toBe(
        micros - (((micros % 1_000_000n) + 1_000_000n) % 1_000_000n),
      );
    });
  });

  it("reads ISO 8601 and RFC 2822 dates as GNU date reads them", () => {
    const texts = INSTANTS.slice(0, 150).flatMap((micros, i) => {
      const offset = OFFSETS[i % OFFSETS.length] ?? 0;
      const wall = wallTime(micros, offset);
      const rfc = formatRfc2822(micros, offset);
      return wall.date.year > 1 && wall.date.year < 9999
        ? [formatIso(micros, offset), formatIso(micros, offset).replace("T", " "), rfc]
        : [];
    });
    const gnu = askGnuDate(texts, "+%s %6N");
    texts.forEach((text, i) => {
      const micros = instantOfReading(reading(text), utcOnly);
      expect(micros, text).toBe(gnuMicros(gnu[i]));
    });
  });

  it("reads timestamps in seconds with decimals as GNU date reads @seconds", () => {
    const gnu = askGnuDate(INSTANTS.map(gnuLine), "+%s %6N");
    INSTANTS.forEach((micros, i) => {
      const read = parseTimestamp(inUnit(micros, "s"), "s") as Timestamp;
      expect(read.micros).toBe(gnuMicros(gnu[i]));
    });
  });
});

describe("Unix timestamps", () => {
  it("guesses the unit from the digits and says it guessed", () => {
    const s = parseTimestamp("1700000000", "auto") as Timestamp;
    const ms = parseTimestamp("1700000000123", "auto") as Timestamp;
    const us = parseTimestamp("1700000000123456", "auto") as Timestamp;
    expect([s.unit, ms.unit, us.unit]).toEqual(["s", "ms", "us"]);
    expect(s.guessed && ms.guessed && us.guessed).toBe(true);
    expect(ms.micros).toBe(1_700_000_000_123_000n);
    expect(us.micros).toBe(1_700_000_000_123_456n);
    expect((parseTimestamp("1700000000", "ms") as Timestamp).guessed).toBe(false);
    expect((parseTimestamp("1700000000", "ms") as Timestamp).micros).toBe(1_700_000_000_000n);
  });

  it("keeps every digit of microsecond counts past 2^53", () => {
    const big = "253402300799999999"; // 9999-12-31T23:59:59.999999Z
    const read = parseTimestamp(big, "us") as Timestamp;
    expect(read.micros > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(inUnit(read.micros, "us")).toBe(big);
    expect(formatIso(read.micros)).toBe("9999-12-31T23:59:59.999999Z");
    expect(inUnit(read.micros, "ms")).toBe("253402300799999.999");
  });

  it("reads negative timestamps, before 1970, and digits written in groups", () => {
    const minus = parseTimestamp("−1.5", "auto") as Timestamp;
    expect(minus.micros).toBe(-1_500_000n);
    expect(formatIso(minus.micros)).toBe("1969-12-31T23:59:58.500Z");
    expect(inUnit(minus.micros, "ms")).toBe("-1500");
    expect((parseTimestamp("1 700 000 000", "auto") as Timestamp).micros).toBe(
      1_700_000_000_000_000n,
    );
    expect((parseTimestamp("1_700_000_000_000", "auto") as Timestamp).unit).toBe("ms");
  });

  it("refuses what is not a timestamp, finer than a microsecond, or past the year 9999", () => {
    for (const [text, unit] of [
      ["soon", "auto"],
      ["", "auto"],
      ["1.2.3", "s"],
      ["1.0000001", "s"],
      ["1.5", "us"],
      ["253402300800", "s"],
      ["123456789012345678", "auto"],
    ] as const) {
      expect("problem" in parseTimestamp(text, unit), `${text} ${unit}`).toBe(true);
    }
  });
});

describe("dates and times", () => {
  it("reads the basic form of ISO 8601 as the extended one", () => {
    const pairs = [
      ["20231114T221320Z", "2023-11-14T22:13:20Z"],
      ["20231114T221320.25+0530", "2023-11-14T22:13:20.25+05:30"],
      ["20231114T2213-08", "2023-11-14T22:13-08:00"],
      ["20231114", "2023-11-14"],
    ];
    for (const [basic = "", extended = ""] of pairs) {
      expect(instantOfReading(reading(basic), utcOnly), basic).toBe(
        instantOfReading(reading(extended), utcOnly),
      );
    }
  });

  it("reads a date alone as midnight UTC and a time without a zone as local time", () => {
    expect(reading("2026-01-01").offsetSeconds).toBe(0);
    expect(reading("2026-01-01T09:00").offsetSeconds).toBeUndefined();
    const paris = (micros: bigint) => (micros >= 1_774_746_000_000_000n ? 7200 : 3600); // 2026-03-29T01:00Z
    expect(formatIso(instantOfReading(reading("2026-01-01T09:00"), paris) as bigint)).toBe(
      "2026-01-01T08:00:00Z",
    );
    expect(formatIso(instantInZone(reading("2026-03-29T12:00").wall, paris))).toBe(
      "2026-03-29T10:00:00Z",
    );
    // 02:30 does not exist that night in Paris: it lands an hour later on the clock.
    expect(formatIso(instantInZone(reading("2026-03-29T02:30").wall, paris), 7200)).toBe(
      "2026-03-29T03:30:00+02:00",
    );
  });

  it("refuses leap seconds, impossible dates and a weekday that does not match", () => {
    for (const text of [
      "2016-12-31T23:59:60Z",
      "2026-02-29",
      "2026-01-01T24:00",
      "Wed, 14 Nov 2023 22:13:20 +0000",
      "14 Nox 2023 22:13:20 +0000",
      "14 Nov 2023 22:13:20 CET",
      "yesterday",
    ]) {
      expect("problem" in parseDateTime(text), text).toBe(true);
    }
    expect(problemInEnglish((parseDateTime("2016-12-31T23:59:60Z") as Problem).problem)).toMatch(
      /leap second/,
    );
  });

  it("writes offsets in whole minutes, and seconds when a local mean time has them", () => {
    expect(formatOffset(19_800)).toBe("+05:30");
    expect(formatOffset(-12_600)).toBe("-03:30");
    expect(formatOffset(561)).toBe("+00:09:21");
    expect(formatIso(instantOf(reading("2026-07-01T12:00").wall, 7200), 7200)).toBe(
      "2026-07-01T12:00:00+02:00",
    );
  });
});

describe("a problem's kind", () => {
  it("names each refusal for a page to say in its language; the API says it in English", () => {
    const stamp = (text: string, unit: "s" | "ms" | "us" | "auto" = "auto") => {
      const r = parseTimestamp(text, unit);
      return "problem" in r ? [r.problem, problemInEnglish(r.problem)] : undefined;
    };
    const date = (text: string) => {
      const r = parseDateTime(text);
      return "problem" in r ? [r.problem, problemInEnglish(r.problem)] : undefined;
    };
    expect(stamp("12ab")).toEqual([
      { kind: "not-number", text: "12ab" },
      "Not a number of seconds, milliseconds or microseconds: “12ab”.",
    ]);
    expect(stamp("1".repeat(18))?.[0]).toEqual({ kind: "range" });
    expect(stamp("1.5", "us")?.[0]).toEqual({ kind: "micro-decimals" });
    expect(stamp("1.1234567", "s")).toEqual([
      { kind: "decimals", places: 6, unit: "s" },
      "Unix time here counts whole microseconds: at most 6 decimals in seconds.",
    ]);
    expect(stamp("1.1234", "ms")?.[0]).toEqual({ kind: "decimals", places: 3, unit: "ms" });
    expect(date("2026-02-29")?.[0]).toEqual({ kind: "no-date" });
    expect(date("2016-12-31T23:59:60Z")?.[0]).toEqual({ kind: "leap-second" });
    expect(date("2026-01-01T24:00")?.[0]).toEqual({ kind: "no-time" });
    expect(date("2026-01-01T12:00+24:00")?.[0]).toEqual({ kind: "offset-24" });
    expect(date("yesterday")?.[0]).toEqual({ kind: "not-date" });
    expect(date("14 Nox 2023 22:13:20 +0000")?.[0]).toEqual({ kind: "month", month: "Nox" });
    expect(date("Wed, 14 Nov 2023 22:13:20 +0000")).toEqual([
      { kind: "weekday", date: { year: 2023, month: 11, day: 14 }, weekday: 2, written: "Wed" },
      "2023-11-14 is a Tuesday, not “Wed”.",
    ]);
    expect(date("14 Nov 2023 22:13:20 +0075")?.[0]).toEqual({ kind: "offset", zone: "+0075" });
    expect(date("14 Nov 2023 22:13:20 CET")?.[0]).toEqual({ kind: "zone", zone: "CET" });
    const far = instantOfReading(
      {
        wall: {
          date: { year: 9999, month: 12, day: 31 },
          hour: 23,
          minute: 0,
          second: 0,
          micro: 0,
        },
        offsetSeconds: -7200,
        form: "ISO 8601",
      },
      () => 0,
    );
    expect(typeof far === "bigint" ? far : far.problem).toEqual({ kind: "range" });
  });
});
