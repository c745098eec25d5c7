import { route } from "@/lib/http/route";
import { listVehicleModels } from "@/lib/services/fitment";
import { modelsQuerySchema } from "@/lib/validation/vehicles";

export const GET = route({ access: "public", query: modelsQuerySchema }, ({ query }) =>
  listVehicleModels(query.year, query.make),
);
