import { converter } from "../define.ts";
import type { Page } from "../page.ts";

const GROUP = "Heat";

export const fuelEfficiencyMass = converter(GROUP, {
  slug: "fuel-efficiency-mass",
  title: "Fuel Efficiency (Mass) Converter",
  category: "fuel-efficiency-mass",
  units: [
    "kg_100km",
    "g_km",
    "lb_mi",
    "oz_mi",
    "kg_km",
    "mg_km",
    "kg_m",
    "g_mi",
    "mg_mi",
    "lb_100mi",
  ],
  from: "kg_100km",
  to: "g_km",
});

export const fuelEfficiencyVolume = converter(GROUP, {
  slug: "fuel-efficiency-volume",
  title: "Fuel Efficiency (Volume) Converter",
  category: "fuel-consumption",
  units: [
    "l_100km",
    "l_km",
    "gal_mi",
    "pt_mi",
    "ml_km",
    "km_l",
    "gal_100mi",
    "mpg_us",
    "gal_uk_100mi",
    "gal_uk_mi",
    "mpg_uk",
    "mi_l",
  ],
  from: "l_100km",
  to: "l_km",
});

export const temperatureInterval = converter(GROUP, {
  slug: "temperature-interval",
  title: "Temperature Difference Converter",
  category: "temperature-interval",
  units: ["k", "c", "f", "r", "mk", "µk", "re", "ro", "n"],
  from: "c",
  to: "f",
});

export const thermalExpansion = converter(GROUP, {
  slug: "thermal-expansion",
  title: "Thermal Expansion Converter",
  category: "thermal-expansion",
  units: ["k_1", "c_1", "f_1", "r_1", "ppm_k", "ppm_c", "pct_c", "ppm_f"],
  from: "k_1",
  to: "c_1",
});

export const thermalResistance = converter(GROUP, {
  slug: "thermal-resistance",
  title: "Thermal Resistance Converter",
  category: "thermal-resistance",
  units: [
    "k_w",
    "c_w",
    "r_btu_h",
    "f_btu_h",
    "k_kw",
    "f_btu_s",
    "f_btu_th_h",
    "f_btu_th_s",
    "c_kcal_h",
    "c_cal_s",
  ],
  from: "k_w",
  to: "c_w",
});

export const thermalConductivity = converter(GROUP, {
  slug: "thermal-conductivity",
  title: "Thermal Conductivity Converter",
  category: "thermal-conductivity",
  units: [
    "w_m_k",
    "btu_h_ft_f",
    "cal_s_cm_c",
    "kcal_h_m_c",
    "mw_m_k",
    "w_cm_k",
    "btu_in_h_ft2_f",
    "btu_th_h_ft_f",
    "btu_th_in_h_ft2_f",
    "cal_th_s_cm_c",
    "kcal_th_h_m_c",
  ],
  from: "w_m_k",
  to: "btu_h_ft_f",
});

export const specificHeatCapacity = converter(GROUP, {
  slug: "specific-heat-capacity",
  title: "Specific Heat Capacity Converter",
  category: "specific-heat-capacity",
  units: [
    "j_kg_k",
    "btu_lb_f",
    "cal_g_c",
    "kcal_kg_c",
    "kj_kg_k",
    "j_g_k",
    "btu_th_lb_f",
    "cal_th_g_c",
    "kcal_th_kg_c",
  ],
  from: "j_kg_k",
  to: "btu_lb_f",
});

export const heatDensity = converter(GROUP, {
  slug: "heat-density",
  title: "Heat Density Converter",
  category: "heat-density",
  units: [
    "j_m3",
    "btu_ft3",
    "cal_cm3",
    "wh_l",
    "mega_j_m3",
    "kwh_m3",
    "kj_m3",
    "mega_j_l",
    "btu_gal",
    "kcal_m3",
  ],
  from: "j_m3",
  to: "btu_ft3",
});

export const heatFluxDensity = converter(GROUP, {
  slug: "heat-flux-density",
  title: "Heat Flux Density Converter",
  category: "heat-flux-density",
  units: [
    "w_m2",
    "btu_h_ft2",
    "cal_s_cm2",
    "kcal_h_m2",
    "kw_m2",
    "w_cm2",
    "mw_m2",
    "erg_s_cm2",
    "w_ft2",
    "w_in2",
    "btu_s_ft2",
    "ly_min",
  ],
  from: "w_m2",
  to: "btu_h_ft2",
});

export const heatTransferCoefficient = converter(GROUP, {
  slug: "heat-transfer-coefficient",
  title: "Heat Transfer Coefficient Converter",
  category: "heat-transfer-coefficient",
  units: [
    "w_m2_k",
    "btu_h_ft2_f",
    "cal_s_cm2_c",
    "kcal_h_m2_c",
    "kw_m2_k",
    "w_cm2_k",
    "btu_s_ft2_f",
    "r_si",
    "r_us",
  ],
  from: "w_m2_k",
  to: "btu_h_ft2_f",
});

/** The Heat group: routes of docs/spec/units.md §3.5 ("Heat"). */
export const heatPages: readonly Page[] = [
  fuelEfficiencyMass,
  fuelEfficiencyVolume,
  temperatureInterval,
  thermalExpansion,
  thermalResistance,
  thermalConductivity,
  specificHeatCapacity,
  heatDensity,
  heatFluxDensity,
  heatTransferCoefficient,
];
