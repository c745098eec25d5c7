/** @jest-environment node */
// Who may read which orders: one's own list, an admin's view of all, and a single order.
import { GET as getOrderRoute } from "@/app/api/orders/[id]/route";
import { GET as getAllOrders } from "@/app/api/orders/all/route";
import { GET as getOrders } from "@/app/api/orders/route";
import { FORBIDDEN } from "@/lib/auth/guards";
import type { OrderJson } from "@/domains/ordering/order-json";
import { createUser, demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { createPart, placedOrder, type Buyer, type PartRow } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

let customer: Buyer, other: Buyer, admin: Buyer;
let part: PartRow;
beforeAll(async () => {
  customer = await createUser();
  other = await createUser();
  admin = await demoUser(demo.admin);
  part = await createPart({ priceCents: 2599, orderQty: 4, availableQty: 400 });
});

describe("reading orders", () => {
  let mine: OrderJson;
  beforeAll(async () => {
    mine = await placedOrder(customer, part);
  });
  type Handler = (req: Request, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;
  const get = async (handler: Handler, url: string, caller: Buyer, params?: { id: string }) =>
    callRoute(handler, url, { headers: await headersOf(caller), params });

  test("GET /api/orders?uid= is one's own; another's is 403; an admin may read anyone's", async () => {
    const own = await get(getOrders, `/api/orders?uid=${customer.uid}`, customer);
    expect(own.status).toBe(200);
    expect((own.body as OrderJson[]).map((order) => order.uid)).toEqual(
      expect.arrayContaining([customer.uid]),
    );
    expect((own.body as OrderJson[]).every((order) => order.uid === customer.uid)).toBe(true);
    expect(await get(getOrders, `/api/orders?uid=${customer.uid}`, other)).toMatchObject({
      status: 403,
      body: { error: FORBIDDEN },
    });
    const asAdmin = await get(getOrders, `/api/orders?uid=${customer.uid}`, admin);
    expect(asAdmin).toMatchObject({ status: 200, body: own.body });
  });

  test("GET /api/orders/all is for admins", async () => {
    expect(await get(getAllOrders, "/api/orders/all", customer)).toMatchObject({
      status: 403,
      body: { error: FORBIDDEN },
    });
    const all = await get(getAllOrders, "/api/orders/all", admin);
    expect(all.status).toBe(200);
    expect((all.body as OrderJson[]).map((order) => order._id)).toContain(mine._id);
  });

  test("GET /api/orders/{id}: own 200, another's 403, unknown 404", async () => {
    const url = `/api/orders/${mine._id}`;
    expect(await get(getOrderRoute, url, customer, { id: mine._id })).toMatchObject({
      status: 200,
      body: { _id: mine._id, total: mine.total },
    });
    expect(await get(getOrderRoute, url, admin, { id: mine._id })).toMatchObject({ status: 200 });
    expect(await get(getOrderRoute, url, other, { id: mine._id })).toMatchObject({
      status: 403,
      body: { error: FORBIDDEN },
    });
    expect(await get(getOrderRoute, "/api/orders/nope", customer, { id: "nope" })).toMatchObject({
      status: 404,
      body: { error: "Order not found" },
    });
  });
});
