import type { VehicleJson } from "./vehicle-json";

/** `GET /api/vehicles/vin/{vin}`: what the VIN says, and the shop's vehicles it matches. */
export interface VinLookup {
  vin: string;
  valid: boolean;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  engine: string | null;
  bodyClass: string | null;
  vehicles: VehicleJson[];
}
