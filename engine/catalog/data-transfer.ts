import type { Category } from "../types.ts";

const DECIMAL = "Decimal prefixes, as network speeds are quoted: 1 kbit/s = 1000 bit/s.";

export const category: Category = {
  id: "data-transfer",
  name: "Data transfer rate",
  base: "bps",
  units: [
    { code: "bps", label: "Bits per Second", symbol: "bit/s", factor: 1 },
    { code: "kbps", label: "Kilobits per Second", symbol: "kbit/s", factor: 1e3, note: DECIMAL },
    { code: "mbps", label: "Megabits per Second", symbol: "Mbit/s", factor: 1e6, note: DECIMAL },
    { code: "gbps", label: "Gigabits per Second", symbol: "Gbit/s", factor: 1e9, note: DECIMAL },
  ],
};
