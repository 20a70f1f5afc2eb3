import { dataStorage } from "../../catalog/pages/popular.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: dataStorage,
    about: [
      "Digital information is counted in bits and bytes. A bit (b) is one binary digit, 0 or 1; a byte (B) is {{1 B b}} bits, the smallest unit most computers address. Capitals matter: 'b' means bit and 'B' means byte, so a megabit (Mb) is one eighth of a megabyte (MB). The bit is not an SI unit, but storage sizes use SI prefixes with their usual decimal meanings.",
      "This page's kilobyte, megabyte, gigabyte and terabyte are decimal, as the SI and the IEC define them and as disk, SSD and memory-card makers use them: 1 KB (written kB in SI style) = {{1 KB B}} bytes, 1 MB = {{1 MB KB}} KB, 1 GB = {{1 GB MB}} MB and 1 TB = {{1 TB GB}} GB, so a terabyte is 10¹² bytes. Beside them the page offers the binary units of the IEC, introduced in 1998: the kibibyte (KiB) of {{1 KiB B}} bytes, the mebibyte (MiB) of {{1 MiB KiB}} KiB, the gibibyte (GiB) of {{1 GiB MiB}} MiB and the tebibyte (TiB) of {{1 TiB GiB}} GiB.",
      "The gap between the two families grows with each prefix: a KiB is {{1 KiB KB}} KB, a MiB {{1 MiB MB}} MB, a GiB {{1 GiB GB}} GB and a TiB {{1 TiB TB}} TB. That is why a drive sold as 1 TB, which holds 10¹² bytes, appears as {{1 TB GiB}} 'GB' in an operating system that counts in binary units but labels them GB, as Windows does. No capacity is missing; the same number of bytes is written in a larger unit. Memory chips (RAM) are built in powers of two, and memory makers' 'GB' (the JEDEC usage) is the GiB.",
    ],
    conversions: [
      { from: "MB", to: "GB", values: [1, 100, 250, 500, 1000, 5000] },
      { from: "TB", to: "GiB", values: [0.25, 0.5, 1, 2, 4, 8] },
      { from: "GB", to: "GiB", values: [1, 32, 64, 128, 256, 512] },
      { from: "GiB", to: "GB", values: [1, 4, 8, 16, 32, 64] },
      { from: "TB", to: "TiB", values: [1, 2, 4, 8, 10, 16] },
      { from: "MB", to: "MiB", values: [1, 10, 100, 700, 1000, 4700] },
    ],
    formulas: [
      { from: "MB", to: "GB", example: 750 },
      { from: "TB", to: "GiB", example: 1 },
      { from: "GiB", to: "GB", example: 16 },
      { from: "B", to: "b", example: 1 },
    ],
    useCases: [
      "Checking a new drive's capacity: a 2 TB drive holds {{2 TB TiB}} TiB, the figure a system counting in binary units shows as 'TB'.",
      "Estimating how many files fit on a card or stick: a 64 GB memory card holds {{64 GB MB}} MB of data (before the file system's own overhead).",
      "Comparing RAM sizes, which are binary: 16 GiB of RAM is {{16 GiB GB}} decimal GB.",
      "Converting between bits and bytes for file sizes and data limits: 1 MB is {{1 MB b}} bits.",
      "Reading developer tools and logs that report sizes in KiB or MiB: 512 KiB is {{512 KiB KB}} KB.",
      "Planning backups: 750 GB of photos take {{750 GB TB}} TB on a decimal-labeled backup drive.",
    ],
    guides: [
      {
        title: "Why a 1 TB disk shows less than 1 TB",
        content: [
          "Drive makers count decimally: 1 TB = 10¹² bytes. An operating system that divides by 1024 three times, but still writes 'GB', reports {{1 TB GiB}}: that number is in GiB. The same applies to every size: a 500 GB drive shows as {{500 GB GiB}} GiB and a 4 TB drive as {{4 TB GiB}} GiB, or {{4 TB TiB}} TiB.",
          "The usable space is then a little smaller again, because formatting reserves room for the file system and some devices keep a recovery area. That part is real overhead, unlike the decimal-versus-binary difference, which is only a change of unit.",
        ],
      },
      {
        title: "Converting by hand",
        content: [
          "Within the decimal family, multiply or divide by {{1 MB KB}} at each step (KB, MB, GB, TB). Within the binary family, multiply or divide by {{1 KiB B}} (KiB, MiB, GiB, TiB). Between the families, multiply by the ratio for the prefix: GiB to GB multiply by {{1 GiB GB}}, TiB to TB by {{1 TiB TB}}.",
          "Bytes to bits: multiply by {{1 B b}}. Network speeds are quoted in bits per second, file sizes in bytes, so divide a link speed in megabits per second by {{1 B b}} to get megabytes per second.",
        ],
      },
    ],
    tips: [
      {
        title: "Read the i",
        content: [
          "KiB, MiB, GiB and TiB are always binary. KB, MB, GB and TB on this page are always decimal; elsewhere, check the context.",
        ],
      },
      {
        title: "Watch b and B",
        content: ["Mb is megabits and MB is megabytes; 1 MB is {{1 MB b}} bits."],
      },
      {
        title: "RAM is binary",
        content: ["A memory module sold as '8 GB' holds 8 GiB, {{8 GiB GB}} decimal gigabytes."],
      },
    ],
    faqs: [
      {
        question: "Is 1 KB {{1 KB B}} or {{1 KiB B}} bytes?",
        answer:
          "In the SI and IEC standards, and on this page, 1 KB (kB) is {{1 KB B}} bytes. {{1 KiB B}} bytes is a kibibyte (KiB). Many programs and memory makers still call {{1 KiB B}} bytes a 'KB', so check the context of any figure.",
      },
      {
        question: "How many GB are in a TB?",
        answer:
          "With decimal units, 1 TB = {{1 TB GB}} GB. With binary units, 1 TiB = {{1 TiB GiB}} GiB. Mixed, 1 TB is {{1 TB GiB}} GiB.",
      },
      {
        question: "Why does my 1 TB hard drive show less space than advertised?",
        answer:
          "Because the drive is labeled in decimal terabytes (10¹² bytes) and some operating systems, Windows among them, count in binary gibibytes but label them GB. 1 TB is {{1 TB GiB}} GiB: no space is lost, only the unit differs.",
      },
      {
        question: "What is the difference between GB and GiB?",
        answer:
          "A gigabyte (GB) is 10⁹ bytes; a gibibyte (GiB) is 2³⁰ bytes, {{1 GiB B}} bytes. One GiB is {{1 GiB GB}} GB, and one GB is {{1 GB GiB}} GiB.",
      },
      {
        question: "How many bits are in a byte?",
        answer:
          "A byte is {{1 B b}} bits on all current computers; the standards also call it an octet. A kilobyte is therefore {{1 KB b}} bits.",
      },
      {
        question: "How many MB are in a GB?",
        answer:
          "In decimal units, {{1 GB MB}} MB. In binary units, a GiB has {{1 GiB MiB}} MiB. Mixing them, 1 GB is {{1 GB MiB}} MiB.",
      },
    ],
  },
];
