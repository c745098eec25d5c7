import "./zod-config";
import { z } from "zod";
import { wholeQuantity } from "./numbers";

export const STOCK_NEGATIVE = "Stock can't be negative!";

/** `PATCH /api/parts/updateQty/{id}`: the new available quantity, zero or more. */
export const stockUpdateSchema = z.object(
  {
    availableQty: z
      .unknown()
      .refine((value) => !(typeof value === "number" && value < 0), STOCK_NEGATIVE)
      .pipe(wholeQuantity("Available quantity", "Available Quantity is required", 0)),
  },
  { message: "The request body must be {availableQty}" },
);
