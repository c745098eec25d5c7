import { route } from "@/lib/http/route";
import { removeFromGarage } from "@/domains/fitment/server";
import { garageVehicleParams } from "@/domains/fitment";

export const DELETE = route({ access: "user", params: garageVehicleParams }, ({ actor, params }) =>
  removeFromGarage(actor, params.vehicleId),
);
