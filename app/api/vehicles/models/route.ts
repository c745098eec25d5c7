import { route } from "@/lib/http/route";
import { listVehicleModels } from "@/domains/fitment/server";
import { modelsQuerySchema } from "@/domains/fitment";

export const GET = route({ access: "public", query: modelsQuerySchema }, ({ query }) =>
  listVehicleModels(query.year, query.make),
);
