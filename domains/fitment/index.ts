export { type VehicleJson, vehicleLabel, vehiclePagePath, vehicleSlugs } from "./vehicle-json";
export {
  FITMENT_REPORT_FIRST_LINES,
  type FitmentImportLine,
  type FitmentImportReport,
  type FitmentImportStatus,
  fitmentReportLinesQuerySchema,
  fitmentReportParamsSchema,
} from "./fitment-report";
export {
  FITMENT_IMPORT_MAX_BYTES,
  fitmentAdminTexts,
  fitmentCsvMessages,
  fitmentEditorTexts,
} from "./fitment-csv";
export {
  enginesQuerySchema,
  fitQuerySchema,
  makesQuerySchema,
  modelsQuerySchema,
  vehicleIdParams,
  vehiclesQuerySchema,
} from "./vehicles";
export { partFitmentSchema } from "./part-fitment";
export { type FitmentRange, fitmentRanges, yearSpan } from "./fitment-ranges-json";
export { type FitmentJson, type FitState, type FoundFitState } from "./fitment-json";
export { toVehicleJson } from "./vehicle-json";
export { garageQuerySchema, garageVehicleParams, garageVehicleSchema } from "./garage";
export { type GarageEntryJson } from "./garage-json";
export { FLEET_IMPORT_MAX_BYTES } from "./garage-limits";
export { fleetImportMessages } from "./fitment-texts";
export { garageScreenTexts, orderedBeforeTexts } from "./garage-screen-texts";
export { modelYearOf, normalizeVin, vinCheckDigit, vinParams, vinProblem, vinSchema } from "./vin";
export { type VinLookup } from "./vin-json";
