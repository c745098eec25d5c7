import { route } from "@/lib/http/route";
import { listVehicleYears } from "@/domains/fitment/server";

// The first of the vehicle selects: every year some vehicle has.
export const GET = route({ access: "public" }, () => listVehicleYears());
