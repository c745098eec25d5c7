/** @jest-environment node */
// Two checkouts racing for the last stock, on both databases: one wins whole, the other gets
// nothing (no order, no stock taken, its cart kept) and an answer naming the line it lost.
import { checkoutMessages } from "@/domains/ordering/checkout-texts";
import { createUser } from "../../helpers/accounts";
import { cartOf, checkOut, fillCart } from "../../helpers/checkout";
import { createPart, myOrders, partRow, type Buyer } from "../../helpers/orders";

let buyers: Buyer[];
beforeAll(async () => {
  buyers = [await createUser(), await createUser()];
});

it("gives the last stock to one checkout whole and nothing to the other", async () => {
  for (let round = 0; round < 5; round += 1) {
    const plenty = await createPart({ orderQty: 10, availableQty: 1000 });
    const last = await createPart({ orderQty: 10, availableQty: 10 });
    const other = await createPart({ orderQty: 5, availableQty: 500 });
    // The lines in different orders in the two carts: the checkouts lock parts in one order.
    await fillCart(buyers[0]!, [
      { partId: plenty.id, quantity: 10 },
      { partId: last.id, quantity: 10 },
      { partId: other.id, quantity: 5 },
    ]);
    await fillCart(buyers[1]!, [
      { partId: other.id, quantity: 5 },
      { partId: last.id, quantity: 10 },
      { partId: plenty.id, quantity: 20 },
    ]);
    const answers = await Promise.all(buyers.map((buyer) => checkOut(buyer)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    const loser = answers.findIndex((answer) => answer.status === 409);
    const winner = 1 - loser;
    const refused = answers[loser]!.body as { error: string; issues: { partId: string }[] };
    expect(refused.error).toBe(checkoutMessages.linesFailed(1));
    expect(refused.issues.map((issue) => issue.partId)).toEqual([last.id]);

    const won = (await myOrders(buyers[winner]!)).filter(
      (order) => order.checkoutId === (answers[winner]!.body as { checkoutId: string }).checkoutId,
    );
    expect(won).toHaveLength(3);
    const lost = (await myOrders(buyers[loser]!)).filter((order) =>
      [plenty.id, last.id, other.id].includes(order.productInfo.id!),
    );
    expect(lost).toEqual([]);
    expect(await cartOf(buyers[loser]!)).toHaveLength(3);
    expect(await cartOf(buyers[winner]!)).toEqual([]);
    const plentyTaken = winner === 0 ? 10 : 20;
    expect((await partRow(plenty.id))!.availableQty).toBe(1000 - plentyTaken);
    expect((await partRow(last.id))!.availableQty).toBe(0);
    expect((await partRow(other.id))!.availableQty).toBe(495);
  }
});

it("lets the same cart be checked out once when two tabs check out at once", async () => {
  const part = await createPart({ orderQty: 10, availableQty: 1000 });
  await fillCart(buyers[0]!, [{ partId: part.id, quantity: 10 }]);
  const answers = await Promise.all([checkOut(buyers[0]!), checkOut(buyers[0]!)]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({
    error: checkoutMessages.emptyCart,
  });
  expect((await partRow(part.id))!.availableQty).toBe(990);
});
