import type { UnitPage } from "../../catalog/page.ts";
import type { OtherLanguage } from "../languages.ts";
import { texts as deCategoryAngle } from "./de/category/angle.ts";
import { texts as deCategoryArea } from "./de/category/area.ts";
import { texts as deCategoryDataStorage } from "./de/category/data-storage.ts";
import { texts as deCategoryEnergy } from "./de/category/energy.ts";
import { texts as deCategoryForce } from "./de/category/force.ts";
import { texts as deCategoryFuelConsumption } from "./de/category/fuel-consumption.ts";
import { texts as deCategoryLength } from "./de/category/length.ts";
import { texts as deCategoryPower } from "./de/category/power.ts";
import { texts as deCategoryPressure } from "./de/category/pressure.ts";
import { texts as deCategorySpeed } from "./de/category/speed.ts";
import { texts as deCategoryTemperature } from "./de/category/temperature.ts";
import { texts as deCategoryTime } from "./de/category/time.ts";
import { texts as deCategoryTypography } from "./de/category/typography.ts";
import { texts as deCategoryVolume } from "./de/category/volume.ts";
import { texts as deCategoryVolumeDry } from "./de/category/volume-dry.ts";
import { texts as deCategoryVolumeLumber } from "./de/category/volume-lumber.ts";
import { texts as deCategoryWeight } from "./de/category/weight.ts";
import { texts as deGenericElectricityCharge } from "./de/generic/electricity-charge.ts";
import { texts as deGenericElectricityCircuits } from "./de/generic/electricity-circuits.ts";
import { texts as deGenericEngineering } from "./de/generic/engineering.ts";
import { texts as deGenericFluids } from "./de/generic/fluids.ts";
import { texts as deGenericFluidsProperties } from "./de/generic/fluids-properties.ts";
import { texts as deGenericHeat } from "./de/generic/heat.ts";
import { texts as deGenericHeatTransfer } from "./de/generic/heat-transfer.ts";
import { texts as deGenericLight } from "./de/generic/light.ts";
import { texts as deGenericMagnetism } from "./de/generic/magnetism.ts";
import { texts as deGenericOther } from "./de/generic/other.ts";
import { texts as deGenericRadiology } from "./de/generic/radiology.ts";
import { texts as dePairsAcToSqft } from "./de/pairs/ac-to-sqft.ts";
import { texts as dePairsCToF } from "./de/pairs/c-to-f.ts";
import { texts as dePairsCmToFt } from "./de/pairs/cm-to-ft.ts";
import { texts as dePairsCmToIn } from "./de/pairs/cm-to-in.ts";
import { texts as dePairsGToOz } from "./de/pairs/g-to-oz.ts";
import { texts as dePairsHpToKw } from "./de/pairs/hp-to-kw.ts";
import { texts as dePairsInToFt } from "./de/pairs/in-to-ft.ts";
import { texts as dePairsKgToLb } from "./de/pairs/kg-to-lb.ts";
import { texts as dePairsKmToMi } from "./de/pairs/km-to-mi.ts";
import { texts as dePairsLToGal } from "./de/pairs/l-to-gal.ts";
import { texts as dePairsLbToOz } from "./de/pairs/lb-to-oz.ts";
import { texts as dePairsMToFt } from "./de/pairs/m-to-ft.ts";
import { texts as dePairsMToYd } from "./de/pairs/m-to-yd.ts";
import { texts as dePairsMlToCup } from "./de/pairs/ml-to-cup.ts";
import { texts as dePairsMmToIn } from "./de/pairs/mm-to-in.ts";
import { texts as dePairsMphToKph } from "./de/pairs/mph-to-kph.ts";
import { texts as dePairsRadToDeg } from "./de/pairs/rad-to-deg.ts";
import { texts as esCategoryAngle } from "./es/category/angle.ts";
import { texts as esCategoryArea } from "./es/category/area.ts";
import { texts as esCategoryDataStorage } from "./es/category/data-storage.ts";
import { texts as esCategoryEnergy } from "./es/category/energy.ts";
import { texts as esCategoryForce } from "./es/category/force.ts";
import { texts as esCategoryFuelConsumption } from "./es/category/fuel-consumption.ts";
import { texts as esCategoryLength } from "./es/category/length.ts";
import { texts as esCategoryPower } from "./es/category/power.ts";
import { texts as esCategoryPressure } from "./es/category/pressure.ts";
import { texts as esCategorySpeed } from "./es/category/speed.ts";
import { texts as esCategoryTemperature } from "./es/category/temperature.ts";
import { texts as esCategoryTime } from "./es/category/time.ts";
import { texts as esCategoryTypography } from "./es/category/typography.ts";
import { texts as esCategoryVolume } from "./es/category/volume.ts";
import { texts as esCategoryVolumeDry } from "./es/category/volume-dry.ts";
import { texts as esCategoryVolumeLumber } from "./es/category/volume-lumber.ts";
import { texts as esCategoryWeight } from "./es/category/weight.ts";
import { texts as esGenericElectricityCharge } from "./es/generic/electricity-charge.ts";
import { texts as esGenericElectricityCircuits } from "./es/generic/electricity-circuits.ts";
import { texts as esGenericEngineering } from "./es/generic/engineering.ts";
import { texts as esGenericFluids } from "./es/generic/fluids.ts";
import { texts as esGenericFluidsProperties } from "./es/generic/fluids-properties.ts";
import { texts as esGenericHeat } from "./es/generic/heat.ts";
import { texts as esGenericHeatTransfer } from "./es/generic/heat-transfer.ts";
import { texts as esGenericLight } from "./es/generic/light.ts";
import { texts as esGenericMagnetism } from "./es/generic/magnetism.ts";
import { texts as esGenericOther } from "./es/generic/other.ts";
import { texts as esGenericRadiology } from "./es/generic/radiology.ts";
import { texts as esPairsAcToSqft } from "./es/pairs/ac-to-sqft.ts";
import { texts as esPairsCToF } from "./es/pairs/c-to-f.ts";
import { texts as esPairsCmToFt } from "./es/pairs/cm-to-ft.ts";
import { texts as esPairsCmToIn } from "./es/pairs/cm-to-in.ts";
import { texts as esPairsGToOz } from "./es/pairs/g-to-oz.ts";
import { texts as esPairsHpToKw } from "./es/pairs/hp-to-kw.ts";
import { texts as esPairsInToFt } from "./es/pairs/in-to-ft.ts";
import { texts as esPairsKgToLb } from "./es/pairs/kg-to-lb.ts";
import { texts as esPairsKmToMi } from "./es/pairs/km-to-mi.ts";
import { texts as esPairsLToGal } from "./es/pairs/l-to-gal.ts";
import { texts as esPairsLbToOz } from "./es/pairs/lb-to-oz.ts";
import { texts as esPairsMToFt } from "./es/pairs/m-to-ft.ts";
import { texts as esPairsMToYd } from "./es/pairs/m-to-yd.ts";
import { texts as esPairsMlToCup } from "./es/pairs/ml-to-cup.ts";
import { texts as esPairsMmToIn } from "./es/pairs/mm-to-in.ts";
import { texts as esPairsMphToKph } from "./es/pairs/mph-to-kph.ts";
import { texts as esPairsRadToDeg } from "./es/pairs/rad-to-deg.ts";
import { texts as frCategoryAngle } from "./fr/category/angle.ts";
import { texts as frCategoryArea } from "./fr/category/area.ts";
import { texts as frCategoryDataStorage } from "./fr/category/data-storage.ts";
import { texts as frCategoryEnergy } from "./fr/category/energy.ts";
import { texts as frCategoryForce } from "./fr/category/force.ts";
import { texts as frCategoryFuelConsumption } from "./fr/category/fuel-consumption.ts";
import { texts as frCategoryLength } from "./fr/category/length.ts";
import { texts as frCategoryPower } from "./fr/category/power.ts";
import { texts as frCategoryPressure } from "./fr/category/pressure.ts";
import { texts as frCategorySpeed } from "./fr/category/speed.ts";
import { texts as frCategoryTemperature } from "./fr/category/temperature.ts";
import { texts as frCategoryTime } from "./fr/category/time.ts";
import { texts as frCategoryTypography } from "./fr/category/typography.ts";
import { texts as frCategoryVolume } from "./fr/category/volume.ts";
import { texts as frCategoryVolumeDry } from "./fr/category/volume-dry.ts";
import { texts as frCategoryVolumeLumber } from "./fr/category/volume-lumber.ts";
import { texts as frCategoryWeight } from "./fr/category/weight.ts";
import { texts as frGenericElectricityCharge } from "./fr/generic/electricity-charge.ts";
import { texts as frGenericElectricityCircuits } from "./fr/generic/electricity-circuits.ts";
import { texts as frGenericEngineering } from "./fr/generic/engineering.ts";
import { texts as frGenericFluids } from "./fr/generic/fluids.ts";
import { texts as frGenericFluidsProperties } from "./fr/generic/fluids-properties.ts";
import { texts as frGenericHeat } from "./fr/generic/heat.ts";
import { texts as frGenericHeatTransfer } from "./fr/generic/heat-transfer.ts";
import { texts as frGenericLight } from "./fr/generic/light.ts";
import { texts as frGenericMagnetism } from "./fr/generic/magnetism.ts";
import { texts as frGenericOther } from "./fr/generic/other.ts";
import { texts as frGenericRadiology } from "./fr/generic/radiology.ts";
import { texts as frPairsAcToSqft } from "./fr/pairs/ac-to-sqft.ts";
import { texts as frPairsCToF } from "./fr/pairs/c-to-f.ts";
import { texts as frPairsCmToFt } from "./fr/pairs/cm-to-ft.ts";
import { texts as frPairsCmToIn } from "./fr/pairs/cm-to-in.ts";
import { texts as frPairsGToOz } from "./fr/pairs/g-to-oz.ts";
import { texts as frPairsHpToKw } from "./fr/pairs/hp-to-kw.ts";
import { texts as frPairsInToFt } from "./fr/pairs/in-to-ft.ts";
import { texts as frPairsKgToLb } from "./fr/pairs/kg-to-lb.ts";
import { texts as frPairsKmToMi } from "./fr/pairs/km-to-mi.ts";
import { texts as frPairsLToGal } from "./fr/pairs/l-to-gal.ts";
import { texts as frPairsLbToOz } from "./fr/pairs/lb-to-oz.ts";
import { texts as frPairsMToFt } from "./fr/pairs/m-to-ft.ts";
import { texts as frPairsMToYd } from "./fr/pairs/m-to-yd.ts";
import { texts as frPairsMlToCup } from "./fr/pairs/ml-to-cup.ts";
import { texts as frPairsMmToIn } from "./fr/pairs/mm-to-in.ts";
import { texts as frPairsMphToKph } from "./fr/pairs/mph-to-kph.ts";
import { texts as frPairsRadToDeg } from "./fr/pairs/rad-to-deg.ts";
import { texts as ptCategoryAngle } from "./pt/category/angle.ts";
import { texts as ptCategoryArea } from "./pt/category/area.ts";
import { texts as ptCategoryDataStorage } from "./pt/category/data-storage.ts";
import { texts as ptCategoryEnergy } from "./pt/category/energy.ts";
import { texts as ptCategoryForce } from "./pt/category/force.ts";
import { texts as ptCategoryFuelConsumption } from "./pt/category/fuel-consumption.ts";
import { texts as ptCategoryLength } from "./pt/category/length.ts";
import { texts as ptCategoryPower } from "./pt/category/power.ts";
import { texts as ptCategoryPressure } from "./pt/category/pressure.ts";
import { texts as ptCategorySpeed } from "./pt/category/speed.ts";
import { texts as ptCategoryTemperature } from "./pt/category/temperature.ts";
import { texts as ptCategoryTime } from "./pt/category/time.ts";
import { texts as ptCategoryTypography } from "./pt/category/typography.ts";
import { texts as ptCategoryVolume } from "./pt/category/volume.ts";
import { texts as ptCategoryVolumeDry } from "./pt/category/volume-dry.ts";
import { texts as ptCategoryVolumeLumber } from "./pt/category/volume-lumber.ts";
import { texts as ptCategoryWeight } from "./pt/category/weight.ts";
import { texts as ptGenericElectricityCharge } from "./pt/generic/electricity-charge.ts";
import { texts as ptGenericElectricityCircuits } from "./pt/generic/electricity-circuits.ts";
import { texts as ptGenericEngineering } from "./pt/generic/engineering.ts";
import { texts as ptGenericFluids } from "./pt/generic/fluids.ts";
import { texts as ptGenericFluidsProperties } from "./pt/generic/fluids-properties.ts";
import { texts as ptGenericHeat } from "./pt/generic/heat.ts";
import { texts as ptGenericHeatTransfer } from "./pt/generic/heat-transfer.ts";
import { texts as ptGenericLight } from "./pt/generic/light.ts";
import { texts as ptGenericMagnetism } from "./pt/generic/magnetism.ts";
import { texts as ptGenericOther } from "./pt/generic/other.ts";
import { texts as ptGenericRadiology } from "./pt/generic/radiology.ts";
import { texts as ptPairsAcToSqft } from "./pt/pairs/ac-to-sqft.ts";
import { texts as ptPairsCToF } from "./pt/pairs/c-to-f.ts";
import { texts as ptPairsCmToFt } from "./pt/pairs/cm-to-ft.ts";
import { texts as ptPairsCmToIn } from "./pt/pairs/cm-to-in.ts";
import { texts as ptPairsGToOz } from "./pt/pairs/g-to-oz.ts";
import { texts as ptPairsHpToKw } from "./pt/pairs/hp-to-kw.ts";
import { texts as ptPairsInToFt } from "./pt/pairs/in-to-ft.ts";
import { texts as ptPairsKgToLb } from "./pt/pairs/kg-to-lb.ts";
import { texts as ptPairsKmToMi } from "./pt/pairs/km-to-mi.ts";
import { texts as ptPairsLToGal } from "./pt/pairs/l-to-gal.ts";
import { texts as ptPairsLbToOz } from "./pt/pairs/lb-to-oz.ts";
import { texts as ptPairsMToFt } from "./pt/pairs/m-to-ft.ts";
import { texts as ptPairsMToYd } from "./pt/pairs/m-to-yd.ts";
import { texts as ptPairsMlToCup } from "./pt/pairs/ml-to-cup.ts";
import { texts as ptPairsMmToIn } from "./pt/pairs/mm-to-in.ts";
import { texts as ptPairsMphToKph } from "./pt/pairs/mph-to-kph.ts";
import { texts as ptPairsRadToDeg } from "./pt/pairs/rad-to-deg.ts";
import type { UnitTranslation, UnitTranslations } from "./types.ts";

