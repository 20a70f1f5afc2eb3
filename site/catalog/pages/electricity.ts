import { converter } from "../define.ts";
import type { Page } from "../page.ts";

const GROUP = "Electricity";

export const charge = converter(GROUP, {
  slug: "charge",
  title: "Electric Charge Converter",
  category: "charge",
  units: ["c", "ah", "mah", "e", "µc", "mc", "nc", "pc", "kc", "a_min", "faraday", "statc", "abc"],
  from: "c",
  to: "ah",
});

export const linearChargeDensity = converter(GROUP, {
  slug: "linear-charge-density",
  title: "Linear Charge Density Converter",
  category: "linear-charge-density",
  units: ["c_m", "c_cm", "c_ft", "c_in", "µc_m", "nc_m", "mc_m", "pc_m", "statc_cm", "abc_cm"],
  from: "c_m",
  to: "c_cm",
});

export const surfaceChargeDensity = converter(GROUP, {
  slug: "surface-charge-density",
  title: "Surface Charge Density Converter",
  category: "surface-charge-density",
  units: [
    "c_m2",
    "c_cm2",
    "c_ft2",
    "c_in2",
    "µc_cm2",
    "µc_m2",
    "nc_m2",
    "mc_m2",
    "statc_cm2",
    "abc_cm2",
  ],
  from: "c_m2",
  to: "c_cm2",
});

export const volumeChargeDensity = converter(GROUP, {
  slug: "volume-charge-density",
  title: "Volume Charge Density Converter",
  category: "volume-charge-density",
  units: [
    "c_m3",
    "c_cm3",
    "c_ft3",
    "c_in3",
    "µc_m3",
    "nc_m3",
    "pc_m3",
    "mc_m3",
    "statc_cm3",
    "abc_cm3",
  ],
  from: "c_m3",
  to: "c_cm3",
});

export const current = converter(GROUP, {
  slug: "current",
  title: "Electric Current Converter",
  category: "current",
  units: ["a", "ma", "µa", "ka", "na", "pa", "aba", "stata"],
  from: "a",
  to: "ma",
});

export const linearCurrentDensity = converter(GROUP, {
  slug: "linear-current-density",
  title: "Linear Current Density Converter",
  category: "linear-current-density",
  units: ["a_m", "a_cm", "a_ft", "a_in", "a_mm", "ka_m", "stata_cm", "aba_cm"],
  from: "a_m",
  to: "a_cm",
});

export const surfaceCurrentDensity = converter(GROUP, {
  slug: "surface-current-density",
  title: "Surface Current Density Converter",
  category: "surface-current-density",
  units: [
    "a_m2",
    "a_cm2",
    "a_ft2",
    "a_in2",
    "a_mm2",
    "ma_cm2",
    "µa_cm2",
    "a_dm2",
    "ka_m2",
    "a_cmil",
    "aba_cm2",
  ],
  from: "a_m2",
  to: "a_cm2",
});

export const electricFieldStrength = converter(GROUP, {
  slug: "electric-field-strength",
  title: "Electric Field Strength Converter",
  category: "electric-field-strength",
  units: [
    "v_m",
    "v_cm",
    "v_ft",
    "kv_m",
    "kv_mm",
    "kv_cm",
    "v_mm",
    "mv_m",
    "µv_m",
    "n_c",
    "v_mil",
    "v_in",
    "kv_in",
    "statv_cm",
    "abv_cm",
  ],
  from: "v_m",
  to: "v_cm",
});

export const electricPotential = converter(GROUP, {
  slug: "electric-potential",
  title: "Electric Potential Converter",
  category: "electric-potential",
  units: ["v", "mv", "kv", "µv", "mega_v", "nv", "statv", "abv"],
  from: "v",
  to: "mv",
});

export const electricResistance = converter(GROUP, {
  slug: "electric-resistance",
  title: "Electric Resistance Converter",
  category: "electric-resistance",
  units: ["ohm", "mohm", "kohm", "megohm", "µohm", "gigohm", "abohm", "statohm", "r_k", "ohm_int"],
  from: "ohm",
  to: "kohm",
});

export const electricResistivity = converter(GROUP, {
  slug: "electric-resistivity",
  title: "Electric Resistivity Converter",
  category: "electric-resistivity",
  units: [
    "ohm_m",
    "ohm_cm",
    "ohm_ft",
    "ohm_in",
    "µohm_cm",
    "µohm_m",
    "nohm_m",
    "ohm_mm2_m",
    "kohm_cm",
    "megohm_cm",
    "ohm_cmil_ft",
    "abohm_cm",
  ],
  from: "ohm_m",
  to: "ohm_cm",
});

export const electricConductance = converter(GROUP, {
  slug: "electric-conductance",
  title: "Electric Conductance Converter",
  category: "electric-conductance",
  units: ["s", "ms", "µs", "mho", "ns", "ks", "abmho", "statmho", "g0"],
  from: "s",
  to: "ms",
});

export const electricConductivity = converter(GROUP, {
  slug: "electric-conductivity",
  title: "Electric Conductivity Converter",
  category: "electric-conductivity",
  units: ["s_m", "s_cm", "mho_m", "ms_cm", "µs_cm", "ds_m", "ms_m", "µs_m", "ps_m", "iacs"],
  from: "s_m",
  to: "s_cm",
});

export const electrostaticCapacitance = converter(GROUP, {
  slug: "electrostatic-capacitance",
  title: "Electrostatic Capacitance Converter",
  category: "capacitance",
  units: [
    "f",
    "mf",
    "µf",
    "nf",
    "pf",
    "ff",
    "kf",
    "af",
    "c_v",
    "as_v",
    "s_ohm",
    "statf",
    "abf",
    "cm",
    "esu",
    "emu",
    "mfd",
    "µµf",
    "mµf",
    "jar",
    "f_int",
    "f_90",
  ],
  from: "f",
  to: "µf",
});

export const inductance = converter(GROUP, {
  slug: "inductance",
  title: "Inductance Converter",
  category: "inductance",
  units: [
    "h",
    "mh",
    "µh",
    "nh",
    "ph",
    "kh",
    "fh",
    "wb_a",
    "vs_a",
    "ohm_s",
    "wbt_a",
    "abh",
    "cm",
    "emu",
    "stath",
    "esu",
    "µµh",
    "mµh",
    "quadrant",
    "secohm",
    "h_int",
    "h_90",
  ],
  from: "h",
  to: "mh",
});

/**
 * The Electricity group: routes of docs/spec/units.md §3.5. Each page lists the spec's units first,
 * in its order, then the units added for depth (issue 14).
 */
export const electricityPages: readonly Page[] = [
  charge,
  linearChargeDensity,
  surfaceChargeDensity,
  volumeChargeDensity,
  current,
  linearCurrentDensity,
  surfaceCurrentDensity,
  electricFieldStrength,
  electricPotential,
  electricResistance,
  electricResistivity,
  electricConductance,
  electricConductivity,
  electrostaticCapacitance,
  inductance,
];
