import { route } from "@/lib/http/route";
import { listVehicleEngines } from "@/domains/fitment/server";
import { enginesQuerySchema } from "@/domains/fitment";

export const GET = route({ access: "public", query: enginesQuerySchema }, ({ query }) =>
  listVehicleEngines(query.year, query.make, query.model),
);
