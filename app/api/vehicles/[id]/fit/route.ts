import { route } from "@/lib/http/route";
import { partFitStates } from "@/lib/services/fitment";
import { fitQuerySchema, vehicleIdParams } from "@/lib/validation/vehicles";

// The fit badges of a cached page's parts, asked for once a buyer has chosen a vehicle.
export const GET = route(
  { access: "public", params: vehicleIdParams, query: fitQuerySchema },
  ({ params, query }) => partFitStates(params.id, query.part),
);
