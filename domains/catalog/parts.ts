import "@/lib/validation/zod-config";
import { z } from "zod";
import { catalogMessages } from "./catalog-texts";
import { dollarsToCents, wholeQuantity } from "@/lib/validation/numbers";
import { idText, plainText } from "@/lib/validation/text";
import { partDataFields } from "./part-data";
import { packageFields } from "./package-fields";
import { coreChargeSchema } from "./core-charge";
import { gtinSchema } from "./gtin";
import {
  lowStockQtySchema,
  orderMultipleSchema,
  priceTiersSchema,
  tiersProblem,
} from "./price-tiers";

/** A quantity that may be zero; a negative one says the spec's "Stock can't be negative!". */
const stock = (label: string, requiredMessage: string) =>
  z
    .unknown()
    .refine(
      (value) => !(typeof value === "number" && value < 0) && !/^\s*-/.test(String(value)),
      catalogMessages.stockNegative,
    )
    .pipe(wholeQuantity(label, requiredMessage, 0));

/**
 * A product image: our own upload (a path under /uploads/ or /images/) or an https URL (the
 * image optimiser fetches only https). Whether its host is allowed is the server's decision.
 */
export const imageReference = z
  .string({ message: catalogMessages.imageRequired })
  .trim()
  .min(1, catalogMessages.imageRequired)
  .max(2048, "The image URL is too long")
  .refine(
    (value) =>
      (/^\/(uploads|images)\/[\w./-]+$/.test(value) && !value.includes("..")) || isHttpsUrl(value),
    "The image must be an uploaded file or an https:// URL",
  );

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:";
  } catch {
    return false;
  }
}

export const partIdSchema = idText("Part id");

const productFields = {
  productName: plainText("Product name", 200, catalogMessages.productNameRequired),
  availableQty: stock("Available quantity", catalogMessages.availableQtyRequired),
  orderQty: wholeQuantity("Maximum order quantity", catalogMessages.orderQtyRequired),
  price: dollarsToCents("Price", catalogMessages.priceRequired),
};

/**
 * The fields of `POST /api/parts` without the rule across them, for forms that reshape a field
 * (zod refuses to omit or extend a refined object).
 */
export const newPartFields = z.object({
  ...productFields,
  productDescription: plainText("Product description", 5000, catalogMessages.descriptionRequired),
  image: imageReference,
  // The contract's Add Product sent none of these: without them the server numbers the part
  // and files it under the house brand and "Other", sold one by one at one price.
  partNumber: partDataFields.partNumber.optional(),
  brand: z.optional(partDataFields.brand),
  category: partDataFields.category.optional(),
  oemNumbers: partDataFields.oemNumbers.optional(),
  specs: partDataFields.specs.optional(),
  orderMultiple: orderMultipleSchema.optional(),
  priceTiers: priceTiersSchema.optional(),
  lowStockQty: lowStockQtySchema.optional(),
  // None is 0: most parts carry no core deposit.
  coreCharge: coreChargeSchema.optional(),
  gtin: gtinSchema.optional(),
  // Optional here, as the contract's client sends no weight; Add Product's screen requires it
  // (add-product-schema.ts), so only the calls of other clients add a part of unknown weight.
  weight: packageFields.weight.optional(),
  dimensions: packageFields.dimensions.optional(),
});

/**
 * `POST /api/parts` and the Add Product form. Numbers may come as strings (the original client
 * sent them so); createdAt and creator are taken from the server and the session, never the body.
 * The price breaks must start above the part's MOQ and cost less than its price.
 */
export const newPartSchema = newPartFields.superRefine((part, context) => {
  const problem = tiersProblem(part.priceTiers ?? [], {
    minOrderQty: part.orderQty,
    priceCents: part.price,
  });
  if (problem)
    context.addIssue({
      code: "custom",
      path: ["priceTiers", problem.index, problem.field],
      message: problem.message,
    });
});
export type NewPart = z.output<typeof newPartSchema>;

/**
 * `PATCH /api/parts/update-stock/{id}`: the four fields of the Update modal, and optionally the
 * stock the modal showed (`expectedAvailableQty`): the new stock is then set only if no sale
 * changed it meanwhile. Without it, `availableQty` is set as given (the contract's call).
 */
export const partUpdateSchema = z
  .strictObject(
    {
      productName: z.optional(productFields.productName),
      availableQty: productFields.availableQty.optional(),
      orderQty: productFields.orderQty.optional(),
      price: productFields.price.optional(),
      partNumber: partDataFields.partNumber.optional(),
      brand: z.optional(partDataFields.brand),
      category: partDataFields.category.optional(),
      oemNumbers: partDataFields.oemNumbers.optional(),
      specs: partDataFields.specs.optional(),
      orderMultiple: orderMultipleSchema.optional(),
      priceTiers: priceTiersSchema.optional(),
      lowStockQty: lowStockQtySchema.optional(),
      coreCharge: coreChargeSchema.optional(),
      gtin: gtinSchema.optional(),
      weight: packageFields.weight.optional(),
      // null: the package's size is no longer known.
      dimensions: packageFields.dimensions.nullable().optional(),
      expectedAvailableQty: stock(
        "Expected available quantity",
        catalogMessages.availableQtyRequired,
      ).optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Only productName, availableQty, orderQty, price, partNumber, brand, category, oemNumbers, specs, orderMultiple, priceTiers, lowStockQty, coreCharge, gtin, weight and dimensions may be changed, with expectedAvailableQty: ${issue.keys.join(", ")} is not allowed`
          : undefined,
    },
  )
  .refine(
    (fields) =>
      Object.entries(fields).some(
        ([name, value]) => name !== "expectedAvailableQty" && value !== undefined,
      ),
    { message: "Nothing to update" },
  )
  .refine(
    (fields) => fields.expectedAvailableQty === undefined || fields.availableQty !== undefined,
    {
      message: "expectedAvailableQty is sent with the availableQty it guards",
      path: ["expectedAvailableQty"],
    },
  );
export type PartUpdate = z.output<typeof partUpdateSchema>;

/** `PATCH /api/parts/updateQty/{id}`: the new available quantity, zero or more. */
export const stockUpdateSchema = z.object(
  { availableQty: productFields.availableQty },
  { message: "The request body must be {availableQty}" },
);
