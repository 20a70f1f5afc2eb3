import type { ReactNode } from "react";
import { Link } from "react-router";
import { site } from "../../../site/config";
import type { NavLink } from "../../../site/links";
import { LinkList } from "../link-list";

const h2 = "text-xl font-semibold text-slate-900 dark:text-slate-100";
const h3 = "text-lg font-semibold text-slate-900 dark:text-slate-100";
const pill =
  "inline-block rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";
const link =
  "font-medium text-blue-700 underline decoration-blue-300 underline-offset-2 hover:text-blue-900 dark:text-blue-400 dark:decoration-blue-700 dark:hover:text-blue-300";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className={h2}>{title}</h2>
      {children}
    </section>
  );
}

const offers: readonly { to: string; name: string; text: string }[] = [
  {
    to: "/",
    name: "Express converter",
    text: "on the home page, for quick everyday conversions without leaving the page.",
  },
  {
    to: "/sitemap",
    name: "Converter pages for over 70 categories",
    text: "from length, weight and temperature to heat, fluids, light, electricity, magnetism and radiology.",
  },
  {
    to: "/cm-to-in",
    name: "Single-pair pages",
    text: "for the conversions people look up most, such as centimeters to inches or kilograms to pounds.",
  },
  {
    to: "/case",
    name: "Text case converter",
    text: "to switch text between UPPER CASE, lower case, Title Case, camelCase and more.",
  },
  {
    to: "/number-base",
    name: "Number base converter",
    text: "for binary, octal, decimal, hexadecimal and any base from 2 to 36.",
  },
  {
    to: "/currency-converter",
    name: "Currency converter",
    text: "with the European Central Bank's reference rates, and a cryptocurrency converter with current market prices.",
  },
  {
    to: "/blood-sugar-converter",
    name: "Blood-sugar converter",
    text: "between mg/dL and mmol/L, with the reference ranges.",
  },
  {
    to: "/guides",
    name: "Guides",
    text: "that explain the most common conversions and how to avoid their traps.",
  },
];

const physical: readonly NavLink[] = [
  { path: "/length", label: "Length" },
  { path: "/weight", label: "Weight" },
  { path: "/volume", label: "Volume" },
  { path: "/temperature", label: "Temperature" },
  { path: "/area", label: "Area" },
  { path: "/speed", label: "Speed" },
  { path: "/time", label: "Time" },
  { path: "/angle", label: "Angle" },
  { path: "/fuel-consumption", label: "Fuel consumption" },
  { path: "/data-storage", label: "Data storage" },
];

const technical: readonly NavLink[] = [
  { path: "/pressure", label: "Pressure" },
  { path: "/energy", label: "Energy" },
  { path: "/power", label: "Power" },
  { path: "/force", label: "Force" },
  { path: "/torque", label: "Torque" },
  { path: "/density", label: "Density" },
];

const technicalGroups =
  "electricity (charge, current, potential, resistance, capacitance, inductance), magnetism, radiology, light, fluids (flow, viscosity, concentration) and heat (thermal conductivity, heat flux, specific heat capacity).";

const claims: readonly string[] = [
  "Over 70 categories of units, from everyday to highly technical.",
  "The common conversions one click away, on pages of their own.",
  "Accurate algorithms: exact definitions, checked by automated tests.",
  "A mobile-friendly design that works on small phone screens and large monitors alike.",
  "Free to use, with no registration and no account.",
  "Formulas and definitions based on international standards.",
];

export function AboutContent() {
  return (
    <div className="space-y-8 text-base leading-relaxed text-slate-700 dark:text-slate-300">
      <Section title="Our mission">
        <p>
          {site.name} exists to make unit conversion quick, clear and correct for everyone:
          students, cooks, travellers, engineers and anyone who just needs a number they can trust.
          Every converter is free, works in any modern browser and gives the result as you type.
        </p>
      </Section>

      <Section title="What we offer">
        <ul className="list-disc space-y-2 pl-5">
          {offers.map((o) => (
            <li key={o.to}>
              <Link to={o.to} className={link}>
                {o.name}
              </Link>{" "}
              {o.text}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Categories">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="space-y-2">
            <h3 className={h3}>Physical Units</h3>
            <p>The measurements of everyday life:</p>
            <LinkList
              links={physical}
              className="flex flex-wrap gap-2"
              linkClassName={pill}
              discover="render"
            />
          </div>
          <div className="space-y-2">
            <h3 className={h3}>Technical Units</h3>
            <p>The quantities of science and engineering:</p>
            <LinkList
              links={technical}
              className="flex flex-wrap gap-2"
              linkClassName={pill}
              discover="render"
            />
            <p>And the units of {technicalGroups}</p>
          </div>
        </div>
        <p>
          The{" "}
          <Link to="/sitemap" className={link}>
            sitemap
          </Link>{" "}
          lists every converter page.
        </p>
      </Section>

      <Section title="Accuracy">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Every unit is defined once, by its exact value in SI units, taken from NIST Special
            Publication 811, the SI Brochure of the International Bureau of Weights and Measures and
            GNU units.
          </li>
          <li>
            Automated tests check the definitions against GNU units, an independent and widely used
            conversion program.
          </li>
          <li>
            Exact definitions stay exact: 1 inch is 2.54 cm and 1 pound is 0.45359237 kg, not a
            rounded approximation.
          </li>
          <li>
            Where a unit name has several meanings, such as the US and imperial gallon or the food
            Calorie and the calorie, the page says which one is used.
          </li>
          <li>
            Results are shown to up to 6 decimal places (temperatures to 2), very large and very
            small values in scientific notation, and never with floating-point noise such as
            0.30000000000000004.
          </li>
        </ul>
      </Section>

      <Section title={`Why use ${site.name}`}>
        <ul className="list-disc space-y-2 pl-5">
          {claims.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
