import { describe, expect, it } from "vitest";
import { ecbXml } from "../../tests/fakes/ecb.ts";
import { ECB_DATE, ECB_RATES } from "../../tests/fakes/rates-data.ts";
import { parseEcbXml } from "./ecb.ts";

const day = (rates: string, date = "2025-03-14") => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<Cube>
		<Cube time='${date}'>
${rates}
		</Cube>
	</Cube>
</gesmes:Envelope>`;

const cutOff = (xml: string) => xml.slice(0, xml.indexOf("</Cube>"));

describe("ECB daily reference rates", () => {
  it("reads the date and every rate per 1 EUR, with EUR itself at 1", () => {
    const parsed = parseEcbXml(ecbXml({ date: ECB_DATE, rates: ECB_RATES }));
    expect(parsed.date).toBe(ECB_DATE);
    expect(parsed.rates).toEqual({ EUR: 1, ...ECB_RATES });
  });

  it("takes the numbers exactly as written", () => {
    const parsed = parseEcbXml(
      day(`<Cube currency='USD' rate='1.0836'/><Cube currency='JPY' rate='169.38'/>`),
    );
    expect(parsed.rates.USD).toBe(1.0836);
    expect(parsed.rates.JPY).toBe(169.38);
  });

  it("accepts double quotes, spacing and attributes in any order", () => {
    const parsed = parseEcbXml(
      day(`<Cube rate = "1.0836" currency = "USD" /><Cube\ncurrency="GBP"\trate="0.84"/>`),
    );
    expect(parsed.rates).toEqual({ EUR: 1, USD: 1.0836, GBP: 0.84 });
  });

  it("reads only the newest day of a file listing several", () => {
    const xml = day(`<Cube currency='USD' rate='1.08'/>
      </Cube><Cube time='2025-03-13'><Cube currency='USD' rate='1.07'/><Cube currency='GBP' rate='0.8'/>`);
    expect(parseEcbXml(xml)).toEqual({ date: "2025-03-14", rates: { EUR: 1, USD: 1.08 } });
  });

  it.each([
    ["an empty body", "", "not a complete gesmes:Envelope"],
    [
      "an HTML error page",
      "<html><body><h1>503 Service Unavailable</h1></body></html>",
      "not a complete gesmes:Envelope",
    ],
    ["JSON", '{"USD": 1.08}', "not a complete gesmes:Envelope"],
    [
      "a transfer cut off mid-way",
      cutOff(day(`<Cube currency='USD' rate='1.08'/>`)),
      "not a complete gesmes:Envelope",
    ],
    ["an envelope without Cubes", "<gesmes:Envelope></gesmes:Envelope>", "no Cube time"],
    [
      "rates outside a Cube time",
      "<gesmes:Envelope><Cube><Cube currency='USD' rate='1.08'/></Cube></gesmes:Envelope>",
      "before any Cube time",
    ],
    [
      "a date that is no date",
      day(`<Cube currency='USD' rate='1.08'/>`, "2025-02-30"),
      "is not a date",
    ],
    [
      "a date in another form",
      day(`<Cube currency='USD' rate='1.08'/>`, "14/03/2025"),
      "is not a date",
    ],
    ["no rates at all", day(""), "lists no rates"],
    [
      "no USD rate, through which every coin is crossed",
      day(`<Cube currency='GBP' rate='0.84'/>`),
      "no USD rate",
    ],
    ["a zero rate", day(`<Cube currency='USD' rate='0'/>`), "not a positive number"],
    ["a negative rate", day(`<Cube currency='USD' rate='-1.08'/>`), "not a positive number"],
    [
      "a rate that is not a number",
      day(`<Cube currency='USD' rate='N/A'/>`),
      "not a positive number",
    ],
    ["an empty rate", day(`<Cube currency='USD' rate=''/>`), "not a positive number"],
    ["a hexadecimal rate", day(`<Cube currency='USD' rate='0x10'/>`), "not a positive number"],
    [
      "an infinite rate",
      day(`<Cube currency='USD' rate='${"9".repeat(400)}'/>`),
      "not a positive number",
    ],
    ["a rate without a currency", day(`<Cube rate='1.08'/>`), "not a three-letter code"],
    ["a lower-case code", day(`<Cube currency='usd' rate='1.08'/>`), "not a three-letter code"],
    ["a four-letter code", day(`<Cube currency='USDT' rate='1.08'/>`), "not a three-letter code"],
    [
      "a rate for EUR itself",
      day(`<Cube currency='USD' rate='1.08'/><Cube currency='EUR' rate='2'/>`),
      "other than EUR",
    ],
    [
      "a currency twice",
      day(`<Cube currency='USD' rate='1.08'/><Cube currency='USD' rate='1.09'/>`),
      "lists USD twice",
    ],
  ])("refuses %s", (_, xml, reason) => {
    expect(() => parseEcbXml(xml)).toThrow(reason);
  });
});
