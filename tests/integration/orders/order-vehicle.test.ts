/** @jest-environment node */
// An order line carries the vehicle it was bought for, and "ordered before" lists a garage
// vehicle's parts: the caller's own orders, or their company's, never anyone else's.
import { eq } from "drizzle-orm";
import { POST as postLines, PUT as putLine } from "@/app/api/cart/lines/route";
import { GET as orderedBeforeRoute } from "@/app/api/garage/[vehicleId]/orders/route";
import type { OrderedBeforeJson } from "@/domains/ordering";
import { getDb } from "@/lib/db";
import { cartLines, companyMembers } from "@/models";
import { createUser, userByUid } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { placedCheckout } from "../../helpers/checkout";
import { createPart, insertOrderRows, orderRow, type Buyer } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";
import { addFitment, createVehicle, makeUniversal } from "../../helpers/vehicles";
import { aCompany } from "../companies/companies-support";

const put = async (caller: Buyer | null, body: unknown) =>
  callRoute(putLine, "/api/cart/lines", { method: "PUT", headers: await headersOf(caller), body });
const batch = async (caller: Buyer | null, body: unknown) =>
  callRoute(postLines, "/api/cart/lines", {
    method: "POST",
    headers: await headersOf(caller),
    body,
  });
const orderedBefore = async (caller: Buyer | null, vehicleId: string) =>
  callRoute(orderedBeforeRoute, `/api/garage/${vehicleId}/orders`, {
    headers: await headersOf(caller),
    params: { vehicleId },
  });
const orderedOf = (answer: { body: unknown }) => answer.body as OrderedBeforeJson[];
const errorOf = (answer: { body: unknown }) => (answer.body as { error: string }).error;

async function cartVehicles(buyer: Buyer) {
  const rows = await (
    await getDb()
  )
    .select({ partId: cartLines.partId, vehicleId: cartLines.vehicleId })
    .from(cartLines)
    .where(eq(cartLines.uid, buyer.uid));
  return new Map(rows.map((row) => [row.partId, row.vehicleId]));
}

let van: string;
let truck: string;
beforeAll(async () => {
  van = await createVehicle({ year: 2019, make: "Testmake Ordered", model: "Van" });
  truck = await createVehicle({ year: 2020, make: "Testmake Ordered", model: "Truck" });
});

describe("cart lines and orders carry the vehicle", () => {
  it("keeps the vehicle on a line whose part fits it or is universal, and the order copies it", async () => {
    const buyer = await createUser();
    const fitting = await createPart({ orderQty: 2 });
    const universal = await createPart({ orderQty: 1 });
    const unfitted = await createPart({ orderQty: 1 });
    await addFitment(fitting.id, van);
    await makeUniversal(universal.id);
    expect((await put(buyer, { partId: fitting.id, quantity: 2, vehicleId: van })).status).toBe(
      200,
    );
    const lines = [
      { partId: universal.id, quantity: 1, vehicleId: van },
      { partId: unfitted.id, quantity: 1, vehicleId: van },
    ];
    expect((await batch(buyer, { lines })).status).toBe(200);
    expect(await cartVehicles(buyer)).toEqual(
      new Map([
        [fitting.id, van],
        [universal.id, van],
        [unfitted.id, null],
      ]),
    );
    // A quantity changed without a vehicle (the cart page) keeps the line's vehicle.
    expect((await put(buyer, { partId: fitting.id, quantity: 4 })).status).toBe(200);
    expect((await cartVehicles(buyer)).get(fitting.id)).toBe(van);

    const placed = await placedCheckout(buyer);
    const byPart = new Map(placed.orders.map((order) => [order.productInfo.id, order]));
    expect(byPart.get(fitting.id)?.vehicleId).toBe(van);
    expect(byPart.get(universal.id)?.vehicleId).toBe(van);
    expect(byPart.get(unfitted.id)?.vehicleId).toBeNull();
    expect((await orderRow(byPart.get(fitting.id)!._id))?.vehicleId).toBe(van);
  });

  it("refuses a vehicleId the shop does not have or cannot be an id (400, nothing written)", async () => {
    const buyer = await createUser();
    const part = await createPart();
    const unknown = await put(buyer, { partId: part.id, quantity: 10, vehicleId: "no-such-van" });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown)).toBe("vehicleId names no vehicle of the shop");
    const malformed = await put(buyer, { partId: part.id, quantity: 10, vehicleId: "a b/c" });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain("vehicleId is invalid");
    const inBatch = await batch(buyer, {
      lines: [
        { partId: part.id, quantity: 10 },
        { partId: part.id, quantity: 20, vehicleId: "no-such-van" },
      ],
    });
    expect(inBatch.status).toBe(400);
    expect((await cartVehicles(buyer)).size).toBe(0);
  });
});

