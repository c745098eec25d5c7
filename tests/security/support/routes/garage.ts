// Rows of the route table (see ../route-table.ts): My Garage, each caller's own (or their
// company's, shared by its members), saved by vehicle or VIN, and a fleet file's import.
import { and, eq } from "drizzle-orm";
import type { GarageEntryJson } from "@/domains/fitment";
import { getDb } from "@/lib/db";
import { companies, companyMembers, garageVehicles } from "@/models";
import { userByUid } from "../../../helpers/accounts";
import { sameModelVins } from "../../../integration/fitment/garage-calls";
import { KNOWN_VIN } from "../../../integration/fitment/garage-vins";
import type { World } from "../fixtures";
import { anyUser, statuses, type RouteRow } from "../route-row";
import { rowKit } from "./kit";
import { newVehicle } from "./vehicles";

const idsOf = (body: unknown) => (body as GarageEntryJson[]).map((entry) => entry._id);
const vinsOf = (body: unknown) => (body as GarageEntryJson[]).map((entry) => entry.vin);

/** The garage a user's calls use: their approved company's when they have one, else their own. */
async function ownerOf(uid: string) {
  const user = await userByUid(uid);
  if (!user) return undefined;
  const [membership] = await (
    await getDb()
  )
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.userId, user.id), eq(companies.status, "approved")));
  return membership
    ? { userId: null, companyId: membership.companyId }
    : { userId: user.id, companyId: null };
}

/** A new vehicle put straight into this user's garage (none for a user that no longer exists). */
export async function inGarage(uid: string): Promise<string> {
  const vehicleId = await newVehicle();
  const owner = await ownerOf(uid);
  if (owner) await (await getDb()).insert(garageVehicles).values({ ...owner, vehicleId });
  return vehicleId;
}

/** Empties a user's garage, so the row's add is never past the limit. */
async function emptyGarage(uid: string): Promise<void> {
  const owner = await ownerOf(uid);
  if (!owner) return;
  await (
    await getDb()
  )
    .delete(garageVehicles)
    .where(
      owner.companyId
        ? eq(garageVehicles.companyId, owner.companyId)
        : eq(garageVehicles.userId, owner.userId!),
    );
}

let serial = 600_000;
/** A VIN of the demo vehicle no garage holds yet. */
export const freshVin = () => sameModelVins(KNOWN_VIN.vin, 1, (serial += 1))[0]!;

const csv = { "content-type": "text/csv" };

export function garageRows(w: World): Record<string, RouteRow> {
  const { customer, self } = rowKit(w);
  return {
    "GET /api/garage": {
      statuses: anyUser(200),
      request: async (caller) => {
        const vehicleId = await inGarage(self(caller).uid);
        return {
          url: "/api/garage?limit=100",
          ok: (body) => expect(idsOf(body)).toContain(vehicleId),
        };
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
      variants: {
        "a VIN with a label": {
          statuses: anyUser(200),
          request: async (caller) => {
            await emptyGarage(self(caller).uid);
            const vin = freshVin();
            return {
              url: "/api/garage",
              body: { vin, label: "Van 1", unitNumber: "U-1" },
              ok: (body) => expect(vinsOf(body)).toEqual([vin]),
            };
          },
        },
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
    "POST /api/garage/import": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async (caller) => {
        await emptyGarage(self(caller).uid);
        const vin = freshVin();
        return {
          url: "/api/garage/import",
          headers: csv,
          body: `vin,label\n${vin},Van 1\nNOT-A-VIN,Van 2\n`,
          ok: (body) => expect(body).toMatchObject({ added: 1, unchanged: 0, refused: 1 }),
        };
      },
    },
  };
}
