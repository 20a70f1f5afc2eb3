import type { Category } from "../types.ts";
import { FAHRENHEIT_DEGREE } from "./shared/constants.ts";

const NOTE =
  "A temperature difference, not a temperature: no offset applies, so a 1 °C difference is a 1.8 °F difference.";

const METRIC = "Metric";
const CUSTOMARY = "US customary";
const HISTORICAL = "Historical";

/**
 * Temperature differences (intervals), in kelvins. Linear: unlike the temperature scales,
 * 0 °C of difference is 0 °F of difference. The historical degrees divide the interval from
 * melting ice to boiling water (100 K): Réaumur into 80, Newton into 33, Rømer into 52.5.
 */
export const category: Category = {
  id: "temperature-interval",
  name: "Temperature difference",
  base: "k",
  units: [
    { code: "k", label: "Kelvin (difference)", symbol: "K", factor: 1, group: METRIC, note: NOTE },
    {
      code: "c",
      label: "Celsius Degree (difference)",
      symbol: "°C",
      factor: 1,
      group: METRIC,
      terms: ["centigrade"],
      note: NOTE,
    },
    {
      code: "mk",
      label: "Millikelvin (difference)",
      symbol: "mK",
      factor: 1e-3,
      group: METRIC,
      note: NOTE,
    },
    {
      code: "µk",
      label: "Microkelvin (difference)",
      symbol: "µK",
      factor: 1e-6,
      group: METRIC,
      note: NOTE,
    },
    {
      code: "f",
      label: "Fahrenheit Degree (difference)",
      symbol: "°F",
      factor: FAHRENHEIT_DEGREE,
      group: CUSTOMARY,
      note: NOTE,
    },
    {
      code: "r",
      label: "Rankine Degree (difference)",
      symbol: "°R",
      factor: FAHRENHEIT_DEGREE,
      group: CUSTOMARY,
      note: NOTE,
    },
    {
      code: "re",
      label: "Réaumur Degree (difference)",
      symbol: "°Ré",
      factor: 100 / 80,
      group: HISTORICAL,
      terms: ["reaumur"],
      note: NOTE,
    },
    {
      code: "ro",
      label: "Rømer Degree (difference)",
      symbol: "°Rø",
      factor: 100 / 52.5,
      group: HISTORICAL,
      terms: ["romer", "roemer"],
      note: NOTE,
    },
    {
      code: "n",
      label: "Newton Degree (difference)",
      symbol: "°N",
      factor: 100 / 33,
      group: HISTORICAL,
      note: NOTE,
    },
  ],
};
