import { describe, expect, it } from "vitest";
import { answerQuery } from "./answer.ts";
import { packOf } from "./language-pack.ts";
import { packData } from "./pack-data.server.ts";
import { queryIndex } from "./query-index.ts";
import { worldOf } from "./world.ts";

const index = queryIndex();

describe("the box's words of a language, as the browser receives them", () => {
  it("make, once through JSON, the world the server answers with", () => {
    const data = packData("es");
    const sent = JSON.parse(JSON.stringify(data));
    expect(sent).toEqual(data);
    const ask = (world: ReturnType<typeof worldOf>) =>
      answerQuery("5 pies y 3 pulgadas a cm", world, { decimal: "," });
    expect(ask(worldOf(index, packOf(sent)))).toEqual(ask(worldOf(index, packOf(data))));
  });

  it("open the page in the language, named in it, and still name it by its English slug", () => {
    const world = worldOf(index, packOf(packData("es")));
    const result = answerQuery("5 pies a cm", world, { decimal: "," });
    expect(result.answer).toMatchObject({
      display: "5 ft = 152,4 cm",
      path: "/es/longitud?v=5&from=ft&to=cm",
      from: { page: "length", label: "Pie" },
    });
    expect(result.suggestions[0]).toEqual({ title: "Pies a centímetros", path: "/es/pies-a-cm" });
    expect(result.suggestions.map((s) => s.title)).toContain("Pie (ft) — Conversor de longitud");
  });

  it("find a page by its title in the language, or its English one", () => {
    const world = worldOf(index, packOf(packData("de")));
    const paths = (q: string) =>
      answerQuery(q, world, { decimal: "," }).suggestions.map((s) => s.path);
    expect(paths("Länge")).toContain("/de/laenge");
    expect(paths("length")).toContain("/de/laenge");
    // The money and time zone converters are written in German: their German addresses.
    expect(paths("Währungsrechner")).toContain("/de/waehrungs-umrechner");
    expect(paths("Zeitzonen")).toContain("/de/zeitzonen-umrechner");
  });
});
