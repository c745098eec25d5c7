import { route } from "@/lib/http/route";
import { listVehicleMakes } from "@/lib/services/fitment";
import { makesQuerySchema } from "@/lib/validation/vehicles";

export const GET = route({ access: "public", query: makesQuerySchema }, ({ query }) =>
  listVehicleMakes(query.year),
);
