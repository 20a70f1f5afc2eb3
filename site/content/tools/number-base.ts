import { numberBase } from "../../catalog/pages/popular.ts";
import type { ToolText } from "../types.ts";

/**
 * The number base converter's content (docs/spec/decisions.md: a real converter, bases 2 to 36).
 */
export const numberBaseText: ToolText = {
  page: numberBase,
  about: [
    "A number base (or radix) is how many different digits a positional numeral system uses. We count in base 10 with the digits 0 to 9; computers store binary (base 2), and programmers write the same values more compactly in octal (base 8) and hexadecimal (base 16, digits 0 to 9 then A to F). Bases above 10 borrow letters, so base 36 uses all of 0 to 9 and A to Z.",
    "This converter handles any base from 2 to 36 in both directions, integers of any length without rounding (it computes with arbitrary-precision integers, so a 100-digit number stays exact), negative numbers, and fractions where the result is exact: 0.1 in binary is 0.5 in decimal, but 0.1 in decimal has no finite binary form, and the page says so instead of showing a rounded approximation. Letters may be typed in either case; spaces and underscores between digit groups are ignored, and 0x, 0o and 0b prefixes are accepted in their own bases.",
  ],
  useCases: [
    "Reading memory addresses, colour codes (#FF8800) and byte values in hexadecimal",
    "Working out bit masks and flags in binary",
    "Unix file permissions in octal (755, 644)",
    "Computer science and digital electronics coursework",
    "Short identifiers in base 36",
  ],
  tips: [
    {
      title: "Group binary digits in fours",
      content: [
        "Each hexadecimal digit stands for exactly four binary digits, and each octal digit for three, so 1111 0000 in binary is F0 in hexadecimal. Spaces between groups are accepted here.",
      ],
    },
    {
      title: "Not every fraction survives a change of base",
      content: [
        "A fraction is finite in a base only when its denominator's prime factors divide that base: one tenth is finite in base 10 but repeats forever in base 2. That is why 0.1 + 0.2 is not exactly 0.3 in binary floating point.",
      ],
    },
  ],
  faqs: [
    {
      question: "How do I convert binary to decimal?",
      answer:
        "Multiply each digit by its place value, a power of 2 counted from 0 at the right, and add them: 1011 is 8 + 0 + 2 + 1 = 11. Here, choose Binary in From, type the digits, and read the decimal in To.",
    },
    {
      question: "Why does the converter refuse some digits?",
      answer:
        "A base-n number uses only the digits 0 to n − 1: 8 and 9 do not exist in octal, and G is not a hexadecimal digit. The message under the field names the digit that does not belong to the base.",
    },
    {
      question: "Can it convert very large numbers?",
      answer:
        "Yes. Integers are converted with arbitrary-precision arithmetic, so numbers with hundreds of digits convert exactly, with no rounding.",
    },
    {
      question: "Does it handle negative numbers and fractions?",
      answer:
        "Negative numbers keep their sign. Fractions are converted when the result is exact in the target base; when its digits would repeat forever, the page says so rather than rounding.",
    },
  ],
};
