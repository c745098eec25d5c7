/** @jest-environment jsdom */
import { ManageProductsTable } from "@/components/catalog/manage/manage-products-table";
import {
  checkProductUpdate,
  updateFieldsFor,
} from "@/components/catalog/manage/manage-products-update-form";
import { toast } from "@/components/ui/toast";
import type { PartJson } from "@/domains/catalog/part-json";
import { catalogMessages, partDataMessages } from "@/domains/catalog/catalog-texts";
import { gtinTexts } from "@/domains/catalog/gtin-texts";
import {
  choose,
  errorUnder,
  fakeModalDialogs,
  fetchCalls,
  field,
  jsonAnswer,
  render,
  settle,
  submit,
  type,
} from "./dom";
import { openUpdateModal } from "./update-modal";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const part: PartJson = {
  _id: "part-7",
  productName: "Ceramic front brake pads",
  productDescription: "Low-dust pads",
  price: 42.5,
  orderQty: 4,
  orderMultiple: 1,
  coreCharge: 0,
  gtin: null,
  priceTiers: [],
  availableQty: 120,
  lowStockBelow: 0,
  lowStockQty: null,
  image: "/images/pads.webp",
  createdAt: "2026-01-01T00:00:00.000Z",
  creator: { name: "Admin", uid: "admin-uid" },
  partNumber: "BP-1234",
  brand: "Stopwell",
  category: "Brakes › Pads",
  oemNumbers: ["04465-33450", "04465-YZZ"],
  specs: [
    { name: "Material", value: "Ceramic" },
    { name: "Position", value: "Front" },
  ],
  supersedes: [],
  universal: false,
  retired: false,
  weight: null,
  dimensions: null,
  url: "/parts/bp-1234-ceramic-front-brake-pad-set",
};

/** The spec's four fields as the modal sends them when none was typed. */
const unchanged = {
  productName: part.productName,
  availableQty: 120,
  orderQty: 4,
  price: 42.5,
  expectedAvailableQty: 120,
};

describe("checkProductUpdate: the catalog fields", () => {
  const opened = updateFieldsFor(part);

  it("sends none of them while they are as the part has them", () => {
    expect(checkProductUpdate(opened, part)).toEqual({ update: unchanged });
  });

  it("sends the changed ones, the lists parsed from their text", () => {
    const edited = {
      ...opened,
      brand: " Stopwell Pro ",
      oemNumbers: "04465-33450, 04465-YZZ\n0446533450\n\n04465 02220",
      specs: "Material: Ceramic\n\n Position : Front\nWear sensor: yes",
    };
    expect(checkProductUpdate(edited, part)).toEqual({
      update: {
        ...unchanged,
        brand: "Stopwell Pro",
        // The same number in another spelling is kept once.
        oemNumbers: ["04465-33450", "04465-YZZ", "04465 02220"],
        specs: [...part.specs, { name: "Wear sensor", value: "yes" }],
      },
    });
  });

  it("sends a low-stock level typed, and null when it is emptied again", () => {
    expect(checkProductUpdate({ ...opened, lowStockQty: " 500 " }, part)).toEqual({
      update: { ...unchanged, lowStockQty: 500 },
    });
    const withLevel = { ...part, lowStockQty: 500, lowStockBelow: 500 };
    expect(
      checkProductUpdate({ ...updateFieldsFor(withLevel), lowStockQty: "" }, withLevel),
    ).toEqual({ update: { ...unchanged, lowStockQty: null } });
    expect(checkProductUpdate({ ...opened, lowStockQty: "-3" }, part)).toEqual({
      errors: {
        lowStockQty: expect.objectContaining({ message: "Low stock level must be a whole number" }),
      },
    });
  });

  it.each([
    ["partNumber", "", partDataMessages.partNumberRequired],
    ["partNumber", "BP_12", partDataMessages.partNumberShape],
    ["brand", " ", partDataMessages.brandRequired],
    ["category", "Brakes", partDataMessages.categoryRequired],
    ["oemNumbers", "04465-33450, ??", partDataMessages.oemNumberShape("??")],
    ["specs", "Material: Ceramic\nheavy duty", partDataMessages.specLine.noColon(2, "heavy duty")],
    [
      "specs",
      "Material:",
      partDataMessages.specLine.invalid(1, "Material:", "Specification value is required"),
    ],
  ] as const)("%s %p is refused with %p", (name, typed, message) => {
    expect(checkProductUpdate({ ...opened, [name]: typed }, part)).toEqual({
      errors: { [name]: expect.objectContaining({ message }) },
    });
  });
});

