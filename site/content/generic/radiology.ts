import {
  radiation,
  radiationAbsorbedDose,
  radiationActivity,
  radiationExposure,
} from "../../catalog/pages/radiology.ts";
import type { UnitText } from "../types.ts";

/** Radioactivity (two pages), radiation exposure and absorbed dose. */
export const texts: readonly UnitText[] = [
  {
    page: radiation,
    about: [
      "This page converts radioactivity, the number of nuclear decays per second in a sample. Its SI unit is the becquerel (Bq), one decay per second, identical to one disintegration per second (dps). The curie (Ci), originally the activity of about a gram of radium-226, is defined as exactly {{1 ci bq}} Bq. The rutherford (Rd, code rd here) is an obsolete unit of one million decays per second, {{1 rd bq}} Bq, the same as a megabecquerel; it is not the rad, the old unit of absorbed dose, which is on the Radiation Absorbed Dose Converter.",
      "Activity is what radioactive sources, nuclear-medicine doses, contamination and radon measurements are stated in. It says how many decays occur, not how much energy reaches a body: for exposure in air and absorbed dose, use the Radiation Exposure and Radiation Absorbed Dose converters.",
    ],
    conversions: [
      { from: "ci", to: "bq", values: [0.000001, 0.001, 1, 10] },
      { from: "rd", to: "ci", values: [37, 370, 1000, 3700, 37000] },
    ],
    useCases: [
      "Converting source activities between curies and becquerels.",
      "Reading historic literature in rutherfords as MBq or mCi.",
      "Checking decay counts in dps against a source certificate in Bq.",
    ],
    example: { value: 2, from: "ci", to: "bq", also: ["rd"], context: "a source's activity" },
    accuracy: {
      definitions:
        "Every unit here is defined exactly: 1 Bq = 1 dps, the curie is exactly {{1 ci bq}} Bq by international agreement, and the rutherford is {{1 rd bq}} Bq.",
      caveat:
        "Results smaller than 0.000001, such as 1 Bq in curies ({{1 bq ci}} Ci), are shown in scientific notation.",
    },
    faqs: [
      {
        question: "Is rd the rad?",
        answer:
          "No. On this page rd is the rutherford, a unit of activity ({{1 rd bq}} decays per second). The rad is a unit of absorbed dose (0.01 gray) and cannot be converted into becquerels, because dose depends on the radiation's energy and on what absorbs it.",
      },
    ],
  },
  {
    page: radiationActivity,
    about: [
      "Radioactivity (activity) is the number of nuclei that decay per second. Its SI unit is the becquerel (Bq), one decay per second. The older curie (Ci) is defined as exactly {{1 ci bq}} Bq, close to the activity of one gram of radium-226, so 1 mCi = {{1 mci bq}} Bq ({{1 mci mega_bq}} MBq) and 1 µCi = {{1 µci bq}} Bq. Because the curie is so large and the becquerel so small, real values usually carry prefixes: MBq and GBq in SI, mCi and µCi in US practice.",
      "Nuclear medicine in most of the world prescribes doses in MBq, while US practice still uses mCi; sealed sources, industrial radiography and laboratory isotopes are labeled in both. Environmental levels are given per volume or mass: radon in air in Bq/m³ or pCi/L (1 pCi is {{1e-12 ci bq}} Bq, so 1 pCi/L = 37 Bq/m³), and a household ionization smoke detector holds roughly 1 µCi of americium-241 or less.",
    ],
    conversions: [
      { from: "mci", to: "bq", values: [1, 5, 10, 20, 30] },
      { from: "µci", to: "bq", values: [0.1, 1, 10, 100] },
    ],
    useCases: [
      "Converting nuclear-medicine doses between mCi and MBq.",
      "Reading source certificates and shipping papers that give activity in Ci and Bq.",
      "Converting radon results between pCi/L and Bq/m³ via the curie–becquerel factor.",
    ],
    example: { value: 20, from: "mci", to: "bq", also: ["mega_bq"] },
    accuracy: {
      definitions:
        "The curie is defined as exactly {{1 ci bq}} Bq, and its multiples (kCi down to pCi) and those of the becquerel are exact decimal steps, so every conversion is exact.",
      caveat:
        "The activity of a real source falls with time by its half-life, so a certificate value holds only on its reference date.",
    },
    faqs: [
      {
        question: "How do I convert mCi to MBq?",
        answer:
          "Multiply by {{1 mci mega_bq}}: 1 mCi = {{1 mci bq}} Bq = {{1 mci mega_bq}} MBq. Going back, 1 MBq = {{1 mega_bq mci}} mCi, so 100 MBq is {{100 mega_bq mci}} mCi.",
      },
    ],
  },
  {
    page: radiationExposure,
    about: [
      "Radiation exposure measures the ionization that X-rays or gamma rays produce in air: the electric charge of the ions created per unit mass of air. Its SI unit is the coulomb per kilogram (C/kg). The roentgen (R) is the legacy unit of ionization in air, defined as exactly {{1 r c_kg}} C/kg; the milliroentgen and microroentgen are a thousandth and a millionth of it.",
      "Exposure applies only to X and gamma radiation in air, and it is not a dose. Survey meters and older dosimeters read in mR/h or µR/h (natural background is typically in the range of a few to about 20 µR/h), and older radiology and civil-defense literature uses roentgens. For gamma rays, an exposure of 1 R corresponds to an absorbed dose of about 8.76 mGy in air and a little under 0.01 Gy in soft tissue, which is the origin of the rule of thumb 1 R ≈ 1 rad.",
    ],
    conversions: [
      { from: "r", to: "c_kg", values: [1, 5, 10, 50, 100] },
      { from: "c_kg", to: "r", values: [0.0001, 0.001, 0.01, 0.1] },
      { from: "µr", to: "mr", values: [1, 10, 20, 100, 1000] },
    ],
    formulas: [
      { from: "r", to: "c_kg", example: 5 },
      { from: "c_kg", to: "r", example: 0.001 },
    ],
    useCases: [
      "Converting readings of older survey meters (mR/h, µR/h) between units.",
      "Translating historic exposures in roentgens into the SI unit C/kg.",
      "Comparing background readings in µR with instrument limits in mR.",
    ],
    example: {
      value: 15,
      from: "µr",
      to: "mr",
      note: "Rates such as µR/h convert the same way, the hour staying on both sides.",
    },
    accuracy: {
      definitions:
        "The roentgen is defined as exactly {{1 r c_kg}} C/kg (NIST SP 811), and the kR, mR and µR are exact decimal steps of it.",
      caveat:
        "Converting exposure into absorbed dose (Gy) or effective dose (Sv) is not a fixed factor: it depends on the radiation's energy and on the material.",
    },
    faqs: [
      {
        question: "How do I convert roentgens to grays or sieverts?",
        answer:
          "Not with a single factor, because exposure is ionization in air while the gray and sievert are doses. For gamma rays in soft tissue, 1 R gives roughly 0.0095 Gy, and for such radiation the equivalent dose in Sv is numerically the same as the absorbed dose in Gy; the Radiation Absorbed Dose Converter converts between Gy, rad, mGy and µGy.",
      },
    ],
  },
  {
    page: radiationAbsorbedDose,
    about: [
      "Absorbed dose is the energy ionizing radiation deposits per unit mass of matter. Its SI unit is the gray (Gy), one joule per kilogram. The rad (radiation absorbed dose) is the older CGS unit of 100 erg per gram, exactly {{1 rad gy}} Gy, so 1 Gy = {{1 gy rad}} rad and 1 rad = {{1 rad mgy}} mGy. Medical imaging works in milligrays and micrograys.",
      "Radiotherapy prescribes doses in Gy (commonly about 2 Gy per daily fraction), CT scanners report their dose index in mGy, and whole-body doses above about 1 Gy cause acute radiation sickness. The gray measures physical energy; the sievert (Sv), which has the same J/kg dimension, weights it for the biological effect of the radiation type and tissue, so Gy and Sv are not interchangeable in general. The rad is also different from the rd (rutherford), a unit of activity.",
    ],
    conversions: [
      { from: "gy", to: "rad", values: [0.01, 0.1, 1, 2, 10, 60] },
      { from: "mgy", to: "rad", values: [0.1, 1, 10, 100] },
    ],
    useCases: [
      "Converting radiotherapy and radiobiology doses between rad and Gy (1 cGy = 1 rad).",
      "Reading CT and X-ray dose reports in mGy alongside older figures in rad or mrad.",
      "Converting dosimeter and calibration data between Gy, mGy and µGy.",
    ],
    example: { value: 2, from: "gy", to: "rad", context: "a radiotherapy fraction" },
    accuracy: {
      definitions:
        "The gray is one joule per kilogram and the rad is exactly {{1 rad gy}} Gy (100 erg/g), with the prefixed gray and rad units exact decimal steps, so every conversion is exact.",
      caveat:
        "The page converts absorbed dose only; turning Gy into Sv needs radiation and tissue weighting factors.",
    },
    faqs: [
      {
        question: "Is a gray the same as a sievert?",
        answer:
          "Both are joules per kilogram, but the gray is absorbed energy and the sievert is a dose weighted for biological effect. For X-rays, gamma rays and electrons the radiation weighting factor is 1, so 1 Gy corresponds to 1 Sv of equivalent dose; for alpha particles the factor is 20.",
      },
    ],
  },
];
