import type { GnuNames } from "./types.ts";

/**
 * GNU units spellings for the engineering, heat and fluids categories. GNU units' `rad` is the
 * radiation dose, so angles use `radian`; its `cal` and `kcal` are thermochemical, so ours (IT)
 * are `cal_IT` and `kcal_IT`; its `btu` is the IT BTU.
 */
export const gnuNames: GnuNames = {
  "fuel-consumption": {
    base: "m^2",
    units: {
      m3_m: "m^3/m",
      l_100km: "L/(100 km)",
      l_km: "L/km",
      ml_km: "mL/km",
      km_l: { gnu: (x) => `1/(${x} km/L)` },
      gal_100mi: "usgallon/(100 mile)",
      gal_mi: "usgallon/mile",
      pt_mi: "uspint/mile",
      mpg_us: { gnu: (x) => `1/(${x} mile/usgallon)` },
      mpg_uk: { gnu: (x) => `1/(${x} mile/brgallon)` },
    },
  },
  "velocity-angular": {
    base: "radian/s",
    units: { rad_s: "radian/s", deg_s: "degree/s", rev_min: "rev/min", rev_s: "rev/s" },
  },
  acceleration: {
    base: "m/s^2",
    units: { m_s2: "m/s^2", ft_s2: "ft/s^2", g: "gravity", gal: "galileo" },
  },
  "acceleration-angular": {
    base: "radian/s^2",
    units: { rad_s2: "radian/s^2", deg_s2: "degree/s^2", rev_min2: "rev/min^2", rev_s2: "rev/s^2" },
  },
  density: {
    base: "kg/m^3",
    units: {
      kg_m3: "kg/m^3",
      g_cm3: "g/cm^3",
      g_l: "g/L",
      mg_l: "mg/L",
      ppm: {
        gnu: "mg/L",
        convention: "ppm is taken as 1 mg/L, true only for water solutions (1 kg/L)",
      },
      lb_ft3: "lb/ft^3",
      oz_in3: "oz/in^3",
    },
  },
  "specific-volume": {
    base: "m^3/kg",
    units: { m3_kg: "m^3/kg", ft3_lb: "ft^3/lb", l_kg: "L/kg", cm3_g: "cm^3/g" },
  },
  "moment-inertia": {
    base: "kg m^2",
    units: { kg_m2: "kg m^2", g_cm2: "g cm^2", lb_ft2: "lb ft^2", oz_in2: "oz in^2" },
  },
  torque: {
    base: "N m",
    units: {
      nm: "N m",
      lbf_ft: "lbf ft",
      lbf_in: "lbf in",
      kgf_m: "kgf m",
      dyn_cm: "dyne cm",
    },
  },
  "fuel-efficiency-mass": {
    base: "kg/m",
    units: {
      kg_m: "kg/m",
      kg_100km: "kg/(100 km)",
      g_km: "g/km",
      lb_mi: "lb/mile",
      oz_mi: "oz/mile",
    },
  },
  "temperature-interval": {
    base: "K",
    units: { k: "K", c: "degC", f: "degF", r: "degR" },
  },
  "thermal-expansion": {
    base: "1/K",
    units: { k_1: "1/K", c_1: "1/degC", f_1: "1/degF", r_1: "1/degR" },
  },
  "thermal-resistance": {
    base: "K/W",
    units: { k_w: "K/W", c_w: "degC/W", f_btu_h: "degF hr/btu", r_btu_h: "degR hr/btu" },
  },
  "thermal-conductivity": {
    base: "W/(m K)",
    units: {
      w_m_k: "W/(m K)",
      btu_h_ft_f: "btu/(hr ft degF)",
      cal_s_cm_c: "cal_IT/(s cm degC)",
      kcal_h_m_c: "kcal_IT/(hr m degC)",
    },
  },
  "specific-heat-capacity": {
    base: "J/(kg K)",
    units: {
      j_kg_k: "J/(kg K)",
      btu_lb_f: "btu/(lb degF)",
      cal_g_c: "cal_IT/(g degC)",
      kcal_kg_c: "kcal_IT/(kg degC)",
    },
  },
  "heat-density": {
    base: "J/m^3",
    units: { j_m3: "J/m^3", btu_ft3: "btu/ft^3", cal_cm3: "cal_IT/cm^3", wh_l: "W hr/L" },
  },
  "heat-flux-density": {
    base: "W/m^2",
    units: {
      w_m2: "W/m^2",
      btu_h_ft2: "btu/(hr ft^2)",
      cal_s_cm2: "cal_IT/(s cm^2)",
      kcal_h_m2: "kcal_IT/(hr m^2)",
    },
  },
  "heat-transfer-coefficient": {
    base: "W/(m^2 K)",
    units: {
      w_m2_k: "W/(m^2 K)",
      btu_h_ft2_f: "btu/(hr ft^2 degF)",
      cal_s_cm2_c: "cal_IT/(s cm^2 degC)",
      kcal_h_m2_c: "kcal_IT/(hr m^2 degC)",
    },
  },
  flow: {
    base: "m^3/s",
    units: { m3_s: "m^3/s", l_s: "L/s", gal_min: "usgallon/min", ft3_s: "ft^3/s" },
  },
  "flow-mass": {
    base: "kg/s",
    units: { kg_s: "kg/s", g_s: "g/s", lb_s: "lb/s", ton_h: "tonne/hr" },
  },
  "flow-molar": {
    base: "mol/s",
    units: { mol_s: "mol/s", mol_min: "mol/min", mol_h: "mol/hr", kmol_h: "kmol/hr" },
  },
  "mass-flux-density": {
    base: "kg/(m^2 s)",
    units: {
      kg_m2_s: "kg/(m^2 s)",
      g_cm2_s: "g/(cm^2 s)",
      lb_ft2_s: "lb/(ft^2 s)",
      lb_ft2_h: "lb/(ft^2 hr)",
    },
  },
  "concentration-molar": {
    base: "mol/m^3",
    units: { mol_m3: "mol/m^3", mol_l: "mol/L", mmol_l: "mmol/L", kmol_m3: "kmol/m^3" },
  },
  "viscosity-dynamic": {
    base: "Pa s",
    units: { pa_s: "Pa s", cp: "centipoise", p: "poise", lbf_s_ft2: "lbf s/ft^2" },
  },
  "viscosity-kinematic": {
    base: "m^2/s",
    units: { m2_s: "m^2/s", cSt: "centistokes", St: "stokes", ft2_s: "ft^2/s" },
  },
  "surface-tension": {
    base: "N/m",
    units: { n_m: "N/m", dyn_cm: "dyne/cm", lbf_ft: "lbf/ft", kg_s2: "kg/s^2" },
  },
  permeability: {
    base: "m^2",
    units: { m2: "m^2", darcy: "darcy", md: "millidarcy", ft2: "ft^2" },
  },
};
