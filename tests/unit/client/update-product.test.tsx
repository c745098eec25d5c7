/** @jest-environment jsdom */
import {
  checkProductUpdate,
  updateFieldsFor,
} from "@/components/catalog/manage/manage-products-update-form";
import { toast } from "@/components/ui/toast";
import type { PartJson } from "@/domains/catalog/part-json";
import { catalogMessages } from "@/domains/catalog/catalog-texts";
import { orderMessages } from "@/domains/ordering/order-texts";
import {
  button,
  fakeModalDialogs,
  fetchCalls,
  field,
  jsonAnswer,
  settle,
  submit,
  type,
} from "./dom";
import { openUpdateModal } from "./update-modal";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const part: PartJson = {
  _id: "part-7",
  productName: "Oil filter",
  productDescription: "Spin-on filter",
  price: 4.25,
  orderQty: 20,
  orderMultiple: 1,
  coreCharge: 0,
  gtin: null,
  priceTiers: [],
  availableQty: 300,
  lowStockBelow: 0,
  lowStockQty: null,
  image: "/images/oil-filter.webp",
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

describe("checkProductUpdate: the Update modal's fallbacks", () => {
  // As the modal opens: the spec's four fields blank, the catalog's filled in.
  const opened = updateFieldsFor(part);

  it("keeps every current value when every field is blank (or only spaces)", () => {
    expect(checkProductUpdate(opened, part)).toEqual({
      update: {
        productName: "Oil filter",
        availableQty: 300,
        orderQty: 20,
        price: 4.25,
        expectedAvailableQty: 300,
      },
    });
    const spaces = { ...opened, productName: "  ", availableQty: " ", orderQty: "", price: "   " };
    expect(checkProductUpdate(spaces, part)).toEqual(checkProductUpdate(opened, part));
  });

  it("takes what was typed, numbers as numbers and the price in the dollars typed", () => {
    const typed = {
      ...opened,
      productName: " Oil filter XL ",
      availableQty: "0",
      orderQty: "",
      price: "19.99",
    };
    expect(checkProductUpdate(typed, part)).toEqual({
      update: {
        productName: "Oil filter XL",
        availableQty: 0,
        orderQty: 20,
        price: 19.99,
        // The stock it showed, so sales made meanwhile are not undone (the server checks it).
        expectedAvailableQty: 300,
      },
    });
  });

  it.each([
    ["availableQty", "-5", catalogMessages.stockNegative],
    ["orderQty", "0", "Maximum order quantity must be at least 1"],
    ["price", "0", "Price must be more than 0"],
    ["price", "1.999", "Price must be a positive amount with at most 2 decimals"],
    ["price", "1e3", "Price must be a positive amount with at most 2 decimals"],
  ] as const)("%s %p is refused with %p", (name, typed, message) => {
    expect(checkProductUpdate({ ...opened, [name]: typed }, part)).toEqual({
      errors: { [name]: expect.objectContaining({ message }) },
    });
  });
});

describe("the Update modal", () => {
  const sent = { productName: "Oil filter", orderQty: 20, price: 4.25 };
  const fetchMock = jest.fn();
  beforeAll(fakeModalDialogs);
  beforeEach(() => {
    jest.clearAllMocks();
    global.fetch = fetchMock;
  });

  const openModal = () => openUpdateModal(part);

  it("shows the current values as placeholders", async () => {
    const { container } = await openModal();
    expect(field(container, "Product name").placeholder).toBe("Oil filter");
    expect(field(container, "Available quantity (pcs)").placeholder).toBe("300");
    expect(field(container, "Maximum Order Quantity (pcs)").placeholder).toBe("20");
    expect(field(container, "Price ($)").placeholder).toBe("4.25");
  });

  it("sends the typed fields and the current values of the blank ones, in dollars", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { modifiedCount: 1 }));
    const { container, form, onClose, onUpdated } = await openModal();
    await type(field(container, "Available quantity (pcs)"), "120");
    await type(field(container, "Price ($)"), "5.1");
    await submit(form);
    await settle();

    expect(fetchCalls(fetchMock)).toEqual([
      {
        method: "PATCH",
        url: "/api/parts/update-stock/part-7",
        body: {
          productName: "Oil filter",
          availableQty: 120,
          orderQty: 20,
          price: 5.1,
          expectedAvailableQty: 300,
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(catalogMessages.productUpdated("Oil filter"));
    expect(onUpdated).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says 'Stock can't be negative!' as it is typed and sends nothing", async () => {
    const { container, form, onUpdated } = await openModal();
    await type(field(container, "Available quantity (pcs)"), "-1");
    await settle();
    expect(container.textContent).toContain(catalogMessages.stockNegative);
    await submit(form);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it("stays open with 'Something went wrong' when nothing was modified", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { modifiedCount: 0 }));
    const { form, onClose, onUpdated } = await openModal();
    await submit(form);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(orderMessages.somethingWrong);
    expect(onUpdated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(403, { error: "Admins only" }));
    const { container, form, onUpdated } = await openModal();
    expect(button(container, "Update").disabled).toBe(false);
    await submit(form);
    await settle();
    expect(toast.error).toHaveBeenCalledWith("Admins only");
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it("on a 409 shows why, refreshes the row and guards the next save with the current stock", async () => {
    const changed = catalogMessages.stockChangedWhileEditing(295);
    fetchMock
      .mockResolvedValueOnce(
        jsonAnswer(409, {
          error: changed,
          issues: [{ path: ["availableQty"], currentAvailableQty: 295 }],
        }),
      )
      .mockResolvedValueOnce(jsonAnswer(200, { ...part, availableQty: 295 }))
      .mockResolvedValueOnce(jsonAnswer(200, { modifiedCount: 1 }));
    const { container, form, onClose, onUpdated } = await openModal();
    await type(field(container, "Available quantity (pcs)"), "350");
    await submit(form);
    await settle();

    expect(toast.error).toHaveBeenCalledWith(changed);
    expect(container.textContent).toContain(changed);
    expect(onUpdated).toHaveBeenCalledTimes(1); // the list reloads the row's stock
    expect(onClose).not.toHaveBeenCalled();
    expect(field(container, "Available quantity (pcs)").placeholder).toBe("295");

    await type(field(container, "Available quantity (pcs)"), "345");
    await submit(form);
    await settle();
    expect(fetchCalls(fetchMock)).toEqual([
      {
        method: "PATCH",
        url: "/api/parts/update-stock/part-7",
        body: { ...sent, availableQty: 350, expectedAvailableQty: 300 },
      },
      { method: "GET", url: "/api/parts/part-7", body: undefined },
      {
        method: "PATCH",
        url: "/api/parts/update-stock/part-7",
        body: { ...sent, availableQty: 345, expectedAvailableQty: 295 },
      },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
