import { route } from "@/lib/http/route";
import { partFitStates } from "@/domains/fitment/server";
import { fitQuerySchema, vehicleIdParams } from "@/domains/fitment";

// The fit badges of a cached page's parts, asked for once a buyer has chosen a vehicle.
export const GET = route(
  { access: "public", params: vehicleIdParams, query: fitQuerySchema },
  ({ params, query }) => partFitStates(params.id, query.part),
);
