/** @jest-environment node */
// The cart API on both databases: each customer's own lines, judged against the part as it is
// now (unit price after price breaks, the next break's hint, MOQ, multiple and stock problems
// with their fixes), batches all or nothing, a guest's preview, and bad input refused.
import { GET as getCartRoute } from "@/app/api/cart/route";
import { POST as postLines, PUT as putLine } from "@/app/api/cart/lines/route";
import { DELETE as deleteLine } from "@/app/api/cart/lines/[partId]/route";
import { POST as postPreview } from "@/app/api/cart/preview/route";
import type { CartJson } from "@/domains/ordering/cart-json";
import { getDb } from "@/lib/db";
import { cartMessages } from "@/domains/ordering/cart-texts";
import { CART_LINES_MAX } from "@/lib/validation/limits";
import { parts } from "@/models";
import { eq } from "drizzle-orm";
import { createUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { cartOf, fillCart } from "../../helpers/checkout";
import { createPart, type Buyer } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

let customer: Buyer;
let other: Buyer;
beforeAll(async () => {
  customer = await createUser();
  other = await createUser();
});

const getCart = async (caller: Buyer | null) =>
  callRoute(getCartRoute, "/api/cart", { headers: await headersOf(caller) });
const put = async (caller: Buyer | null, body: unknown) =>
  callRoute(putLine, "/api/cart/lines", { method: "PUT", headers: await headersOf(caller), body });
const batch = async (caller: Buyer | null, body: unknown) =>
  callRoute(postLines, "/api/cart/lines", {
    method: "POST",
    headers: await headersOf(caller),
    body,
  });
const remove = async (caller: Buyer | null, partId: string) =>
  callRoute(deleteLine, `/api/cart/lines/${partId}`, {
    method: "DELETE",
    headers: await headersOf(caller),
    params: { partId },
  });
const preview = (body: unknown) =>
  callRoute(postPreview, "/api/cart/preview", { method: "POST", body });

it("keeps a customer's lines with unit prices after price breaks, hints and problems", async () => {
  await fillCart(customer, []);
  const pads = await createPart({
    priceCents: 2450,
    orderQty: 100,
    orderMultiple: 50,
    availableQty: 4800,
    priceTiers: [
      { minQty: 500, priceCents: 2190 },
      { minQty: 1000, priceCents: 1990 },
    ],
  });
  const stepped = await createPart({ orderQty: 48, orderMultiple: 24, availableQty: 1000 });
  const scarce = await createPart({ orderQty: 10, availableQty: 30 });

  let answer = await put(customer, { partId: pads.id, quantity: 450 });
  expect(answer.status).toBe(200);
  let cart = answer.body as CartJson;
  expect(cart.lines[0]).toMatchObject({
    partId: pads.id,
    quantity: 450,
    unitPrice: 24.5,
    lineTotal: 11025,
    status: "ok",
    tierHint: { addQty: 50, price: 21.9, text: "add 50 more to pay 21.90$ each" },
  });
  answer = await put(customer, { partId: pads.id, quantity: "500" });
  expect((answer.body as CartJson).lines[0]).toMatchObject({ unitPrice: 21.9, lineTotal: 10950 });

  await put(customer, { partId: stepped.id, quantity: 50 });
  cart = (await put(customer, { partId: scarce.id, quantity: 40 })).body as CartJson;
  expect(cart.count).toBe(3);
  expect(cart.ready).toBe(false);
  expect(cart.total).toBe(10950);
  const byId = new Map(cart.lines.map((line) => [line.partId, line]));
  expect(byId.get(stepped.id)).toMatchObject({
    status: "error",
    problem: "not-allowed",
    suggestions: [48, 72],
    message: "Order 48 or 72 pcs (sold from 48 pcs in steps of 24).",
  });
  expect(byId.get(scarce.id)).toMatchObject({
    status: "error",
    problem: "over-stock",
    suggestions: [30],
  });
  expect(cart.lines.map((line) => line.partId)).toEqual([pads.id, stepped.id, scarce.id]);

  cart = (await remove(customer, scarce.id)).body as CartJson;
  expect(cart.count).toBe(2);
  expect((await remove(customer, scarce.id)).status).toBe(200);
  expect(((await getCart(customer)).body as CartJson).count).toBe(2);
});

it("is each customer's own, and closed to guests", async () => {
  const part = await createPart();
  await fillCart(customer, [{ partId: part.id, quantity: 10 }]);
  await fillCart(other, []);
  expect(((await getCart(other)).body as CartJson).lines).toEqual([]);
  await remove(other, part.id);
  expect(await cartOf(customer)).toEqual([{ partId: part.id, quantity: 10 }]);
  expect((await getCart(null)).status).toBe(401);
  expect((await put(null, { partId: part.id, quantity: 10 })).status).toBe(401);
  expect((await batch(null, { lines: [{ partId: part.id, quantity: 10 }] })).status).toBe(401);
  expect((await remove(null, part.id)).status).toBe(401);
});

it("refuses bad input with a message and writes nothing", async () => {
  const part = await createPart();
  await fillCart(customer, []);
  for (const body of [
    { partId: part.id, quantity: 0 },
    { partId: part.id, quantity: -5 },
    { partId: part.id, quantity: 2.5 },
    { partId: part.id, quantity: "ten" },
    { partId: "../x", quantity: 10 },
    { quantity: 10 },
    "nonsense",
  ])
    expect((await put(customer, body)).status).toBe(400);
  expect(await put(customer, { partId: "no-such-part", quantity: 10 })).toMatchObject({
    status: 404,
    body: { error: "Part not found" },
  });
  expect(await cartOf(customer)).toEqual([]);
});

it("sets a batch all or nothing, and keeps the cart within its size", async () => {
  await fillCart(customer, []);
  const a = await createPart();
  const b = await createPart();
  const refused = await batch(customer, {
    lines: [
      { partId: a.id, quantity: 10 },
      { partId: "no-such-part", quantity: 10 },
    ],
  });
  expect(refused).toMatchObject({ status: 404, body: { error: cartMessages.unknownParts(1) } });
  expect(await cartOf(customer)).toEqual([]);
  const done = await batch(customer, {
    lines: [
      { partId: a.id, quantity: 10 },
      { partId: b.id, quantity: 20 },
      { partId: a.id, quantity: 30 },
    ],
  });
  expect(done.status).toBe(200);
  const quantities = new Map(
    (done.body as CartJson).lines.map((line) => [line.partId, line.quantity]),
  );
  expect(Object.fromEntries(quantities)).toEqual({ [a.id]: 30, [b.id]: 20 });
  expect((await batch(customer, { lines: [] })).status).toBe(400);

  const many = [];
  for (let i = 0; i < CART_LINES_MAX - 1; i += 1) many.push(await createPart());
  const full = await batch(customer, {
    lines: many.map((part) => ({ partId: part.id, quantity: 10 })),
  });
  expect(full).toMatchObject({ status: 409, body: { error: cartMessages.full(CART_LINES_MAX) } });
  expect(await cartOf(customer)).toHaveLength(2);
  // Setting a line already in the cart needs no room.
  expect((await put(customer, { partId: a.id, quantity: 40 })).status).toBe(200);
});

it("drops a deleted part from every cart", async () => {
  const part = await createPart();
  await fillCart(customer, [{ partId: part.id, quantity: 10 }]);
  await (await getDb()).delete(parts).where(eq(parts.id, part.id));
  expect(((await getCart(customer)).body as CartJson).lines).toEqual([]);
});

it("judges a guest's browser cart without keeping it, dropping parts no longer sold", async () => {
  const part = await createPart({ priceCents: 500, orderQty: 10 });
  const answer = await preview({
    lines: [
      { partId: part.id, quantity: 20 },
      { partId: "gone-part", quantity: 5 },
    ],
  });
  expect(answer.status).toBe(200);
  expect(answer.body as CartJson).toMatchObject({
    count: 1,
    total: 100,
    ready: true,
    lines: [{ partId: part.id, quantity: 20, unitPrice: 5 }],
  });
  expect((await preview({ lines: "x" })).status).toBe(400);
});
