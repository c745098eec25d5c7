import { route } from "@/lib/http/route";
import { listVehicleEngines } from "@/lib/services/fitment";
import { enginesQuerySchema } from "@/lib/validation/vehicles";

export const GET = route({ access: "public", query: enginesQuerySchema }, ({ query }) =>
  listVehicleEngines(query.year, query.make, query.model),
);
