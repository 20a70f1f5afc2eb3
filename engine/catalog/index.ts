import type { Category } from "../types.ts";
import { category as acceleration } from "./acceleration.ts";
import { category as accelerationAngular } from "./acceleration-angular.ts";
import { category as angle } from "./angle.ts";
import { category as area } from "./area.ts";
import { category as capacitance } from "./capacitance.ts";
import { category as charge } from "./charge.ts";
import { category as concentrationMolar } from "./concentration-molar.ts";
import { category as current } from "./current.ts";
import { category as dataStorage } from "./data-storage.ts";
import { category as dataTransfer } from "./data-transfer.ts";
import { category as density } from "./density.ts";
import { category as digitalImageResolution } from "./digital-image-resolution.ts";
import { category as electricConductance } from "./electric-conductance.ts";
import { category as electricConductivity } from "./electric-conductivity.ts";
import { category as electricFieldStrength } from "./electric-field-strength.ts";
import { category as electricPotential } from "./electric-potential.ts";
import { category as electricResistance } from "./electric-resistance.ts";
import { category as electricResistivity } from "./electric-resistivity.ts";
import { category as energy } from "./energy.ts";
import { category as flow } from "./flow.ts";
import { category as flowMass } from "./flow-mass.ts";
import { category as flowMolar } from "./flow-molar.ts";
import { category as force } from "./force.ts";
import { category as frequency } from "./frequency.ts";
import { category as fuelConsumption } from "./fuel-consumption.ts";
import { category as fuelEfficiencyMass } from "./fuel-efficiency-mass.ts";
import { category as heatDensity } from "./heat-density.ts";
import { category as heatFluxDensity } from "./heat-flux-density.ts";
import { category as heatTransferCoefficient } from "./heat-transfer-coefficient.ts";
import { category as illumination } from "./illumination.ts";
import { category as inductance } from "./inductance.ts";
import { category as length } from "./length.ts";
import { category as linearChargeDensity } from "./linear-charge-density.ts";
import { category as linearCurrentDensity } from "./linear-current-density.ts";
import { category as luminance } from "./luminance.ts";
import { category as luminousIntensity } from "./luminous-intensity.ts";
import { category as magneticFieldStrength } from "./magnetic-field-strength.ts";
import { category as magneticFlux } from "./magnetic-flux.ts";
import { category as magneticFluxDensity } from "./magnetic-flux-density.ts";
import { category as magnetomotiveForce } from "./magnetomotive-force.ts";
import { category as massFluxDensity } from "./mass-flux-density.ts";
import { category as momentInertia } from "./moment-inertia.ts";
import { category as permeability } from "./permeability.ts";
import { category as power } from "./power.ts";
import { category as prefixes } from "./prefixes.ts";
import { category as pressure } from "./pressure.ts";
import { category as radiationAbsorbedDose } from "./radiation-absorbed-dose.ts";
import { category as radiationExposure } from "./radiation-exposure.ts";
import { category as radioactivity } from "./radioactivity.ts";
import { category as sound } from "./sound.ts";
import { category as specificHeatCapacity } from "./specific-heat-capacity.ts";
import { category as specificVolume } from "./specific-volume.ts";
import { category as speed } from "./speed.ts";
import { category as surfaceChargeDensity } from "./surface-charge-density.ts";
import { category as surfaceCurrentDensity } from "./surface-current-density.ts";
import { category as surfaceTension } from "./surface-tension.ts";
import { category as temperature } from "./temperature.ts";
import { category as temperatureInterval } from "./temperature-interval.ts";
import { category as thermalConductivity } from "./thermal-conductivity.ts";
import { category as thermalExpansion } from "./thermal-expansion.ts";
import { category as thermalResistance } from "./thermal-resistance.ts";
import { category as time } from "./time.ts";
import { category as torque } from "./torque.ts";
import { category as velocityAngular } from "./velocity-angular.ts";
import { category as viscosityDynamic } from "./viscosity-dynamic.ts";
import { category as viscosityKinematic } from "./viscosity-kinematic.ts";
import { category as volume } from "./volume.ts";
import { category as volumeChargeDensity } from "./volume-charge-density.ts";
import { category as volumeDry } from "./volume-dry.ts";
import { category as weight } from "./weight.ts";

/**
 * Every category of the unit catalog. Each category file stands alone (it imports only types and
 * shared constants), so a page can load its own category without the others; this registry is for
 * the server, the build and the tests.
 */
export const categories: readonly Category[] = [
  acceleration,
  accelerationAngular,
  angle,
  area,
  capacitance,
  charge,
  concentrationMolar,
  current,
  dataStorage,
  dataTransfer,
  density,
  digitalImageResolution,
  electricConductance,
  electricConductivity,
  electricFieldStrength,
  electricPotential,
  electricResistance,
  electricResistivity,
  energy,
  flow,
  flowMass,
  flowMolar,
  force,
  frequency,
  fuelConsumption,
  fuelEfficiencyMass,
  heatDensity,
  heatFluxDensity,
  heatTransferCoefficient,
  illumination,
  inductance,
  length,
  linearChargeDensity,
  linearCurrentDensity,
  luminance,
  luminousIntensity,
  magneticFieldStrength,
  magneticFlux,
  magneticFluxDensity,
  magnetomotiveForce,
  massFluxDensity,
  momentInertia,
  permeability,
  power,
  prefixes,
  pressure,
  radiationAbsorbedDose,
  radiationExposure,
  radioactivity,
  sound,
  specificHeatCapacity,
  specificVolume,
  speed,
  surfaceChargeDensity,
  surfaceCurrentDensity,
  surfaceTension,
  temperature,
  temperatureInterval,
  thermalConductivity,
  thermalExpansion,
  thermalResistance,
  time,
  torque,
  velocityAngular,
  viscosityDynamic,
  viscosityKinematic,
  volume,
  volumeChargeDensity,
  volumeDry,
  weight,
];

const byId = new Map(categories.map((c) => [c.id, c]));

export function categoryById(id: string): Category | undefined {
  return byId.get(id);
}
