import { dataTransfer, prefixes, sound } from "../../catalog/pages/other.ts";
import type { UnitText } from "../types.ts";

/** The Other group: metric prefixes, data transfer rates and sound levels. */
export const texts: readonly UnitText[] = [
  {
    page: prefixes,
    about: [
      "Metric (SI) prefixes scale any unit by a power of ten: kilo means a thousand (10³), mega a million (10⁶) and giga a billion (10⁹). This page converts a quantity between the plain unit and every SI prefix, from quecto to quetta, and the binary prefixes kibi to exbi, so 1 mega = {{1 m k}} kilo and 2.5 giga = {{2.5 g k}} kilo. Note the codes of this page: m stands for mega and g for giga. In real SI symbols the capital letters are required, M for mega and G for giga, because lowercase m is milli (10⁻³) and g is the gram.",
      "The same prefixes work with every unit: kW, MW and GW of power; kHz, MHz and GHz of frequency; kV of voltage; kbit/s, Mbit/s and Gbit/s of data rates. The SI defines 24 prefixes, from quecto (10⁻³⁰) to quetta (10³⁰) since 2022. They are always decimal; the binary multiples of computer memory use different prefixes (kibi, mebi, gibi, 2¹⁰, 2²⁰, 2³⁰), so 1 mebi = {{1 mebi unit}} units. Prefixes other than unit, k, m and g have codes spelled out (milli, micro, tera, kibi).",
    ],
    conversions: [
      { from: "m", to: "k", values: [0.5, 1, 2.5, 10, 100] },
      { from: "g", to: "m", values: [0.1, 0.5, 1, 2.4, 10] },
      { from: "unit", to: "m", values: [1000, 250000, 1000000, 5000000] },
    ],
    formulas: [
      { from: "m", to: "k", example: 2.5 },
      { from: "g", to: "m", example: 1.5 },
    ],
    useCases: [
      "Rewriting a power or energy figure between kW, MW and GW, or kWh, MWh and GWh.",
      "Converting frequencies between kHz, MHz and GHz.",
      "Reading large counts written as 4.7 M or 1.2 G as plain numbers.",
    ],
    example: { value: 2.5, from: "g", to: "m", note: "On this page G is giga and M mega." },
    accuracy: {
      definitions:
        "SI prefixes are exact powers of ten (kilo 10³, mega 10⁶, giga 10⁹) and binary prefixes exact powers of two (kibi 2¹⁰), so every conversion here is exact.",
      caveat:
        "The four newest SI prefixes (ronna, quetta, ronto, quecto, 2022) are checked as plain powers of ten, because GNU units 2.22 predates them. Remember this page's codes: m is mega and g is giga, not milli and gram.",
    },
    faqs: [
      {
        question: "Is a billion the same as giga?",
        answer:
          "In the short scale used in English today, yes: a billion is 10⁹, which is giga, so 1 giga = {{1 g unit}} units. Some languages use 'billion' for 10¹², so for international work the prefix is the unambiguous choice.",
      },
    ],
  },
  {
    page: dataTransfer,
    about: [
      "Data transfer rate (bit rate, bandwidth) is the amount of data moved per second. Its base unit is the bit per second (bit/s, bps), and network speeds always use decimal prefixes: 1 kbit/s = {{1 kbps bps}} bit/s, 1 Mbit/s = {{1 mbps bps}} bit/s and 1 Gbit/s = {{1 gbps bps}} bit/s, as in Ethernet, Wi-Fi, cellular and USB specifications.",
      "These are bits, not bytes. A byte is 8 bits, so a 100 Mbit/s connection moves at most 12.5 megabytes per second, and file sizes in MB or GB must be multiplied by 8 to compare with a link speed. Familiar rates: dial-up modems 56 kbit/s, USB 2.0 480 Mbit/s ({{480 mbps gbps}} Gbit/s), Gigabit Ethernet 1 Gbit/s. Advertised rates are line rates; protocol overhead makes the usable throughput lower.",
    ],
    conversions: [
      { from: "mbps", to: "kbps", values: [1, 10, 50, 100, 500] },
      { from: "gbps", to: "mbps", values: [0.1, 1, 2.5, 5, 10] },
    ],
    useCases: [
      "Comparing internet plans and link speeds quoted in kbit/s, Mbit/s and Gbit/s.",
      "Estimating download time: file size in bits divided by the rate.",
      "Converting interface speeds (USB, Ethernet, Wi-Fi) between Mbit/s and Gbit/s.",
    ],
    example: { value: 250, from: "mbps", to: "gbps" },
    accuracy: {
      definitions:
        "The bit and byte units use the decimal prefixes that network and interface standards use (kilo = 1000, mega = 10⁶, giga = 10⁹), and the KiB/s, MiB/s and GiB/s binary ones (1024), so every conversion is exact.",
      caveat:
        "Many download tools show KiB/s but label it KB/s: 1 KiB/s = {{1 kib_s kbyte_s}} kB/s.",
    },
    faqs: [
      {
        question: "What is the difference between Mbps and MB/s?",
        answer:
          "Mbps (Mbit/s) counts megabits, MB/s megabytes, and a byte is 8 bits: divide Mbit/s by 8 to get MB/s. A 1 Gbit/s link, {{1 gbps mbps}} Mbit/s, can move at most {{1 gbps mbyte_s}} MB/s, so a 1 GB file takes at least 8 seconds.",
      },
    ],
  },
  {
    page: sound,
    about: [
      "Sound and signal levels are logarithmic ratios. The decibel (dB) is a tenth of a bel, 1 B = {{1 b db}} dB. The neper (Np) uses natural logarithms; this page follows the field-quantity convention of ISO 80000-3, in which a ratio of amplitudes (pressure, voltage) is ln(A₁/A₀) Np = 20·log₁₀(A₁/A₀) dB, so 1 Np = 20/ln 10 dB = {{1 np db}} dB and 1 dB = {{1 db np}} Np.",
      "dB SPL is an absolute sound pressure level: dB re 20 µPa, the nominal threshold of hearing, so 60 dB SPL (ordinary conversation) reads as 60 dB against that reference. The page converts it as a level, not a difference: the difference between two sound pressure levels is in plain dB. Levels add logarithmically, not arithmetically: two equal, uncorrelated sources together are about 3 dB louder than one.",
    ],
    conversions: [
      { from: "db", to: "np", values: [1, 3, 6, 10, 20, 40] },
      { from: "np", to: "db", values: [0.1, 0.5, 1, 2, 5] },
    ],
    formulas: [
      { from: "db", to: "b", example: 10 },
      { from: "np", to: "db", example: 1 },
      { from: "db", to: "np", example: 6 },
    ],
    useCases: [
      "Converting attenuation between nepers and decibels in transmission-line and acoustics work.",
      "Reading bels in older texts as decibels.",
      "Noting a measured sound pressure level as dB re 20 µPa, or moving an underwater level (dB re 1 µPa) to that reference.",
    ],
    example: { value: 20, from: "db", to: "np", context: "an amplitude ratio of 10" },
    accuracy: {
      verdict: "Yes, under the conventions stated.",
      definitions:
        "The bel is exactly {{1 b db}} dB, and the neper follows the field-quantity convention (1 Np = 20/ln 10 dB), computed without rounded constants.",
      caveat:
        "Some texts apply the neper to power ratios without the factor ½, which makes it 10/ln 10 dB, half the value used here; dB SPL is always treated as dB re 20 µPa, and dB re 1 µPa, the underwater reference, as exactly 20·log₁₀ 20 = {{0 db_spl db_re_1upa}} dB above it for the same pressure.",
    },
    faqs: [
      {
        question: "How do I convert dB SPL to pascals?",
        answer:
          "That is not a unit factor but an exponential: p = 20 µPa × 10^(L/20). For example, 94 dB SPL is about 1 Pa, which is why sound calibrators use 94 dB, and every 20 dB multiplies the pressure by 10.",
      },
    ],
  },
];
