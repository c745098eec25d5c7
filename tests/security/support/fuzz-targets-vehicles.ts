// Fuzz targets of vehicle fitment's calls (issue 14): the selects, fit states and a part's
// fitment list (the garage's: fuzz-targets-garage.ts).
import { createPart } from "../../helpers/orders";
import { id, optional, type Field, type FuzzTarget } from "./fuzz-fields";
import { matrixVehicle as fuzzVehicle } from "./routes/vehicles";

const year: Field = { kind: "year" };
const name: Field = { kind: "name" };

export const vehicleFuzzTargets: Record<string, FuzzTarget> = {
  "GET /api/vehicles/makes": {
    as: "customer",
    valid: async () => ({ url: "/api/vehicles/makes?year=2019" }),
    query: { year },
  },
  "GET /api/vehicles/models": {
    as: "customer",
    valid: async () => ({ url: "/api/vehicles/models?year=2019&make=Ford" }),
    query: { year, make: name },
  },
  "GET /api/vehicles/engines": {
    as: "customer",
    valid: async () => ({ url: "/api/vehicles/engines?year=2019&make=Ford&model=F-150" }),
    query: { year, make: name, model: name },
  },
  "GET /api/vehicles": {
    as: "customer",
    valid: async () => ({ url: "/api/vehicles?year=2019&make=Ford&model=F-150&engine=2.7L" }),
    query: { year, make: name, model: name, engine: optional(name) },
  },
  "GET /api/vehicles/[id]": {
    as: "customer",
    valid: async () => ({ url: `/api/vehicles/${await fuzzVehicle()}` }),
    param: "id",
  },
  "GET /api/vehicles/[id]/fit": {
    as: "customer",
    valid: async (w) => ({ url: `/api/vehicles/${await fuzzVehicle()}/fit?part=${w.part.id}` }),
    query: { part: { kind: "partIds" } },
  },
  "PUT /api/parts/[id]/fitment": {
    as: "admin",
    valid: async () => ({
      url: `/api/parts/${(await createPart()).id}/fitment`,
      body: { universal: false, fitment: [{ vehicleId: await fuzzVehicle(), quantity: 2 }] },
    }),
    body: {
      universal: optional({ kind: "boolean" }),
      "fitment.0.vehicleId": id,
      "fitment.0.quantity": optional({ kind: "quantity" }),
    },
  },
};
