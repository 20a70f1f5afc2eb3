import { textCase } from "../../catalog/pages/popular.ts";
import type { ToolText } from "../types.ts";

/** The text case converter's content (docs/spec/units.md §2.6, 2.9). */
export const caseText: ToolText = {
  page: textCase,
  about: [
    "A case converter rewrites the letters of a text without changing its words: UPPER CASE for headings and acronyms, lower case for normalising input, Title Case for titles, Sentence case for ordinary prose, and the joined forms programmers use for names: camelCase, snake_case, kebab-case and CONSTANT_CASE.",
    "Every output updates as you type and works with any alphabet that has capital letters, with the full Unicode rules: the German ß becomes SS in upper case, and accented capitals such as É keep their accents in lower case. Nothing you type leaves your browser.",
  ],
  useCases: [
    "Fixing text typed with Caps Lock on",
    "Formatting headlines and titles consistently",
    "Turning a phrase into a variable, file or URL name (camelCase, snake_case, kebab-case)",
    "Writing constants and environment variable names (CONSTANT_CASE)",
    "Normalising lists before comparing or sorting them",
  ],
  tips: [
    {
      title: "Title Case is mechanical",
      content: [
        "This converter capitalises the first letter of every word. Style guides keep short words such as 'of', 'and' or 'the' in lower case inside a title; adjust those by hand if your guide asks for it.",
      ],
    },
    {
      title: "Joined cases drop punctuation",
      content: [
        "camelCase, snake_case, kebab-case and CONSTANT_CASE keep only letters and digits and split words at spaces, punctuation and where a lower-case letter meets a capital (helloWorld becomes hello_world).",
      ],
    },
  ],
  faqs: [
    {
      question: "What is the difference between camelCase and PascalCase?",
      answer:
        "camelCase starts with a lower-case letter and capitalises each later word (userName); PascalCase also capitalises the first word (UserName). This page produces camelCase.",
    },
    {
      question: "Why does ß become SS in upper case?",
      answer:
        "Unicode's standard upper-case mapping of the German sharp s is the two letters SS, which is what German spelling uses in capitals; the converter follows those rules for every language.",
    },
    {
      question: "Is my text sent anywhere?",
      answer:
        "No. The conversions run in your browser as you type; the text is not sent to our server or stored.",
    },
  ],
};
