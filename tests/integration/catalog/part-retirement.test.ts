/** @jest-environment node */
// Retiring a part (issue 30): it leaves the shop, search and buying, its API answer and page say
// it is gone, its orders keep it, and Manage Products still lists it and can sell it again.
import { eq } from "drizzle-orm";
import { PATCH as patchRetirement } from "@/app/api/parts/[id]/retirement/route";
import { GET as getPartRoute } from "@/app/api/parts/[id]/route";
import { GET as getPartsTable } from "@/app/api/parts/all/route";
import { GET as getCartRoute } from "@/app/api/cart/route";
import { POST as reorderRoute } from "@/app/api/cart/reorder/route";
import { FORBIDDEN, NOT_SIGNED_IN } from "@/lib/auth/guards";
import { catalogMessages } from "@/domains/catalog";
import type { PartJson } from "@/domains/catalog/part-json";
import type { CartJson } from "@/domains/ordering/cart-json";
import { cartMessages } from "@/domains/ordering/cart-texts";
import { isRetiredPartPage } from "@/domains/catalog/server";
import { getDb } from "@/lib/db";
import { parts } from "@/models";
import { createUser, demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { checkOut, fillCart } from "../../helpers/checkout";
import { find, facets } from "../../helpers/finder";
import {
  myOrders,
  orderBody,
  placeOrder,
  placedOrder,
  type Buyer,
  type PartRow,
} from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";
import { checkedLines, numberedPart } from "../quick-order/quick-order-calls";

let admin: Buyer;
let customer: Buyer;
let part: PartRow;
let orderedBefore: string;

const retire = async (caller: Buyer | null, id: string, body: unknown) =>
  callRoute(patchRetirement, `/api/parts/${id}/retirement`, {
    method: "PATCH",
    headers: await headersOf(caller),
    params: { id },
    body,
  });
const getPart = async (caller: Buyer | null, id: string) =>
  callRoute(getPartRoute, `/api/parts/${id}`, { headers: await headersOf(caller), params: { id } });
const table = async (query: string) => {
  const answer = await callRoute(getPartsTable, `/api/parts/all?${query}`, {
    headers: await headersOf(admin),
  });
  return (answer.body as PartJson[]).map((row) => row._id);
};
const retiredAt = async (id: string) => {
  const [row] = await (
    await getDb()
  )
    .select({ retiredAt: parts.retiredAt })
    .from(parts)
    .where(eq(parts.id, id));
  return row?.retiredAt ?? null;
};

beforeAll(async () => {
  admin = await demoUser(demo.admin);
  customer = await createUser();
  part = await numberedPart(`RET-${process.pid}`, [`RET-OEM-${process.pid}`], { orderQty: 5 });
  orderedBefore = (await placedOrder(customer, part, 5))._id;
  expect((await retire(admin, part.id, { retired: true })).status).toBe(200);
});

describe("PATCH /api/parts/{id}/retirement", () => {
  it("is for admins, names what is wrong with a body, and 404s an unknown part", async () => {
    expect(await retire(null, part.id, { retired: true })).toMatchObject({
      status: 401,
      body: { error: NOT_SIGNED_IN },
    });
    expect(await retire(customer, part.id, { retired: true })).toMatchObject({
      status: 403,
      body: { error: FORBIDDEN },
    });
    const bad = await retire(admin, part.id, { retired: "yes" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("retired must be true or false");
    expect((await retire(admin, part.id, { retired: true, price: 1 })).status).toBe(400);
    expect((await retire(admin, "no-such-part", { retired: true })).status).toBe(404);
  });

  it("retires once: retiring again keeps the first date", async () => {
    const first = await retiredAt(part.id);
    expect(first).toBeInstanceOf(Date);
    const again = await retire(admin, part.id, { retired: true });
    expect(again.body).toEqual({ _id: part.id, retired: true, retiredAt: first!.toISOString() });
  });
});

describe("a retired part", () => {
  it("is gone from the API for everyone but admins", async () => {
    for (const caller of [null, customer])
      expect(await getPart(caller, part.id)).toMatchObject({
        status: 410,
        body: { error: catalogMessages.partRetired },
      });
    const seen = await getPart(admin, part.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ _id: part.id, retired: true });
  });

  it("leaves the shop's lists, search by its numbers, and the facets' counts", async () => {
    expect((await find({})).parts.map((found) => found._id)).not.toContain(part.id);
    for (const q of [part.partNumber, `RET-OEM-${process.pid}`])
      expect((await find({ q })).parts.map((found) => found._id)).not.toContain(part.id);
    const brand = (await facets({ q: part.partNumber })).facets.brands;
    expect(brand.find((facet) => facet.value === "Testbrand")).toBeUndefined();
  });

  it("stays in Manage Products, marked, and alone under retired=1", async () => {
    expect(await table(`q=${part.partNumber}`)).toContain(part.id);
    expect(await table("retired=1&limit=100")).toContain(part.id);
    const onSale = await numberedPart(`RET-ON-${process.pid}`);
    expect(await table("retired=1&limit=100")).not.toContain(onSale.id);
    expect(await table("limit=100")).toEqual(expect.arrayContaining([part.id, onSale.id]));
  });

  it("cannot be ordered, checked out, quick-ordered or reordered", async () => {
    const placed = await placeOrder(customer, orderBody(customer, part, 5));
    expect(placed).toMatchObject({ status: 410, body: { error: catalogMessages.partRetired } });

    await fillCart(customer, [{ partId: part.id, quantity: 5 }]);
    const cart = await callRoute(getCartRoute, "/api/cart", { headers: await headersOf(customer) });
    expect((cart.body as CartJson).lines[0]).toMatchObject({
      partId: part.id,
      status: "error",
      problem: "retired",
      message: catalogMessages.partRetired,
    });
    const checkout = await checkOut(customer);
    expect(checkout.status).toBe(409);
    expect(JSON.stringify(checkout.body)).toContain(catalogMessages.partRetired);

    const [line] = await checkedLines(customer, `${part.partNumber} 5`);
    expect(line).toMatchObject({ status: "error", message: catalogMessages.partRetired });

    const again = await callRoute(reorderRoute, "/api/cart/reorder", {
      method: "POST",
      headers: await headersOf(customer),
      body: { orderId: orderedBefore },
    });
    expect(again.body).toMatchObject({
      added: 0,
      skipped: [{ productName: part.productName, reason: cartMessages.noLongerSold }],
    });
  });

  it("keeps its orders", async () => {
    const order = (await myOrders(customer)).find((mine) => mine._id === orderedBefore);
    expect(order).toMatchObject({ productInfo: { id: part.id, productName: part.productName } });
  });

  it("has a page that answers gone", () => {
    const slug = part.partNumber.toLowerCase();
    expect(isRetiredPartPage(`/parts/${slug}-test-part`)).toBe(true);
    expect(isRetiredPartPage(`/parts/tp-0-${process.pid}-test-part`)).toBe(false);
    expect(isRetiredPartPage(`/allParts/${slug}`)).toBe(false);
  });
});

it("sold again, it is back in search, orderable, and its page is no longer gone", async () => {
  const back = await numberedPart(`RET-BACK-${process.pid}`, [], { orderQty: 5 });
  await retire(admin, back.id, { retired: true });
  expect((await find({ q: back.partNumber })).parts).toHaveLength(0);
  const answer = await retire(admin, back.id, { retired: false });
  expect(answer.body).toEqual({ _id: back.id, retired: false, retiredAt: null });
  expect(await retiredAt(back.id)).toBeNull();
  expect((await find({ q: back.partNumber })).parts.map((found) => found._id)).toEqual([back.id]);
  expect((await placeOrder(customer, orderBody(customer, back, 5))).status).toBe(201);
  expect(isRetiredPartPage(`/parts/${back.partNumber.toLowerCase()}-test-part`)).toBe(false);
});
