import {
  digitalImageResolution,
  frequencyWavelength,
  illumination,
  luminance,
  luminousIntensity,
} from "../../catalog/pages/light.ts";
import type { UnitText } from "../types.ts";

/** Photometry, image resolution and the frequency–wavelength page (the Light group). */
export const texts: readonly UnitText[] = [
  {
    page: luminance,
    about: [
      "Luminance is the brightness of a surface as seen from a direction: the luminous intensity emitted per unit of projected area. Its SI unit is the candela per square meter (cd/m²), widely called the nit (nt), which is the same unit: 1 nt = {{1 nt cd_m2}} cd/m². Per square foot, 1 cd/ft² = {{1 cd_ft2 cd_m2}} cd/m² from the exact foot; the CGS stilb (sb) is one candela per square centimeter, {{1 sb cd_m2}} cd/m².",
      "Display brightness is the everyday use: monitors, phones and TVs are specified in nits, SDR video is mastered for a reference white of 100 cd/m², and HDR formats and displays go to 1000 cd/m² and beyond. Luminance also rates road lighting, signs, light sources and medical displays. The foot-lambert (1/π cd/ft², {{1 fl cd_m2}} cd/m²), used for cinema screens, is a different unit from the cd/ft²; it and the lambert, millilambert and apostilb describe a perfectly diffusing surface by the light it emits per area, hence the factor 1/π.",
    ],
    useCases: [
      "Comparing display brightness specifications given in nits and cd/m².",
      "Converting luminance data from US sources in cd/ft² into cd/m².",
      "Reading old optics literature in stilbs as cd/m².",
    ],
    example: { value: 1000, from: "nt", to: "cd_ft2", context: "a bright HDR display" },
    accuracy: {
      definitions:
        "The nit is the candela per square meter itself, the stilb is exactly {{1 sb cd_m2}} cd/m² (1 cm² = 10⁻⁴ m²) and the cd/ft² uses the exact foot (0.3048 m), and the lambert family divides by π exactly, so every factor is exact.",
      caveat:
        "A display's real luminance depends on its settings and content, which a conversion does not change.",
    },
    faqs: [
      {
        question: "Is a nit the same as a candela per square meter?",
        answer:
          "Yes: nit is an informal name for cd/m², not part of the SI, and 1 nit = {{1 nt cd_m2}} cd/m². Converting nits to lumens, however, needs the emitting area and the angular distribution, because lumens measure total light output.",
      },
    ],
  },
  {
    page: luminousIntensity,
    about: [
      "Luminous intensity is the light a source emits in a given direction, weighted by the eye's sensitivity. Its unit, the candela (cd), is one of the seven SI base units, defined by fixing the luminous efficacy of 540 THz green light at 683 lm/W. Candlepower (cp) on this page has its modern meaning, 1 cp = {{1 cp cd}} cd; some older texts used the word for the international candle.",
      "The Hefner candle (HK), a German flame standard burning amyl acetate, and the international candle of 1909 are historic units with no exact modern definition. This page uses the values of GNU units, 1 HK = 0.9 international candle = {{1 hk cd}} cd and 1 international candle = {{1 icd cd}} cd; other sources give about 0.903 cd for the Hefner candle, so their last digits are approximate. Today the candela rates LEDs (millicandelas), flashlights (peak beam intensity) and signal lights.",
    ],
    conversions: [
      { from: "hk", to: "cd", values: [1, 10, 16, 100] },
      { from: "icd", to: "cd", values: [1, 10, 16, 100] },
      { from: "cd", to: "hk", values: [1, 10, 100] },
    ],
    formulas: [
      { from: "hk", to: "cd", example: 10 },
      { from: "icd", to: "cd", example: 10 },
    ],
    useCases: [
      "Reading historic lamp ratings in Hefner or international candles as candelas.",
      "Comparing LED and flashlight specifications given in cd and candlepower.",
      "Estimating a flashlight's beam distance: the ANSI FL1 distance to 0.25 lx is 2·√I meters, for I in candelas.",
    ],
    example: { value: 16, from: "hk", to: "cd", context: "a lamp's rating" },
    accuracy: {
      verdict: "As exact as its units' definitions allow.",
      definitions:
        "The candela and candlepower are identical, so that conversion is exact. The Hefner and international candles were physical flame and lamp standards that were never fixed exactly to the candela: this page uses GNU units' values (1 HK = {{1 hk cd}} cd, 1 international candle = {{1 icd cd}} cd, 1 violle = {{1 violle cd}} cd), and sources differ in the last digits.",
    },
    faqs: [
      {
        question: "What is the difference between candelas, lumens and lux?",
        answer:
          "The candela measures intensity in one direction, the lumen the total light output (1 lm = 1 cd·sr), and the lux the light falling on a surface (1 lx = 1 lm/m²). A source of 1 cd radiating evenly in all directions emits 4π ≈ 12.57 lm.",
      },
    ],
  },
  {
    page: illumination,
    about: [
      "Illuminance is the amount of light falling on a surface: luminous flux per unit area. Its SI unit is the lux (lx), one lumen per square meter, so 1 lx = {{1 lx lm_m2}} lm/m². The foot-candle (fc) is one lumen per square foot, {{1 fc lx}} lx, and the CGS phot (ph) is one lumen per square centimeter, {{1 ph lx}} lx.",
      "Lighting standards set illuminance targets: about 500 lx is the European norm for office writing and reading tasks, while US lighting practice and some regulations still state levels in foot-candles. Outdoors the range is huge, from a fraction of a lux under a full moon to roughly 100 000 lx in direct sunlight. Light meters in photography, horticulture and building commissioning measure lux or foot-candles.",
    ],
    useCases: [
      "Converting recommended light levels between foot-candles and lux.",
      "Checking a workplace light-meter reading against a standard in the other unit.",
      "Comparing grow-light or daylight figures quoted in lux and foot-candles.",
    ],
    example: { value: 500, from: "lx", to: "fc", context: "office lighting" },
    accuracy: {
      definitions:
        "The lux is the lumen per square meter, the phot exactly {{1 ph lx}} lx, and the foot-candle 1 lm/ft² with the exact foot (0.3048 m), so 1 fc = {{1 fc lx}} lx to the digits shown.",
      caveat: "Light-meter readings themselves are usually accurate to a few percent.",
    },
    faqs: [
      {
        question: "How do I convert lumens to lux?",
        answer:
          "Divide the lumens reaching a surface by its area in square meters: 1000 lm spread evenly over 2 m² gives 500 lx. Lumens measure a source's total output, so the conversion depends on the area lit, not on a fixed factor.",
      },
    ],
  },
  {
    page: digitalImageResolution,
    about: [
      "Image resolution here is a density of dots or pixels along a length: how many fit in an inch or a centimeter. Counts have no unit, so in SI terms it is a reciprocal length (PNG files store it in pixels per meter). Because an inch is exactly 2.54 cm, 1 dpi = {{1 dpi dpcm}} dots/cm and 300 dpi = {{300 dpi dpcm}} dots/cm. Pixels per inch (ppi) and per centimeter convert by the same factor.",
      "Dpi properly describes printer dots and scanner samples, ppi the pixels of an image or screen, but the two are often used interchangeably and convert identically. Print work commonly targets 300 ppi; the old screen conventions were 72 ppi (classic Mac) and 96 ppi (Windows, and the CSS pixel of 1/96 inch). JPEG and TIFF files can record resolution in either inches or centimeters.",
    ],
    useCases: [
      "Setting a print resolution given in dpi in software that asks for pixels per centimeter.",
      "Working out print size: pixels ÷ ppi gives inches, pixels ÷ px/cm gives centimeters.",
      "Comparing scanner and printer specifications in dpi with metric ones.",
    ],
    example: { value: 300, from: "dpi", to: "dpcm" },
    accuracy: {
      definitions:
        "The only factor is the inch, exactly 2.54 cm since the 1959 international agreement, so 1 dots/cm = {{1 dpcm dpi}} dpi exactly.",
      caveat: "The page treats a dot and a pixel as one count each, so dpi and ppi convert alike.",
    },
    faqs: [
      {
        question: "What size will my image print at 300 dpi?",
        answer:
          "Divide the pixel dimensions by the resolution: 3000 × 2400 pixels at 300 ppi print at 10 × 8 inches, or at {{300 ppi ppcm}} px/cm, 25.4 × 20.32 cm. Changing the dpi value in a file's metadata changes only the print size, not the number of pixels.",
      },
    ],
  },
  {
    page: frequencyWavelength,
    about: [
      "Frequency is the number of cycles per second, in hertz (Hz); wavelength is the distance one cycle spans. For electromagnetic waves in vacuum they are tied by λ = c/f, with the speed of light c = 299 792 458 m/s exactly, so this page converts between frequency units (Hz to PHz, and rpm), wavenumbers (cm⁻¹), photon energies (eV, by E = hf) and wavelengths (km to pm and the ångström) in both directions. Wavelength is the reciprocal of frequency: doubling one halves the other. For example, 100 MHz has a wavelength of {{100 mhz m}} m, and 540 THz, the green light that defines the candela, {{540 thz nm}} nm.",
      "Radio engineers use it for antenna lengths and band plans (2.4 GHz Wi-Fi is {{2.4 ghz cm}} cm), optics and spectroscopy to move between nanometers and terahertz, crystallography for X-rays in ångströms ({{1 angstrom nm}} nm). All wavelengths here are in vacuum: in air they are about 0.03 % shorter, in glass, water or a coaxial cable much shorter, and sound waves follow λ = v/f with the speed of sound instead.",
    ],
    conversions: [
      { from: "mhz", to: "m", values: [1, 27.12, 100, 433, 900] },
      { from: "ghz", to: "cm", values: [1, 2.4, 5, 10, 60] },
      { from: "nm", to: "thz", values: [400, 500, 550, 600, 700, 1550] },
    ],
    formulas: [
      { from: "mhz", to: "m", example: 100 },
      { from: "nm", to: "thz", example: 500 },
    ],
    useCases: [
      "Cutting a quarter-wave antenna: λ/4 at 433 MHz is a quarter of {{433 mhz cm}} cm, before the usual shortening for end effects.",
      "Converting laser and LED wavelengths in nm into optical frequencies in THz.",
      "Finding which wavelength band a radio frequency belongs to (longwave, shortwave, microwave).",
      "Switching X-ray wavelengths between ångströms, picometers and nanometers.",
    ],
    example: {
      value: 2.4,
      from: "ghz",
      to: "cm",
      context: "a Wi-Fi band",
      note: "The result is the wavelength in vacuum; either side can be a frequency or a wavelength.",
    },
    accuracy: {
      verdict: "Yes, for waves in vacuum.",
      definitions:
        "The speed of light is exact by the definition of the meter (299 792 458 m/s), the SI prefixes are exact and the ångström is exactly 10⁻¹⁰ m, so 1 THz corresponds to exactly {{1 thz µm}} µm.",
      caveat:
        "In a medium, divide the vacuum wavelength by the refractive index (or multiply by a cable's velocity factor).",
    },
    faqs: [
      {
        question: "How do I convert frequency to wavelength?",
        answer:
          "Divide the speed of light by the frequency, λ = c/f: 1 MHz gives {{1 mhz m}} m, 1 GHz {{1 ghz mm}} mm. Going the other way, f = c/λ, so 500 nm is {{500 nm thz}} THz.",
      },
      {
        question: "Can I use this page for sound waves?",
        answer:
          "No. Its wavelengths assume the speed of light. Sound in air travels at about 343 m/s at 20 °C, so a 1 kHz tone has a wavelength of about 34 cm, nearly a million times shorter than a 1 kHz radio wave.",
      },
    ],
  },
];
