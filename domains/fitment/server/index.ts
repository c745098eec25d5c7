// The fitment domain: vehicles and their selects, which parts fit which vehicles (and how, as
// fit states), parts' fitment lists, and the signed-in users' garages.
export {
  findVehicles,
  getVehicle,
  listVehicleEngines,
  listVehicleMakes,
  listVehicleModels,
  listVehicleYears,
  partFitStates,
} from "./vehicle-lookups";
export { listPartFitment } from "./part-fitment";
export { replacePartFitment } from "./fitment-writes";
export { addToGarage, listGarage, removeFromGarage } from "./garage";
export { importFleet } from "./garage-import";
export { importFitment } from "./import-fitment";
export { fitmentReportLines } from "./import-reports";
export { exportFitment } from "./export-fitment";
export { cachedPartFitment } from "./cached-part-fitment";
export { fitRankOf, fitStateOf, fitsVehicle } from "./fit-state";
export { vehicleScope } from "./vehicle-scope";
export { lookUpVin, resolveVinVehicle } from "./vin";
