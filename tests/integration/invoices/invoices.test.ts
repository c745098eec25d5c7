/** @jest-environment node */
// PDF invoices on both databases, read back with a PDF parser: a paid order's and a paid
// checkout's lines, unit prices (with the price break and its list price), total, customer and
// transaction id; only for the customer and admins, and only once paid.
import { formatMoney } from "@/lib/money";
import { GET as orderInvoiceRoute } from "@/app/api/orders/[id]/invoice/route";
import { GET as checkoutInvoiceRoute } from "@/app/api/checkout/[checkoutId]/invoice/route";
import { SHOP_ADDRESS, SHOP_EMAIL } from "@/lib/site";
import { invoiceMessages } from "@/domains/ordering/invoice-texts";
import { createUser, demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { fillCart, payCheckout, placedCheckout, SHIPPING } from "../../helpers/checkout";
import { createPart, paidOrder, placedOrder, type Buyer } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";
import { pdfText } from "../../helpers/pdf";

let customer: Buyer;
let stranger: Buyer;
let admin: Buyer;
beforeAll(async () => {
  customer = await createUser();
  stranger = await createUser();
  admin = await demoUser(demo.admin);
});

async function fetchInvoice(caller: Buyer | null, kind: "order" | "checkout", id: string) {
  const handler = kind === "order" ? orderInvoiceRoute : checkoutInvoiceRoute;
  const url = kind === "order" ? `/api/orders/${id}/invoice` : `/api/checkout/${id}/invoice`;
  const params: Record<string, string> = kind === "order" ? { id } : { checkoutId: id };
  return callRoute(handler, url, { headers: await headersOf(caller), params });
}

it("makes a paid order's invoice with its line, price break, total and transaction", async () => {
  const part = await createPart({
    priceCents: 2450,
    orderQty: 100,
    orderMultiple: 50,
    availableQty: 5000,
    priceTiers: [{ minQty: 500, priceCents: 2190 }],
  });
  const { order, intentId } = await paidOrder(customer, part, 500);
  const answer = await fetchInvoice(customer, "order", order._id);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("application/pdf");
  expect(answer.headers.get("content-disposition")).toMatch(
    /^attachment; filename="invoice-[a-z0-9]{8}\.pdf"$/,
  );
  const text = await pdfText(answer.bytes);
  for (const expected of [
    "Redline Parts",
    SHOP_ADDRESS,
    SHOP_EMAIL,
    `Invoice INV-${order._id.replace(/-/g, "").slice(0, 8).toUpperCase()}`,
    customer.name,
    customer.email,
    part.productName,
    part.partNumber,
    "500",
    "21.90$",
    "price break (list 24.50$)",
    "10,950.00$",
    intentId,
  ])
    expect(text).toContain(expected);
  const byAdmin = await fetchInvoice(admin, "order", order._id);
  expect(byAdmin.status).toBe(200);
});

it("makes a checkout's invoice with every paid line and their total", async () => {
  const parts = [
    await createPart({ priceCents: 1000, orderQty: 10 }),
    await createPart({ priceCents: 250, orderQty: 20 }),
  ];
  await fillCart(
    customer,
    parts.map((part) => ({ partId: part.id, quantity: part.minOrderQty })),
  );
  const placed = await placedCheckout(customer);
  expect(await fetchInvoice(customer, "checkout", placed.checkoutId)).toMatchObject({
    status: 409,
    body: { error: invoiceMessages.checkoutNotPaid },
  });
  const intentId = await payCheckout(customer, placed.checkoutId);
  const answer = await fetchInvoice(customer, "checkout", placed.checkoutId);
  expect(answer.status).toBe(200);
  const text = await pdfText(answer.bytes);
  for (const part of parts) expect(text).toContain(part.productName);
  // Its total is what was paid: the lines' 150.00$, their shipping and their tax.
  expect(text).toContain(`Total ${formatMoney(placed.totals.total)}`);
  expect(text).toContain(intentId);
  expect(text).toContain(SHIPPING.address);
});

it("is only for the customer and admins, and only once paid", async () => {
  const part = await createPart();
  const unpaid = await placedOrder(customer, part);
  expect(await fetchInvoice(customer, "order", unpaid._id)).toMatchObject({
    status: 409,
    body: { error: invoiceMessages.notPaid },
  });
  const { order } = await paidOrder(customer, part);
  expect((await fetchInvoice(stranger, "order", order._id)).status).toBe(403);
  expect((await fetchInvoice(null, "order", order._id)).status).toBe(401);
  expect((await fetchInvoice(customer, "order", "no-such-order")).status).toBe(404);
  expect((await fetchInvoice(customer, "checkout", "no-such-checkout")).status).toBe(404);
});
