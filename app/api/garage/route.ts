import { route } from "@/lib/http/route";
import { addToGarage, listGarage } from "@/domains/fitment/server";
import { garageVehicleSchema } from "@/domains/fitment";

// My Garage: always the caller's own, the newest vehicle first.
export const GET = route({ access: "user" }, ({ actor }) => listGarage(actor));

export const POST = route({ access: "user", body: garageVehicleSchema }, ({ actor, body }) =>
  addToGarage(actor, body.vehicleId),
);
