export { lookUpVin, resolveVinVehicle } from "./look-up-vin";
