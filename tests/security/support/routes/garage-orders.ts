// Rows of the route table (see ../route-table.ts): My Garage's "ordered before", the parts each
// user (or their company) bought for a vehicle, never another customer's.
import type { OrderedBeforeJson } from "@/domains/ordering";
import { userByUid } from "../../../helpers/accounts";
import type { Caller } from "../../../helpers/callers";
import { createPart, insertOrderRows } from "../../../helpers/orders";
import type { World } from "../fixtures";
import { anyUser, type RouteRow } from "../route-row";
import { rowKit } from "./kit";
import { matrixVehicle } from "./vehicles";

const partIdsOf = (body: unknown) => (body as OrderedBeforeJson[]).map((line) => line.partId);

/** A part of its own ordered by this user for the matrix's vehicle (none for a user now gone). */
async function orderedFor(uid: string, vehicleId: string): Promise<string> {
  const part = await createPart();
  const user = await userByUid(uid);
  if (user)
    await insertOrderRows(user, [
      { partId: part.id, productName: part.productName, priceCents: 100, orderQty: 1, vehicleId },
    ]);
  return part.id;
}

export function garageOrderRows(w: World): Record<string, RouteRow> {
  const { customer, self } = rowKit(w);
  return {
    "GET /api/garage/[vehicleId]/orders": {
      statuses: anyUser(200),
      request: async (caller) => {
        const vehicleId = await matrixVehicle();
        const partId = await orderedFor(self(caller).uid, vehicleId);
        return {
          url: `/api/garage/${vehicleId}/orders`,
          ok: (body) => expect(partIdsOf(body)).toContain(partId),
        };
      },
      variants: {
        // The customer's order for the vehicle shows to the customer alone.
        "the customer's order for the vehicle": {
          statuses: anyUser(200),
          request: async (caller: Caller) => {
            const vehicleId = await matrixVehicle();
            const partId = await orderedFor(customer().uid, vehicleId);
            const mine = caller === "customer";
            return {
              url: `/api/garage/${vehicleId}/orders`,
              ok: (body) =>
                mine
                  ? expect(partIdsOf(body)).toContain(partId)
                  : expect(partIdsOf(body)).not.toContain(partId),
            };
          },
        },
      },
    },
  };
}
