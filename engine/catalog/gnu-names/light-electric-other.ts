import type { GnuNames } from "./types.ts";

/**
 * GNU units spellings for the light, electricity, magnetism, radiology and "other" categories.
 * Logarithmic units are GNU functions (bel, decibel, neper, dBSPL); a level is spelled as the
 * number of decibels it equals, e.g. `~decibel(bel(1))` = 10.
 */
export const gnuNames: GnuNames = {
  luminance: {
    base: "cd/m^2",
    units: { cd_m2: "cd/m^2", cd_ft2: "cd/ft^2", nt: "nit", sb: "stilb" },
  },
  "luminous-intensity": {
    base: "cd",
    units: {
      cd: "candela",
      cp: { gnu: "candela", convention: "candlepower in its modern sense, 1 cp = 1 cd" },
      hk: {
        gnu: "hefnerunit",
        convention: "Hefner candle as GNU units: 0.9 international candle = 0.918 cd",
      },
      icd: { gnu: "candle", convention: "international candle as GNU units: 1.02 cd" },
    },
  },
  illumination: {
    base: "lux",
    units: { lx: "lux", lm_m2: "lm/m^2", fc: "footcandle", ph: "phot" },
  },
  "digital-image-resolution": {
    base: "1/m",
    units: { px_m: "1/m", dpi: "1/inch", dpcm: "1/cm", ppi: "1/inch", ppcm: "1/cm" },
  },
  frequency: {
    base: "Hz",
    units: {
      hz: "Hz",
      khz: "kHz",
      mhz: "megahertz",
      ghz: "GHz",
      thz: "THz",
      km: { gnu: (x) => `c / (${x} km)` },
      m: { gnu: (x) => `c / (${x} m)` },
      cm: { gnu: (x) => `c / (${x} cm)` },
      mm: { gnu: (x) => `c / (${x} mm)` },
      µm: { gnu: (x) => `c / (${x} micron)` },
      nm: { gnu: (x) => `c / (${x} nm)` },
      pm: { gnu: (x) => `c / (${x} pm)` },
      angstrom: { gnu: (x) => `c / (${x} angstrom)` },
    },
  },
  charge: {
    base: "C",
    units: { c: "coulomb", ah: "amp hour", mah: "milliamp hour", e: "e" },
  },
  "linear-charge-density": {
    base: "C/m",
    units: { c_m: "C/m", c_cm: "C/cm", c_ft: "C/ft", c_in: "C/inch" },
  },
  "surface-charge-density": {
    base: "C/m^2",
    units: { c_m2: "C/m^2", c_cm2: "C/cm^2", c_ft2: "C/ft^2", c_in2: "C/inch^2" },
  },
  "volume-charge-density": {
    base: "C/m^3",
    units: { c_m3: "C/m^3", c_cm3: "C/cm^3", c_ft3: "C/ft^3", c_in3: "C/inch^3" },
  },
  current: {
    base: "A",
    units: { a: "ampere", ma: "milliampere", µa: "microampere", ka: "kiloampere" },
  },
  "linear-current-density": {
    base: "A/m",
    units: { a_m: "A/m", a_cm: "A/cm", a_ft: "A/ft", a_in: "A/inch" },
  },
  "surface-current-density": {
    base: "A/m^2",
    units: { a_m2: "A/m^2", a_cm2: "A/cm^2", a_ft2: "A/ft^2", a_in2: "A/inch^2" },
  },
  "electric-field-strength": {
    base: "V/m",
    units: { v_m: "V/m", v_cm: "V/cm", v_ft: "V/ft", kv_m: "kilovolt/m" },
  },
  "electric-potential": {
    base: "V",
    units: { v: "volt", mv: "millivolt", kv: "kilovolt", µv: "microvolt" },
  },
  "electric-resistance": {
    base: "ohm",
    units: { ohm: "ohm", mohm: "milliohm", kohm: "kiloohm", megohm: "megohm" },
  },
  "electric-resistivity": {
    base: "ohm m",
    units: { ohm_m: "ohm m", ohm_cm: "ohm cm", ohm_ft: "ohm ft", ohm_in: "ohm inch" },
  },
  "electric-conductance": {
    base: "S",
    units: { s: "siemens", ms: "millisiemens", µs: "microsiemens", mho: "mho" },
  },
  "electric-conductivity": {
    base: "S/m",
    units: { s_m: "S/m", s_cm: "S/cm", mho_m: "mho/m", ms_cm: "millisiemens/cm" },
  },
  capacitance: {
    base: "F",
    units: { f: "farad", mf: "millifarad", µf: "microfarad", nf: "nanofarad" },
  },
  inductance: {
    base: "H",
    units: { h: "henry", mh: "millihenry", µh: "microhenry", nh: "nanohenry" },
  },
  "magnetomotive-force": {
    // An ampere-turn is an ampere: the turn count is a pure number (GNU's `turn` is an angle).
    base: "A",
    units: { at: "A", ab: "abampere", gi: "gilbert", a: "ampere" },
  },
  "magnetic-field-strength": {
    base: "A/m",
    units: { a_m: "A/m", oe: "oersted", at_m: "A/m", at_in: "A/inch" },
  },
  "magnetic-flux": {
    base: "Wb",
    units: { wb: "weber", mx: "maxwell", vs: "V s", mwb: "milliweber" },
  },
  "magnetic-flux-density": {
    base: "T",
    units: { t: "tesla", g: "gauss", wb_m2: "Wb/m^2", mt: "millitesla" },
  },
  radioactivity: {
    base: "Bq",
    units: {
      bq: "becquerel",
      dps: "1/s",
      ci: "curie",
      mci: "millicurie",
      µci: "microcurie",
      rd: "rutherford",
    },
  },
  "radiation-exposure": {
    base: "C/kg",
    units: { c_kg: "C/kg", r: "roentgen", mr: "milliroentgen", µr: "microroentgen" },
  },
  "radiation-absorbed-dose": {
    base: "Gy",
    units: { gy: "gray", rad: "rad", mgy: "milligray", µgy: "microgray" },
  },
  prefixes: {
    base: "1",
    units: { unit: "1", k: "kilo", m: "mega", g: "giga" },
  },
  "data-transfer": {
    base: "bit/s",
    units: { bps: "bit/s", kbps: "kilobit/s", mbps: "megabit/s", gbps: "gigabit/s" },
  },
  sound: {
    // Levels are compared as the dB they equal; the base is the pure number of decibels.
    base: "1",
    units: {
      db: "~decibel(decibel(1))",
      b: "~decibel(bel(1))",
      np: {
        gnu: "~dB_amplitude(neper(1))",
        convention: "neper of a field quantity (ISO 80000-3): 1 Np = 20/ln(10) dB",
      },
      db_spl: {
        gnu: "~dB_amplitude(dBSPL(1) / (20 microPa))",
        convention: "dB SPL is an absolute level equal to dB re 20 µPa, one dB for one dB",
      },
    },
  },
};
