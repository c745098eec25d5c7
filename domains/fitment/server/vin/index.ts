export { lookUpVin, resolveVinVehicle } from "./look-up-vin";
export { clearVinCache, decodeVin } from "./vin-cache";
