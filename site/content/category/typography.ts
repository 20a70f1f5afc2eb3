import { typography } from "../../catalog/pages/other.ts";
import type { UnitText } from "../types.ts";

/** Templates and pairs use the length category's codes: the page's `pc` is the category's `pica`. */
export const texts: readonly UnitText[] = [
  {
    page: typography,
    about: [
      "Typographic units measure type sizes, line spacing, margins and column widths. They are lengths, defined here from the inch, which is exactly {{1 in mm}} mm. The point on this page is the desktop-publishing (DTP, or PostScript) point of exactly 1/72 inch, {{1 pt mm}} mm, used by word processors, layout software, PDF and CSS. The pica is {{1 pica pt}} points, one sixth of an inch ({{1 pica mm}} mm), and an inch is {{1 in pt}} points or {{1 in pica}} picas.",
      "The pixel on this page is the CSS pixel of web design, defined as 1/96 inch: {{1 in px}} px to the inch, so 1 pt = {{1 pt px}} px and 1 px = {{1 px pt}} pt. A CSS pixel is a reference unit, not a dot of a particular screen: on a high-density display one CSS pixel covers several device pixels, and browsers may scale the whole page. The 1/96 inch ratio holds exactly when CSS lengths are converted into one another, and in print at 100 % scale.",
      "The DTP point is not the only point. The traditional American printer's point, about 0.3515 mm (TeX's 'pt' is 1/72.27 inch), and the continental European Didot point, about 0.376 mm, are slightly different units found in older type specimens and in TeX documents; TeX calls the DTP point a 'big point' (bp). Both are offered here: the printer's point of 0.013837 inch ({{1 pt_printer mm}} mm) with its pica, and the Didot point of {{1 didot mm}} mm with the cicero of 12 Didot points. A font's point size is the height of its em box, not the height of its capital letters, so two fonts at the same size can look quite different.",
    ],
    conversions: [
      { from: "pt", to: "px", values: [8, 10, 12, 14, 18, 24] },
      { from: "px", to: "pt", values: [10, 12, 14, 16, 20, 32] },
      { from: "pt", to: "in", values: [1, 12, 18, 36, 72, 144] },
      { from: "pica", to: "in", values: [1, 3, 6, 12, 24, 36] },
      { from: "in", to: "px", values: [0.25, 0.5, 1, 2, 8.5, 11] },
    ],
    formulas: [
      { from: "pt", to: "px", example: 12 },
      { from: "px", to: "pt", example: 16 },
      { from: "pica", to: "pt", example: 6 },
      { from: "in", to: "px", example: 1 },
    ],
    useCases: [
      "Matching font sizes between a word processor and a web page: 12 pt text is {{12 pt px}} px in CSS, and 14 px is {{14 px pt}} pt.",
      "Setting print margins and column widths in picas: a 30-pica column is {{30 pica in}} in, or {{30 pica mm}} mm.",
      "Converting a US Letter page (8.5 × 11 in) to CSS pixels for print stylesheets: {{8.5 in px}} × {{11 in px}} px.",
      "Converting PDF coordinates, which are in points: an A4 page, 210 mm wide, is {{210 mm pt}} pt wide.",
      "Specifying rule thicknesses and line spacing: a 0.5 pt hairline is {{0.5 pt mm}} mm.",
    ],
    guides: [
      {
        title: "Points, picas and pixels by hand",
        content: [
          "Everything follows from 1 in = {{1 in pt}} pt = {{1 in px}} px = {{1 in pica}} pc. Points to CSS pixels: multiply by 96/72, that is 4/3 ({{1 pt px}}). Pixels to points: multiply by 3/4 ({{1 px pt}}). So 12 pt is {{12 pt px}} px, and 16 px, the default text size of most browsers, is {{16 px pt}} pt.",
          "Picas to points: multiply by {{1 pica pt}}. Points to millimeters: multiply by {{1 pt mm}}. Picas to inches: divide by {{1 in pica}}.",
        ],
      },
      {
        title: "Screen pixels and CSS pixels",
        content: [
          "A CSS pixel is defined by the 1/96 inch ratio, but a screen does not necessarily show a CSS inch as a physical inch. Phones and high-density monitors often use two or three device pixels per CSS pixel, and the operating system's scaling changes the physical size again.",
          "Use pixel-to-point conversions for layout and for print, where they are exact; to predict the physical size of text on a given screen, you also need that screen's pixel density and scaling factor.",
        ],
      },
    ],
    tips: [
      {
        title: "Pixels to points",
        content: ["Multiply pixels by {{1 px pt}} to get points: 24 px is {{24 px pt}} pt."],
      },
      {
        title: "Say which point",
        content: [
          "Modern software uses the DTP point of 1/72 inch. Older metal-type specimens and TeX's 'pt' do not: choose the printer's point or the Didot point for those.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many pixels is 12 pt?",
        answer:
          "In CSS, 12 pt is {{12 pt px}} px, because a point is 1/72 inch and a CSS pixel 1/96 inch, so 1 pt = {{1 pt px}} px.",
      },
      {
        question: "How do I convert px to pt?",
        answer:
          "Multiply by 3/4: 1 px = {{1 px pt}} pt. So 16 px is {{16 px pt}} pt and 20 px is {{20 px pt}} pt.",
      },
      {
        question: "How many points are in an inch?",
        answer:
          "The DTP point used by modern software is exactly 1/72 inch, so an inch has {{1 in pt}} points. A point is {{1 pt mm}} mm.",
      },
      {
        question: "What is a pica?",
        answer:
          "A pica is {{1 pica pt}} points, one sixth of an inch: {{1 pica in}} in or {{1 pica mm}} mm. Designers use it for column widths and margins.",
      },
      {
        question: "How many pixels are in an inch?",
        answer:
          "In CSS, exactly {{1 in px}} px. The number of physical pixels per inch of a screen (its PPI) is a different figure that depends on the device.",
      },
    ],
  },
];
