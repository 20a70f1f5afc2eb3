import { converter } from "../define.ts";
import type { Page } from "../page.ts";

const GROUP = "Engineering";

/** The Engineering group: routes of unit spec 3.5 ("Fuel, number base, engineering"). */
export const engineeringPages: readonly Page[] = [
  converter(GROUP, {
    slug: "velocity-angular",
    title: "Angular Velocity Converter",
    category: "velocity-angular",
    units: ["rad_s", "deg_s", "rev_min", "rev_s"],
    from: "rad_s",
    to: "deg_s",
  }),
  converter(GROUP, {
    slug: "acceleration",
    title: "Acceleration Converter",
    category: "acceleration",
    units: ["m_s2", "ft_s2", "g", "gal"],
    from: "m_s2",
    to: "ft_s2",
  }),
  converter(GROUP, {
    slug: "acceleration-angular",
    title: "Angular Acceleration Converter",
    category: "acceleration-angular",
    units: ["rad_s2", "deg_s2", "rev_min2", "rev_s2"],
    from: "rad_s2",
    to: "deg_s2",
  }),
  converter(GROUP, {
    slug: "density",
    title: "Density Converter",
    category: "density",
    units: ["kg_m3", "g_cm3", "lb_ft3", "oz_in3"],
    from: "kg_m3",
    to: "g_cm3",
  }),
  converter(GROUP, {
    slug: "specific-volume",
    title: "Specific Volume Converter",
    category: "specific-volume",
    units: ["m3_kg", "ft3_lb", "l_kg", "cm3_g"],
    from: "m3_kg",
    to: "ft3_lb",
  }),
  converter(GROUP, {
    slug: "moment-inertia",
    title: "Moment of Inertia Converter",
    category: "moment-inertia",
    units: ["kg_m2", "g_cm2", "lb_ft2", "oz_in2"],
    from: "kg_m2",
    to: "lb_ft2",
  }),
  converter(GROUP, {
    slug: "moment-force",
    title: "Moment of Force Converter",
    category: "torque",
    units: ["nm", "lbf_ft", "kgf_m", "dyn_cm"],
    from: "nm",
    to: "lbf_ft",
  }),
  converter(GROUP, {
    slug: "torque",
    title: "Torque Converter",
    category: "torque",
    units: ["nm", "lbf_ft", "lbf_in", "kgf_m"],
    from: "nm",
    to: "lbf_ft",
  }),
];
