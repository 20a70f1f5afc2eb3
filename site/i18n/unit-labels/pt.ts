import type { UnitLabels } from "./types.ts";

export const LABELS: UnitLabels = { units: {}, categories: {} };
