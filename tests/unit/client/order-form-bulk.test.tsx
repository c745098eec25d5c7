/** @jest-environment jsdom */
// The purchase form of a part sold in steps with price breaks: a quantity off the steps is
// refused with the nearest allowed ones, the unit price and total follow the typed quantity,
// the next break is hinted when near, and the order sends the unit price the buyer saw.
import { OrderForm } from "@/components/ordering/purchase/order-form";
import type { PartJson } from "@/domains/catalog/part-json";
import { quantityMessages } from "@/domains/catalog/bulk-texts";
import { button, fetchCalls, field, jsonAnswer, render, settle, submit, type } from "./dom";

const mockRouter = { refresh: jest.fn(), push: jest.fn(), replace: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/domains/accounts/client/addresses", () => ({
  useSavedAddresses: () => ({ data: [] }),
}));

const part: PartJson = {
  _id: "part-1",
  productName: "Brake pad set",
  productDescription: "Ceramic pads",
  price: 24.5,
  orderQty: 100,
  orderMultiple: 50,
  coreCharge: 0,
  gtin: null,
  priceTiers: [
    { minQty: 500, price: 21.9 },
    { minQty: 1000, price: 19.9 },
  ],
  availableQty: 4800,
  lowStockBelow: 0,
  lowStockQty: null,
  image: "/images/brake.webp",
  createdAt: "2026-01-01T00:00:00.000Z",
  creator: { name: "Admin", uid: "admin-uid" },
  partNumber: "BP-1234",
  brand: "Testbrand",
  category: "Brakes › Pads",
  oemNumbers: [],
  specs: [],
  supersedes: [],
  universal: false,
  retired: false,
  weight: null,
  dimensions: null,
  url: "/parts/bp-1234-brake-pad-set",
};
const buyer = { uid: "buyer-uid", name: "Bea Buyer", email: "bea@example.com" };

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

async function renderForm() {
  const container = await render(<OrderForm part={part} buyer={buyer} />);
  const text = (id: string) => container.querySelector(`[data-testid=${id}]`)?.textContent;
  return {
    container,
    quantity: field(container, "Order quantity (pcs)"),
    placeOrder: button(container, "Place Order"),
    unit: () => text("unit-price"),
    total: () => text("order-total"),
    hint: () => text("tier-hint"),
  };
}

describe("the purchase form of a part sold in bulk", () => {
  it("refuses a quantity off the steps, naming the nearest allowed ones", async () => {
    const { container, quantity, placeOrder } = await renderForm();
    await type(quantity, "120");
    await settle();
    expect(container.textContent).toContain(quantityMessages.notAllowed([100, 150], 100, 50));
    expect(container.textContent).toContain("Order 100 or 150 pcs");
    expect(placeOrder.disabled).toBe(true);
    await type(quantity, "150");
    await settle();
    expect(container.textContent).not.toContain("Order 100 or 150 pcs");
    expect(placeOrder.disabled).toBe(false);
  });

  it("shows the unit price and total of the typed quantity and hints the near break", async () => {
    const { quantity, unit, total, hint } = await renderForm();
    expect(unit()).toBe("24.50$");
    expect(hint()).toBeUndefined();
    await type(quantity, "450");
    await settle();
    expect(unit()).toBe("24.50$");
    expect(total()).toBe("11,025.00$");
    expect(hint()).toBe("add 50 more to pay 21.90$ each");
    await type(quantity, "500");
    await settle();
    expect(unit()).toBe("21.90$");
    expect(total()).toBe("10,950.00$");
  });

  it("sends the break's unit price it showed", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(201, { order: { _id: "order-1" } }));
    const { container, quantity } = await renderForm();
    await type(field(container, "Phone"), "+1 313 555 0100");
    await type(field(container, "Shipping address"), "1 Main St, Detroit");
    await type(quantity, "1000");
    await submit(container.querySelector("form")!);
    await settle();
    const [call] = fetchCalls(fetchMock);
    expect(call).toMatchObject({
      body: { productInfo: { id: "part-1", price: 19.9, orderQty: 1000 } },
    });
  });
});
