import type { Category, Unit } from "../types.ts";
import { ELECTRONVOLT, PLANCK_CONSTANT, SPEED_OF_LIGHT } from "./shared/constants.ts";

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

/**
 * The frequency units come first and the wavelengths last, as the page lists them; wavenumber
 * (f = c ν̃) and photon energy (f = E / h) are linear in frequency, so they sit with it.
 */
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
    { code: "phz", label: "Petahertz", symbol: "PHz", factor: 1e15, group: "Frequency" },
    {
      code: "cps",
      label: "Cycle per Second (= 1 hertz)",
      symbol: "c/s",
      factor: 1,
      group: "Frequency",
      terms: ["cycles"],
    },
    {
      code: "rpm",
      label: "Revolution per Minute",
      symbol: "rpm",
      factor: 1 / 60,
      group: "Frequency",
      terms: ["r/min", "rev/min"],
      note: "Revolutions per minute as a rotation frequency: 60 rpm = 1 Hz. As an angular velocity, 1 rpm = 2π/60 rad/s.",
    },
    {
      code: "cm_1",
      label: "Wavenumber (per Centimeter)",
      symbol: "cm⁻¹",
      factor: SPEED_OF_LIGHT * 100,
      group: "Spectroscopy",
      terms: ["kayser", "1/cm", "wave number"],
      note: "Wavenumber in vacuum, the number of waves per centimeter: f = c × ν̃, so 1 cm⁻¹ = 29.9792458 GHz exactly.",
    },
    {
      code: "ev",
      label: "Photon Energy in Electronvolts",
      symbol: "eV",
      factor: ELECTRONVOLT / PLANCK_CONSTANT,
      group: "Spectroscopy",
      terms: ["electronvolt", "photon energy"],
      note: "The energy of one photon, E = h f, with h and e exact: 1 eV ≈ 241.798924 THz, 1239.84 nm.",
    },
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
