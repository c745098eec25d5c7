// Rows of the route table (see ../route-table.ts): the vehicle selects and fit states (public)
// and a part's fitment list (read by all, replaced by admins). My Garage's: garage.ts.
import type { FitmentJson } from "@/domains/fitment/fitment-json";
import { createPart } from "../../../helpers/orders";
import { createVehicle } from "../../../helpers/vehicles";
import type { World } from "../fixtures";
import { adminOnly, everyone, type RouteRow } from "../route-row";

const MAKE = "Testmake Matrix Vehicles";
const YEAR = 1998;

let made = 0;
/** A vehicle of the call's own (a garage holds at most 10, so each add gets a new one). */
export const newVehicle = () => {
  made += 1;
  return createVehicle({ year: YEAR, make: MAKE, model: `Row ${made}` });
};

let shared: Promise<string> | undefined;
/** One vehicle for the calls that only read (made once per test file's database). */
export const matrixVehicle = () =>
  (shared ??= createVehicle({ year: YEAR, make: MAKE, model: "Shared" }));

export function vehicleRows(w: World): Record<string, RouteRow> {
  const publicRead = (url: () => Promise<string>, ok?: (body: unknown) => unknown): RouteRow => ({
    statuses: everyone(200),
    request: async () => {
      await matrixVehicle();
      return { url: await url(), ok };
    },
  });
  return {
    "GET /api/vehicles/years": publicRead(
      async () => "/api/vehicles/years",
      (body) => expect(body).toContain(YEAR),
    ),
    "GET /api/vehicles/makes": publicRead(
      async () => `/api/vehicles/makes?year=${YEAR}`,
      (body) => expect(body).toContain(MAKE),
    ),
    "GET /api/vehicles/models": publicRead(
      async () => `/api/vehicles/models?year=${YEAR}&make=${encodeURIComponent(MAKE)}`,
      (body) => expect(body).toContain("Shared"),
    ),
    "GET /api/vehicles/engines": publicRead(
      async () =>
        `/api/vehicles/engines?year=${YEAR}&make=${encodeURIComponent(MAKE)}&model=Shared`,
      (body) => expect(body).toEqual([]),
    ),
    "GET /api/vehicles": publicRead(
      async () => `/api/vehicles?year=${YEAR}&make=${encodeURIComponent(MAKE)}&model=Shared`,
      (body) => expect(body).toHaveLength(1),
    ),
    "GET /api/vehicles/[id]": publicRead(
      async () => `/api/vehicles/${await matrixVehicle()}`,
      async (body) => expect(body).toMatchObject({ _id: await matrixVehicle(), make: MAKE }),
    ),
    "GET /api/vehicles/[id]/fit": publicRead(
      async () => `/api/vehicles/${await matrixVehicle()}/fit?part=${w.part.id}`,
      (body) => expect(body).toEqual([{ partId: w.part.id, fitment: "unknown" }]),
    ),
    "GET /api/parts/[id]/fitment": publicRead(
      async () => `/api/parts/${w.part.id}/fitment`,
      (body) => expect(Array.isArray(body)).toBe(true),
    ),
    "PUT /api/parts/[id]/fitment": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const [part, vehicleId] = await Promise.all([createPart(), newVehicle()]);
        return {
          url: `/api/parts/${part.id}/fitment`,
          body: { universal: true, fitment: [{ vehicleId, position: "Front", quantity: 2 }] },
          ok: (body) =>
            expect((body as FitmentJson[]).map((row) => [row.vehicle._id, row.quantity])).toEqual([
              [vehicleId, 2],
            ]),
        };
      },
    },
  };
}
