/** @jest-environment jsdom */
import { act } from "react";
import { useSaveProduct } from "@/components/catalog/manage/add-product-save";
import {
  addProductFormSchema,
  EMPTY_PRODUCT,
} from "@/components/catalog/manage/add-product-schema";
import { priceAsTyped } from "@/components/catalog/manage/price-as-typed";
import { toast } from "@/components/ui/toast";
import { catalogMessages } from "@/domains/catalog/catalog-texts";
import { fetchCalls, jsonAnswer, render } from "./dom";

jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const typedProduct = {
  ...EMPTY_PRODUCT,
  productName: "Spark plug",
  availableQty: "400",
  orderQty: "25",
  price: "19.99",
  productDescription: "Iridium tip",
  partNumber: "SP-0042",
  brand: "Sparkwell",
  category: "Ignition › Spark Plugs",
  weight: "0.1",
  imageSource: "url" as const,
  image: "https://images.example.com/plug.webp",
};

describe("the admin forms' price", () => {
  it.each([
    ["19.99", 19.99],
    [" 7 ", 7],
    ["0.10", 0.1],
    [12.5, 12.5],
  ])("%p stays the dollars typed: %p", (typed, dollars) => {
    expect(priceAsTyped.parse(typed)).toBe(dollars);
  });

  it.each([
    ["", catalogMessages.priceRequired],
    [undefined, catalogMessages.priceRequired],
    ["0", "Price must be more than 0"],
    ["-3", "Price must be a positive amount with at most 2 decimals"],
    ["4.999", "Price must be a positive amount with at most 2 decimals"],
  ])("%p is refused with the shared rule's message %p", (typed, message) => {
    expect(priceAsTyped.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual([
      message,
    ]);
  });

  it("Add Product's checked values carry the price in dollars", () => {
    expect(addProductFormSchema.parse(typedProduct)).toMatchObject({
      productName: "Spark plug",
      availableQty: 400,
      orderQty: 25,
      price: 19.99,
    });
  });
});

describe("saving a new product", () => {
  it("posts the dollars typed and says the product was added", async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonAnswer(201, { insertedId: "part-9" }));
    global.fetch = fetchMock;
    let save: ReturnType<typeof useSaveProduct>["save"] = async () => false;
    function Harness() {
      save = useSaveProduct().save;
      return null;
    }
    await render(<Harness />);

    let saved = false;
    await act(async () => {
      saved = await save(addProductFormSchema.parse(typedProduct));
    });

    expect(saved).toBe(true);
    expect(fetchCalls(fetchMock)).toEqual([
      {
        method: "POST",
        url: "/api/parts",
        body: {
          productName: "Spark plug",
          availableQty: 400,
          orderQty: 25,
          price: 19.99,
          productDescription: "Iridium tip",
          image: "https://images.example.com/plug.webp",
          partNumber: "SP-0042",
          brand: "Sparkwell",
          category: "Ignition › Spark Plugs",
          oemNumbers: [],
          specs: [],
          // Bulk terms left blank: sold one by one at one price.
          orderMultiple: 1,
          priceTiers: [],
          lowStockQty: null,
          coreCharge: 0,
          gtin: null,
          weight: 0.1,
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(catalogMessages.productAdded);
  });
});
