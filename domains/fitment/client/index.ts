export {
  deleteFromGarage,
  GARAGE_PATH,
  GUEST_GARAGE_OVERFLOW,
  mergeGuestGarage,
  postToGarage,
  type SavedWhere,
} from "./garage";
export {
  type PartFitmentAnswer,
  partFitmentPath,
  replacePartFitment,
  type ReportLine,
  reportLinesPath,
  sendFitmentCsv,
} from "./fitment";
export { chooseVehicle, useChosenVehicle } from "./chosen-vehicle";
export { useFitState } from "./fit-states";
export { fetchVehicleList, findVehicles, lookUpVin, vehicleListPaths } from "./vehicles";
export { type FleetImportLine, type FleetImportReport, importFleetCsv } from "./fleet-import";