describe("the Update modal's catalog fields", () => {
  const fetchMock = jest.fn();
  beforeAll(fakeModalDialogs);
  beforeEach(() => {
    jest.clearAllMocks();
    global.fetch = fetchMock;
  });

  const openModal = () => openUpdateModal(part);

  it("shows the part's catalog fields filled in", async () => {
    const { container } = await openModal();
    expect(field(container, "Part number").value).toBe("BP-1234");
    expect(field(container, "Brand").value).toBe("Stopwell");
    expect(field(container, "Category").value).toBe("Brakes › Pads");
    expect(field(container, "OEM numbers").value).toBe("04465-33450\n04465-YZZ");
    expect(field(container, "Specifications").value).toBe("Material: Ceramic\nPosition: Front");
  });

  it("sends the catalog fields changed with the update", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { modifiedCount: 1 }));
    const { container, form, onClose, onUpdated } = await openModal();
    await type(field(container, "Part number"), "BP-1234-C");
    await choose(field(container, "Category"), "Brakes › Rotors");
    await type(field(container, "OEM numbers"), "");
    await type(field(container, "Specifications"), "Material: Semi-metallic");
    await submit(form);
    await settle();

    expect(fetchCalls(fetchMock)).toEqual([
      {
        method: "PATCH",
        url: "/api/parts/update-stock/part-7",
        body: {
          ...unchanged,
          partNumber: "BP-1234-C",
          category: "Brakes › Rotors",
          oemNumbers: [],
          specs: [{ name: "Material", value: "Semi-metallic" }],
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(catalogMessages.productUpdated(part.productName));
    expect(onUpdated).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("names a specification line without ':' and sends nothing", async () => {
    const { container, form, onUpdated } = await openModal();
    const specs = field(container, "Specifications");
    await type(specs, "Material: Ceramic\nLow dust");
    await submit(form);
    await settle();
    expect(errorUnder(specs)).toBe(partDataMessages.specLine.noColon(2, "Low dust"));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it("shows a part number another part has under the field and stays open", async () => {
    const taken = partDataMessages.partNumberTaken("BP-9");
    fetchMock.mockResolvedValue(
      jsonAnswer(409, { error: taken, issues: [{ path: ["partNumber"], message: taken }] }),
    );
    const { container, form, onClose, onUpdated } = await openModal();
    const partNumber = field(container, "Part number");
    await type(partNumber, "BP-9");
    await submit(form);
    await settle();

    expect(errorUnder(partNumber)).toBe(taken);
    expect(toast.error).toHaveBeenCalledWith(taken);
    // Not the stock's 409: the stock field says nothing and the part is not reloaded.
    expect(errorUnder(field(container, "Available quantity (pcs)"))).toBeNull();
    expect(fetchCalls(fetchMock).map(({ method }) => method)).toEqual(["PATCH"]);
    expect(onUpdated).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(partNumber.value).toBe("BP-9");
  });

  it("shows a GTIN another part has under the GTIN field, without reloading the stock", async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(409, {
        error: gtinTexts.taken,
        issues: [{ path: ["gtin"], message: gtinTexts.taken }],
      }),
    );
    const { container, form, onClose } = await openModal();
    const gtin = field(container, gtinTexts.label);
    await type(gtin, "036000291452");
    await submit(form);
    await settle();

    expect(errorUnder(gtin)).toBe(gtinTexts.taken);
    expect(errorUnder(field(container, "Part number"))).toBeNull();
    expect(errorUnder(field(container, "Available quantity (pcs)"))).toBeNull();
    expect(fetchCalls(fetchMock).map(({ method }) => method)).toEqual(["PATCH"]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("the Manage Products table", () => {
  beforeAll(() => {
    global.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  const sorting = { sort: "price", order: "asc" as const, onSort: jest.fn() };

  it("shows each product's part number and brand under its name", async () => {
    const container = await render(
      <ManageProductsTable
        parts={[part]}
        sorting={sorting}
        onUpdate={jest.fn()}
        onRetire={jest.fn()}
        onDelete={jest.fn()}
      />,
    );
    const name = container.querySelector('[data-testid="manage-product-row"] th')!;
    expect(name.textContent).toBe("Ceramic front brake padsBP-1234 · Stopwell");
    expect(container.querySelectorAll("thead th")).toHaveLength(8);
  });

  it("marks a retired product, and its button sells it again; an on-sale one's retires it", async () => {
    const retired = { ...part, _id: "gone", productName: "Old pads", retired: true };
    const onRetire = jest.fn();
    const container = await render(
      <ManageProductsTable
        parts={[part, retired]}
        sorting={sorting}
        onUpdate={jest.fn()}
        onRetire={onRetire}
        onDelete={jest.fn()}
      />,
    );
    const rows = container.querySelectorAll('[data-testid="manage-product-row"]');
    expect(rows[0]!.querySelector("th")!.textContent).not.toContain("Retired");
    expect(rows[1]!.querySelector("th")!.textContent).toContain("Old padsRetired");
    const sellAgain = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Sell again Old pads"]',
    )!;
    const retire = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Retire Ceramic front brake pads"]',
    )!;
    sellAgain.click();
    retire.click();
    expect(onRetire.mock.calls.map(([called]) => called._id)).toEqual(["gone", part._id]);
  });

  it("marks low stock and names each part's level; a sortable heading sorts", async () => {
    const low = { ...part, _id: "low", availableQty: 90, lowStockBelow: 100 };
    const container = await render(
      <ManageProductsTable
        parts={[part, low]}
        sorting={sorting}
        onUpdate={jest.fn()}
        onRetire={jest.fn()}
        onDelete={jest.fn()}
      />,
    );
    const rows = container.querySelectorAll('[data-testid="manage-product-row"]');
    expect(rows[0]!.textContent).not.toContain("Low stock");
    expect(rows[1]!.textContent).toContain("Low stockLow below 100 pcs");
    const price = [...container.querySelectorAll("thead th")].find((th) =>
      th.textContent?.startsWith("Price"),
    )!;
    expect(price.getAttribute("aria-sort")).toBe("ascending");
    (price.querySelector("button") as HTMLButtonElement).click();
    expect(sorting.onSort).toHaveBeenCalledWith("price", "desc");
  });
});
