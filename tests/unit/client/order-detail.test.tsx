/** @jest-environment jsdom */
// The order detail page's payment card: a PO number and an order billed on the company's invoice
// are shown; an ordinary order shows neither.
import { OrderDetail } from "@/components/ordering/orders/order-detail";
import { orderDetailTexts, orderHistoryTexts } from "@/domains/ordering";
import { render } from "./dom";
import { aChargedOrder, anOrder } from "./order-fixture";

const termsAndValues = (container: HTMLElement) =>
  [...container.querySelectorAll("dt")].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

it("shows the PO number and that the order is billed on the company's invoice", async () => {
  const container = await render(
    <OrderDetail order={anOrder({ poNumber: "PO-4471", onAccount: true })} audience="customer" />,
  );
  expect(termsAndValues(container)).toEqual(
    expect.arrayContaining([
      [orderDetailTexts.poNumber, "PO-4471"],
      [orderDetailTexts.payment, orderDetailTexts.onAccount],
    ]),
  );
});

it("shows neither for an order paid by card without a PO number", async () => {
  const container = await render(<OrderDetail order={anOrder()} audience="customer" />);
  const terms = termsAndValues(container).map(([term]) => term);
  expect(terms).not.toContain(orderDetailTexts.poNumber);
  expect(container.textContent).not.toContain(orderDetailTexts.onAccount);
});

it("shows subtotal, shipping, tax and total, and why the shop's default state applied", async () => {
  const order = aChargedOrder({
    shippingService: "ground",
    taxState: "IL",
    destinationDefaulted: true,
  });
  const container = await render(<OrderDetail order={order} audience="customer" />);
  expect(termsAndValues(container)).toEqual(
    expect.arrayContaining([
      ["Subtotal", "50.00$"],
      ["Shipping (Ground, delivery by Tue, Dec 1, 2026)", "18.40$"],
      ["Tax (IL 6.25%)", "4.28$"],
      ["Total", "72.68$"],
    ]),
  );
  expect(container.textContent).toContain("reckoned for IL, the shop's default state");
});

describe("Return on the order detail page", () => {
  const returnLinks = (container: HTMLElement) =>
    [...container.querySelectorAll("a")].filter(
      (link) => link.textContent === orderHistoryTexts.returnOrder,
    );

  it("is offered to the customer of a shipped order, to the Returns page for that order", async () => {
    const order = anOrder({ shipped: true });
    const container = await render(<OrderDetail order={order} audience="customer" />);
    const links = returnLinks(container);
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toBe(`/dashboard/returns?order=${order._id}`);
  });

  it("is not offered before the order ships, nor to the shop's admin", async () => {
    const unshipped = await render(<OrderDetail order={anOrder()} audience="customer" />);
    expect(returnLinks(unshipped)).toHaveLength(0);
    const admin = await render(<OrderDetail order={anOrder({ shipped: true })} audience="admin" />);
    expect(returnLinks(admin)).toHaveLength(0);
  });
});
