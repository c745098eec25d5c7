/** @jest-environment node */
// Buying by an old number: quick order and "order again" turn a replaced part into the part sold
// now in its place (the last of its chain), and say so.
import { POST as reorderRoute } from "@/app/api/cart/reorder/route";
import { supersessionNote } from "@/domains/catalog";
import type { Reordered } from "@/domains/ordering/server/cart-reorder";
import { createUser, demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { cartOf, fillCart } from "../../helpers/checkout";
import { placedOrder, type Buyer } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";
import { checkedLines } from "../quick-order/quick-order-calls";
import {
  NEW_PART_HEADER,
  csv,
  importFile,
  newNumber,
  newPartLine,
  partByNumber,
} from "./import-calls";

const HEADER = `${NEW_PART_HEADER},supersedes`;
const [a, b, c] = [newNumber("QA"), newNumber("QB"), newNumber("QC")];
let customer: Buyer;
beforeAll(async () => {
  const admin = await demoUser(demo.admin);
  customer = await createUser();
  await importFile(admin, csv(HEADER, `${newPartLine(a)},`));
  await importFile(admin, csv(HEADER, `${newPartLine(b)},${a}`, `${newPartLine(c)},${b}`));
});

it("quick order turns an old number into the part sold now, and says so", async () => {
  const [line] = await checkedLines(customer, `${a.toLowerCase()} 8`);
  const current = await partByNumber(c);
  expect(line).toMatchObject({
    status: "ok",
    partId: current!.id,
    quantity: 8,
    note: supersessionNote(a.toLowerCase(), c),
  });
});

it("order again puts the part sold now in the cart in place of the replaced one", async () => {
  await fillCart(customer, []);
  const replaced = await partByNumber(a);
  const order = await placedOrder(customer, replaced!, 8);
  const answer = await callRoute(reorderRoute, "/api/cart/reorder", {
    method: "POST",
    headers: await headersOf(customer),
    body: { orderId: order._id },
  });
  expect(answer.status).toBe(200);
  const current = await partByNumber(c);
  expect(answer.body as Reordered).toMatchObject({
    added: 1,
    replaced: [
      { partId: current!.id, productName: current!.productName, note: supersessionNote(a, c) },
    ],
  });
  expect(await cartOf(customer)).toEqual([{ partId: current!.id, quantity: 8 }]);
});
