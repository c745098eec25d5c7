/** @jest-environment node */
// "Add all to cart": a list's lines go into the caller's own cart by today's rules (price,
// stock, MOQ, multiples, retired parts), through the cart's judge and writes, and the answer
// says what changed for each line.
import { eq } from "drizzle-orm";
import type { ListToCartJson, ListWithLinesJson } from "@/domains/lists";
import { listMessages } from "@/domains/lists";
import { getDb } from "@/lib/db";
import { companies, parts } from "@/models";
import { cartOf, fillCart } from "../../helpers/checkout";
import { createPart } from "../../helpers/orders";
import { aCompany, aCustomer, aList, getList, toCart } from "./lists-support";

const change = (partId: string, set: Partial<typeof parts.$inferInsert>) =>
  getDb().then((db) => db.update(parts).set(set).where(eq(parts.id, partId)));

const byPart = (lines: { partId: string; quantity: number }[]) =>
  Object.fromEntries(lines.map((line) => [line.partId, line.quantity]));

it("adds every line, adjusting and naming what today's rules change", async () => {
  const user = await aCustomer();
  const plain = await createPart({ orderQty: 10, priceCents: 500 });
  const moq = await createPart({ orderQty: 10 });
  const stepped = await createPart({ orderQty: 10 });
  const retired = await createPart({ orderQty: 10 });
  const soldOut = await createPart({ orderQty: 10 });
  const repriced = await createPart({ orderQty: 10, priceCents: 929 });
  const id = await aList(user.headers, "Everything", [
    { partId: plain.id, quantity: 20 },
    { partId: moq.id, quantity: 10 },
    { partId: stepped.id, quantity: 50 },
    { partId: retired.id, quantity: 10 },
    { partId: soldOut.id, quantity: 10 },
    { partId: repriced.id, quantity: 10 },
  ]);
  // Since the list was made: a higher MOQ, steps of 24, a retirement, no stock, a new price.
  await change(moq.id, { minOrderQty: 25 });
  await change(stepped.id, { orderMultiple: 24 });
  await change(retired.id, { retiredAt: new Date() });
  await change(soldOut.id, { availableQty: 0 });
  await change(repriced.id, { priceCents: 890 });
  await fillCart(user, [{ partId: plain.id, quantity: 30 }]);

  const answer = await toCart(user.headers, id);
  expect(answer.status).toBe(200);
  const body = answer.body as ListToCartJson;
  expect(body).toMatchObject({ added: 4, adjusted: 2, skipped: 2 });
  expect(body.message).toBe(listMessages.toCartSummary(4, 2, 2));
  const line = (partId: string) => body.lines.find((one) => one.partId === partId)!;
  expect(line(plain.id)).toMatchObject({
    outcome: "added",
    listQuantity: 20,
    cartQuantity: 20,
    changes: [{ kind: "cart", message: listMessages.replacedInCart(30) }],
  });
  expect(line(moq.id)).toMatchObject({ outcome: "adjusted", cartQuantity: 25 });
  expect(line(moq.id).changes[0]).toMatchObject({ kind: "quantity" });
  expect(line(moq.id).changes[0]!.message).toMatch(/^Raised from 10 to 25 pcs\. Order 25 pcs/);
  expect(line(stepped.id)).toMatchObject({ outcome: "adjusted", cartQuantity: 58 });
  expect(line(stepped.id).changes[0]!.message).toMatch(/^Raised from 50 to 58 pcs/);
  expect(line(retired.id)).toMatchObject({
    outcome: "skipped",
    cartQuantity: null,
    changes: [{ kind: "retired", message: listMessages.retired }],
  });
  expect(line(soldOut.id)).toMatchObject({
    outcome: "skipped",
    changes: [{ kind: "unavailable", message: listMessages.leftOut("Out of stock right now.") }],
  });
  expect(line(repriced.id)).toMatchObject({
    outcome: "added",
    changes: [{ kind: "price", message: listMessages.priceChanged(9.29, 8.9) }],
  });
  const expected = { [plain.id]: 20, [moq.id]: 25, [stepped.id]: 58, [repriced.id]: 10 };
  expect(byPart(await cartOf(user))).toEqual(expected);
  expect(byPart(body.cart.lines)).toEqual(expected);
  expect(body.cart.ready).toBe(true);
});

it("puts a company's list into the cart of the member who asks, and no one else's", async () => {
  const { admin, buyer } = await aCompany("Carts Co");
  const part = await createPart({ orderQty: 10 });
  const id = await aList(admin.headers, "Shared", [{ partId: part.id, quantity: 30 }]);
  await fillCart(admin, []);
  await fillCart(buyer, []);
  expect((await toCart(buyer.headers, id)).status).toBe(200);
  expect(await cartOf(buyer)).toEqual([{ partId: part.id, quantity: 30 }]);
  expect(await cartOf(admin)).toEqual([]);
});

it("answers 409 for an empty list, and for a list of which nothing can be bought keeps the cart", async () => {
  const user = await aCustomer();
  await fillCart(user, []);
  const empty = await aList(user.headers, "Empty");
  expect(await toCart(user.headers, empty)).toMatchObject({
    status: 409,
    body: { error: listMessages.emptyList },
  });
  const part = await createPart({ orderQty: 10 });
  const id = await aList(user.headers, "Retired", [{ partId: part.id, quantity: 10 }]);
  await change(part.id, { retiredAt: new Date() });
  expect(await toCart(user.headers, id)).toMatchObject({
    status: 200,
    body: { added: 0, skipped: 1, cart: { count: 0 } },
  });
  expect(await cartOf(user)).toEqual([]);
});

it("gives another company's buyer 404 and leaves their cart alone", async () => {
  const a = await aCompany("To-cart A");
  const b = await aCompany("To-cart B");
  const part = await createPart({ orderQty: 10 });
  const id = await aList(b.admin.headers, "B only", [{ partId: part.id, quantity: 10 }]);
  await fillCart(a.buyer, []);
  expect(await toCart(a.buyer.headers, id)).toMatchObject({ status: 404 });
  expect(await cartOf(a.buyer)).toEqual([]);
});

it("prices a company's list at its members' prices, the cart's too, and a user's at the public ones", async () => {
  const { id: companyId, buyer } = await aCompany("Discount Co");
  await (
    await getDb()
  )
    .update(companies)
    .set({ status: "approved", discountBasisPoints: 1000 })
    .where(eq(companies.id, companyId));
  const part = await createPart({ orderQty: 10, priceCents: 1000 });
  const shared = await aList(buyer.headers, "Member prices", [{ partId: part.id, quantity: 10 }]);
  const seen = (await getList(buyer.headers, shared)).body as ListWithLinesJson;
  expect(seen.lines[0]).toMatchObject({ unitPrice: 9, savedUnitPrice: 9, listUnitPrice: 10 });
  expect(seen.total).toBe(90);
  await fillCart(buyer, []);
  const answer = (await toCart(buyer.headers, shared)).body as ListToCartJson;
  expect(answer.lines[0]!.changes).toEqual([]);
  expect(answer.cart.lines[0]).toMatchObject({ unitPrice: 9 });

  const user = await aCustomer();
  const own = await aList(user.headers, "Public prices", [{ partId: part.id, quantity: 10 }]);
  expect(((await getList(user.headers, own)).body as ListWithLinesJson).lines[0]).toMatchObject({
    unitPrice: 10,
    savedUnitPrice: 10,
  });
});
