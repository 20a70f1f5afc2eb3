import { acToSqft, sqftToAc } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Acres ↔ square feet: /ac-to-sqft and /sqft-to-ac. */
export const texts: readonly UnitText[] = [
  {
    page: acToSqft,
    about: [
      "The acre is the traditional land-area unit of the United States and the United Kingdom, where it is still used for property and farmland. It is defined as exactly {{1 ac sqft}} square feet: the area of a strip one furlong (660 ft) long and one chain (66 ft) wide, though an acre may have any shape. With the international foot of 1959, exactly 0.3048 m, an acre is {{1 ac sqm}} m², about 40 % of a hectare. This page uses the international acre; the US survey acre, based on the survey foot, is about 4 parts per million larger.",
      "To convert acres to square feet, multiply by {{1 ac sqft}}. The factor is a whole number, so any acreage written with up to six decimals converts exactly. The conversion is used for lot and parcel sizes in real estate listings, zoning and building rules written in square feet, farm and ranch land, parks and sports grounds, and for comparing a plot with the floor area of a house.",
    ],
    conversions: [
      {
        from: "ac",
        to: "sqft",
        values: [0.1, 0.125, 0.2, 0.25, 0.5, 0.75, 1, 1.5, 2, 5, 10, 40],
      },
      { from: "ac", to: "ha", values: [0.25, 1, 2.5, 10, 40, 160] },
    ],
    formulas: [
      { from: "ac", to: "sqft", example: 0.25 },
      { from: "ac", to: "ha", example: 10 },
    ],
    useCases: [
      "Lot and parcel sizes in real estate listings",
      "Zoning and setback rules that state minimum lot sizes in square feet",
      "Farm, ranch and woodland areas",
      "Parks, campuses and sports grounds",
    ],
    tips: [
      {
        title: "Lot size is not floor area",
        content: [
          "A quarter-acre lot, {{0.25 ac sqft}} ft², holds the house, garden and driveway. A house's floor area in square feet counts each floor, so it can be larger than its footprint on the lot.",
        ],
      },
      {
        title: "Square feet of a rectangle",
        content: [
          "For a rectangular plot, multiply length by width in feet to get square feet, then divide by {{1 ac sqft}} for acres. A plot 100 ft by 200 ft is 20000 ft², which is {{20000 sqft ac}} ac.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many square feet are in an acre?",
        answer:
          "An acre is exactly {{1 ac sqft}} ft². That is also {{1 ac sqyd}} square yards and {{1 ac sqm}} m².",
      },
      {
        question: "How many square feet is half an acre?",
        answer: "Half an acre is {{0.5 ac sqft}} ft², and a quarter acre {{0.25 ac sqft}} ft².",
      },
      {
        question: "How long is each side of a square acre?",
        answer:
          "A square with an area of one acre has sides of about 208.7 ft, the square root of {{1 ac sqft}}, which is about 63.6 m.",
      },
      {
        question: "How big is an acre compared to a football field?",
        answer:
          "An American football field, end zones included, is 360 ft by 160 ft, 57600 ft², which is {{57600 sqft ac}} ac. An acre is about three quarters of it.",
      },
      {
        question: "Is an acre bigger than a hectare?",
        answer:
          "No. A hectare is {{1 ha sqm}} m², which is {{1 ha ac}} acres; an acre is {{1 ac ha}} ha.",
      },
    ],
  },

  {
    page: sqftToAc,
    about: [
      "Square feet (sq ft, ft²) measure floor areas, rooms and small lots in the United States; acres measure land. One acre is exactly {{1 ac sqft}} ft², so a square foot is a very small part of an acre: {{1 sqft ac}} ac. Both rest on the international foot of exactly 0.3048 m, which makes a square foot {{1 sqft sqm}} m².",
      "To convert square feet to acres, divide by {{1 ac sqft}}. The answer is usually a fraction of an acre, shown to six decimals; a very small area appears in scientific notation rather than as 0. The conversion is used to describe a lot or yard measured in square feet in acres, to compare house floor areas with land, to estimate lawn, seed and fertilizer quantities sold by the acre, and to read site plans and property tax records.",
    ],
    conversions: [
      {
        from: "sqft",
        to: "ac",
        values: [500, 1000, 2000, 2500, 5000, 7500, 10000, 20000, 21780, 43560, 100000, 1000000],
      },
      { from: "sqft", to: "sqm", values: [100, 500, 1000, 2000, 5000] },
    ],
    formulas: [
      { from: "sqft", to: "ac", example: 10000 },
      { from: "sqft", to: "sqm", example: 1000 },
    ],
    useCases: [
      "Describing a residential lot measured in square feet in acres",
      "Lawn, seed and fertilizer coverage rates given per acre",
      "Site plans and property tax records",
      "Comparing a building's floor area with the land it stands on",
    ],
    tips: [
      {
        title: "Fractions of an acre",
        content: [
          "Some round numbers help: {{10890 sqft ac}} ac is 10890 ft², {{21780 sqft ac}} ac is 21780 ft², and a full acre {{1 ac sqft}} ft².",
        ],
      },
      {
        title: "Square feet, not feet",
        content: [
          "An area must be in square feet before converting. A lot 50 ft wide and 100 ft deep is 5000 ft² ({{5000 sqft ac}} ac), not 150 ft.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many acres is 10,000 square feet?",
        answer: "10000 ft² is {{10000 sqft ac}} ac, a little less than a quarter acre.",
      },
      {
        question: "What fraction of an acre is 5000 square feet?",
        answer: "5000 ft² is {{5000 sqft ac}} ac, a little more than a ninth of an acre.",
      },
      {
        question: "How many acres is a 2000 sq ft house?",
        answer:
          "2000 ft² of floor area is {{2000 sqft ac}} ac. The lot the house stands on is usually larger and is measured separately.",
      },
      {
        question: "How many square meters is 1000 square feet?",
        answer:
          "1000 ft² is {{1000 sqft sqm}} m². A square foot is {{1 sqft sqm}} m², and a square meter is {{1 sqm sqft}} ft².",
      },
      {
        question: "How many square feet make one acre?",
        answer:
          "Exactly {{1 ac sqft}} ft². So 1 ft² is {{1 sqft ac}} ac, and a million square feet is {{1000000 sqft ac}} ac.",
      },
    ],
  },
];
