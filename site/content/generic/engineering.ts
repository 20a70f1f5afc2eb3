import {
  acceleration,
  accelerationAngular,
  density,
  momentForce,
  momentInertia,
  specificVolume,
  torque,
  velocityAngular,
} from "../../catalog/pages/engineering.ts";
import type { UnitText } from "../types.ts";

/** Engineering pages: angular motion, acceleration, density, specific volume, inertia and torque. */
export const texts: readonly UnitText[] = [
  {
    page: velocityAngular,
    about: [
      "Angular velocity is how fast something turns: the angle swept per unit of time. Its SI unit is the radian per second (rad/s), the unit of ω in ω = 2π·n and v = ω·r. Degrees per second divide the same turn into 360 parts instead of 2π radians, so 1 rev/s = {{1 rev_s deg_s}} °/s, and one revolution per minute is 2π/60 rad/s, that is 1 rpm = {{1 rev_min rad_s}} rad/s.",
      "Revolutions per minute are the everyday unit of engines, motors, drills and disk drives; rad/s is what physics and control formulas need; °/s is the unit of gyroscope and camera-gimbal specifications. The SI Brochure reserves the hertz for frequency, so a rotation rate is written in rad/s or rev/s rather than Hz.",
    ],
    useCases: [
      "Turning a motor's nameplate speed in rpm into rad/s for torque–power calculations (P = τ·ω).",
      "Reading a gyroscope or IMU range given in °/s as rad/s for a flight controller or robot.",
      "Finding the rim speed of a wheel, fan or grinding disc from its rpm (v = ω·r).",
      "Comparing spindle speeds: a 7200 rpm disk turns at {{7200 rev_min rad_s}} rad/s.",
    ],
    example: { value: 3000, from: "rev_min", to: "rad_s" },
    accuracy: {
      definitions:
        "Every unit is defined by its exact size in rad/s: 1 °/s = π/180 rad/s, 1 rev/s = 2π rad/s and 1 rpm = 2π/60 rad/s, with no rounded constants.",
      caveat:
        "Results are rounded only for display, to 6 decimals, and very small or large results appear in scientific notation.",
    },
    faqs: [
      {
        question: "How do I convert rpm to rad/s?",
        answer:
          "Multiply by 2π and divide by 60 (one revolution is 2π radians, one minute 60 seconds): 1 rpm = {{1 rev_min rad_s}} rad/s, and 1 rad/s = {{1 rad_s rev_min}} rpm. For example, 1500 rpm = {{1500 rev_min rad_s}} rad/s.",
      },
    ],
  },
  {
    page: acceleration,
    about: [
      "Acceleration is the rate at which velocity changes. Its SI unit is the meter per second squared (m/s²). The foot per second squared is exactly {{1 ft_s2 m_s2}} m/s², because the international foot is exactly 0.3048 m. Standard gravity g₀ is a conventional value fixed by the 3rd CGPM in 1901 at exactly {{1 g m_s2}} m/s², which makes 1 g₀ = {{1 g ft_s2}} ft/s². The gal (Gal, after Galileo) is the CGS unit: 1 Gal = 1 cm/s², so 1 m/s² = {{1 m_s2 gal}} Gal.",
      "Multiples of g₀ describe loads on pilots, passengers, packages and accelerometers (a sensor rated ±16 g measures up to {{16 g m_s2}} m/s²); the gal and the milligal are the units of gravimetry and geodesy, where a milligal, about a millionth of Earth's gravity, is a useful step; m/s² and ft/s² are the units of mechanics. On this page 'g' is standard gravity, an acceleration, not the gram.",
    ],
    useCases: [
      "Expressing a vehicle's, ride's or aircraft's acceleration as a multiple of g₀.",
      "Reading accelerometer ranges and shock ratings (in g) as m/s² for a calculation.",
      "Converting gravity survey readings between gal, milligal and m/s².",
      "Switching textbook problems between ft/s² and m/s².",
    ],
    example: { value: 3, from: "g", to: "m_s2", also: ["ft_s2"] },
    accuracy: {
      definitions:
        "Every unit here has an exact definition in m/s²: 1 ft/s² = {{1 ft_s2 m_s2}} m/s² (international foot), 1 Gal = {{1 gal m_s2}} m/s² and 1 g₀ = {{1 g m_s2}} m/s² (3rd CGPM, 1901).",
      caveat:
        "Keep in mind that g₀ is a convention: real gravity on Earth's surface ranges from about 9.78 m/s² at the equator to about 9.83 m/s² at the poles.",
    },
    faqs: [
      {
        question: "Why is 1 g not exactly 9.8 m/s²?",
        answer:
          "Because standard gravity was fixed by convention at {{1 g m_s2}} m/s², a value close to gravity at sea level at about 45° latitude; 9.8 and 9.81 are roundings of it. 9.8 m/s² is {{9.8 m_s2 g}} g₀, a difference of less than 0.1 %.",
      },
    ],
  },
  {
    page: accelerationAngular,
    about: [
      "Angular acceleration is the rate at which angular velocity changes, α = Δω/Δt. Its SI unit is the radian per second squared (rad/s²), which also appears in Newton's law for rotation, τ = I·α. A degree per second squared is π/180 rad/s², one revolution per second squared is 2π rad/s² = {{1 rev_s2 deg_s2}} °/s², and one revolution per minute squared is 2π/3600 rad/s².",
      "The revolution-based units come from rotating machinery, where speed is counted in revolutions: a motor that gains 3000 rpm in 2 seconds accelerates at 1500 rpm per second, which is 90 000 rev/min² or {{90000 rev_min2 rad_s2}} rad/s². Degrees per second squared appear in motion-control and gimbal specifications.",
    ],
    useCases: [
      "Sizing a motor: the torque needed to spin up a flywheel is τ = I·α, with α in rad/s².",
      "Turning a speed ramp given in rpm per minute or per second into rad/s².",
      "Setting acceleration limits of servo axes, telescopes or camera gimbals given in °/s².",
    ],
    example: { value: 10, from: "rad_s2", to: "deg_s2" },
    accuracy: {
      definitions:
        "The units are defined exactly from the radian: 1 °/s² = π/180 rad/s², 1 rev/s² = 2π rad/s² and 1 rev/min² = 2π/3600 rad/s².",
      caveat:
        "Only the display is rounded, to 6 decimals; small results such as 1 rev/min² = {{1 rev_min2 rad_s2}} rad/s² show few significant digits, so convert a larger value for more.",
    },
    faqs: [
      {
        question: "How do I convert an rpm-per-second ramp to rad/s²?",
        answer:
          "An increase of 1 rpm every second is 60 rev/min², so multiply the rpm-per-second figure by 60 and convert from rev/min². For example, 1500 rpm per second is 90 000 rev/min², which is {{90000 rev_min2 rad_s2}} rad/s².",
      },
    ],
  },
  {
    page: density,
    about: [
      "Density is mass per unit volume, ρ = m/V. Its SI unit is the kilogram per cubic meter (kg/m³); the gram per cubic centimeter is a thousand times larger, 1 g/cm³ = {{1 g_cm3 kg_m3}} kg/m³, which is why water, at close to 1 g/cm³, is close to 1000 kg/m³ or {{1000 kg_m3 lb_ft3}} lb/ft³. The pound per cubic foot and the ounce per cubic inch are built from the international avoirdupois pound (0.45359237 kg) and the international foot and inch, so both are exact: 1 lb/ft³ = {{1 lb_ft3 kg_m3}} kg/m³, and 1 oz/in³ = {{1 oz_in3 lb_ft3}} lb/ft³.",
      "Material tables use kg/m³ or g/cm³ (structural steel is about 7850 kg/m³, that is {{7850 kg_m3 g_cm3}} g/cm³); US engineering and shipping use lb/ft³. All four units here are mass densities: the ounce is the avoirdupois mass ounce, not the fluid ounce or the troy ounce, and a 'weight density' in lbf/ft³ is a different quantity.",
    ],
    useCases: [
      "Turning a material's density from a metric data sheet into lb/ft³ to estimate the weight of a part.",
      "Computing mass from volume (m = ρ·V) for concrete, soil, fuel or cargo.",
      "Checking specific gravity: a substance's density in g/cm³ is numerically close to its specific gravity relative to water.",
      "Converting lab results in g/cm³ into the SI unit kg/m³ for a calculation.",
    ],
    example: { value: 7850, from: "kg_m3", to: "lb_ft3", context: "structural steel" },
    accuracy: {
      definitions:
        "Each unit is defined exactly in kg/m³ from the SI prefixes and from the 1959 international pound and inch, so 1 lb/ft³ = {{1 lb_ft3 kg_m3}} kg/m³ and 1 oz/in³ = {{1 oz_in3 kg_m3}} kg/m³ are rounded only on screen.",
      caveat:
        "The densities of real materials vary with temperature, pressure and composition; the converter changes units, it does not correct for those.",
    },
    faqs: [
      {
        question: "What is the density of water in different units?",
        answer:
          "Pure water is about 1000 kg/m³ near 4 °C and slightly less when warmer (about 998 kg/m³ at 20 °C). 1000 kg/m³ is {{1000 kg_m3 g_cm3}} g/cm³, {{1000 kg_m3 lb_ft3}} lb/ft³ and {{1000 kg_m3 oz_in3}} oz/in³.",
      },
    ],
  },
  {
    page: specificVolume,
    about: [
      "Specific volume is the volume that one unit of mass occupies, v = V/m, the reciprocal of density. Its SI unit is the cubic meter per kilogram (m³/kg). The liter per kilogram and the cubic centimeter per gram are the same size, 1 cm³/g = {{1 cm3_g l_kg}} L/kg = {{1 cm3_g m3_kg}} m³/kg, and the cubic foot per pound follows from the exact foot and pound: 1 ft³/lb = {{1 ft3_lb m3_kg}} m³/kg.",
      "Thermodynamics uses specific volume rather than density: steam tables list v in m³/kg or ft³/lb, and psychrometric charts for air conditioning give the volume of moist air per pound or kilogram of dry air. Liquid water occupies about 0.001 m³/kg, that is {{0.001 m3_kg ft3_lb}} ft³/lb.",
    ],
    useCases: [
      "Reading steam-table values in ft³/lb as m³/kg, or the reverse.",
      "Sizing ducts and fans from an air mass flow and the air's specific volume on a psychrometric chart.",
      "Getting density from specific volume (ρ = 1/v) for gases and liquids.",
    ],
    example: { value: 13.5, from: "ft3_lb", to: "m3_kg", context: "a typical figure for room air" },
    accuracy: {
      definitions:
        "The liter and the cubic centimeter are exact decimal fractions of the cubic meter, and the cubic foot per pound is built from the exact foot (0.3048 m) and pound (0.45359237 kg).",
      caveat:
        "Results are shown to 6 decimals, so a value such as 1 L/kg = {{1 l_kg m3_kg}} m³/kg is exact on screen too.",
    },
    faqs: [
      {
        question: "How do I get density from specific volume?",
        answer:
          "Take the reciprocal: ρ = 1/v. A specific volume of 0.5 m³/kg is a density of 2 kg/m³; for the density units themselves, use the Density Converter.",
      },
    ],
  },
  {
    page: momentInertia,
    about: [
      "The moment of inertia (mass moment of inertia) measures how hard it is to change an object's rotation about an axis: I = Σ m·r², the masses weighted by the square of their distance from the axis. It plays the role of mass in rotation (τ = I·α, kinetic energy ½·I·ω²). Its SI unit is the kilogram square meter (kg·m²); 1 kg·m² = {{1 kg_m2 g_cm2}} g·cm² = {{1 kg_m2 lb_ft2}} lb·ft².",
      "Motor and drive catalogs quote rotor and load inertia in kg·m² or, for small motors, g·cm² and oz·in² (1 oz·in² = {{1 oz_in2 g_cm2}} g·cm²); US fan, pump and motor data often give it in lb·ft², sometimes written WK². The pound and ounce here are avoirdupois masses, so lb·ft² is a mass times an area, not a pound-force unit. This is not the area moment of inertia (second moment of area, in m⁴ or in⁴) used for beam bending.",
    ],
    useCases: [
      "Matching a load's inertia to a servo or stepper motor whose data sheet uses g·cm² or oz·in².",
      "Converting a US motor or fan WK² in lb·ft² into kg·m² for a start-up time calculation.",
      "Computing the energy stored in a flywheel, E = ½·I·ω², in joules.",
    ],
    example: { value: 10, from: "lb_ft2", to: "kg_m2" },
    accuracy: {
      definitions:
        "Each unit is a product of exact definitions: the gram and centimeter are SI fractions, the pound is 0.45359237 kg and the ounce 1/16 lb, the foot 0.3048 m and the inch 0.0254 m. So 1 lb·ft² = {{1 lb_ft2 kg_m2}} kg·m², rounded to 6 decimals only on screen.",
    },
    faqs: [
      {
        question: "Is moment of inertia the same as the second moment of area?",
        answer:
          "No. The mass moment of inertia on this page (kg·m²) governs rotation; the second moment of area (m⁴, in⁴), also called area moment of inertia, describes a beam cross-section's stiffness in bending. They have different dimensions and cannot be converted into each other.",
      },
    ],
  },
  {
    page: momentForce,
    about: [
      "A moment of force is the turning effect of a force about a point or axis: the force times its perpendicular distance from that point, M = F·d. Its SI unit is the newton meter (N·m). The pound-force foot, the kilogram-force meter and the dyne centimeter are the same product in other systems: 1 lbf·ft = {{1 lbf_ft nm}} N·m, 1 kgf·m = {{1 kgf_m nm}} N·m exactly, and in the CGS dyne centimeter (the dyne is 10⁻⁵ N, the centimeter 10⁻² m) 1 N·m = {{1 nm dyn_cm}} dyn·cm.",
      "Moments appear in statics and structural engineering (bending moments in beams, overturning moments on walls and cranes), in biomechanics (joint moments) and in physics problems on levers and equilibrium. The SI Brochure writes them in N·m, never in joules, although both are kg·m²/s²: a joule is energy, a newton meter of moment is a force acting at a lever arm.",
    ],
    useCases: [
      "Checking lever and beam problems between SI and US customary units.",
      "Converting bending or overturning moments from kgf·m in older references into N·m.",
      "Translating CGS values in dyn·cm from physics literature into N·m.",
    ],
    example: { value: 500, from: "nm", to: "lbf_ft" },
    accuracy: {
      definitions:
        "Each unit is exact: the pound-force is the international pound (0.45359237 kg) times standard gravity (9.80665 m/s²), the kilogram-force is 1 kg times standard gravity, the foot is 0.3048 m and the dyne is 10⁻⁵ N, so 1 lbf·ft = {{1 lbf_ft nm}} N·m with only the display rounded.",
    },
    faqs: [
      {
        question: "What is the difference between moment of force and torque?",
        answer:
          "Physically they are the same quantity in the same units; usage differs. Torque usually names a twisting action about a shaft's axis (engines, bolts, motors), while moment is used for the turning effect of forces on structures and bodies. The Torque Converter offers the same newton meter and pound-force foot together with pound-force inches.",
      },
    ],
  },
  {
    page: torque,
    about: [
      "Torque is the rotational effect of a force: the force times the lever arm at which it acts, τ = F·r. Its SI unit is the newton meter (N·m). A force of one pound-force on a one-foot wrench gives 1 lbf·ft = {{1 lbf_ft nm}} N·m; the pound-force inch is a twelfth of that, {{1 lbf_in nm}} N·m; and the kilogram-force meter, common in older service manuals, is exactly {{1 kgf_m nm}} N·m.",
      "Torque figures are everywhere in mechanics: bolt tightening specifications (wheel nuts, cylinder heads, bicycle parts) are given in N·m in most of the world and in lbf·ft, or lbf·in for small fasteners, in the US; engine and electric motor torque appears in N·m and lb-ft; torque wrenches are often marked in both. In US usage 'ft-lb' is also the energy unit foot-pound, so torque specs are usually written lb-ft or lbf·ft.",
    ],
    conversions: [
      { from: "nm", to: "lbf_ft", values: [10, 25, 50, 100, 120, 200] },
      { from: "lbf_in", to: "nm", values: [10, 20, 50, 100] },
    ],
    useCases: [
      "Setting a torque wrench marked in lbf·ft to a specification given in N·m, or the reverse.",
      "Reading small-fastener specs in lbf·in (electrical terminals, bicycle parts) as N·m.",
      "Comparing engine or motor torque between European (N·m) and US (lb-ft) data sheets.",
      "Converting kgf·m values from older workshop manuals.",
    ],
    example: { value: 120, from: "nm", to: "lbf_ft", context: "a wheel-nut specification" },
    accuracy: {
      definitions:
        "The units are defined exactly: 1 lbf·ft = {{1 lbf_ft nm}} N·m follows from the exact pound (0.45359237 kg), standard gravity (9.80665 m/s²) and the foot (0.3048 m), 1 lbf·in = {{1 lbf_in nm}} N·m from the inch, and 1 kgf·m = {{1 kgf_m nm}} N·m; only the display is rounded.",
      caveat:
        "A torque wrench itself is typically accurate to a few percent, far coarser than the conversion.",
    },
    faqs: [
      {
        question: "How do I convert N·m to lb-ft?",
        answer:
          "Divide by {{1 lbf_ft nm}}, or multiply by {{1 nm lbf_ft}}: 100 N·m = {{100 nm lbf_ft}} lbf·ft. The other way, 100 lbf·ft = {{100 lbf_ft nm}} N·m.",
      },
    ],
  },
];
