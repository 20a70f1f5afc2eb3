import { shoeSize } from "../../catalog/pages/other.ts";
import type { ToolText } from "../types.ts";

/**
 * The shoe size converter's content (issue 24). Every figure on the page comes from the rules in
 * engine/shoe-size.ts, which its test checks against GNU units; shoe-size.test.ts beside this file
 * checks the FAQs' figures against the engine.
 */
export const shoeSizeText: ToolText = {
  page: shoeSize,
  about: [
    "A shoe size counts the length of the last, the foot-shaped form the shoe is made on, each system in its own unit and from its own zero. US and UK sizes step a third of an inch (a barleycorn, 8.47 mm) a size. The US counts men's sizes from a last of 8¼ inches, women's from 7 11/12 inches (so a woman's size is one more than a man's for the same shoe), boys' from 3 11/12 and girls' from 3 7/12 inches, as GNU units defines them. The UK counts children's sizes from 0 at 4 inches up to 13½, then starts again at adult 1 (8⅔ inches), the same for men and women. Continental Europe counts the whole last in Paris points of ⅔ cm, from zero, for everyone. Mondopoint (ISO 9407), used in Japan and China and for ski boots and military footwear, gives the length of the foot itself in millimetres.",
    "This converter goes through the last length, so any system converts to any other, and a measured foot converts to every size: the last is taken to be 1.5 cm longer than the foot. Each result is the nearest size a shoe is sold in: US, UK and EU sizes to the half size, Mondopoint to 5 mm, foot lengths to 0.1 cm or 0.01 inch. A US size falls exactly between two UK half sizes; the converter then gives the larger one, as a shoe a little long fits and one a little short does not.",
    "Brands' charts differ from these rules, and from each other, by up to a size. Some charts count the foot, others the last, others the inside of the shoe; the room left for the toes is 1 to 2 cm depending on who made the chart; the US men's zero is put at 8 inches in some references and at 8¼ in others (a quarter size); women's sizes are put one or one and a half sizes above men's; every chart rounds to its own half sizes; and each brand's lasts have their own shape, so two shoes marked the same can fit differently. The foot length is the one figure that means the same thing everywhere: when a brand publishes its chart in centimetres of foot, use that.",
  ],
  useCases: [
    "Buying shoes online from a shop in another country",
    "Reading a brand's size chart written in another system",
    "Turning a measured foot length into a size",
    "Finding a child's size in US, UK and EU sizes",
  ],
  tips: [
    {
      title: "Measure your foot",
      content: [
        "Stand on a sheet of paper against a wall, heel touching the wall, and mark the tip of the longest toe (not always the big toe). Measure from the wall to the mark: that is the foot length. Measure both feet at the end of the day, when they are largest, wearing the socks you will wear, and use the longer foot.",
      ],
    },
    {
      title: "Between two sizes, take the larger",
      content: [
        "A shoe a few millimetres long fits with a thicker sock or an insole; one a few millimetres short does not fit. Children's shoes need about a centimetre of room to grow.",
      ],
    },
    {
      title: "Trust the brand's own chart",
      content: [
        "When a brand publishes the foot length each of its sizes fits, type your foot length here in Measure your foot and compare: the brand's figure wins, as it knows its lasts.",
      ],
    },
  ],
  faqs: [
    {
      question: "What is a US men's 9 in EU and UK sizes?",
      answer:
        "EU 43 and UK 9 by the rules on this page. A US men's 9 is a last of 11¼ inches (28.6 cm): 42.9 Paris points, so EU 43, and UK 8¾, exactly between 8½ and 9, so the larger. It fits a foot of about 27.1 cm, Mondopoint 270. Many brands' charts say UK 8 or 8½ and EU 42: they put the US zero a quarter size lower, or the foot's allowance shorter, and round the other way.",
    },
    {
      question: "How do I find my shoe size from my foot length?",
      answer:
        "Choose Measure your foot and type the length in centimetres or inches. The converter adds 1.5 cm for the last and gives each system's nearest size: a foot of 26 cm is a last of 27.5 cm, EU 41½, US men's 7½, US women's 8½, UK 7½ and Mondopoint 260.",
    },
    {
      question: "What is the difference between US men's and women's sizes?",
      answer:
        "One size in GNU units' rules: a women's size 0 is a last ⅓ inch shorter than a men's 0, so the same shoe is a men's 9 and a women's 10. Many charts put it at one and a half sizes instead; UK and EU sizes are the same for men and women.",
    },
    {
      question: "When do children's sizes turn into adult sizes?",
      answer:
        "In the UK, children's sizes run from 0 (a last of 4 inches) to 13½, and adult sizes start again at 1, which is where a children's 14 would be. In the US, a boys' 13 is a men's 0 and a girls' 13 a women's 0, so the youth sizes after 13½ count on as men's and women's sizes. EU sizes and Mondopoint have no break.",
    },
    {
      question: "What is Mondopoint, and how do Japanese sizes work?",
      answer:
        "Mondopoint (ISO 9407) is the length of the foot in millimetres, usually in steps of 5 mm: a Mondopoint 270 fits a foot of 270 mm. Japan and China use it, Japan often writing it in centimetres (27 or 27.5), and so do ski boots. It is the only system that names the foot rather than the last.",
    },
  ],
};
