import { route } from "@/lib/http/route";
import { getVehicle } from "@/lib/services/fitment";
import { vehicleIdParams } from "@/lib/validation/vehicles";

export const GET = route({ access: "public", params: vehicleIdParams }, ({ params }) =>
  getVehicle(params.id),
);