describe("GET /api/garage/{vehicleId}/orders", () => {
  it("lists the caller's parts for the vehicle, the last ordered first, with totals", async () => {
    const buyer = await createUser();
    const pads = await createPart();
    const filter = await createPart();
    const rows = await insertOrderRows(buyer, [
      {
        partId: pads.id,
        productName: pads.productName,
        priceCents: 100,
        orderQty: 10,
        vehicleId: van,
        createdAt: new Date("2026-01-01T00:00:00Z"),
      },
      {
        partId: filter.id,
        productName: filter.productName,
        priceCents: 100,
        orderQty: 3,
        vehicleId: van,
        createdAt: new Date("2026-02-01T00:00:00Z"),
      },
      {
        partId: pads.id,
        productName: pads.productName,
        priceCents: 100,
        orderQty: 20,
        vehicleId: van,
        createdAt: new Date("2026-03-01T00:00:00Z"),
      },
      // Another vehicle's order and an expired one do not count.
      { partId: filter.id, productName: "x", priceCents: 1, orderQty: 7, vehicleId: truck },
      {
        partId: filter.id,
        productName: "x",
        priceCents: 1,
        orderQty: 9,
        vehicleId: van,
        expiredAt: new Date(),
      },
    ]);
    expect(rows).toHaveLength(5);
    const answer = await orderedBefore(buyer, van);
    expect(answer.status).toBe(200);
    expect(orderedOf(answer)).toEqual([
      {
        partId: pads.id,
        partNumber: pads.partNumber,
        productName: pads.productName,
        quantity: 30,
        lastOrderedAt: "2026-03-01T00:00:00.000Z",
        lastQuantity: 20,
        orders: 2,
      },
      {
        partId: filter.id,
        partNumber: filter.partNumber,
        productName: filter.productName,
        quantity: 3,
        lastOrderedAt: "2026-02-01T00:00:00.000Z",
        lastQuantity: 3,
        orders: 1,
      },
    ]);
    expect(orderedOf(await orderedBefore(buyer, truck)).map((line) => line.quantity)).toEqual([7]);
  });

  it("shows another customer nothing of yours, and a guest gets 401", async () => {
    const buyer = await createUser();
    const stranger = await createUser();
    const part = await createPart();
    await insertOrderRows(buyer, [
      {
        partId: part.id,
        productName: part.productName,
        priceCents: 1,
        orderQty: 5,
        vehicleId: van,
      },
    ]);
    expect(orderedOf(await orderedBefore(buyer, van)).map((line) => line.partId)).toContain(
      part.id,
    );
    const theirs = await orderedBefore(stranger, van);
    expect(theirs).toMatchObject({ status: 200, body: [] });
    const guest = await orderedBefore(null, van);
    expect(guest.status).toBe(401);
  });

  it("lists a member's orders to the whole company, and no longer once the member leaves", async () => {
    const company = await aCompany("Ordered Before Fleet");
    const part = await createPart();
    const buyer = (await userByUid(company.buyer.uid))!;
    await insertOrderRows({ uid: buyer.uid, name: buyer.name, email: buyer.email }, [
      {
        partId: part.id,
        productName: part.productName,
        priceCents: 1,
        orderQty: 6,
        vehicleId: truck,
      },
    ]);
    const admin = (await userByUid(company.admin.uid))!;
    const seen = orderedOf(await orderedBefore(admin, truck));
    expect(seen.find((line) => line.partId === part.id)?.quantity).toBe(6);
    // Once the buyer leaves, the company no longer sees their orders.
    await (await getDb()).delete(companyMembers).where(eq(companyMembers.userId, buyer.id));
    const after = orderedOf(await orderedBefore(admin, truck));
    expect(after.find((line) => line.partId === part.id)).toBeUndefined();
    expect(orderedOf(await orderedBefore(buyer, truck)).map((line) => line.quantity)).toEqual([6]);
  });

  it("answers 404 for a vehicle the shop does not have and 400 for one that cannot be an id", async () => {
    const buyer = await createUser();
    expect((await orderedBefore(buyer, "no-such-vehicle")).status).toBe(404);
    expect((await orderedBefore(buyer, "bad id!")).status).toBe(400);
  });
});
