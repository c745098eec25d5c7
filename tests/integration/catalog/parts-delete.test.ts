/** @jest-environment node */
// DELETE /api/parts/{id}: the part goes, and past orders keep their own copy of it.
import { DELETE as deletePart, GET as getPart } from "@/app/api/parts/[id]/route";
import { GET as getOrders } from "@/app/api/orders/route";
import type { OrderJson } from "@/domains/ordering/order-json";
import { createUser, demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { createPart, partRow, placedOrder, snapshot, type Buyer } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

let admin: Buyer, customer: Buyer;
beforeAll(async () => {
  admin = await demoUser(demo.admin);
  customer = await createUser();
});

const remove = async (id: string) =>
  callRoute(deletePart, `/api/parts/${id}`, {
    method: "DELETE",
    headers: await headersOf(admin),
    params: { id },
  });

describe("DELETE /api/parts/{id}", () => {
  it("deletes the part; an earlier order keeps its own name, image and price", async () => {
    const part = await createPart({ priceCents: 2599, orderQty: 10, availableQty: 100 });
    const order = await placedOrder(customer, part, 10);

    expect(await remove(part.id)).toMatchObject({ status: 200, body: { deletedCount: 1 } });
    expect(await partRow(part.id)).toBeUndefined();
    const shown = await callRoute(getPart, `/api/parts/${part.id}`, { params: { id: part.id } });
    expect(shown.status).toBe(404);

    const mine = await callRoute(getOrders, `/api/orders?uid=${customer.uid}`, {
      headers: await headersOf(customer),
    });
    expect(mine.status).toBe(200);
    const kept = (mine.body as OrderJson[]).find((row) => row._id === order._id);
    expect(kept?.productInfo).toEqual({
      id: null,
      productName: part.productName,
      image: part.image,
      price: 25.99,
      orderQty: 10,
    });
    expect(kept?.subtotal).toBe(259.9);
    // Its shipping and tax are kept too: the total charged stays what it was.
    expect(kept?.total).toBe(order.total);
  });

  it("deleting it again, or an unknown part, is 404", async () => {
    const part = await createPart();
    expect((await remove(part.id)).status).toBe(200);
    const before = await snapshot();
    expect(await remove(part.id)).toMatchObject({ status: 404, body: { error: "Part not found" } });
    expect(await remove("no-such-part")).toMatchObject({ status: 404 });
    expect(await snapshot()).toEqual(before);
  });
});
