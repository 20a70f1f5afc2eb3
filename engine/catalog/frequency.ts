import type { Category, Unit } from "../types.ts";
import { SPEED_OF_LIGHT } from "./shared/constants.ts";

const WAVELENGTH_NOTE = "Wavelength in vacuum: λ = c / f, with c = 299,792,458 m/s exactly.";

/**
 * A wavelength unit of which `perMeter` make one meter. f = c ÷ λ and λ = value ÷ perMeter m, so
 * base Hz = (c × perMeter) ÷ value. Multiplying by a whole power of ten keeps the factor exact
 * (c × 1e9 is an integer a double holds), where dividing by 1e-9 would not.
 */
function wavelength(code: string, label: string, symbol: string, perMeter: number): Unit {
  return {
    code,
    label: `Wavelength in ${label}`,
    symbol,
    factor: SPEED_OF_LIGHT * perMeter,
    relation: "reciprocal",
    group: "Wavelength (vacuum)",
    note: WAVELENGTH_NOTE,
  };
}

export const category: Category = {
  id: "frequency",
  name: "Frequency and wavelength",
  base: "hz",
  units: [
    { code: "hz", label: "Hertz", symbol: "Hz", factor: 1, group: "Frequency" },
    { code: "khz", label: "Kilohertz", symbol: "kHz", factor: 1e3, group: "Frequency" },
    { code: "mhz", label: "Megahertz", symbol: "MHz", factor: 1e6, group: "Frequency" },
    { code: "ghz", label: "Gigahertz", symbol: "GHz", factor: 1e9, group: "Frequency" },
    { code: "thz", label: "Terahertz", symbol: "THz", factor: 1e12, group: "Frequency" },
    wavelength("km", "Kilometers", "km", 1e-3),
    wavelength("m", "Meters", "m", 1),
    wavelength("cm", "Centimeters", "cm", 1e2),
    wavelength("mm", "Millimeters", "mm", 1e3),
    wavelength("µm", "Micrometers", "µm", 1e6),
    wavelength("nm", "Nanometers", "nm", 1e9),
    wavelength("pm", "Picometers", "pm", 1e12),
    wavelength("angstrom", "Ångströms", "Å", 1e10),
  ],
};
