/** @jest-environment jsdom */
import { act } from "react";
import { AddProductForm } from "@/components/catalog/manage/add-product-form";
import { toast } from "@/components/ui/toast";
import { catalogMessages, partDataMessages } from "@/domains/catalog/catalog-texts";
import { gtinTexts } from "@/domains/catalog/gtin-texts";
import {
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

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

/** The form with every field filled in, the image as a URL; `catalog` overrides the lists. */
async function filledForm(catalog: { oemNumbers?: string; specs?: string } = {}) {
  const container = await render(<AddProductForm />);
  await type(field(container, "Product name"), "Ceramic front brake pads");
  await type(field(container, "Available quantity (pcs)"), "120");
  await type(field(container, "Maximum Order Quantity (pcs)"), "4");
  await type(field(container, "Price ($)"), "42.50");
  await type(field(container, "Product description"), "Low-dust pads for fleet vans");
  await type(field(container, "Part number"), " BP-1234 ");
  await type(field(container, "Brand"), "Stopwell");
  await choose(field(container, "Category"), "Brakes › Pads");
  await type(field(container, "Weight (lb)"), "3.2");
  await type(field(container, "OEM numbers"), catalog.oemNumbers ?? "");
  await type(field(container, "Specifications"), catalog.specs ?? "");
  const urlTab = container.querySelector<HTMLInputElement>('input[aria-label="Image URL"]')!;
  await act(async () => urlTab.click());
  await type(field(container, "Image URL"), "https://images.example.com/pads.webp");
  return { container, form: container.querySelector("form")! };
}

describe("Add Product's catalog fields", () => {
  it("offers the categories grouped, and requires part number, brand and category", async () => {
    const container = await render(<AddProductForm />);
    const category = field(container, "Category") as unknown as HTMLSelectElement;
    const groups = [...category.querySelectorAll("optgroup")].map((group) => group.label);
    expect(groups).toContain("Brakes");
    expect(
      [...category.querySelectorAll('optgroup[label="Brakes"] option')].map((o) => o.textContent),
    ).toEqual(["Pads", "Rotors", "Calipers", "Hoses"]);

    await submit(container.querySelector("form")!);
    await settle();
    expect(errorUnder(field(container, "Part number"))).toBe(partDataMessages.partNumberRequired);
    expect(errorUnder(field(container, "Brand"))).toBe(partDataMessages.brandRequired);
    expect(errorUnder(category)).toBe(partDataMessages.categoryRequired);
    // The lists are optional.
    expect(errorUnder(field(container, "OEM numbers"))).toBeNull();
    expect(errorUnder(field(container, "Specifications"))).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the catalog fields, the lists parsed from their text", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(201, { insertedId: "part-9" }));
    const { container, form } = await filledForm({
      oemNumbers: "04465-33450, 04465-YZZ\n\n0446533450\n 04465 02220 ",
      specs: "Material: Ceramic\n\nPosition : Front\nSensor: 2-wire: included",
    });
    await submit(form);
    await settle();

    expect(fetchCalls(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/parts",
        body: {
          productName: "Ceramic front brake pads",
          availableQty: 120,
          orderQty: 4,
          price: 42.5,
          productDescription: "Low-dust pads for fleet vans",
          image: "https://images.example.com/pads.webp",
          partNumber: "BP-1234",
          brand: "Stopwell",
          category: "Brakes › Pads",
          // The same number in another spelling is kept once.
          oemNumbers: ["04465-33450", "04465-YZZ", "04465 02220"],
          specs: [
            { name: "Material", value: "Ceramic" },
            { name: "Position", value: "Front" },
            { name: "Sensor", value: "2-wire: included" },
          ],
          // Bulk terms left blank: sold one by one at one price, no core deposit.
          orderMultiple: 1,
          priceTiers: [],
          lowStockQty: null,
          coreCharge: 0,
          gtin: null,
          // The package's size left blank: none is sent.
          weight: 3.2,
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(catalogMessages.productAdded);
    // Saved: the form empties, the catalog fields too.
    expect(field(container, "Part number").value).toBe("");
    expect(field(container, "Category").value).toBe("");
    expect(field(container, "Specifications").value).toBe("");
  });

  it("names a specification line without ':' under the field and sends nothing", async () => {
    const { container, form } = await filledForm({ specs: "Material: Ceramic\nLow dust" });
    await submit(form);
    await settle();
    expect(errorUnder(field(container, "Specifications"))).toBe(
      partDataMessages.specLine.noColon(2, "Low dust"),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names an OEM number that is not one and sends nothing", async () => {
    const { container, form } = await filledForm({ oemNumbers: "04465-33450, ##" });
    await submit(form);
    await settle();
    expect(errorUnder(field(container, "OEM numbers"))).toBe(partDataMessages.oemNumberShape("##"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a part number another part has under the field and keeps what was typed", async () => {
    const taken = partDataMessages.partNumberTaken("BP-1234");
    fetchMock.mockResolvedValue(
      jsonAnswer(409, { error: taken, issues: [{ path: ["partNumber"], message: taken }] }),
    );
    const { container, form } = await filledForm();
    await submit(form);
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(errorUnder(field(container, "Part number"))).toBe(taken);
    expect(toast.error).toHaveBeenCalledWith(taken);
    expect(field(container, "Part number").value).toBe(" BP-1234 ");
    expect(field(container, "Product name").value).toBe("Ceramic front brake pads");

    // A new number clears the message as it is typed (after a submit, fields are checked as they change).
    await type(field(container, "Part number"), "BP-1235");
    await settle();
    expect(errorUnder(field(container, "Part number"))).toBeNull();
  });

  it("shows a GTIN another part has under the GTIN field, not the part number's", async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(409, {
        error: gtinTexts.taken,
        issues: [{ path: ["gtin"], message: gtinTexts.taken }],
      }),
    );
    const { container, form } = await filledForm();
    await type(field(container, gtinTexts.label), "036000291452");
    await submit(form);
    await settle();

    expect(errorUnder(field(container, gtinTexts.label))).toBe(gtinTexts.taken);
    expect(errorUnder(field(container, "Part number"))).toBeNull();
    expect(field(container, gtinTexts.label).value).toBe("036000291452");
  });
});
