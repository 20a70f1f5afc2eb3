import { bloodSugarConverter } from "../../catalog/pages/medical.ts";
import type { ConverterContent, Faq, MedicalText } from "../types.ts";

/**
 * The written content of the blood-sugar converter (docs/spec/site.md §2.9, 9.3;
 * docs/spec/decisions.md "Units and numbers"). No `{{…}}` conversions and no
 * `conversions`/`formulas` (those are unit-page machinery): every figure below is written out,
 * computed with 18.0156 mg/dL per mmol/L (the engine's MGDL_PER_MMOLL) and shown as the page shows
 * it: mmol/L with 2 decimals (1 where a guideline quotes 1), mg/dL with 1 decimal or whole. HbA1c
 * figures follow engine/hba1c.ts.
 *
 * Medical wording: information only, no advice on treatment; ranges vary by lab and guideline;
 * the reader is sent to a healthcare provider.
 */
const bloodSugarContent: ConverterContent = {
  about: [
    "Blood sugar (blood glucose) is reported in one of two units. Milligrams per deciliter (mg/dL) give the mass of glucose in a tenth of a liter of blood or plasma; millimoles per liter (mmol/L) count the glucose molecules in a liter instead, in millimoles. Both describe the same concentration, so a reading converts exactly from one to the other: 90 mg/dL is 5.00 mmol/L, and 7.0 mmol/L is 126.1 mg/dL. The United States uses mg/dL; Canada, the United Kingdom, Australia and most of Europe use mmol/L. A meter, an app or a lab report always states which one it uses.",
    "The link between the two units is the molar mass of glucose (C6H12O6), 180.156 g/mol: a millimole of glucose weighs 180.156 mg, and a liter is ten deciliters, so 1 mmol/L = 18.0156 mg/dL. To convert, divide mg/dL by 18.0156, or multiply mmol/L by 18.0156. Many charts use the rounded factors 0.0555 (mmol/L per mg/dL) or 18, which change the last digit of common readings: 99 mg/dL is 5.50 mmol/L, but × 0.0555 gives 5.49; 3.0 mmol/L is 54.0 mg/dL, but ÷ 0.0555 gives 54.1; and ÷ 18 turns 100 mg/dL into 5.56 instead of 5.55 mmol/L. This converter uses 18.0156 throughout and shows mmol/L with 2 decimals and mg/dL with 1, as meters and lab reports do.",
  ],
  useCases: [
    "Reading a meter, app or lab report in mmol/L when the guidance you have is written in mg/dL, or the other way round",
    "Comparing readings from two devices or apps set to different units",
    "Following research papers, guidelines and forums from countries that use the other unit",
    "Understanding lab results while traveling or after moving to another country",
    "Checking conversions in coursework and exams for nursing, medicine, dietetics or laboratory science",
    "Relating an HbA1c result to an estimated average glucose in mg/dL or mmol/L",
  ],
  tips: [
    {
      title: "Check the unit before you compare",
      content: [
        "A number means nothing without its unit. Readings in mmol/L are usually small numbers with a decimal, such as 5.5, while readings in mg/dL are usually two or three digits, such as 99. A value of 7 is an ordinary reading in mmol/L (126.1 mg/dL) but would be far below any usual reading in mg/dL. If you are unsure which unit a device shows, check its display or settings, or ask the manufacturer or your healthcare provider.",
      ],
    },
    {
      title: "Convert from the full value, not a rounded one",
      content: [
        "Rounding before converting moves the result. The reference table rounds its band edges to one decimal in mmol/L, so 5.6 mmol/L appears both as the top of Normal and the start of Pre-diabetic; the label under each field is decided on the exact value instead: 5.5 mmol/L (99.1 mg/dL) is labeled Normal, 5.6 mmol/L (100.9 mg/dL) Pre-diabetic. Enter the reading as the device or report shows it.",
      ],
    },
    {
      title: "A unit conversion does not make results comparable",
      content: [
        "Converting changes only the unit. A fingertip meter, a continuous glucose monitor and a laboratory test measure glucose in different samples and at different times, and their results can differ from one another. Ask your healthcare provider how to compare them.",
      ],
    },
  ],
  faqs: [
    {
      question: "What is a normal fasting blood sugar?",
      answer:
        "This page labels a fasting reading of 70 to 100 mg/dL (about 3.9 to 5.6 mmol/L) Normal, above 100 to 125 mg/dL Pre-diabetic, above 125 to 200 mg/dL High, above 200 mg/dL (11.10 mmol/L) Very High, and below 70 mg/dL Low. Guidelines draw the lines differently: the American Diabetes Association counts a fasting level of 100 to 125 mg/dL (5.6 to 6.9 mmol/L) as prediabetes and 126 mg/dL (7.0 mmol/L) or more, confirmed by repeat testing, as diabetes, while the World Health Organization starts impaired fasting glucose at 110 mg/dL (6.1 mmol/L). Reference ranges also vary by laboratory, and a reading taken after a meal is not a fasting reading. Ask your healthcare provider what your results mean for you.",
    },
    {
      question: "How do I convert mg/dL to mmol/L?",
      answer:
        "Divide by 18.0156, the molar mass of glucose (180.156 g/mol) divided by ten. For example, 100 mg/dL ÷ 18.0156 = 5.55 mmol/L, 126 mg/dL is 6.99 mmol/L and 180 mg/dL is 9.99 mmol/L. To go the other way, multiply by 18.0156: 5.0 mmol/L is 90.1 mg/dL and 7.8 mmol/L is 140.5 mg/dL. Quick mental arithmetic with 18 is close enough for a rough idea, but can change the last digit shown.",
    },
    {
      question: "Why do countries use different units?",
      answer:
        "mg/dL is a mass concentration, the traditional unit of clinical chemistry, and laboratories in the United States still report glucose that way. mmol/L is an amount-of-substance concentration, the unit of the International System of Units (SI), which laboratories in most other countries adopted. Some countries use both: in France, for example, results may be given in mg/dL alongside mmol/L. The glucose is the same; only the way of counting it differs.",
    },
    {
      question: "What is HbA1c and how does it relate to average glucose?",
      answer:
        "HbA1c (glycated hemoglobin, also called A1C) is the share of hemoglobin in red blood cells that has glucose attached. It reflects the average blood sugar of roughly the past two to three months, and is reported in % (NGSP) or mmol/mol (IFCC): 7.0 % is 53 mmol/mol. The ADAG study turned it into an estimated average glucose (eAG): eAG in mg/dL = 28.7 × HbA1c − 46.7, so 7 % corresponds to about 154 mg/dL (8.6 mmol/L). It is an estimate: the actual average of a given person can be noticeably higher or lower.",
    },
    {
      question: "Can I use this converter to diagnose diabetes or low blood sugar?",
      answer:
        "No. The converter changes units and labels a number by the reference ranges on this page; it must not be used for self-diagnosis, or to decide on or change any treatment. Diagnosis rests on laboratory tests, usually repeated, interpreted by a professional who knows your history, and ranges vary by lab and by guideline. If a reading worries you, or you feel unwell, contact a healthcare provider.",
    },
  ],
};

