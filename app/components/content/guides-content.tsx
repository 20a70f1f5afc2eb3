import type { ReactNode } from "react";
import { Link } from "react-router";

const card =
  "flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900";
const inlineLink =
  "font-medium text-blue-700 underline decoration-blue-300 underline-offset-2 hover:text-blue-900 dark:text-blue-400 dark:decoration-blue-700 dark:hover:text-blue-300";

function Icon({ children }: { children: ReactNode }) {
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </span>
  );
}

interface Guide {
  id: string;
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
  body: ReactNode;
}

const guides: readonly Guide[] = [
  {
    id: "length",
    title: "Length Conversion Guide",
    description: "Metric and imperial lengths, with the exact factors.",
    to: "/length",
    icon: (
      <>
        <rect x="2" y="8" width="20" height="8" rx="1" />
        <path d="M6 8v3M10 8v4M14 8v3M18 8v4" />
      </>
    ),
    body: (
      <>
        <p>
          Since the international yard and pound agreement of 1959, the imperial and US customary
          lengths are defined exactly in metres:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>1 inch = 2.54 cm = 25.4 mm</li>
          <li>1 foot = 12 inches = 0.3048 m</li>
          <li>1 yard = 3 feet = 0.9144 m</li>
          <li>1 mile = 5,280 feet = 1.609344 km</li>
          <li>1 nautical mile = 1,852 m</li>
        </ul>
        <p>
          The other way round the factors are not round numbers: 1 m ≈ 3.28084 ft ≈ 39.3701 in, and
          1 km ≈ 0.621371 mi. Within the metric system, prefixes only move the decimal point: 1 km =
          1,000 m and 1 m = 100 cm = 1,000 mm.
        </p>
      </>
    ),
  },
  {
    id: "weight",
    title: "Weight & Mass Conversion Guide",
    description: "Kilograms, pounds, ounces, stones and the three tons.",
    to: "/weight",
    icon: (
      <>
        <circle cx="12" cy="6" r="2.5" />
        <path d="M6.5 9.5h11l2.5 11h-16z" />
      </>
    ),
    body: (
      <>
        <ul className="list-disc space-y-1 pl-5">
          <li>1 pound (lb) = 0.45359237 kg exactly, so 1 kg ≈ 2.20462 lb</li>
          <li>1 lb = 16 ounces; 1 ounce (oz) = 28.349523125 g</li>
          <li>1 stone = 14 lb = 6.35029318 kg</li>
          <li>
            1 metric tonne = 1,000 kg; 1 US short ton = 2,000 lb = 907.18474 kg; 1 UK long ton =
            2,240 lb = 1,016.0469088 kg
          </li>
          <li>
            1 troy ounce, used for precious metals, = 31.1034768 g, about 9.7% more than an ordinary
            ounce
          </li>
        </ul>
        <p>
          Strictly, kilograms and pounds measure mass; in everyday language &ldquo;weight&rdquo;
          means the same thing, and the factors above apply.
        </p>
      </>
    ),
  },
  {
    id: "temperature",
    title: "Temperature Conversion Guide",
    description: "Celsius, Fahrenheit and Kelvin: offsets as well as factors.",
    to: "/temperature",
    icon: (
      <>
        <path d="M14 14.76V4.5a2 2 0 0 0-4 0v10.26a4 4 0 1 0 4 0z" />
        <path d="M12 9v6" />
      </>
    ),
    body: (
      <>
        <p>
          Temperature scales have different zero points, so a conversion needs an offset as well as
          a factor:
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>°F = °C × 9/5 + 32</li>
          <li>°C = (°F − 32) × 5/9</li>
          <li>K = °C + 273.15</li>
          <li>°C = K − 273.15</li>
        </ul>
        <p>
          Reference points: water freezes at 0 °C = 32 °F = 273.15 K and boils at about 100 °C = 212
          °F at sea-level pressure; 37 °C = 98.6 °F; −40 °C = −40 °F; absolute zero is 0 K = −273.15
          °C = −459.67 °F.
        </p>
        <p>
          A temperature <em>difference</em> converts by the factor alone: a rise of 10 °C is a rise
          of 18 °F, not 50 °F, and a difference of 1 °C equals 1 K and 1.8 °F. Use the{" "}
          <Link to="/temperature-interval" className={inlineLink}>
            temperature interval converter
          </Link>{" "}
          for differences.
        </p>
      </>
    ),
  },
  {
    id: "area",
    title: "Area Conversion Guide",
    description: "Square units, acres and hectares.",
    to: "/area",
    icon: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="1" />
        <path d="M4 12h16M12 4v16" />
      </>
    ),
    body: (
      <>
        <p>
          Area factors are the squares of length factors. Since 1 ft = 0.3048 m, 1 ft² = 0.3048² m²
          = 0.09290304 m², not 0.3048 m².
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>1 in² = 6.4516 cm²</li>
          <li>1 yd² = 0.83612736 m²</li>
          <li>1 m² ≈ 10.7639 ft²</li>
          <li>1 acre = 43,560 ft² = 4,046.8564224 m²</li>
          <li>1 hectare = 10,000 m² (a square 100 m on a side) ≈ 2.47105 acres</li>
          <li>1 km² = 100 hectares; 1 mi² = 640 acres ≈ 2.589988 km²</li>
        </ul>
      </>
    ),
  },
  {
    id: "volume",
    title: "Volume Conversion Guide",
    description: "Litres, cubic units and the two gallons.",
    to: "/volume",
    icon: (
      <>
        <path d="M6 3h12l-1.5 17a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1z" />
        <path d="M6.8 10h10.4" />
      </>
    ),
    body: (
      <>
        <p>
          1 litre = 1 dm³ = 1,000 cm³, 1 mL = 1 cm³ and 1 m³ = 1,000 L. Volume factors are the cubes
          of length factors: 1 in³ = 16.387064 cm³ and 1 ft³ = 28.316846592 L.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>1 US gallon = 231 in³ = 3.785411784 L</li>
          <li>1 imperial (UK) gallon = 4.54609 L, about 1.20095 US gallons</li>
          <li>
            1 US gallon = 4 quarts = 8 pints = 16 cups = 128 US fluid ounces; 1 US fl oz =
            29.5735295625 mL
          </li>
          <li>1 imperial gallon = 160 imperial fluid ounces; 1 imperial fl oz = 28.4130625 mL</li>
          <li>1 US cup = 8 US fl oz = 236.5882365 mL; a metric cup is 250 mL</li>
        </ul>
      </>
    ),
  },
  {
    id: "energy",
    title: "Energy Conversion Guide",
    description: "Joules, calories, kilowatt-hours and BTU.",
    to: "/energy",
    icon: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
    body: (
      <>
        <p>The joule (J) is the SI unit of energy: 1 J = 1 watt for 1 second.</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            1 calorie (cal, thermochemical) = 4.184 J; the International Table calorie is 4.1868 J
          </li>
          <li>1 food Calorie (Cal, kcal) = 1,000 cal = 4,184 J, so 2,000 Calories are 8,368 kJ</li>
          <li>1 kilowatt-hour (kWh) = 1,000 W × 3,600 s = 3.6 MJ exactly</li>
          <li>1 BTU (International Table) = 1,055.05585262 J; 1 kWh ≈ 3,412.14 BTU</li>
          <li>1 electronvolt (eV) = 1.602176634 × 10⁻¹⁹ J exactly</li>
        </ul>
        <p>
          Energy is not power: a watt is a rate (1 W = 1 J/s), a kilowatt-hour an amount. A 2 kW
          heater running for 3 hours uses 6 kWh = 21.6 MJ.
        </p>
      </>
    ),
  },
];

