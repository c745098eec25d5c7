import { route } from "@/lib/http/route";
import { orderedBefore } from "@/domains/ordering/server";
import { orderedBeforeParams } from "@/domains/ordering";

// My Garage's "Ordered before": the caller's (or their company's) parts bought for the vehicle.
export const GET = route({ access: "user", params: orderedBeforeParams }, ({ actor, params }) =>
  orderedBefore(actor, params.vehicleId),
);