export interface GlucoseUnitInfoCard {
  readonly unit: "mg/dL" | "mmol/L";
  readonly title: string;
  /** Countries and regions, as docs/spec/site.md §2.9 lists them. */
  readonly places: readonly string[];
}

/** The two "where each unit is used" cards of docs/spec/site.md §2.9. */
const bloodSugarInfoCards: readonly GlucoseUnitInfoCard[] = [
  {
    unit: "mg/dL",
    title: "Where mg/dL is used",
    places: [
      "United States",
      "India (some regions)",
      "Japan (some contexts)",
      "France (alongside mmol/L)",
    ],
  },
  {
    unit: "mmol/L",
    title: "Where mmol/L is used",
    places: [
      "Canada, UK, Australia",
      "Most European countries",
      "China, Russia",
      "Most of Asia, Africa, South America",
    ],
  },
];

export interface Hba1cContent {
  /** The section's introduction, one paragraph. */
  readonly intro: string;
  readonly faqs: readonly Faq[];
}

/** The HbA1c section (engine/hba1c.ts). */
const hba1cContent: Hba1cContent = {
  intro:
    "HbA1c, the share of hemoglobin with glucose attached, reflects the average blood sugar of roughly the past two to three months. Laboratories report it in % (NGSP, as in the United States) or in mmol/mol (IFCC, as in the United Kingdom and much of Europe), linked by the NGSP/IFCC master equation: mmol/mol = (% − 2.15) × 10.929, so 6.5 % is 48 mmol/mol and 7.0 % is 53 mmol/mol. The estimated average glucose (eAG) comes from the ADAG study: eAG in mg/dL = 28.7 × % − 46.7, divided by 18.0156 for mmol/L. Enter a value from 3 to 20 % or 9 to 195 mmol/mol. This is information, not a diagnosis: ask your healthcare provider what your result means.",
  faqs: [
    {
      question: "How accurate is the estimated average glucose?",
      answer:
        "It is the average the ADAG study found for people with the same HbA1c, not a measurement of your own glucose. Individual averages spread widely around it: for an HbA1c of 7 %, the study's 95 % range ran from about 123 to 185 mg/dL around the estimate of 154 mg/dL. Anemia, recent blood loss or transfusion, pregnancy, kidney disease and some hemoglobin variants can also make HbA1c read higher or lower than the average glucose would suggest.",
    },
    {
      question: "Can I use my HbA1c result here to diagnose diabetes?",
      answer:
        "No. This calculator converts units and estimates an average; it must not be used for self-diagnosis or to change treatment. Guidelines do use HbA1c in diagnosis (the American Diabetes Association's threshold for diabetes is 6.5 %, 48 mmol/mol, confirmed by repeat testing), but then the test is done in a laboratory with a standardized method and the result is read by a professional, and targets and ranges vary by guideline and by person. Discuss your result with your healthcare provider.",
    },
  ],
};

/** The blood-sugar page's text: its content, the cards of where each unit is used, the HbA1c section. */
export const bloodSugarText: MedicalText = {
  page: bloodSugarConverter,
  content: bloodSugarContent,
  cards: bloodSugarInfoCards,
  hba1c: hba1cContent,
};