const tips: readonly { title: string; text: string }[] = [
  {
    title: "Keep full precision until the end.",
    text: "Round only the final result. Rounding 1 mile to 1.61 km and then converting to feet gives 5,282 ft instead of exactly 5,280 ft.",
  },
  {
    title: "Know which unit you mean.",
    text: "A US gallon is 3.785411784 L but an imperial gallon is 4.54609 L; a ton may be short (2,000 lb), long (2,240 lb) or metric (1,000 kg); an ounce may be avoirdupois, troy or a fluid ounce of volume.",
  },
  {
    title: "Convert temperature differences by the factor only.",
    text: "A change of 5 °C is a change of 9 °F: multiply by 9/5 and do not add 32.",
  },
  {
    title: "Round to the precision of the measurement.",
    text: "A board measured as 2.5 m is about 8.2 ft; writing 8.2021 ft claims a precision the tape measure never had.",
  },
];

export function GuidesContent() {
  return (
    <div className="grid grid-cols-1 gap-6 text-base leading-relaxed text-slate-700 md:grid-cols-2 dark:text-slate-300">
      {guides.map((g) => (
        <section key={g.id} aria-labelledby={`guide-${g.id}`} className={card}>
          <div className="flex items-start gap-3">
            <Icon>{g.icon}</Icon>
            <div>
              <h2
                id={`guide-${g.id}`}
                className="text-lg font-semibold text-slate-900 dark:text-slate-100"
              >
                {g.title}
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">{g.description}</p>
            </div>
          </div>
          <div className="space-y-3">{g.body}</div>
          <p className="mt-auto pt-2">
            <Link
              to={g.to}
              aria-describedby={`guide-${g.id}`}
              className="inline-flex items-center rounded-lg bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
            >
              Try Converter →
            </Link>
          </p>
        </section>
      ))}

      <section aria-labelledby="guide-tips" className={`${card} md:col-span-2`}>
        <div className="flex items-start gap-3">
          <Icon>
            <path d="M9 18h6M10 22h4" />
            <path d="M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z" />
          </Icon>
          <h2 id="guide-tips" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            Conversion Tips &amp; Best Practices
          </h2>
        </div>
        <ol className="list-decimal space-y-3 pl-5">
          {tips.map((t) => (
            <li key={t.title}>
              <strong className="font-semibold text-slate-900 dark:text-slate-100">
                {t.title}
              </strong>{" "}
              {t.text}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
