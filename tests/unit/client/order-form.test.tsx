/** @jest-environment jsdom */
import { act, useState } from "react";
import { OrderForm } from "@/components/ordering/purchase/order-form";
import { toast } from "@/components/ui/toast";
import type { PartJson } from "@/domains/catalog/part-json";
import { orderMessages } from "@/domains/ordering/order-texts";
import {
  button,
  choose,
  errorUnder,
  fetchCalls,
  field,
  jsonAnswer,
  render,
  settle,
  submit,
  type,
} from "./dom";

const mockRouter = { refresh: jest.fn(), push: jest.fn(), replace: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// A customer without saved addresses: the form's own fields are what these tests type in.
jest.mock("@/domains/accounts/client/addresses", () => ({
  useSavedAddresses: () => ({ data: [] }),
}));

const part: PartJson = {
  _id: "part-1",
  productName: "Brake pad set",
  productDescription: "Ceramic pads",
  price: 12.5,
  orderQty: 10,
  orderMultiple: 1,
  coreCharge: 0,
  gtin: null,
  priceTiers: [],
  availableQty: 50,
  lowStockBelow: 0,
  lowStockQty: null,
  image: "/images/brake.webp",
  createdAt: "2026-01-01T00:00:00.000Z",
  creator: { name: "Admin", uid: "admin-uid" },
  partNumber: "BP-1",
  brand: "Testbrand",
  category: "Brakes › Pads",
  oemNumbers: [],
  specs: [],
  supersedes: [],
  universal: false,
  retired: false,
  weight: null,
  dimensions: null,
  url: "/parts/bp-1-brake-pad-set",
};
const buyer = { uid: "buyer-uid", name: "Bea Buyer", email: "bea@example.com" };

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

async function renderForm(overrides: Partial<PartJson> = {}, startQuantity?: number) {
  const container = await render(
    <OrderForm part={{ ...part, ...overrides }} buyer={buyer} startQuantity={startQuantity} />,
  );
  return {
    container,
    quantity: field(container, "Order quantity (pcs)"),
    placeOrder: button(container, "Place Order"),
    total: () => container.querySelector("[data-testid=order-total]")?.textContent,
  };
}

describe("the purchase form's quantity", () => {
  it("starts at the MOQ and names the allowed range", async () => {
    const { container, quantity, placeOrder, total } = await renderForm();
    expect(quantity.value).toBe("10");
    expect(container.textContent).toContain("From 10 to 50 pcs");
    expect(total()).toBe("125.00$");
    expect(placeOrder.disabled).toBe(false);
  });

  it("has one quantity box, for Place Order and Add to cart alike", async () => {
    const { container } = await renderForm();
    expect(container.querySelectorAll("input[type=number]")).toHaveLength(1);
    expect(button(container, "Add to cart").disabled).toBe(false);
  });

  it("starts at the quantity the part's page sent", async () => {
    const { quantity, total } = await renderForm({}, 40);
    expect(quantity.value).toBe("40");
    expect(total()).toBe("500.00$");
  });

  it("shows no total for a quantity that cannot be ordered, only the message", async () => {
    const { container, placeOrder, total } = await renderForm({}, 5);
    await settle();
    expect(container.textContent).toContain(orderMessages.belowMinimum(10));
    expect(total()).toBe("—");
    expect(container.textContent).not.toContain("62.50$");
    expect(placeOrder.disabled).toBe(true);
    expect(button(container, "Add to cart").disabled).toBe(true);
  });

  it("below the MOQ shows 'Quantity must be greater than {MOQ}' and disables Place Order", async () => {
    const { container, quantity, placeOrder } = await renderForm();
    await type(quantity, "9");
    await settle();
    expect(container.textContent).toContain(orderMessages.belowMinimum(10));
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
    expect(placeOrder.disabled).toBe(true);
  });

  it("above the stock shows 'Your order quantity should be in {stock}'", async () => {
    const { container, quantity, placeOrder } = await renderForm();
    await type(quantity, "51");
    await settle();
    expect(container.textContent).toContain(orderMessages.aboveStock(50));
    expect(placeOrder.disabled).toBe(true);
  });

  it("a blank quantity is required; a quantity in range clears the message and totals", async () => {
    const { container, quantity, placeOrder, total } = await renderForm();
    await type(quantity, "");
    await settle();
    expect(container.textContent).toContain(orderMessages.quantityRequired);
    expect(total()).toBe("—");
    await type(quantity, "50");
    await settle();
    expect(container.textContent).not.toContain(orderMessages.quantityRequired);
    expect(placeOrder.disabled).toBe(false);
    expect(total()).toBe("625.00$");
  });

  it("a negative or zero quantity shows the minimum's message, not a number format one", async () => {
    const { container, quantity, placeOrder } = await renderForm();
    for (const typed of ["-5", "0"]) {
      await type(quantity, typed);
      await settle();
      expect(container.textContent).toContain(orderMessages.belowMinimum(10));
      expect(container.textContent).not.toContain("whole number");
      expect(placeOrder.disabled).toBe(true);
    }
  });

  it("typing more than the stock raises the 'Stock Out!' toast too", async () => {
    const { quantity } = await renderForm();
    await type(quantity, "51");
    await settle();
    expect(toast.error).toHaveBeenCalledWith(orderMessages.stockOut);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("when the stock drops below the typed quantity, Place Order is disabled and says why", async () => {
    let setStock: (stock: number) => void = () => {};
    function WithStock() {
      const [stock, set] = useState(50);
      setStock = set;
      return <OrderForm part={{ ...part, availableQty: stock }} buyer={buyer} />;
    }
    const container = await render(<WithStock />);
    const placeOrder = button(container, "Place Order");
    await type(field(container, "Order quantity (pcs)"), "40");
    await settle();
    expect(placeOrder.disabled).toBe(false);
    // The page is refreshed after someone else's order: 30 pcs are left.
    await act(async () => setStock(30));
    await settle();
    expect(container.textContent).toContain(orderMessages.aboveStock(30));
    expect(placeOrder.disabled).toBe(true);
  });

  it("with less stock than the MOQ says 'Stock Out!' and cannot be sent", async () => {
    const { container, placeOrder } = await renderForm({ availableQty: 5 });
    expect(container.textContent).toContain(orderMessages.stockOut);
    expect(container.textContent).not.toContain("From 10 to 5 pcs");
    expect(placeOrder.disabled).toBe(true);
  });
});

describe("placing the order", () => {
  it("sends the part, the quantity and the shipping details, then says it is placed", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(201, { order: { _id: "order-1" } }));
    const { container, quantity } = await renderForm();
    await type(field(container, "Phone"), "+1 313 555 0100");
    await type(field(container, "Shipping address"), "1 Main St, Detroit");
    await type(quantity, "20");
    await submit(container.querySelector("form")!);
    await settle();

    expect(fetchCalls(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/orders?uid=buyer-uid",
        body: {
          uid: "buyer-uid",
          author: { name: "Bea Buyer", email: "bea@example.com" },
          productInfo: {
            id: "part-1",
            productName: "Brake pad set",
            image: "/images/brake.webp",
            price: 12.5,
            availableQty: 50,
            orderQty: 20,
          },
          address: { address: "1 Main St, Detroit", phone: "+1 313 555 0100" },
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(orderMessages.placed);
    expect(container.textContent).toContain("Pay it in My Orders");
    // The stock moved: the page is drawn again with the new quantity.
    expect(mockRouter.refresh).toHaveBeenCalledTimes(1);
  });

  it("sends city, state and ZIP when given (they are optional), and checks them", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(201, { order: { _id: "order-2" } }));
    const { container } = await renderForm();
    expect(field(container, "State (optional)").getAttribute("autocomplete")).toBe(
      "address-level1",
    );
    expect(field(container, "City (optional)").required).toBe(false);
    await type(field(container, "Phone"), "5550100");
    await type(field(container, "Shipping address"), "1 Main St");
    await type(field(container, "City (optional)"), "Austin");
    await choose(field(container, "State (optional)"), "TX");
    const zip = field(container, "ZIP code (optional)");
    expect(zip.getAttribute("autocomplete")).toBe("postal-code");
    await type(zip, "7330");
    expect(errorUnder(zip)).toMatch(/zip must be 5 or 9 digits/);
    await type(zip, "73301");
    await submit(container.querySelector("form")!);
    await settle();
    expect(fetchCalls(fetchMock)[0]!.body).toMatchObject({
      address: {
        address: "1 Main St",
        phone: "5550100",
        city: "Austin",
        state: "TX",
        zip: "73301",
      },
    });
  });

  it("shows the server's refusal and sends nothing more", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(409, { error: orderMessages.stockOut }));
    const { container } = await renderForm();
    await type(field(container, "Phone"), "5550100");
    await type(field(container, "Shipping address"), "1 Main St");
    await submit(container.querySelector("form")!);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(orderMessages.stockOut);
    expect(toast.success).not.toHaveBeenCalled();
    expect(container.textContent).not.toContain("Pay it in My Orders");
    expect(mockRouter.refresh).toHaveBeenCalledTimes(1);
  });

  it("more than the stock at submit says 'Stock Out!' and sends nothing", async () => {
    const { container, quantity } = await renderForm();
    await type(field(container, "Phone"), "5550100");
    await type(field(container, "Shipping address"), "1 Main St");
    await type(quantity, "51");
    await submit(container.querySelector("form")!);
    await settle();
    expect(toast.error).toHaveBeenCalledWith(orderMessages.stockOut);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends nothing while a field is wrong", async () => {
    const { container, quantity } = await renderForm();
    await type(quantity, "20");
    await submit(container.querySelector("form")!);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.textContent).toContain(orderMessages.phoneRequired);
    expect(container.textContent).toContain(orderMessages.addressRequired);
  });
});
