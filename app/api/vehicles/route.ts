import { route } from "@/lib/http/route";
import { findVehicles } from "@/lib/services/fitment";
import { vehiclesQuerySchema } from "@/lib/validation/vehicles";

// The vehicle records of a model year (and engine): what the buyer picks one of.
export const GET = route({ access: "public", query: vehiclesQuerySchema }, ({ query }) =>
  findVehicles(query),
);
