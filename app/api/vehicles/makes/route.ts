import { route } from "@/lib/http/route";
import { listVehicleMakes } from "@/domains/fitment/server";
import { makesQuerySchema } from "@/domains/fitment";

export const GET = route({ access: "public", query: makesQuerySchema }, ({ query }) =>
  listVehicleMakes(query.year),
);
