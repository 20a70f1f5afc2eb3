import { speed } from "../../catalog/pages/popular.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: speed,
    about: [
      "Speed is distance traveled per unit of time. Its SI unit is the meter per second (m/s). Road traffic in most of the world uses the kilometer per hour: since an hour has 3600 seconds, 1 m/s is exactly {{1 m_s km_h}} km/h and 1 km/h is {{1 km_h m_s}} m/s. The page also combines millimeters, centimeters and meters with seconds, minutes and hours for slow processes such as machining feeds and rainfall rates.",
      "The United States and the United Kingdom sign road speeds in miles per hour. Because the mile is exactly {{1 mi_h km_h}} km, 1 mph is exactly {{1 mi_h km_h}} km/h or {{1 mi_h m_s}} m/s, and 100 km/h is {{100 km_h mi_h}} mph. Feet per second ({{1 ft_s m_s}} m/s exactly) is common in US engineering and ballistics. At sea and in the air the unit is the knot, one nautical mile per hour, exactly {{1 knot km_h}} km/h; the old British Admiralty knot ({{1 knot_uk ft_h}} ft per hour) is {{1 knot_uk knot}} international knots.",
      "Some entries are physical figures rather than units. Mach 1 is the local speed of sound, which depends on the air's temperature; the page offers it for dry air at 20 °C ({{1 mach_20c km_h}} km/h) and for the standard stratosphere at −56.5 °C ({{1 mach_si km_h}} km/h), each labeled. The speed of light in vacuum is exact by definition ({{1 c km_s}} km/s), while the speeds of sound in water and seawater and the cosmic velocities are typical values stated in their labels.",
    ],
    conversions: [
      { from: "km_h", to: "mi_h", values: [30, 50, 80, 100, 120, 130] },
      { from: "mi_h", to: "km_h", values: [20, 30, 55, 60, 70, 100] },
      { from: "m_s", to: "km_h", values: [1, 5, 10, 20, 30, 100] },
      { from: "km_h", to: "m_s", values: [1, 10, 36, 50, 100, 300] },
      { from: "knot", to: "km_h", values: [1, 5, 10, 20, 30, 100] },
      { from: "mi_h", to: "m_s", values: [1, 10, 30, 60, 100, 200] },
    ],
    formulas: [
      { from: "km_h", to: "mi_h", example: 100 },
      { from: "mi_h", to: "km_h", example: 60 },
      { from: "m_s", to: "km_h", example: 10 },
      { from: "knot", to: "mi_h", example: 20 },
    ],
    useCases: [
      "Driving abroad: a 50 km/h town limit is {{50 km_h mi_h}} mph, and a 70 mph motorway limit is {{70 mi_h km_h}} km/h.",
      "Reading wind speeds, which forecasts give in km/h, m/s, mph or knots: 15 m/s is {{15 m_s km_h}} km/h or {{15 m_s knot}} knots.",
      "Comparing running and cycling paces: 12 km/h is {{12 km_h m_s}} m/s or {{12 km_h mi_h}} mph.",
      "Converting boat and aircraft speeds: 450 knots is {{450 knot km_h}} km/h or {{450 knot mi_h}} mph.",
      "Setting machine feeds given in mm/min or in/min: 500 mm/min is {{500 mm_min in_min}} in/min.",
      "Checking projectile and ballistics data in feet per second: 1000 ft/s is {{1000 ft_s m_s}} m/s.",
    ],
    guides: [
      {
        title: "Converting speed by hand",
        content: [
          "km/h to mph: multiply by {{1 km_h mi_h}}, or divide by {{1 mi_h km_h}}. mph to km/h: multiply by {{1 mi_h km_h}}. For example, 60 mph is {{60 mi_h km_h}} km/h, and 120 km/h is {{120 km_h mi_h}} mph.",
          "m/s to km/h: multiply by {{1 m_s km_h}}; km/h to m/s: divide by {{1 m_s km_h}}. So 10 m/s is {{10 m_s km_h}} km/h and 90 km/h is {{90 km_h m_s}} m/s. Knots to km/h: multiply by {{1 knot km_h}}; knots to mph: multiply by {{1 knot mi_h}}.",
        ],
      },
      {
        title: "Mach numbers",
        content: [
          "A Mach number is a speed divided by the local speed of sound, and the speed of sound in air grows with temperature. Mach 1 in dry air at 20 °C is {{1 mach_20c m_s}} m/s, but above 11 km, where the standard atmosphere is at −56.5 °C, it is only {{1 mach_si m_s}} m/s.",
          "Use the Mach entry whose temperature matches your case, or better, compute the speed of sound for the actual air temperature. A single fixed 'Mach' factor is only an approximation.",
        ],
      },
    ],
    tips: [
      {
        title: "Knots are nautical",
        content: [
          "A knot is {{1 knot mi_h}} mph, not 1 mph. Aviation and marine speeds are almost always in knots.",
        ],
      },
      {
        title: "m/s and km/h",
        content: [
          "The factor between m/s and km/h is exactly {{1 m_s km_h}}: divide km/h by it to get m/s, multiply m/s by it to get km/h.",
        ],
      },
    ],
    faqs: [
      {
        question: "How do I convert km/h to mph?",
        answer:
          "Multiply by {{1 km_h mi_h}}. For example, 100 km/h is {{100 km_h mi_h}} mph. The exact reverse factor is {{1 mi_h km_h}}, the length of a mile in kilometers.",
      },
      {
        question: "How many km/h is 1 mph?",
        answer:
          "Exactly {{1 mi_h km_h}} km/h, because the international mile is defined as {{1 mi_h km_h}} km. 60 mph is {{60 mi_h km_h}} km/h.",
      },
      {
        question: "How do I convert m/s to km/h?",
        answer:
          "Multiply by {{1 m_s km_h}}: a kilometer is 1000 m and an hour is 3600 s, and 3600/1000 = 3.6. So 25 m/s is {{25 m_s km_h}} km/h.",
      },
      {
        question: "How fast is a knot?",
        answer:
          "One knot is one nautical mile per hour: exactly {{1 knot km_h}} km/h, or {{1 knot mi_h}} mph, or {{1 knot m_s}} m/s.",
      },
      {
        question: "How fast is Mach 1?",
        answer:
          "It depends on the air temperature. In dry air at 20 °C, Mach 1 is {{1 mach_20c km_h}} km/h ({{1 mach_20c mi_h}} mph); at −56.5 °C, in the stratosphere, it is {{1 mach_si km_h}} km/h.",
      },
      {
        question: "What is the speed of light in km/s and mph?",
        answer:
          "The speed of light in vacuum is exactly {{1 c m_s}} m/s, fixed by the definition of the meter: {{1 c km_s}} km/s, or {{1 c mi_h}} mph.",
      },
    ],
  },
];
