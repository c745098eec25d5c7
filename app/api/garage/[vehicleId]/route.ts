import { route } from "@/lib/http/route";
import { removeFromGarage } from "@/lib/services/fitment";
import { garageVehicleParams } from "@/lib/validation/vehicles";

export const DELETE = route({ access: "user", params: garageVehicleParams }, ({ actor, params }) =>
  removeFromGarage(actor, params.vehicleId),
);