/**
 * Each language's translated unit page texts: one file per file of site/content/ (category/,
 * generic/, pairs/), under the same name; translations.test.ts checks each against its English.
 */
const FILES: Readonly<Record<OtherLanguage, readonly UnitTranslations[]>> = {
  es: [
    esCategoryAngle,
    esCategoryArea,
    esCategoryDataStorage,
    esCategoryEnergy,
    esCategoryForce,
    esCategoryFuelConsumption,
    esCategoryLength,
    esCategoryPower,
    esCategoryPressure,
    esCategorySpeed,
    esCategoryTemperature,
    esCategoryTime,
    esCategoryTypography,
    esCategoryVolumeDry,
    esCategoryVolumeLumber,
    esCategoryVolume,
    esCategoryWeight,
    esGenericElectricityCharge,
    esGenericElectricityCircuits,
    esGenericEngineering,
    esGenericFluidsProperties,
    esGenericFluids,
    esGenericHeatTransfer,
    esGenericHeat,
    esGenericLight,
    esGenericMagnetism,
    esGenericOther,
    esGenericRadiology,
    esPairsAcToSqft,
    esPairsCToF,
    esPairsCmToFt,
    esPairsCmToIn,
    esPairsGToOz,
    esPairsHpToKw,
    esPairsInToFt,
    esPairsKgToLb,
    esPairsKmToMi,
    esPairsLToGal,
    esPairsLbToOz,
    esPairsMToFt,
    esPairsMToYd,
    esPairsMlToCup,
    esPairsMmToIn,
    esPairsMphToKph,
    esPairsRadToDeg,
  ],
  de: [
    deCategoryAngle,
    deCategoryArea,
    deCategoryDataStorage,
    deCategoryEnergy,
    deCategoryForce,
    deCategoryFuelConsumption,
    deCategoryLength,
    deCategoryPower,
    deCategoryPressure,
    deCategorySpeed,
    deCategoryTemperature,
    deCategoryTime,
    deCategoryTypography,
    deCategoryVolumeDry,
    deCategoryVolumeLumber,
    deCategoryVolume,
    deCategoryWeight,
    deGenericElectricityCharge,
    deGenericElectricityCircuits,
    deGenericEngineering,
    deGenericFluidsProperties,
    deGenericFluids,
    deGenericHeatTransfer,
    deGenericHeat,
    deGenericLight,
    deGenericMagnetism,
    deGenericOther,
    deGenericRadiology,
    dePairsAcToSqft,
    dePairsCToF,
    dePairsCmToFt,
    dePairsCmToIn,
    dePairsGToOz,
    dePairsHpToKw,
    dePairsInToFt,
    dePairsKgToLb,
    dePairsKmToMi,
    dePairsLToGal,
    dePairsLbToOz,
    dePairsMToFt,
    dePairsMToYd,
    dePairsMlToCup,
    dePairsMmToIn,
    dePairsMphToKph,
    dePairsRadToDeg,
  ],
  fr: [
    frCategoryAngle,
    frCategoryArea,
    frCategoryDataStorage,
    frCategoryEnergy,
    frCategoryForce,
    frCategoryFuelConsumption,
    frCategoryLength,
    frCategoryPower,
    frCategoryPressure,
    frCategorySpeed,
    frCategoryTemperature,
    frCategoryTime,
    frCategoryTypography,
    frCategoryVolumeDry,
    frCategoryVolumeLumber,
    frCategoryVolume,
    frCategoryWeight,
    frGenericElectricityCharge,
    frGenericElectricityCircuits,
    frGenericEngineering,
    frGenericFluidsProperties,
    frGenericFluids,
    frGenericHeatTransfer,
    frGenericHeat,
    frGenericLight,
    frGenericMagnetism,
    frGenericOther,
    frGenericRadiology,
    frPairsAcToSqft,
    frPairsCToF,
    frPairsCmToFt,
    frPairsCmToIn,
    frPairsGToOz,
    frPairsHpToKw,
    frPairsInToFt,
    frPairsKgToLb,
    frPairsKmToMi,
    frPairsLToGal,
    frPairsLbToOz,
    frPairsMToFt,
    frPairsMToYd,
    frPairsMlToCup,
    frPairsMmToIn,
    frPairsMphToKph,
    frPairsRadToDeg,
  ],
  pt: [
    ptCategoryAngle,
    ptCategoryArea,
    ptCategoryDataStorage,
    ptCategoryEnergy,
    ptCategoryForce,
    ptCategoryFuelConsumption,
    ptCategoryLength,
    ptCategoryPower,
    ptCategoryPressure,
    ptCategorySpeed,
    ptCategoryTemperature,
    ptCategoryTime,
    ptCategoryTypography,
    ptCategoryVolumeDry,
    ptCategoryVolumeLumber,
    ptCategoryVolume,
    ptCategoryWeight,
    ptGenericElectricityCharge,
    ptGenericElectricityCircuits,
    ptGenericEngineering,
    ptGenericFluidsProperties,
    ptGenericFluids,
    ptGenericHeatTransfer,
    ptGenericHeat,
    ptGenericLight,
    ptGenericMagnetism,
    ptGenericOther,
    ptGenericRadiology,
    ptPairsAcToSqft,
    ptPairsCToF,
    ptPairsCmToFt,
    ptPairsCmToIn,
    ptPairsGToOz,
    ptPairsHpToKw,
    ptPairsInToFt,
    ptPairsKgToLb,
    ptPairsKmToMi,
    ptPairsLToGal,
    ptPairsLbToOz,
    ptPairsMToFt,
    ptPairsMToYd,
    ptPairsMlToCup,
    ptPairsMmToIn,
    ptPairsMphToKph,
    ptPairsRadToDeg,
  ],
};

const byLanguage = new Map(
  Object.entries(FILES).map(([language, files]) => [
    language,
    new Map(files.flatMap((file) => Object.entries(file))),
  ]),
);

/** A unit page's words in a language beside English; a page without them stops the build. */
export function translationOf(page: UnitPage, language: OtherLanguage): UnitTranslation {
  const words = byLanguage.get(language)?.get(page.path);
  if (!words) throw new Error(`${page.path} has no text in '${language}' (site/i18n/content/)`);
  return words;
}
