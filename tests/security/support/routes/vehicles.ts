// Rows of the route table (see ../route-table.ts): the vehicle selects and fit states (public),
// a part's fitment list (read by all, replaced by admins) and My Garage (each user's own).
import { eq } from "drizzle-orm";
import type { FitmentJson } from "@/domains/fitment/fitment-json";
import type { VehicleJson } from "@/domains/fitment/vehicle-json";
import type { VinLookup } from "@/domains/fitment/vin-json";
import { getDb } from "@/lib/db";
import { garageVehicles } from "@/models";
import { DEMO_VINS } from "../../../fixtures/vins";
import { userByUid } from "../../../helpers/accounts";
import { createPart } from "../../../helpers/orders";
import { createVehicle } from "../../../helpers/vehicles";
import type { World } from "../fixtures";
import { adminOnly, anyUser, everyone, statuses, type RouteRow } from "../route-row";
import { rowKit } from "./kit";

const MAKE = "Testmake Matrix Vehicles";
const YEAR = 1998;

let made = 0;
/** A vehicle of the call's own (a garage holds at most 10, so each add gets a new one). */
const newVehicle = () => {
  made += 1;
  return createVehicle({ year: YEAR, make: MAKE, model: `Row ${made}` });
};

let shared: Promise<string> | undefined;
/** One vehicle for the calls that only read (made once per test file's database). */
export const matrixVehicle = () =>
  (shared ??= createVehicle({ year: YEAR, make: MAKE, model: "Shared" }));

const idsOf = (body: unknown) => (body as VehicleJson[]).map((vehicle) => vehicle._id);

/** A new vehicle put straight into this user's garage (none for a user that no longer exists). */
export async function inGarage(uid: string): Promise<string> {
  const vehicleId = await newVehicle();
  const user = await userByUid(uid);
  if (user) await (await getDb()).insert(garageVehicles).values({ userId: user.id, vehicleId });
  return vehicleId;
}

/** Empties a user's garage, so the row's add is never the 11th. */
async function emptyGarage(uid: string): Promise<void> {
  const user = await userByUid(uid);
  if (user) await (await getDb()).delete(garageVehicles).where(eq(garageVehicles.userId, user.id));
}

export function vehicleRows(w: World): Record<string, RouteRow> {
  const { customer, self } = rowKit(w);
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
    // A demo F-150's VIN, decoded offline: its one record of the demo data.
    "GET /api/vehicles/vin/[vin]": publicRead(
      async () => `/api/vehicles/vin/${DEMO_VINS.f150.vin}`,
      (body) =>
        expect((body as VinLookup).vehicles.map((vehicle) => vehicle.engine)).toEqual([
          DEMO_VINS.f150.engine,
        ]),
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
    "GET /api/garage": {
      statuses: anyUser(200),
      request: async (caller) => {
        const vehicleId = await inGarage(self(caller).uid);
        return { url: "/api/garage", ok: (body) => expect(idsOf(body)).toContain(vehicleId) };
      },
    },
    "POST /api/garage": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async (caller) => {
        await emptyGarage(self(caller).uid);
        const vehicleId = await newVehicle();
        return {
          url: "/api/garage",
          body: { vehicleId },
          ok: (body) => expect(idsOf(body)).toEqual([vehicleId]),
        };
      },
    },
    "DELETE /api/garage/[vehicleId]": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async (caller) => {
        const vehicleId = await inGarage(self(caller).uid);
        return {
          url: `/api/garage/${vehicleId}`,
          ok: (body) => expect(idsOf(body)).not.toContain(vehicleId),
        };
      },
      variants: {
        // Another user's vehicle is not in the caller's garage: nothing to remove, whoever asks.
        "a vehicle in the customer's garage": {
          statuses: statuses(200, 404, 404, 404),
          request: async () => ({ url: `/api/garage/${await inGarage(customer().uid)}` }),
        },
      },
    },
  };
}
