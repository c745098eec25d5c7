"use client";

import { useEffect, useMemo, useState } from "react";
import { get, set, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api";
import { getPart, updatePart } from "@/domains/catalog/client/parts";
import type { PartJson } from "@/domains/catalog/part-json";
import { catalogMessages } from "@/domains/catalog/catalog-texts";
import { commonMessages } from "@/lib/validation/common-texts";
import { partUpdateSchema } from "@/domains/catalog/parts";
import {
  changedPartData,
  EMPTY_PART_DATA,
  partDataFormSchema,
  partDataText,
  type PartData,
  type PartDataText,
} from "./part-data-text";
import { takenField } from "./taken-field";
import { typedDollars } from "./price-as-typed";
import { tiersProblem } from "@/domains/catalog/price-tiers";
import {
  changedPackage,
  EMPTY_PACKAGE,
  packageText,
  packageUpdateFormSchema,
  type PackageText,
} from "./package-text";
import type { PartDimensions } from "@/models/parts";

/** The spec's four fields as typed (a blank one keeps the product's current value). */
interface ProductFields {
  productName: string;
  availableQty: string;
  orderQty: string;
  price: string;
}

/** What the admin typed: the spec's four fields, and the catalog's and package's, filled in. */
export type UpdateFields = ProductFields & PartDataText & PackageText;

/**
 * The body of `PATCH /api/parts/update-stock/{id}`: the spec's four fields, the price in
 * dollars, the stock the modal showed, so the server refuses (409) if sales changed it meanwhile
 * instead of undoing them, and the catalog fields the admin changed.
 */
export interface ProductUpdate extends Partial<PartData> {
  productName: string;
  availableQty: number;
  orderQty: number;
  price: number;
  /** The stock the modal showed (none while no product is open). */
  expectedAvailableQty?: number;
  weight?: number;
  dimensions?: PartDimensions | null;
}

const BLANK_UPDATE: UpdateFields = {
  productName: "",
  availableQty: "",
  orderQty: "",
  price: "",
  ...EMPTY_PART_DATA,
  ...EMPTY_PACKAGE,
};

/** The modal's fields for `part`: the spec's four blank, the catalog's filled in to edit. */
export const updateFieldsFor = (part: PartJson | null): UpdateFields =>
  part ? { ...BLANK_UPDATE, ...partDataText(part), ...packageText(part) } : BLANK_UPDATE;

/** Blank fields fall back to the current values (spec section 5). */
function withCurrentValues(fields: ProductFields, part: PartJson) {
  const typedOr = <T>(typed: string, current: T) => (typed.trim() === "" ? current : typed);
  return {
    productName: typedOr(fields.productName, part.productName),
    availableQty: typedOr(fields.availableQty, part.availableQty),
    orderQty: typedOr(fields.orderQty, part.orderQty),
    price: typedOr(fields.price, part.price),
  };
}

/**
 * Why the breaks do not fit the part as the modal would leave it (at or below its MOQ, not
 * cheaper than its price), or null: the server's own rule, before sending.
 */
function breaksMisfit(
  tiers: { minQty: number; price: number }[],
  orderQty: number,
  price: number,
): FieldErrors<UpdateFields> | null {
  const cents = (dollars: number) => Math.round(dollars * 100);
  const problem = tiersProblem(
    tiers.map((tier) => ({ minQty: tier.minQty, priceCents: cents(tier.price) })),
    { minOrderQty: orderQty, priceCents: cents(price) },
  );
  if (!problem) return null;
  const errors: FieldErrors<UpdateFields> = {};
  set(errors, `priceTiers.${problem.index}.${problem.field}`, {
    type: "custom",
    message: problem.message,
  });
  return errors;
}

/**
 * The Update modal's check: blanks take the current values, then the shared rules apply. The
 * price sent is the dollars typed (or the current price), not the rule's cents: the API takes
 * dollars and converts them once, on the server. Of the catalog fields, only those changed go.
 */
export function checkProductUpdate(
  fields: UpdateFields,
  part: PartJson | null,
): { update: ProductUpdate } | { errors: FieldErrors<UpdateFields> } {
  const {
    partNumber,
    brand,
    category,
    oemNumbers,
    specs,
    orderMultiple,
    priceTiers,
    lowStockQty,
    coreCharge,
    gtin,
    weight,
    dimensions,
    ...typed
  } = fields;
  const merged = part ? withCurrentValues(typed, part) : typed;
  const result = partUpdateSchema.safeParse(merged);
  const catalog = partDataFormSchema.safeParse({
    partNumber,
    brand,
    category,
    oemNumbers,
    specs,
    orderMultiple,
    priceTiers,
    lowStockQty,
    coreCharge,
    gtin,
  });
  const packed = packageUpdateFormSchema.safeParse({ weight, dimensions });
  if (result.success && catalog.success && packed.success) {
    // Each field is typed or falls back, so every optional field of the rule has a value.
    const { productName, availableQty, orderQty } = result.data as Required<typeof result.data>;
    const price = typedDollars(merged.price);
    const expectedAvailableQty = part?.availableQty;
    const changed = part
      ? { ...changedPartData(catalog.data, part), ...changedPackage(packed.data, part) }
      : { ...catalog.data, ...packed.data };
    const misfit = breaksMisfit(catalog.data.priceTiers, orderQty, price);
    if (misfit) return { errors: misfit };
    return {
      update: { productName, availableQty, orderQty, price, expectedAvailableQty, ...changed },
    };
  }
  const errors: FieldErrors<UpdateFields> = {};
  const issues = [result, catalog, packed].flatMap((checked) => checked.error?.issues ?? []);
  for (const issue of issues) {
    // A break's issue is at its row's field ("priceTiers.1.price"), the others at their field.
    const path = issue.path.join(".");
    if (!get(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
  }
  return { errors };
}

/**
 * The Update modal's form for `part`: checked as the admin types ('Stock can't be negative!'
 * stops it being sent), then `PATCH /api/parts/update-stock/{id}` with all four fields as
 * numbers, the stock shown and the catalog fields changed. Resolves true once the server reports
 * the change. When sales changed the stock meanwhile (409), the server's message is shown at the
 * stock field, the modal shows the current stock and guards the next save with it, and
 * `onStockChanged` lets the list refresh its row. A part number another part has (also a 409) is
 * shown at its field.
 */
export function useUpdateProductForm(part: PartJson | null, onStockChanged: () => void) {
  const [fresh, setFresh] = useState<{ of: PartJson; availableQty: number } | null>(null);
  // The product as the modal shows it: after a 409, with the stock the server has now.
  const shown = useMemo(
    () => (part && fresh?.of === part ? { ...part, availableQty: fresh.availableQty } : part),
    [part, fresh],
  );
  const resolver: Resolver<UpdateFields, unknown, ProductUpdate> = (fields) => {
    const checked = checkProductUpdate(fields, shown);
    return "update" in checked
      ? { values: checked.update, errors: {} }
      : { values: {}, errors: checked.errors };
  };
  const form = useForm<UpdateFields, unknown, ProductUpdate>({
    resolver,
    mode: "onChange",
    defaultValues: updateFieldsFor(part),
  });
  const { reset } = form;
  // Each product opened shows its own catalog fields to edit.
  useEffect(() => {
    if (part) reset(updateFieldsFor(part));
  }, [part, reset]);

  const showCurrentStock = async (editing: PartJson, message: string) => {
    form.setError("availableQty", { type: "conflict", message });
    onStockChanged();
    const current = await getPart(editing._id);
    setFresh({ of: editing, availableQty: current.availableQty });
  };

  const send = async (update: ProductUpdate): Promise<boolean> => {
    if (!part) return false;
    try {
      const { modifiedCount } = await updatePart(part._id, update);
      if (!modifiedCount) toast.error(commonMessages.somethingWrong);
      else toast.success(catalogMessages.productUpdated(update.productName));
      return modifiedCount > 0;
    } catch (error) {
      toast.error((error as Error).message);
      const taken = takenField(error, update.partNumber);
      if (taken) form.setError(taken.field, { type: "conflict", message: taken.message });
      // Should the stock not load (the part was deleted meanwhile), the refreshed list says so.
      else if (error instanceof ApiError && error.status === 409)
        await showCurrentStock(part, error.message).catch(() => undefined);
      return false;
    }
  };

  return { form, send, shown };
}
