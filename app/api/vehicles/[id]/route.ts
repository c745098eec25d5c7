import { route } from "@/lib/http/route";
import { getVehicle } from "@/domains/fitment/server";
import { vehicleIdParams } from "@/domains/fitment";

export const GET = route({ access: "public", params: vehicleIdParams }, ({ params }) =>
  getVehicle(params.id),
);
