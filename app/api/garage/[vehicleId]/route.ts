import { route } from "@/lib/http/route";
import { removeFromGarage } from "@/domains/fitment/server";
import { garageVehicleParams } from "@/domains/fitment";

// The segment is an entry's id, or (as before entries had ids) a vehicle saved without a VIN.
export const DELETE = route({ access: "user", params: garageVehicleParams }, ({ actor, params }) =>
  removeFromGarage(actor, params.vehicleId),
);
