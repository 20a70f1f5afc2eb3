import type { OtherLanguage } from "../languages.ts";
import { LABELS as de } from "./de.ts";
import { LABELS as es } from "./es.ts";
import { LABELS as fr } from "./fr.ts";
import { LABELS as pt } from "./pt.ts";
import type { UnitLabels } from "./types.ts";

/** The catalogue's names of units and categories in each language beside English. */
export const UNIT_LABELS: Readonly<Record<OtherLanguage, UnitLabels>> = { es, de, fr, pt };
