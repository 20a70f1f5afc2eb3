import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { categories } from "../../../engine/catalog/index.ts";
import { OTHER_LANGUAGES } from "../languages.ts";
import type { UnitNotes } from "./types.ts";

const groups = new Set(
  categories.flatMap((c) => c.units.flatMap((u) => (u.group ? [u.group] : []))),
);
const notes = new Map(
  categories.flatMap((c) =>
    c.units.flatMap((u) => (u.note ? [[`${c.id}:${u.code}`, u.note] as const] : [])),
  ),
);
/** The numbers of a note, whatever marks group their thousands ("299,792,458", "25 812.807"). */
const numbers = (text: string) =>
  (text.replace(/(\d)[.,\s\u202f\u00a0](?=\d{3}\b)/g, "$1").match(/\d+/g) ?? []).sort().join(" ");

const written = readdirSync(import.meta.dirname).filter((f) => /^[a-z]{2}\.ts$/.test(f));

describe.each(OTHER_LANGUAGES.filter((l) => written.includes(`${l}.ts`)))(
  "unit notes in %s",
  (language) => {
    it("name every group and note every unit the English catalogue does, and nothing else", async () => {
      const { NOTES } = (await import(join(import.meta.dirname, `${language}.ts`))) as {
        NOTES: UnitNotes;
      };
      expect(Object.keys(NOTES.groups).sort()).toEqual([...groups].sort());
      expect(Object.keys(NOTES.notes).sort()).toEqual([...notes.keys()].sort());
      const empty = [...Object.entries(NOTES.groups), ...Object.entries(NOTES.notes)].filter(
        ([, v]) => v.trim() === "",
      );
      expect(empty).toEqual([]);
    });

    it("keep every number of the English note", async () => {
      const { NOTES } = (await import(join(import.meta.dirname, `${language}.ts`))) as {
        NOTES: UnitNotes;
      };
      const changed = [...notes].filter(
        ([key, note]) => numbers(note) !== numbers(NOTES.notes[key] ?? ""),
      );
      expect(changed.map(([key]) => key)).toEqual([]);
    });
  },
);
