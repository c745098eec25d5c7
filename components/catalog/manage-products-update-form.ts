"use client";

import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { apiFetch } from "@/lib/client/api";
import { centsToDollars } from "@/lib/contract/money";
import type { PartJson } from "@/lib/contract/part";
import { catalogMessages, orderMessages } from "@/lib/validation/spec-texts";
import { partUpdateSchema } from "@/lib/validation/parts";

/** What the admin typed; a blank field keeps the product's current value. */
export interface UpdateFields {
  productName: string;
  availableQty: string;
  orderQty: string;
  price: string;
}
// After the fallbacks all four fields are always there.
type PartUpdate = Required<z.output<typeof partUpdateSchema>>;

export const BLANK_UPDATE: UpdateFields = {
  productName: "",
  availableQty: "",
  orderQty: "",
  price: "",
};

/** Blank fields fall back to the current values (spec section 5), then the shared rules apply. */
function withCurrentValues(fields: UpdateFields, part: PartJson) {
  const typedOr = <T>(typed: string, current: T) => (typed.trim() === "" ? current : typed);
  return {
    productName: typedOr(fields.productName, part.productName),
    availableQty: typedOr(fields.availableQty, part.availableQty),
    orderQty: typedOr(fields.orderQty, part.orderQty),
    price: typedOr(fields.price, part.price),
  };
}

/**
 * The Update modal's form for `part`: checked as the admin types ('Stock can't be negative!'
 * stops it being sent), then `PATCH /api/parts/update-stock/{id}` with all four fields as
 * numbers. Resolves true once the server reports the change.
 */
export function useUpdateProductForm(part: PartJson | null) {
  const resolver: Resolver<UpdateFields, unknown, PartUpdate> = (fields) => {
    const result = partUpdateSchema.safeParse(part ? withCurrentValues(fields, part) : fields);
    if (result.success) return { values: result.data as PartUpdate, errors: {} };
    const errors: FieldErrors<UpdateFields> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as keyof UpdateFields;
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
  const form = useForm<UpdateFields, unknown, PartUpdate>({
    resolver,
    mode: "onChange",
    defaultValues: BLANK_UPDATE,
  });

  const send = async (update: PartUpdate): Promise<boolean> => {
    if (!part) return false;
    try {
      const { modifiedCount } = await apiFetch<{ modifiedCount: number }>(
        `/api/parts/update-stock/${encodeURIComponent(part._id)}`,
        {
          method: "PATCH",
          json: {
            productName: update.productName,
            availableQty: update.availableQty,
            orderQty: update.orderQty,
            // The shared schema answers cents; the API speaks dollars.
            price: centsToDollars(update.price),
          },
        },
      );
      if (!modifiedCount) toast.error(orderMessages.somethingWrong);
      else toast.success(catalogMessages.productUpdated(update.productName));
      return modifiedCount > 0;
    } catch (error) {
      toast.error((error as Error).message);
      return false;
    }
  };

  return { form, send };
}
