import { converter } from "../define.ts";
import type { Page } from "../page.ts";

const GROUP = "Heat";

/** The Heat group: routes of unit spec 3.5 ("Heat"). */
export const heatPages: readonly Page[] = [
  converter(GROUP, {
    slug: "fuel-efficiency-mass",
    title: "Fuel Efficiency (Mass) Converter",
    category: "fuel-efficiency-mass",
    units: ["kg_100km", "g_km", "lb_mi", "oz_mi"],
    from: "kg_100km",
    to: "g_km",
  }),
  converter(GROUP, {
    slug: "fuel-efficiency-volume",
    title: "Fuel Efficiency (Volume) Converter",
    category: "fuel-consumption",
    units: ["l_100km", "l_km", "gal_mi", "pt_mi"],
    from: "l_100km",
    to: "l_km",
  }),
  converter(GROUP, {
    slug: "temperature-interval",
    title: "Temperature Difference Converter",
    category: "temperature-interval",
    units: ["k", "c", "f", "r"],
    from: "c",
    to: "f",
  }),
  converter(GROUP, {
    slug: "thermal-expansion",
    title: "Thermal Expansion Converter",
    category: "thermal-expansion",
    units: ["k_1", "c_1", "f_1", "r_1"],
    from: "k_1",
    to: "c_1",
  }),
  converter(GROUP, {
    slug: "thermal-resistance",
    title: "Thermal Resistance Converter",
    category: "thermal-resistance",
    units: ["k_w", "c_w", "r_btu_h", "f_btu_h"],
    from: "k_w",
    to: "c_w",
  }),
  converter(GROUP, {
    slug: "thermal-conductivity",
    title: "Thermal Conductivity Converter",
    category: "thermal-conductivity",
    units: ["w_m_k", "btu_h_ft_f", "cal_s_cm_c", "kcal_h_m_c"],
    from: "w_m_k",
    to: "btu_h_ft_f",
  }),
  converter(GROUP, {
    slug: "specific-heat-capacity",
    title: "Specific Heat Capacity Converter",
    category: "specific-heat-capacity",
    units: ["j_kg_k", "btu_lb_f", "cal_g_c", "kcal_kg_c"],
    from: "j_kg_k",
    to: "btu_lb_f",
  }),
  converter(GROUP, {
    slug: "heat-density",
    title: "Heat Density Converter",
    category: "heat-density",
    units: ["j_m3", "btu_ft3", "cal_cm3", "wh_l"],
    from: "j_m3",
    to: "btu_ft3",
  }),
  converter(GROUP, {
    slug: "heat-flux-density",
    title: "Heat Flux Density Converter",
    category: "heat-flux-density",
    units: ["w_m2", "btu_h_ft2", "cal_s_cm2", "kcal_h_m2"],
    from: "w_m2",
    to: "btu_h_ft2",
  }),
  converter(GROUP, {
    slug: "heat-transfer-coefficient",
    title: "Heat Transfer Coefficient Converter",
    category: "heat-transfer-coefficient",
    units: ["w_m2_k", "btu_h_ft2_f", "cal_s_cm2_c", "kcal_h_m2_c"],
    from: "w_m2_k",
    to: "btu_h_ft2_f",
  }),
];
