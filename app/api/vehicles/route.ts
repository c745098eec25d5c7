import { route } from "@/lib/http/route";
import { findVehicles } from "@/domains/fitment/server";
import { vehiclesQuerySchema } from "@/domains/fitment";

// The vehicle records of a model year (and engine): what the buyer picks one of.
export const GET = route({ access: "public", query: vehiclesQuerySchema }, ({ query }) =>
  findVehicles(query),
);
