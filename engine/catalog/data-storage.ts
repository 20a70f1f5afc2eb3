import type { Category } from "../types.ts";

const BYTE = 8;
const DECIMAL =
  "Decimal (SI) prefix: 1 KB = 1000 bytes. Memory makers' KB (JEDEC) is 1024 bytes: that is the KiB.";
const BINARY = "Binary (IEC) prefix: 1 KiB = 1024 bytes.";

/** Data storage, in bits. Codes are case-sensitive: `b` is the bit, `B` the byte. */
export const category: Category = {
  id: "data-storage",
  name: "Data storage",
  base: "b",
  units: [
    { code: "b", label: "Bit", symbol: "bit", factor: 1, group: "Bit and byte" },
    { code: "B", label: "Byte", symbol: "B", factor: BYTE, group: "Bit and byte" },
    {
      code: "KB",
      label: "Kilobyte",
      symbol: "kB",
      factor: 1e3 * BYTE,
      group: "Decimal",
      note: DECIMAL,
    },
    {
      code: "MB",
      label: "Megabyte",
      symbol: "MB",
      factor: 1e6 * BYTE,
      group: "Decimal",
      note: DECIMAL,
    },
    {
      code: "GB",
      label: "Gigabyte",
      symbol: "GB",
      factor: 1e9 * BYTE,
      group: "Decimal",
      note: DECIMAL,
    },
    {
      code: "TB",
      label: "Terabyte",
      symbol: "TB",
      factor: 1e12 * BYTE,
      group: "Decimal",
      note: DECIMAL,
    },
    {
      code: "KiB",
      label: "Kibibyte",
      symbol: "KiB",
      factor: 2 ** 10 * BYTE,
      group: "Binary",
      note: BINARY,
    },
    {
      code: "MiB",
      label: "Mebibyte",
      symbol: "MiB",
      factor: 2 ** 20 * BYTE,
      group: "Binary",
      note: BINARY,
    },
    {
      code: "GiB",
      label: "Gibibyte",
      symbol: "GiB",
      factor: 2 ** 30 * BYTE,
      group: "Binary",
      note: BINARY,
    },
    {
      code: "TiB",
      label: "Tebibyte",
      symbol: "TiB",
      factor: 2 ** 40 * BYTE,
      group: "Binary",
      note: BINARY,
    },
  ],
};
