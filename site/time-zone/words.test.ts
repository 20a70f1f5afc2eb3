import { describe, expect, it } from "vitest";
import { formatDuration, formatWall } from "../../engine/time-zone-english.ts";
import { durationIn, wallIn, zoneNameIn } from "./words.ts";

const walls = [
  { year: 2026, month: 7, day: 1, hour: 15, minute: 0 },
  { year: 2026, month: 1, day: 14, hour: 21, minute: 5 },
  { year: 2024, month: 2, day: 29, hour: 0, minute: 59 },
  { year: 1999, month: 12, day: 31, hour: 23, minute: 30 },
];

describe("the time zone converter's words in a language", () => {
  it("write English as the engine does, so the English page says what it said", () => {
    for (const wall of walls) expect(wallIn("en", wall)).toBe(formatWall(wall));
    for (const minutes of [0, 30, 45, 60, 90, 120, 330, -60, -150]) {
      expect(durationIn("en", minutes)).toBe(formatDuration(minutes));
    }
  });

  it("write dates and lengths of time as CLDR does in each language", () => {
    const [july] = walls;
    if (!july) throw new Error("no wall");
    expect(wallIn("es", july)).toBe("miércoles, 1 de julio de 2026, 15:00");
    expect(wallIn("de", july)).toMatch(/^Mittwoch, 1\. Juli 2026/);
    expect(wallIn("fr", july)).toMatch(/^mercredi 1 juillet 2026/);
    expect(wallIn("pt-BR", july)).toMatch(/^quarta-feira, 1 de julho de 2026/);
    expect(durationIn("es", 330)).toBe("5 horas y 30 minutos");
    expect(durationIn("de", 60)).toBe("1 Stunde");
    expect(durationIn("pt-BR", 30)).toBe("30 minutos");
  });

  it("name a zone as CLDR does in the language", () => {
    const july = Date.UTC(2026, 6, 1);
    expect(zoneNameIn("es", "Europe/Paris", july)).toBe("hora de verano de Europa central");
    expect(zoneNameIn("de", "Asia/Kolkata", july, "longGeneric")).toBe("Indische Normalzeit");
    expect(zoneNameIn("es", "America/New_York", july, "shortGeneric")).toBe("hora de Nueva York");
  });
});
