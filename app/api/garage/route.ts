import { route } from "@/lib/http/route";
import { pagedList } from "@/lib/http/table-answers";
import { addToGarage, listGarage } from "@/domains/fitment/server";
import { garageQuerySchema, garageVehicleSchema } from "@/domains/fitment";

// My Garage (a company's members share the company's): one page, the newest entry first.
export const GET = route({ access: "user", query: garageQuerySchema }, async ({ actor, query }) =>
  pagedList(await listGarage(actor, query)),
);

// A vehicle saved by its id, or by a VIN with a label and a unit number. A VIN is decoded, as
// the public lookup does: the adds spend the lookups' budget from the caller's address.
export const POST = route(
  {
    access: "user",
    body: garageVehicleSchema,
    rateLimit: { action: "vinLookup", key: () => undefined },
  },
  ({ actor, body }) => addToGarage(actor, body),
);
